import { type ReactNode, useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { notify } from "#app/components/toaster";
import { buttonVariants } from "#app/components/ui/button";
import { Card } from "#app/components/ui/card";

/**
 * Loader data that may still be on its way. On client navigations a page's clientLoader
 * hands the server data over as a promise (see `deferServerData`), so the page frame shows
 * at once with `fallback` (the spec's loading state) where the list goes; once a list has
 * been shown, a reload keeps it on screen until the new one arrives. On the server and on
 * the first load the data is already there and renders directly.
 *
 * No <Suspense> on purpose: React outlines large Suspense boundaries when streaming, which
 * would leave visitors without JavaScript looking at the fallback.
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
  const [state, setState] = useState<{ value?: T; error?: unknown; failed: boolean }>(() =>
    resolve instanceof Promise ? { failed: false } : { value: resolve, failed: false },
  );

  useEffect(() => {
    if (!(resolve instanceof Promise)) {
      setState({ value: resolve, failed: false });
      return;
    }
    let current = true;
    resolve.then(
      (value) => current && setState({ value, failed: false }),
      (error) => current && setState((old) => ({ ...old, error, failed: true })),
    );
    return () => {
      current = false;
    };
  }, [resolve]);

  if (!(resolve instanceof Promise)) return <>{children(resolve)}</>;
  if (state.failed) return <LoadError title={errorTitle} />;
  if (state.value === undefined) return <>{fallback}</>;
  return <>{children(state.value)}</>;
}

/**
 * What a page hands DeferredData: the clientLoader's promise on client navigations, else the
 * server loader's data itself. React Router types loaderData as the union of both answers; the
 * page names the server loader's type `T` once here.
 */
export function deferredOf<T>(loaderData: object): T | Promise<T> {
  return "deferred" in loaderData ? (loaderData.deferred as Promise<T>) : (loaderData as T);
}

/** The spec's loading text where a list will be, while DeferredData waits. */
export function LoadingCard({ children }: { children: ReactNode }) {
  return (
    <Card className="p-10 text-center text-muted-foreground" role="status">
      {children}
    </Card>
  );
}

/** For a route's clientLoader: `return deferServerData(serverLoader)`. */
export function deferServerData<T>(serverLoader: () => Promise<T>): { deferred: Promise<T> } {
  const deferred = serverLoader();
  // Handled by DeferredData; this keeps the browser from reporting it as unhandled first.
  deferred.catch(() => {});
  return { deferred };
}

function LoadError({ title }: { title: string }) {
  const location = useLocation();
  useEffect(() => {
    notify({ title, type: "error" });
  }, [title]);
  return (
    <div role="alert" className="rounded-lg border border-destructive/40 bg-red-50 p-6 text-center">
      <p className="font-semibold text-red-900">{title}</p>
      <Link
        to={`${location.pathname}${location.search}`}
        reloadDocument
        className={buttonVariants({ variant: "outline", size: "sm", className: "mt-3" })}
      >
        Try again
      </Link>
    </div>
  );
}
