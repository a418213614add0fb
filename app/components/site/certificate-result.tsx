import { AlertCircle, ArrowRight, BadgeCheck, Ban, ShieldAlert } from "lucide-react";
import { Link } from "react-router";
import type { CertificateSheetView } from "../../lib/certificate-view";
import { formatCalendarDate } from "../../lib/format";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { ResponsiveImage } from "./responsive-image";

export type CertificateView = CertificateSheetView;

/** The lookup's result: Verified (or Revoked, or changed after issue) with the image and details. */
export function CertificateFound({ certificate }: { certificate: CertificateView }) {
  const rows: [string, string][] = [
    ["Certificate ID", certificate.certificate_id],
    ["Student Name", certificate.student_name],
    ["Course", certificate.course_name],
  ];
  if (certificate.duration) rows.push(["Duration", certificate.duration]);
  rows.push(["Issue Date", formatCalendarDate(certificate.issue_date)], ["Approved By", certificate.approved_by]);
  if (certificate.details) rows.push(["Details", certificate.details]);
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
              Revoked
            </Badge>
          ) : certificate.record === "tampered" ? (
            <Badge variant="red" className="text-sm">
              Changed after it was issued
            </Badge>
          ) : (
            <Badge variant="green" className="text-sm">
              Verified
            </Badge>
          )}
          <h2
            id="certificate-result-title"
            className={`mt-1 break-words text-base font-bold sm:text-lg ${tone === "red" ? "text-red-950" : "text-green-900"}`}
          >
            Certificate {certificate.certificate_id}
          </h2>
          {certificate.revoked ? (
            <p className="text-sm text-red-950">
              Revoked on {certificate.revoked.on}. Reason: {certificate.revoked.reason}
            </p>
          ) : certificate.record === "tampered" ? (
            <p className="text-sm text-red-950">This record no longer matches its verification code. Please contact the institute.</p>
          ) : (
            <p className="text-sm text-green-900">Checked on {certificate.verifiedAt}</p>
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
            aria-label={`Open the certificate image of ${certificate.student_name}`}
          >
            <ResponsiveImage
              image={certificate.image}
              alt={`Certificate ${certificate.certificate_id} issued to ${certificate.student_name} for ${certificate.course_name}`}
              sizes="(min-width: 768px) 560px, 100vw"
              priority
              className="rounded"
            />
          </a>
        ) : (
          <p className="self-start rounded-lg border border-dashed p-6 text-sm text-muted-foreground">
            No certificate image is on file for this record.
          </p>
        )}
      </div>
      <div className="flex flex-col gap-2 border-t bg-muted/30 px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">Print it, download the PDF or share the link from its own page.</p>
        <Button asChild variant="outline">
          <Link to={certificate.path}>
            Open certificate page <ArrowRight aria-hidden="true" />
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
