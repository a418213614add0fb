import { isRouteErrorResponse, Link, useLocation } from "react-router";
import { LOCALE, langFromPath, localePath } from "#app/i18n/lang";
import { errors as enErrors } from "#app/i18n/messages/en/errors";
import { errors as hiErrors } from "#app/i18n/messages/hi/errors";
import { createTranslate } from "#app/i18n/translate";

/** The 404 and error page, in the path's language (the root's ErrorBoundary). */
export function ErrorPage({ error }: { error: unknown }) {
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
