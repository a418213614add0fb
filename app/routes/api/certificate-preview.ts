import type { PreviewInput } from "#app/features/certificates/certificate-preview.server";
import { certificatePreviewPng, previewEtag } from "#app/features/certificates/certificate-preview-cache.server";
import { findCertificateById } from "#app/features/certificates/find-certificate-by-id.server";
import { getSiteSettings } from "#app/features/settings/settings.server";
import { baseUrl } from "#app/server/env.server";
import { hit, RATE_LIMITED_MESSAGE, RATE_RULES } from "#app/server/http/rate-limit.server";
import { logger } from "#app/server/logger.server";
import type { Route } from "./+types/certificate-preview";

const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", ...headers } });

const matches = (ifNoneMatch: string | null, etag: string) =>
  ifNoneMatch?.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t.replace(/^W\//, "") === etag.replace(/^W\//, "");
  }) ?? false;

/**
 * `/certificate/{certificate_id}/preview.png`: the link-preview card of a certificate page
 * (og:image). Anonymous, so it counts against a per-address budget like the PDF; each card is
 * drawn once and kept by its content (certificate-preview-cache.server.ts), with that as its
 * ETag: a crawler asking again gets a 304, and an edited or revoked certificate a new card.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = params.certificateId.trim();
  try {
    if (!(await hit("preview", context.clientIp, RATE_RULES.lookup))) return plain(429, RATE_LIMITED_MESSAGE, { "Retry-After": "60" });
    const found = id.length <= 200 ? await findCertificateById(id) : null;
    if (!found) return plain(404, "Certificate not found");
    const settings = await getSiteSettings();
    const input: PreviewInput = {
      certificate_id: found.certificate_id,
      student_name: found.student_name,
      course_name: found.course_name,
      issue_date: found.issue_date,
      revoked: Boolean(found.revoked_at),
      site_name: settings.site_name,
      host: baseUrl().replace(/^https?:\/\//, ""),
    };
    const etag = previewEtag(input);
    // Shared caches may keep the card but must ask again: a revocation shows at once.
    const headers = { "Cache-Control": "public, no-cache", ETag: etag, "X-Robots-Tag": "noindex" };
    if (matches(request.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers });
    const { png, cached } = await certificatePreviewPng(input, etag);
    return new Response(new Uint8Array(png), {
      headers: { ...headers, "Content-Type": "image/png", "X-Preview-Cache": cached ? "hit" : "miss" },
    });
  } catch (error) {
    logger.error({ err: error }, "certificate preview failed");
    return plain(503, "Preview unavailable");
  }
}
