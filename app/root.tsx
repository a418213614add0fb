import { useEffect } from "react";
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { islandsHydrated } from "./components/island";
import "./app.css";
import { readToast } from "#app/server/http/toast.server";
import { HindiFont } from "./components/hindi-font";
import { htmlFirstIslands, htmlFirstPageToast, IslandScripts, isHtmlFirst, useHtmlFirstActionToast } from "./components/html-first";
import { island } from "./components/island";
import { useNonce } from "./components/nonce";
import { ServerToast } from "./components/server-toast";
import { Toaster, useShowToast } from "./components/toaster";
import { langFromPath } from "./i18n/lang";
import { useI18n } from "./i18n/use-i18n";

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/images/brand/favicon.svg", type: "image/svg+xml" }];

export async function loader({ request }: Route.LoaderArgs) {
  const { toast, headers } = await readToast(request);
  return data({ toast }, { headers });
}

/**
 * Every form post reads the toast cookie again, also after a refused one (a 4xx answer, after
 * which React Router revalidates no loader by default): an action's toast travels only in that
 * cookie (decision 013: `createToastHeaders` on `data()` answers), and this loader is its reader.
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod.toUpperCase() !== "GET") return true;
  return defaultShouldRevalidate;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // The language is the path's (/hi/... is Hindi), never a cookie: pages stay cacheable by path.
  const lang = langFromPath(useLocation().pathname);
  // An HTML-first page is served without React Router's scripts, with its islands' own
  // (decision 024). In the browser this Layout only ever runs on a hydrated
  // page, whose scripts stay when the router shows an HTML-first route client-side.
  const matches = useMatches();
  const htmlFirst = isHtmlFirst(matches) && import.meta.env.SSR;
  // Its one-time toast is drawn in the HTML (no sonner without React).
  const rootData = useRouteLoaderData<typeof loader>("root");
  // A form's answer drawn in its page (its action's toast) comes first: it is what was just done.
  const actionToast = useHtmlFirstActionToast(matches);
  const { t } = useI18n();
  // Hydration starts after the first paint (decision 006); this mark tells when it is done,
  // islands included (decision 017).
  useEffect(() => {
    islandsHydrated().then(() => {
      document.documentElement.dataset.hydrated = "";
    });
  }, []);
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b2a5b" />
        <Meta />
        <Links />
        {lang === "hi" ? <HindiFont /> : null}
      </head>
      <body className="min-h-screen">
        {children}
        {htmlFirst ? (
          <>
            <ServerToast toast={actionToast ?? rootData?.toast ?? htmlFirstPageToast(matches, t)} />
            <IslandScripts names={htmlFirstIslands(matches)} />
          </>
        ) : (
          <>
            <Toaster />
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useShowToast(loaderData.toast);
  return <Outlet />;
}

// The error page's code (and its small catalogue) loads only where an error is shown: an island
// (decision 017), so it weighs nothing on the pages that work.
const ErrorPage = island(() => import("./components/error-page").then((m) => m.ErrorPage));

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  useShowToast(rootData?.toast);
  return <ErrorPage error={error} />;
}
