import { AlertCircle, ArrowRight, BadgeCheck, Ban, ShieldAlert } from "lucide-react";
import { Link } from "react-router";
import { ResponsiveImage } from "#app/components/site/responsive-image";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { formatDay } from "#app/i18n/format";
import { useI18n } from "#app/i18n/use-i18n";
import type { CertificateSheetView } from "./certificate-sheet-view";

export type CertificateView = CertificateSheetView;

/** The lookup's result: Verified (or Revoked, or changed after issue) with the image and details. */
export function CertificateFound({ certificate }: { certificate: CertificateView }) {
  const { lang, t, to } = useI18n();
  const r = (key: string, values?: Record<string, string>) => t(`certificate.result.${key}`, values);
  const rows: [string, string][] = [
    [r("id"), certificate.certificate_id],
    [r("student"), certificate.student_name],
    [r("course"), certificate.course_name],
  ];
  if (certificate.duration) rows.push([r("duration"), certificate.duration]);
  rows.push([r("issueDate"), formatDay(certificate.issue_date, lang)], [r("approvedBy"), certificate.approved_by]);
  if (certificate.details) rows.push([r("details"), certificate.details]);
  const names = { id: certificate.certificate_id, name: certificate.student_name, course: certificate.course_name };
  const tone = certificate.revoked || certificate.record === "tampered" ? "red" : "green";
  return (
    <section
      aria-labelledby="certificate-result-title"
      className={`overflow-hidden rounded-2xl border bg-white shadow-sm ${tone === "red" ? "border-red-200" : "border-green-200"}`}
      data-testid="certificate-result"
    >
      <div
        className={`flex items-center gap-3 border-b px-5 py-4 ${tone === "red" ? "border-red-200 bg-red-50" : "border-green-200 bg-green-50"}`}
      >
        {certificate.revoked ? (
          <Ban className="size-9 shrink-0 text-red-700" aria-hidden="true" />
        ) : certificate.record === "tampered" ? (
          <ShieldAlert className="size-9 shrink-0 text-red-700" aria-hidden="true" />
        ) : (
          <BadgeCheck className="size-9 shrink-0 text-green-700" aria-hidden="true" />
        )}
        <div className="min-w-0">
          {certificate.revoked ? (
            <Badge variant="red" className="text-sm">
              {r("revoked")}
            </Badge>
          ) : certificate.record === "tampered" ? (
            <Badge variant="red" className="text-sm">
              {r("tampered")}
            </Badge>
          ) : (
            <Badge variant="green" className="text-sm">
              {r("verified")}
            </Badge>
          )}
          <h2
            id="certificate-result-title"
            className={`mt-1 break-words text-base font-bold sm:text-lg ${tone === "red" ? "text-red-950" : "text-green-900"}`}
          >
            {r("heading", names)}
          </h2>
          {certificate.revoked ? (
            <p className="text-sm text-red-950">{r("revokedOn", { on: certificate.revoked.on, reason: certificate.revoked.reason })}</p>
          ) : certificate.record === "tampered" ? (
            <p className="text-sm text-red-950">{r("tamperedText")}</p>
          ) : (
            <p className="text-sm text-green-900">{r("checkedOn", { at: certificate.verifiedAt })}</p>
          )}
        </div>
      </div>
      <div className="grid gap-6 p-5 md:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)] md:p-6">
        <dl className="grid content-start gap-4">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{label}</dt>
              <dd className="mt-0.5 text-base font-medium text-foreground">{value}</dd>
            </div>
          ))}
        </dl>
        {certificate.image ? (
          <a
            href={certificate.image.src}
            className="block self-start rounded-lg border bg-muted/40 p-2 hover:border-brand-200"
            aria-label={r("openImage", names)}
          >
            <ResponsiveImage
              image={certificate.image}
              alt={r("imageAlt", names)}
              sizes="(min-width: 768px) 560px, 100vw"
              priority
              className="rounded"
            />
          </a>
        ) : (
          <p className="self-start rounded-lg border border-dashed p-6 text-sm text-muted-foreground">{r("noImage")}</p>
        )}
      </div>
      <div className="flex flex-col gap-2 border-t bg-muted/30 px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">{r("shareHint")}</p>
        <Button asChild variant="outline">
          <Link to={to(certificate.path)}>
            {r("openPage")} <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </section>
  );
}

export function CertificateProblem({ message, tone = "warning" }: { message: string; tone?: "warning" | "error" }) {
  return (
    <div
      role="alert"
      data-testid="certificate-problem"
      className={
        tone === "error"
          ? "flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900"
          : "flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-950"
      }
    >
      <AlertCircle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p className="font-medium">{message}</p>
    </div>
  );
}
