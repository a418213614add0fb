import { lazy, Suspense, useEffect, useState } from "react";

export type ToastMessage = { title: string; description?: string; type: "success" | "error" | "info" };

// sonner loads after hydration, off the critical path; toasts raised before it is ready
// wait for it (the promise below) rather than being dropped.
let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});
const loadSonner = () => import("sonner");

const LazySonner = lazy(async () => ({ default: (await loadSonner()).Toaster }));

/** Commits together with LazySonner (same Suspense boundary), so it marks sonner as mounted. */
function ReadyMarker() {
  useEffect(() => markReady(), []);
  return null;
}

/** Shows a toast once per message object (server toasts arrive through the root loader). */
export function useShowToast(toast: ToastMessage | null | undefined) {
  useEffect(() => {
    if (!toast) return;
    notify(toast);
  }, [toast]);
}

/** The one way to show a toast; 'error' is the destructive style. */
export function notify({ title, description, type }: ToastMessage) {
  void Promise.all([loadSonner(), ready]).then(([{ toast: show }]) => {
    const options = { description };
    if (type === "error") show.error(title, options);
    else if (type === "info") show.info(title, options);
    else show.success(title, options);
  });
}

/** Closes every toast on screen (a new lookup must not leave the last one's error behind). */
export function dismissToasts() {
  void loadSonner().then(({ toast }) => toast.dismiss());
}

export function Toaster() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <LazySonner position="top-right" richColors closeButton toastOptions={{ duration: 5000 }} />
      <ReadyMarker />
    </Suspense>
  );
}
