/**
 * What a model that may refuse answers: done, or refused with the status the action answers,
 * the sentence staff read, and the form field it belongs to (else it stands above the form).
 * Students and fees answer this way; app/server/db/refusable.server.ts runs such work in a transaction.
 */
export type Refusal = { ok: false; status: 400 | 403 | 404 | 409; message: string; field?: string };
export type Refusable<T = object> = ({ ok: true } & T) | Refusal;

export const refusal = (status: Refusal["status"], message: string, field?: string): Refusal => ({ ok: false, status, message, field });
