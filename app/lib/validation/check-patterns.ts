import type { FieldCheck } from "#app/components/site/field-checks";

// Zod's own patterns as strings, for the HTML-first forms' instant checks (field-checks.ts),
// which run without zod: contact-checks.test.ts and admission-checks.test.ts hold them equal to
// zod's (`z.regexes`), so a zod upgrade that changes one fails a test instead of the page.

/** `z.email()`'s pattern. */
export const EMAIL_PATTERN = "^(?:[A-Za-z0-9_'+\\-]+\\.)*[A-Za-z0-9_'+\\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\\-]*\\.)+[A-Za-z]{2,}$";
/** `z.uuid()`'s pattern (RFC 9562 ids, and the nil and max ids). */
export const ZOD_UUID_PATTERN =
  "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$";
/** isUuid's pattern (lib/ids.ts): any 8-4-4-4-12 hex id. */
export const ANY_UUID_PATTERN = "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$";

/** A required text with a length bound: the rules of the forms' names and messages. */
export const requiredText = (required: string, max: number, tooLong: string): FieldCheck[] => [
  ["required", required],
  ["max", max, tooLong],
];
/** A required e-mail address, as `z.email()` checks it. */
export const requiredEmail = (required: string, invalid: string): FieldCheck[] => [
  ["required", required],
  ["pattern", EMAIL_PATTERN, invalid],
];
