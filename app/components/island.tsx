import { type ComponentType, lazy, Suspense, useEffect } from "react";

/**
 * Islands: parts of a public page that the server renders as usual but whose JavaScript loads
 * once the page has loaded (decision 017). The home page's initial
 * JavaScript has a budget of 120 KB gzipped, and React DOM with React Router is ~105 KB of it;
 * the footer, the floating buttons and the sections below the first screen do not need to be
 * interactive before the visitor has seen the top of the page.
 *
 * How: the island is a `lazy()` component in a Suspense boundary. While its code is not there,
 * React keeps the server's HTML of the boundary as it is (selective hydration), so the page
 * looks and reads the same; links and forms in it work natively (every form works without
 * JavaScript). A tap, key or focus anywhere loads every island at once, so a quick visitor does
 * not wait for the last image. On the server the module is imported up front and rendered in the
 * same pass.
 */

let pageLoaded: Promise<void> | undefined;

/**
 * After the `load` event, or at the visitor's first interaction. No idle callback or timer:
 * the page is done by then, and a timer would also stall under a test's paused clock.
 */
function whenPageLoaded(): Promise<void> {
  pageLoaded ??= new Promise<void>((resolve) => {
    if (document.readyState === "complete") resolve();
    else addEventListener("load", () => resolve(), { once: true });
    for (const type of ["pointerdown", "keydown", "focusin"]) {
      addEventListener(type, () => resolve(), { once: true, capture: true, passive: true });
    }
  });
  return pageLoaded;
}

/* The root marks <html data-hydrated> once every island on the page is interactive too. */
let pending = 0;
let allDone: (() => void) | undefined;
let whenAllDone: Promise<void> | undefined;

/** Resolves when the islands rendered so far have hydrated (called from the root's effect). */
export function islandsHydrated(): Promise<void> {
  if (pending === 0) return Promise.resolve();
  whenAllDone ??= new Promise<void>((resolve) => {
    allDone = resolve;
  });
  return whenAllDone;
}

function Hydrated() {
  useEffect(() => {
    pending -= 1;
    if (pending === 0) {
      allDone?.();
      whenAllDone = undefined;
    }
  }, []);
  return null;
}

/** `island(() => import("./footer").then((m) => m.Footer))`: the component, as an island. */
export function island<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  if (import.meta.env.SSR) {
    let loaded: ComponentType<P> | undefined;
    const ready = load().then((component) => {
      loaded = component;
      return { default: component };
    });
    const Pending = lazy(() => ready);
    // biome-ignore lint/correctness/noComponentHookFactories: island() runs once per module at import time, like lazy().
    return function ServerIsland(props: P) {
      const Component = loaded ?? Pending;
      return (
        <Suspense fallback={null}>
          <Component {...props} />
        </Suspense>
      );
    };
  }
  // Fetched as soon as the page has loaded, rendered or not yet: a later client-side visit to
  // a page with this island then finds its code there.
  let fetched: Promise<ComponentType<P>> | undefined;
  const fetch = () => {
    fetched ??= load();
    return fetched;
  };
  whenPageLoaded().then(fetch);
  const Lazy = lazy(() =>
    whenPageLoaded()
      .then(fetch)
      .then((Component) => ({
        default: (props: P) => (
          <>
            <Component {...props} />
            <Hydrated />
          </>
        ),
      })),
  );
  // biome-ignore lint/correctness/noComponentHookFactories: island() runs once per module at import time, like lazy().
  return function Island(props: P) {
    useEffect(() => {
      pending += 1;
    }, []);
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
