import { AlertCircle, BadgeCheck } from "lucide-react";
import { formatCalendarDate } from "../../lib/format";
import type { ImageInfo } from "../../lib/responsive-image";
import { Badge } from "../ui/badge";
import { ResponsiveImage } from "./responsive-image";

export type CertificateView = {
  certificate_id: string;
  student_name: string;
  course_name: string;
  approved_by: string;
  issue_date: string;
  details: string | null;
  image: ImageInfo | null;
};

export function CertificateFound({ certificate }: { certificate: CertificateView }) {
  const rows: [string, string][] = [
    ["Certificate ID", certificate.certificate_id],
    ["Student Name", certificate.student_name],
    ["Course", certificate.course_name],
    ["Issue Date", formatCalendarDate(certificate.issue_date)],
    ["Approved By", certificate.approved_by],
  ];
  if (certificate.details) rows.push(["Details", certificate.details]);
  return (
    <section
      aria-labelledby="certificate-result-title"
      className="overflow-hidden rounded-2xl border border-green-200 bg-white shadow-sm"
      data-testid="certificate-result"
    >
      <div className="flex items-center gap-3 border-b border-green-200 bg-green-50 px-5 py-4">
        <BadgeCheck className="size-9 shrink-0 text-green-700" aria-hidden="true" />
        <div className="min-w-0">
          <Badge variant="green" className="text-sm">
            Verified
          </Badge>
          <h2 id="certificate-result-title" className="mt-1 break-words text-base font-bold text-green-900 sm:text-lg">
            Certificate {certificate.certificate_id}
          </h2>
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
