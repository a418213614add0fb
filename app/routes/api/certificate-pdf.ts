import { renderCertificatePdf } from "#app/features/certificates/certificate-pdf.server";
import { findCertificateById } from "#app/features/certificates/find-certificate-by-id.server";
import { getSiteSettings } from "#app/features/settings/settings.server";
import { formatInstant } from "#app/i18n/format";
import { translatorFor } from "#app/i18n/i18n";
import { type Lang, LOCALE, langFromPath, localePath } from "#app/i18n/lang";
import { hit, RATE_RULES } from "#app/server/http/rate-limit.server";
import { logger } from "#app/server/logger.server";
import type { Route } from "./+types/certificate-pdf";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch);

/** A short page in the site's colours, in the page's language, for a PDF that cannot be given. */
function refusal(lang: Lang, status: number, title: string, message: string, back: string): Response {
  const body = `<!doctype html><html lang="${LOCALE[lang]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#eef4ff;color:#071b3d;font:16px/1.5 system-ui,sans-serif;text-align:center}
main{max-width:30rem;padding:1.5rem}h1{font-size:1.5rem;margin:0 0 .75rem}p{margin:0 0 .75rem;color:#475569}
a{display:inline-block;margin-top:.75rem;padding:.65rem 1.5rem;border-radius:.375rem;background:#123c7c;color:#fff;font-weight:600;text-decoration:none}</style></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><a href="${escapeHtml(back)}">${escapeHtml(translatorFor(lang)("certificate.pdf.back"))}</a></main></body></html>`;
  return new Response(body, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "X-Robots-Tag": "noindex" },
  });
}

/**
 * `/certificate/{certificate_id}.pdf`: the certificate as an A4 landscape PDF, made on the
 * server; `/hi/certificate/{certificate_id}.pdf` the same with the Hindi sheet's labels.
 * A revoked certificate gets no PDF: 410 with a page that says why.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const t = translatorFor(lang);
  const id = params.certificateId.trim();
  const back = localePath(lang, `/certificate/${encodeURIComponent(id)}`);
  try {
    if (!(await hit("lookup", context.clientIp, RATE_RULES.lookup))) {
      return refusal(lang, 429, t("certificate.pdf.tooManyTitle"), t("certificate.lookup.rateLimited"), back);
    }
    const found = id.length <= 200 ? await findCertificateById(id) : null;
    if (!found)
      return refusal(lang, 404, t("certificate.pdf.notFoundTitle"), t("certificate.lookup.notFound"), localePath(lang, "/certificate"));
    const page = localePath(lang, `/certificate/${encodeURIComponent(found.certificate_id)}`);
    if (found.revoked_at) {
      const text = t("certificate.pdf.revokedText", {
        id: found.certificate_id,
        on: formatInstant(found.revoked_at, lang).date,
        reason: found.revoked_reason?.trim() || t("certificate.sheet.noReason"),
      });
      return refusal(lang, 410, t("certificate.pdf.revokedTitle"), text, page);
    }
    const bytes = await renderCertificatePdf(found, await getSiteSettings(), lang);
    const filename = `certificate-${found.certificate_id.replace(/[^A-Za-z0-9-]/g, "_")}.pdf`;
    return new Response(new Uint8Array(bytes), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `inline; filename="${filename}"`,
        "Cache-Control": "private, no-cache",
        "X-Robots-Tag": "noindex",
      },
    });
  } catch (error) {
    logger.error({ err: error }, "certificate PDF failed");
    return refusal(lang, 503, t("certificate.lookup.failed"), t("certificate.pdf.failedText"), back);
  }
}
