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
import "./app.css";
import { useNonce } from "./components/nonce";
import { Toaster, useShowToast } from "./components/toaster";
import { langFromPath } from "./i18n/lang";
import { readToast } from "./server/toast.server";

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/images/brand/favicon.svg", type: "image/svg+xml" }];

export async function loader({ request }: Route.LoaderArgs) {
  const { toast, headers } = await readToast(request);
  return data({ toast }, { headers });
}

/**
 * Toasts travel only in the one-time cookie (decision 013), also on a refused (4xx) action's
 * answer, after which React Router would not revalidate by default: the root re-reads after
 * every submission so the toast shows at once, not on the next page.
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod.toUpperCase() !== "GET") return true;
  return defaultShouldRevalidate;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // The language is the path's (/hi/... is Hindi), never a cookie: pages stay cacheable by path.
  const lang = langFromPath(useLocation().pathname);
  // Hydration starts after the first paint (decision 006); this mark tells when it is done.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b2a5b" />
        <Meta />
        <Links />
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
  const title = notFound ? "Page not found" : "Something went wrong";
  const message = notFound
    ? "The page you are looking for does not exist or has moved."
    : "An unexpected error occurred. Please try again in a moment.";
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 bg-brand-50 px-6 text-center">
      <title>{`${notFound ? "404" : "Error"} | Supertech Institute`}</title>
      <p className="text-7xl font-extrabold tracking-tight text-brand-700">{notFound ? "404" : "Oops"}</p>
      <h1 className="text-2xl font-bold text-brand-950">{title}</h1>
      <p className="max-w-md text-muted-foreground">{message}</p>
      <Link
        to="/"
        className="inline-flex h-11 items-center rounded-md bg-primary px-6 font-semibold text-primary-foreground hover:bg-brand-800"
      >
        Return to Home
      </Link>
    </main>
  );
}
