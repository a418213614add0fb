// The contact form's texts, apart from its zod schema so the page can show them without
// shipping zod in its initial JavaScript (the schema loads when the form is first used).

/** Spec 5 and 8: name, email and message are required; the toast says so. */
export const CONTACT_REQUIRED_MESSAGE = "Please fill in all required fields";
export const CONTACT_SUCCESS_MESSAGE = "Message sent successfully! We'll get back to you soon.";
export const CONTACT_FAILED_MESSAGE = "Failed to send message. Please try again.";

/** The toast for a failed check: missing required fields first, else the first problem. */
export function contactProblem(fieldErrors: Record<string, string>): string {
  const missing = ["name", "email", "message"].some((key) => fieldErrors[key]?.endsWith("is required"));
  return missing ? CONTACT_REQUIRED_MESSAGE : (Object.values(fieldErrors)[0] ?? CONTACT_REQUIRED_MESSAGE);
}
