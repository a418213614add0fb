/**
 * What a student model answers: done, or refused with the status the action answers, the
 * sentence staff read, and the form field it belongs to (else it stands above the form).
 */
export type Refusal = { ok: false; status: 400 | 404 | 409; message: string; field?: string };
export type StudentResult<T = object> = ({ ok: true } & T) | Refusal;

export const refusal = (status: Refusal["status"], message: string, field?: string): Refusal => ({ ok: false, status, message, field });

/** The words of a full batch, for an admission and a move alike. */
export function batchFullMessage(code: string, studying: number, capacity: number): string {
  return `Batch ${code} is full (${studying} of ${capacity} seats taken). An admin can tick the override and give a reason to go beyond its seats.`;
}
