import { formatDateTime } from "#app/lib/admin-display";
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS, type LeadStatus } from "#app/lib/lead-vocabulary";
import { cn } from "#app/lib/utils";
import { SubmissionDetails } from "./submission-content";
import type { TimelineItem } from "./timeline.server";

/** A timeline item as the page receives it (dates serialized). */
type Item = TimelineItem extends infer T ? (T extends { at: Date } ? Omit<T, "at"> & { at: Date | string } : never) : never;
type Change<K extends string> = { before?: Record<K, string | null>; after?: Record<K, string | null> } | null;

const statusLabel = (s: string | null | undefined) => (s ? (LEAD_STATUS_LABELS[s as LeadStatus] ?? s) : "—");
const when = (iso: string | null | undefined) => (iso ? formatDateTime(iso) : "none");

/** What happened, in one line (and an optional body), for each kind of timeline item. */
function summarize(item: Item, staffName: (id: string | null) => string): { title: string; body?: string | null; failed?: boolean } {
  switch (item.type) {
    case "submission": {
      const course = item.lead.course_name ? ` for ${item.lead.course_name}` : "";
      return { title: `${LEAD_KIND_LABELS[item.lead.kind]} enquiry received${course}` };
    }
    case "status": {
      const d = item.details as Change<"status"> & { override?: boolean };
      const override = d?.override ? " (over the course's seats)" : "";
      return { title: `Status: ${statusLabel(d?.before?.status)} → ${statusLabel(d?.after?.status)}${override}` };
    }
    case "note":
      return { title: "Note", body: item.body };
    case "follow_up_set": {
      const d = item.details as Change<"follow_up_at">;
      return d?.after?.follow_up_at
        ? { title: `Follow-up set for ${when(d.after.follow_up_at)}` }
        : { title: `Follow-up removed (was ${when(d?.before?.follow_up_at)})` };
    }
    case "follow_up_done":
      return { title: "Follow-up done" };
    case "assigned": {
      const d = item.details as Change<"assigned_to">;
      return { title: d?.after?.assigned_to ? `Assigned to ${staffName(d.after.assigned_to)}` : "Unassigned" };
    }
    case "alert_email": {
      const d = item.details as { status?: string; to?: string; error?: string | null };
      return { title: `Alert e-mail to staff: ${d?.status ?? "queued"}`, body: d?.error, failed: d?.status === "failed" };
    }
    case "whatsapp_out":
    case "whatsapp_in": {
      const d = item.details as { status?: string; error?: string } | null;
      return { title: item.body ?? "WhatsApp", body: d?.error, failed: d?.status === "failed" };
    }
    case "message": {
      const incoming = item.direction === "inbound";
      return {
        title: `WhatsApp ${incoming ? "received" : "sent"}${item.status ? ` (${item.status})` : ""}`,
        body: item.error ? `${item.body ?? ""}\n${item.error}`.trim() : item.body,
        failed: item.status === "failed",
      };
    }
  }
}

/** The person's history, oldest first (decision 015's timeline), each entry with when and who. */
export function LeadTimeline({ items, staff }: { items: Item[]; staff: { id: string; name: string }[] }) {
  const staffName = (id: string | null) => staff.find((s) => s.id === id)?.name ?? "a former staff member";
  return (
    <ol className="relative space-y-4 border-l border-slate-200 pl-5" aria-label="Timeline">
      {items.map((item, i) => {
        const { title, body, failed } = summarize(item, staffName);
        const actor = "actor" in item ? item.actor : null;
        return (
          // Items have no id of their own; their order is fixed by the server.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={i} className="relative">
            <span
              aria-hidden="true"
              className={cn(
                "absolute -left-[27px] top-1.5 size-3 rounded-full border-2 border-white",
                failed ? "bg-red-600" : item.type === "submission" ? "bg-brand-700" : "bg-slate-400",
              )}
            />
            <p className={cn("text-sm font-medium", failed ? "text-red-700" : "text-slate-900")}>{title}</p>
            {item.type === "submission" && item.content ? <SubmissionDetails content={item.content} /> : null}
            {body ? <p className="mt-1 whitespace-pre-wrap break-words rounded-md bg-slate-50 p-2 text-sm text-slate-700">{body}</p> : null}
            <p className="mt-0.5 text-xs text-muted-foreground">
              <time dateTime={new Date(item.at).toISOString()}>{formatDateTime(item.at)}</time>
              {actor ? ` · ${actor.name}` : ""}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
