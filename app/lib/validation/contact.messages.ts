// The contact form's texts for the action (the page reads its own through useI18n).
import type { Lang } from "#app/i18n/lang";
import { FORMS } from "./form-errors";

/** A phone number on the contact form (optional): 7 to 20 digits, spaces or dashes, a leading + allowed. */
export const CONTACT_PHONE_PATTERN = "^\\+?[\\d\\s-]{7,20}$";

/** The toast for a failed check, in the page's language: missing required fields first, else the first problem. */
export function contactProblem(fieldErrors: Record<string, string>, lang: Lang = "en"): string {
  const { errors, contact } = FORMS[lang];
  const requiredMessages: string[] = [errors.nameRequired, errors.emailIsRequired, errors.messageRequired];
  const missing = ["name", "email", "message"].some((key) => requiredMessages.includes(fieldErrors[key] ?? ""));
  return missing ? contact.required : (Object.values(fieldErrors)[0] ?? contact.required);
}
