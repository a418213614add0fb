import { formatDateTime } from "#app/lib/admin-display";
import { STUDENT_STATUS_LABELS, type StudentStatus } from "#app/lib/batch-vocabulary";
import { formatPaise } from "#app/lib/format";
import type { StudentPage } from "../student-detail.server";

type Event = StudentPage["timeline"][number];

const statusLabel = (s: unknown) => STUDENT_STATUS_LABELS[s as StudentStatus] ?? String(s);

/** One event in words; batches by their code. Types this page does not know yet show their name. */
function eventText(event: Event, codes: Record<string, string>): string {
  const d = (event.details ?? {}) as Record<string, unknown>;
  const code = (id: unknown) => codes[id as string] ?? "a deleted batch";
  const override = d.override ? ` beyond its seats (${d.reason ?? "no reason given"})` : "";
  switch (event.type) {
    case "admitted":
      return `Admitted to batch ${code(d.batch_id)}${override}`;
    case "moved":
      return `Moved from batch ${code(d.from_batch_id)} to ${code(d.to_batch_id)}${override}`;
    case "status":
      return `Status changed from ${statusLabel(d.before)} to ${statusLabel(d.after)}`;
    // Fees (issue 24): amounts in paise, documents by their numbers.
    case "payment_received":
      return `Paid ${formatPaise(Number(d.amount_paise))}, receipt ${d.receipt_number}`;
    case "discount_given":
      return `Discount of ${formatPaise(Number(d.amount_paise))} given`;
    case "payment_refunded":
      return `Refunded ${formatPaise(Number(d.amount_paise))}, credit note ${d.credit_note_number}`;
    case "dues_cancelled":
      return `Remaining dues of ${formatPaise(Number(d.owed_paise))} cancelled`;
    default:
      return event.type.replaceAll("_", " ").replace(/^./, (c) => c.toUpperCase());
  }
}

/** The student's timeline, newest first. */
export function StudentTimeline({ events, codes }: { events: Event[]; codes: Record<string, string> }) {
  if (events.length === 0) return <p className="text-sm text-muted-foreground">Nothing yet.</p>;
  return (
    <ol className="space-y-3" aria-label="Timeline">
      {events.map((e) => (
        <li key={e.id} className="border-l-2 border-brand-200 pl-3">
          <p className="text-sm text-slate-900">{eventText(e, codes)}</p>
          <p className="text-xs text-muted-foreground">
            {formatDateTime(e.at)}
            {e.actor ? ` · ${e.actor}` : ""}
          </p>
        </li>
      ))}
    </ol>
  );
}
