/**
 * A mobile number as people type it ("+91 98100 54321", "098100-54321", "9810054321") read as
 * India's 10 digits, or null when it is not an Indian mobile number (10 digits starting 6–9).
 * Pure and client-safe: the sign-in form's schema uses it; the portal's Better Auth instance
 * keys people by the E.164 form (+91XXXXXXXXXX).
 */
export function normalisePortalPhone(input: string): string | null {
  const compact = input.replace(/[\s\-().]/g, "");
  const match = /^(?:\+91|0091|91|0)?([6-9]\d{9})$/.exec(compact);
  return match ? match[1] : null;
}

/** The 10 digits as Better Auth's phone number: "+919810054321". */
export function e164(digits: string): string {
  return `+91${digits}`;
}

/** "+919810054321" or "9810054321" → "98100 54321", as the page shows the number back. */
export function displayPhone(phone: string): string {
  const digits = phone.replace(/\D/g, "").slice(-10);
  return `${digits.slice(0, 5)} ${digits.slice(5)}`;
}
