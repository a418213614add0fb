import { translatorFor } from "../i18n/i18n";
import { langFromPath, localePath } from "../i18n/lang";
import { redirectWithToast } from "./toast.server";

/**
 * A course page whose course could not be read (spec 8): back to the course list with the spec's
 * toast; on a Hindi page, to the Hindi list with the toast in Hindi (issue 11).
 */
export function courseLoadFailed(request: Request): Promise<Response> {
  const lang = langFromPath(new URL(request.url).pathname);
  const t = translatorFor(lang);
  return redirectWithToast(localePath(lang, "/courses"), {
    title: t("course.fetchFailedTitle"),
    description: t("course.fetchFailed"),
    type: "error",
  });
}
