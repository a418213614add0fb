import type { SubmissionResult } from "@conform-to/react";
import type { z } from "zod";
import type { ToastMessage } from "#app/components/toaster";

/**
 * What a public form's action answers when it does not redirect (decision 013): Conform's
 * `submission.reply()` (field errors and the values sent back, or a reset after a success) and,
 * after a success, what the confirmation panel shows. The toast travels in the toast cookie, or
 * for an HTML-first page's island in `toast` (formReplies in public-form.server.ts).
 */
export type FormAnswer<Sent = { reference?: string }> = { result: SubmissionResult<string[]>; sent?: Sent; toast?: ToastMessage };

/** Conform's errors (every message per field) as the first message per field, in the schema's order. */
export function firstErrors(error: Record<string, string[] | null> | null | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [key, messages] of Object.entries(error ?? {})) if (messages?.[0]) errors[key] = messages[0];
  return errors;
}

/** The first message for each field, keyed by its top-level name. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "_form");
    errors[key] ??= issue.message;
  }
  return errors;
}

/** FormData to a plain object of strings (files and repeated keys are not used by our forms). */
export function formValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of formData.entries()) if (typeof value === "string") values[key] = value;
  return values;
}

/** Honeypot: a field people never see; a bot that fills it gets a fake success. */
export const HONEYPOT_FIELD = "website";
export function isBot(formData: FormData): boolean {
  const value = formData.get(HONEYPOT_FIELD);
  return typeof value === "string" && value.trim() !== "";
}

/**
 * The consent notice's opt-in for course updates (DPDP Act 2023): an unticked checkbox, sent
 * as "on" only when ticked; every public form's schema reads it as `updates`.
 */
export const CONSENT_FIELD = "updates";
