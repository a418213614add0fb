import { upiPayLink } from "../upi-link";

/** The upi:// link of what a due still owes (issue 24 point 6), or null when no UPI ID is set. */
export function dueUpiLink(
  settings: { upi_id: string | null; upi_payee_name: string | null },
  due: { id: string; label: string; outstandingPaise: number },
  studentNumber: string,
  institute: string | null,
): string | null {
  if (!settings.upi_id || due.outstandingPaise <= 0) return null;
  return upiPayLink({
    vpa: settings.upi_id,
    payeeName: settings.upi_payee_name || institute || "Institute",
    amountPaise: due.outstandingPaise,
    note: `${studentNumber} ${due.label}`,
    // tr: staff match the UTR's payment to the due by this.
    reference: `due_${due.id.replace(/-/g, "").slice(0, 20)}`,
  });
}
