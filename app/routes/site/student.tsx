import { HTML_FIRST } from "#app/components/html-first";
import { PortalSignIn, PortalView, type SignInState } from "#app/features/student-portal";
import { portalAction, portalPage } from "#app/features/student-portal/index.server";
import { catalogueSeo, siteData } from "#app/lib/seo";
import type { Route } from "./+types/student";

// Finished HTML, no hydration: plain form posts, so it works on any phone without JavaScript.
export const handle = HTML_FIRST;

export const meta: Route.MetaFunction = ({ matches, location }) => [
  ...catalogueSeo(siteData(matches), "portal", "/student"),
  { name: "robots", content: "noindex" },
  { tagName: "link", rel: "manifest", href: `${location.pathname.startsWith("/hi/") ? "/hi" : ""}/student/app/manifest.webmanifest` },
  { name: "theme-color", content: "#123c7c" },
];

/** One person's data: never stored by a shared cache or the page cache, never indexed. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" });

/** /student and /hi/student (issue 26): the sign-in, or the signed-in number's students. */
export async function loader({ request }: Route.LoaderArgs) {
  return portalPage(request);
}

export async function action({ request, context }: Route.ActionArgs) {
  return portalAction(request, context.clientIp);
}

export default function StudentPortal({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      {loaderData.kind === "portal" ? (
        <PortalView {...loaderData} />
      ) : (
        <PortalSignIn state={actionData as SignInState | undefined} signedOut={loaderData.signedOut} />
      )}
      {/* The offline copy and its clearing (pwa/service-worker.ts): the page works without it. */}
      <script src="/student/app/portal.js" defer />
    </>
  );
}
