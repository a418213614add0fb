import { Badge } from "#app/components/ui/badge";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#app/components/ui/dialog";
import { capitalize, formatDateTime, inquiryStatusLabel, inquiryStatusVariant } from "#app/lib/admin-display";
import type { InquiryRow } from "./inquiry-columns";

/** "View Details": the spec's four sections of one enquiry, in a dialog over the list. */
export function InquiryDetails({ inquiry, onClose }: { inquiry: InquiryRow | null; onClose: () => void }) {
  return (
    <Dialog open={inquiry !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {inquiry ? (
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>Inquiry Details</DialogTitle>
            <DialogDescription>{inquiry.full_name}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-5">
            <DetailSection title="Personal Information">
              <Detail label="Full Name" value={inquiry.full_name} />
              {inquiry.age !== null ? <Detail label="Age" value={String(inquiry.age)} /> : null}
              <LinkDetail label="Email" href={`mailto:${inquiry.email}`} text={inquiry.email} />
              <LinkDetail label="Phone" href={`tel:${inquiry.phone}`} text={inquiry.phone} />
              {inquiry.address ? <Detail label="Address" value={inquiry.address} wide /> : null}
            </DetailSection>
            <DetailSection title="Educational Background">
              <Detail label="Education Level" value={inquiry.education ? capitalize(inquiry.education) : "Not specified"} />
              <Detail label="Previous Experience" value={inquiry.previous_experience || "None"} wide />
            </DetailSection>
            <DetailSection title="Course Information">
              <Detail
                label="Selected Course"
                value={inquiry.course_name ? `${inquiry.course_name} (${inquiry.course_code})` : "No course"}
                wide
              />
              <Detail label="Reason for Joining" value={inquiry.reason_for_joining || "Not specified"} wide />
            </DetailSection>
            <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-4 text-sm">
              <div className="flex items-center gap-2">
                <span className="text-muted-foreground">Status:</span>
                <Badge variant={inquiryStatusVariant(inquiry.status)}>{inquiryStatusLabel(inquiry.status)}</Badge>
              </div>
              <p>
                <span className="text-muted-foreground">Submitted: </span>
                {formatDateTime(inquiry.created_at)}
              </p>
            </div>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function DetailSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title}>
      <h3 className="mb-2 text-sm font-semibold text-brand-900">{title}</h3>
      <dl className="grid gap-3 rounded-lg border bg-slate-50 p-3 sm:grid-cols-2">{children}</dl>
    </section>
  );
}

function Detail({ label, value, wide }: { label: string; value: React.ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 whitespace-pre-wrap break-words text-sm">{value}</dd>
    </div>
  );
}

/** A detail that is a link (write an e-mail, call). */
function LinkDetail({ label, href, text }: { label: string; href: string; text: string }) {
  return (
    <Detail
      label={label}
      value={
        <a className="text-brand-700 underline" href={href}>
          {text}
        </a>
      }
    />
  );
}
