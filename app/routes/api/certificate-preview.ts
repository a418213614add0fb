import { renderCertificatePreview } from "#app/features/certificates/certificate-preview.server";
import { findCertificateById } from "#app/features/certificates/find-certificate-by-id.server";
import { getSiteSettings } from "#app/features/settings/settings.server";
import { baseUrl } from "#app/server/env.server";
import { logger } from "#app/server/logger.server";
import type { Route } from "./+types/certificate-preview";

/** `/certificate/{certificate_id}/preview.png`: the link-preview card of a certificate page (og:image). */
export async function loader({ params }: Route.LoaderArgs) {
  const id = params.certificateId.trim();
  try {
    const found = id.length <= 200 ? await findCertificateById(id) : null;
    if (!found) return new Response("Certificate not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
    const settings = await getSiteSettings();
    const png = await renderCertificatePreview({
      certificate_id: found.certificate_id,
      student_name: found.student_name,
      course_name: found.course_name,
      issue_date: found.issue_date,
      revoked: Boolean(found.revoked_at),
      site_name: settings.site_name,
      host: baseUrl().replace(/^https?:\/\//, ""),
    });
    return new Response(new Uint8Array(png), {
      headers: { "Content-Type": "image/png", "Cache-Control": "public, max-age=600", "X-Robots-Tag": "noindex" },
    });
  } catch (error) {
    logger.error({ err: error }, "certificate preview failed");
    return new Response("Preview unavailable", { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
}
