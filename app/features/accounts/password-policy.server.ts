import { dictionary } from "@zxcvbn-ts/language-common";

/**
 * Passwords beyond the spec's 6-character minimum (decision 011): refused when they
 * are on a list of common passwords (the ~49,000 of @zxcvbn-ts/language-common, a maintained
 * package built from leaked-password frequency lists) or equal to the account's e-mail.
 * Server-only: the list is not shipped to the browser.
 */
export const PASSWORD_MESSAGES = {
  common: "This password is too common. Choose one that is harder to guess.",
  email: "The password cannot be your e-mail address.",
} as const;

let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  common ??= new Set((dictionary["passwords-common"] as string[]).map((p) => p.toLowerCase()));
  return common;
}

/** Why this password is refused for this e-mail, or null when it is acceptable. */
export function passwordProblem(password: string, email?: string | null): string | null {
  const lower = password.toLowerCase();
  if (email && lower.trim() === email.trim().toLowerCase()) return PASSWORD_MESSAGES.email;
  if (commonPasswords().has(lower)) return PASSWORD_MESSAGES.common;
  return null;
}
