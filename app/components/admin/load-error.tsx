import { useEffect } from "react";
import { notify } from "#app/components/toaster";

/** A list that failed to load: the spec's failure toast once, and the same text kept on the page. */
export function LoadError({ message }: { message: string | null }) {
  useEffect(() => {
    if (message) notify({ title: message, type: "error" });
  }, [message]);
  if (!message) return null;
  return (
    <p role="alert" className="mb-4 rounded-md border border-destructive/30 bg-red-50 px-4 py-3 text-sm text-destructive">
      {message}
    </p>
  );
}
