import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import { createToastHeaders } from "./toast.server";

/** Why an admin action said no: the toast's title (the spec's failure), the reason under it, and the status. */
export type Refusal = { status: number; title: string; description?: string };

/** A refused row action's answer (delete, toggle, role...): the reason for the page without JavaScript. */
type RowRefusal = { ok: false; error: string };

/**
 * The one refusal of an admin action (decision 013). The reason travels as an error toast
 * through the toast cookie, and the body is what the page shows without JavaScript: Conform's
 * reply when a form was posted (its fields refill and its errors stand under them), else
 * `{ ok: false, error }` for a row action, the reason above the list (RefusalNote).
 */
export async function refuse(refusal: Refusal): Promise<ReturnType<typeof data<RowRefusal>>>;
export async function refuse<R extends SubmissionResult<string[]>>(refusal: Refusal, reply: R): Promise<ReturnType<typeof data<R>>>;
export async function refuse({ status, title, description }: Refusal, reply?: SubmissionResult<string[]>) {
  const headers = await createToastHeaders({ title, description, type: "error" });
  return data(reply ?? { ok: false, error: description ?? title }, { status, headers });
}
