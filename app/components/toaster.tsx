import { useEffect } from "react";
import { Toaster as Sonner, toast as show } from "sonner";

export type ToastMessage = { title: string; description?: string; type: "success" | "error" | "info" };

/** Shows a toast once per message object (server toasts arrive through the root loader). */
export function useShowToast(toast: ToastMessage | null | undefined) {
  useEffect(() => {
    if (!toast) return;
    notify(toast);
  }, [toast]);
}

/** The one way to show a toast; 'error' is the destructive style. */
export function notify({ title, description, type }: ToastMessage) {
  const options = { description };
  if (type === "error") show.error(title, options);
  else if (type === "info") show.info(title, options);
  else show.success(title, options);
}

export function Toaster() {
  return <Sonner position="top-right" richColors closeButton toastOptions={{ duration: 5000 }} />;
}
