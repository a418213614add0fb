import type { Submission } from "@conform-to/react";
import { data } from "react-router";
import { createToastHeaders } from "#app/server/http/toast.server";

/**
 * A certificate write the server refused. Spec 8: certificate failures show the server's
 * message, so every refusal carries it as an "Error" toast (through the one toast cookie); a
 * form's refusal is Conform's reply as well, so the fields refill and show their messages.
 */
const errorToast = (message: string) => createToastHeaders({ title: "Error", description: message, type: "error" });

export async function refuseForm(
  submission: Submission<unknown>,
  { fieldErrors, formErrors, status = 400 }: { fieldErrors?: Record<string, string[]>; formErrors?: string[]; status?: number } = {},
) {
  const reply = submission.reply({ fieldErrors, formErrors });
  const message =
    formErrors?.[0] ?? Object.values(reply.error ?? {}).find((messages) => messages?.length)?.[0] ?? "Failed to save certificate";
  return data(reply, { status, headers: await errorToast(message) });
}

/** A refused row action (delete, undo): no form to refill, only the message. */
export async function refuseAction(message: string, status: number) {
  return data({ error: message }, { status, headers: await errorToast(message) });
}
