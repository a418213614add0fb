import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { notify } from "#app/components/toaster";

/**
 * A list that failed to load (decision 013's one load-error path): the spec's failure toast
 * once, and the same text kept on the page. `retry` adds a link that loads the page afresh,
 * for a list whose answer never arrived (see DeferredData).
 */
export function LoadError({ message, retry = false }: { message: string | null; retry?: boolean }) {
  useEffect(() => {
    if (message) notify({ title: message, type: "error" });
  }, [message]);
  if (!message) return null;
  return (
    <div role="alert" className="mb-4 rounded-md border border-destructive/30 bg-red-50 px-4 py-3 text-sm text-destructive">
      <p>{message}</p>
      {retry ? <RetryLink /> : null}
    </div>
  );
}

function RetryLink() {
  const location = useLocation();
  return (
    <Link to={`${location.pathname}${location.search}`} reloadDocument className="mt-2 inline-block font-semibold underline">
      Try again
    </Link>
  );
}
