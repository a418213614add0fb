import { MessageCircle, Phone } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "#app/components/ui/badge";
import { buttonVariants } from "#app/components/ui/button";
import { inquiryStatusVariant } from "#app/lib/admin-display";
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS, type LeadKind, type LeadStatus } from "#app/lib/lead-vocabulary";
import { cn } from "#app/lib/utils";

/**
 * The lead desk's small pieces (decision 016), shared by the inbox, the follow-ups view and the
 * lead page: the kind and status badges (the spec's inquiry colours; "Demo scheduled" is not
 * in the spec and stays grey) and the Call / WhatsApp buttons.
 */
export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  const variant = inquiryStatusVariant(status);
  return (
    <Badge variant={variant} data-variant={variant}>
      {LEAD_STATUS_LABELS[status]}
    </Badge>
  );
}

export function LeadKindBadge({ kind }: { kind: LeadKind }) {
  return <Badge variant="outline">{LEAD_KIND_LABELS[kind]}</Badge>;
}

export type ContactLinks = { call: string; whatsapp: string } | null;

/** Call (tel:) and WhatsApp (wa.me with the greeting) for a lead with a phone; nothing otherwise. */
export function LeadContactButtons({ links, name, className }: { links: ContactLinks; name: string; className?: string }) {
  if (!links) return null;
  return (
    <div className={cn("flex flex-wrap gap-2", className)}>
      <a href={links.call} className={buttonVariants({ variant: "outline", size: "sm" })} aria-label={`Call ${name}`}>
        <Phone aria-hidden="true" />
        Call
      </a>
      <a
        href={links.whatsapp}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonVariants({ variant: "outline", size: "sm" })}
        aria-label={`WhatsApp ${name}`}
      >
        <MessageCircle aria-hidden="true" />
        WhatsApp
      </a>
    </div>
  );
}

/** A lead's name (else e-mail) linking to its page, in the inbox and the follow-ups. */
export function LeadNameLink({ lead }: { lead: { id: string; name: string | null; email: string | null } }) {
  return (
    <Link to={`/admin/leads/${lead.id}`} className="break-words font-medium text-brand-700 underline-offset-2 hover:underline">
      {lead.name || lead.email || "Unnamed"}
    </Link>
  );
}
