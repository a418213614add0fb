/**
 * A destructive action is carried out only when it was asked first: ConfirmForm's browser
 * confirm and the no-JavaScript confirmation step (/admin/confirm) both post `confirmed=1`. A
 * delete or purge posted without it (a crafted form, a script, a stale page) is refused with this
 * message and changes nothing, so no single unasked post can delete a row.
 */
export const UNCONFIRMED_DELETE = "Nothing was deleted: please confirm the delete first.";

/** The intents that delete rows, and so must carry the confirmation. */
const DESTRUCTIVE_INTENTS: readonly unknown[] = ["delete", "purge"];

/** Whether the post asks for a delete (or a purge) without the confirmation's `confirmed=1`. */
export function isUnconfirmedDelete(values: Record<string, unknown>): boolean {
  return DESTRUCTIVE_INTENTS.includes(values.intent) && values.confirmed !== "1";
}
