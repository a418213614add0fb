import { type ReactNode, Suspense, useEffect } from "react";
import { Await, Link, useAsyncError, useLocation } from "react-router";
import { notify } from "../toaster";
import { buttonVariants } from "../ui/button";

/**
 * Renders loader data that may still be on its way: on client navigations the page's
 * clientLoader hands over the server data as a promise, so the page frame shows at once
 * with `fallback` (the spec's loading state) in place of the list; on the server and on
 * first load the data is already there. A failed load shows `errorTitle` as a toast and
 * inline, with a retry link.
 */
export function DeferredData<T>({
  resolve,
  fallback,
  errorTitle,
  children,
}: {
  resolve: T | Promise<T>;
  fallback: ReactNode;
  errorTitle: string;
  children: (value: T) => ReactNode;
}) {
  return (
    <Suspense fallback={fallback}>
      <Await resolve={resolve} errorElement={<LoadError title={errorTitle} />}>
        {(value) => children(value as T)}
      </Await>
    </Suspense>
  );
}

function LoadError({ title }: { title: string }) {
  const error = useAsyncError();
  const location = useLocation();
  useEffect(() => {
    notify({ title, type: "error" });
  }, [title]);
  if (error && typeof error === "object" && "status" in error && (error as { status?: number }).status === 401) return null;
  return (
    <div role="alert" className="rounded-lg border border-destructive/40 bg-red-50 p-6 text-center">
      <p className="font-semibold text-red-900">{title}</p>
      <Link to={`${location.pathname}${location.search}`} className={buttonVariants({ variant: "outline", size: "sm", className: "mt-3" })}>
        Try again
      </Link>
    </div>
  );
}
