/**
 * A delete is carried out only when it was asked first: ConfirmForm's browser confirm and the
 * no-JavaScript confirmation step (/admin/confirm) both post `confirmed=1`. A delete posted
 * without it (a crafted form, a script, a stale page) is refused with this message and changes
 * nothing, so no single unasked post can delete a row.
 */
export const UNCONFIRMED_DELETE = "Nothing was deleted: please confirm the delete first.";

/** Whether the post asks for a delete without the confirmation's `confirmed=1`. */
export function isUnconfirmedDelete(values: Record<string, unknown>): boolean {
  return values.intent === "delete" && values.confirmed !== "1";
}
