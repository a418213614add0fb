import { currentAdmin } from "#app/features/accounts/permissions.server";
import { PDF_MAX_CERTIFICATES, renderCertificatesPdf } from "#app/features/certificates/certificate-pdf.server";
import { getCertificatesByIds } from "#app/features/certificates/list-certificates.server";
import { getSiteSettings } from "#app/features/settings/settings.server";
import { isUuid } from "#app/lib/ids";
import { redirectWithToast } from "#app/server/http/toast.server";
import type { Route } from "./+types/pdf";

const LIST_URL = "/admin/certificates";

/**
 * Bulk PDF download (docs/certificates.md): GET /admin/certificates/pdf?id=...&id=... (the list's
 * checkboxes, a plain form) answers one PDF with a page per certificate. A revoked
 * certificate has no PDF: a selection holding one is refused with a message naming it.
 * Resource route: it checks the role itself.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await currentAdmin({ request, context });
  const ids = [...new Set(new URL(request.url).searchParams.getAll("id"))].filter(isUuid);
  const refuse = (title: string, description: string) => redirectWithToast(LIST_URL, { title, description, type: "error" });
  if (ids.length === 0) return refuse("No certificates selected", "Tick the certificates to download, then press Download PDFs.");
  if (ids.length > PDF_MAX_CERTIFICATES) {
    return refuse("Too many certificates", `Download at most ${PDF_MAX_CERTIFICATES} certificates at a time.`);
  }
  const rows = await getCertificatesByIds(ids);
  if (rows.length === 0) return refuse("No certificates found", "The selected certificates no longer exist.");
  const revoked = rows.filter((r) => r.revoked_at).map((r) => r.certificate_id);
  if (revoked.length > 0) {
    return refuse(
      "Revoked certificates have no PDF",
      `${revoked.join(", ")} ${revoked.length === 1 ? "is" : "are"} revoked. Unselect ${revoked.length === 1 ? "it" : "them"} and try again.`,
    );
  }
  const bytes = await renderCertificatesPdf(rows, await getSiteSettings());
  const date = new Date().toISOString().slice(0, 10);
  const filename =
    rows.length === 1 ? `certificate-${rows[0].certificate_id.replace(/[^A-Za-z0-9-]/g, "_")}.pdf` : `certificates-${date}.pdf`;
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
