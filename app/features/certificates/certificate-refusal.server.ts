import type { Submission } from "@conform-to/react";
import { refuse } from "#app/server/http/refuse.server";

/**
 * A certificate form the server refused. Spec 8: certificate failures show the server's
 * message, so the refusal carries it as an "Error" toast (the one admin refusal, `refuse`);
 * Conform's reply as well, so the fields refill and show their messages.
 */
export async function refuseForm(
  submission: Submission<unknown>,
  { fieldErrors, formErrors, status = 400 }: { fieldErrors?: Record<string, string[]>; formErrors?: string[]; status?: number } = {},
) {
  const reply = submission.reply({ fieldErrors, formErrors });
  const message =
    formErrors?.[0] ?? Object.values(reply.error ?? {}).find((messages) => messages?.length)?.[0] ?? "Failed to save certificate";
  return refuse({ status, title: "Error", description: message }, reply);
}
