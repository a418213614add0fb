import { type ReactNode, useEffect, useState } from "react";
import { Card } from "#app/components/ui/card";
import { LoadError } from "./load-error";

/**
 * Loader data that may still be on its way. On client navigations a page's clientLoader
 * hands the server data over as a promise (see `deferServerData`), so the page frame shows
 * at once with `fallback` (the spec's loading state) where the list goes; once a list has
 * been shown, a reload keeps it on screen until the new one arrives. On the server and on
 * the first load the data is already there and renders directly.
 *
 * The list's own load error (the loader's `loadError`, decision 013) and an answer that never
 * arrived (`errorTitle`) show the same <LoadError>; `children` get only a list that loaded.
 *
 * No <Suspense> on purpose: React outlines large Suspense boundaries when streaming, which
 * would leave visitors without JavaScript looking at the fallback.
 */
export function DeferredData<T extends { loadError: string | null }>({
  resolve,
  fallback,
  errorTitle,
  children,
}: {
  resolve: T | Promise<T>;
  fallback: ReactNode;
  errorTitle: string;
  children: (value: Extract<T, { loadError: null }>) => ReactNode;
}) {
  const show = (value: T) =>
    value.loadError === null ? children(value as Extract<T, { loadError: null }>) : <LoadError message={value.loadError} />;
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

  if (!(resolve instanceof Promise)) return <>{show(resolve)}</>;
  if (state.failed) return <LoadError message={errorTitle} retry />;
  if (state.value === undefined) return <>{fallback}</>;
  return <>{show(state.value)}</>;
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
