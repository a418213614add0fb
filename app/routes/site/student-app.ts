import { portalAppFile } from "#app/features/student-portal/index.server";
import { langFromPath } from "#app/i18n/lang";
import type { Route } from "./+types/student-app";

/** GET /student/app/:file (and /hi/…): the portal's manifest, service worker, script and icons (the app shell). */
export async function loader({ request, params }: Route.LoaderArgs) {
  return portalAppFile(params.file, langFromPath(new URL(request.url).pathname));
}
