import { useEffect } from "react";
import {
  data,
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { islandsHydrated } from "./components/island";
import "./app.css";
import { HindiFont } from "./components/hindi-font";
import { useNonce } from "./components/nonce";
import { Toaster, useShowToast } from "./components/toaster";
import { LOCALE, langFromPath, localePath } from "./i18n/lang";
import { errors as enErrors } from "./i18n/messages/en/errors";
import { errors as hiErrors } from "./i18n/messages/hi/errors";
import { createTranslate } from "./i18n/translate";
import { readToast } from "./server/toast.server";

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
        <Toaster />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useShowToast(loaderData.toast);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  useShowToast(rootData?.toast);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // Outside the site layout (no catalogue in loader data): the small errors catalogue, both languages.
  const lang = langFromPath(useLocation().pathname);
  const catalogue = { errors: lang === "hi" ? hiErrors : enErrors };
  const t = createTranslate(LOCALE[lang], catalogue, catalogue);
  const title = t(notFound ? "errors.notFoundTitle" : "errors.errorTitle");
  const message = t(notFound ? "errors.notFoundText" : "errors.errorText");
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 bg-brand-50 px-6 text-center">
      <title>{t(notFound ? "errors.docNotFound" : "errors.docError", { site: "Supertech Institute" })}</title>
      <p className="text-7xl font-extrabold tracking-tight text-brand-700">{notFound ? "404" : t("errors.errorHeading")}</p>
      <h1 className="text-2xl font-bold text-brand-950">{title}</h1>
      <p className="max-w-md text-muted-foreground">{message}</p>
      <Link
        to={localePath(lang, "/")}
        className="inline-flex h-11 items-center rounded-md bg-primary px-6 font-semibold text-primary-foreground hover:bg-brand-800"
      >
        {t("errors.home")}
      </Link>
    </main>
  );
}
