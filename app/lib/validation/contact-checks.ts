import type { FormChecks } from "#app/components/site/field-checks";
import { requiredEmail, requiredText, ZOD_UUID_PATTERN } from "./check-patterns";
import { CONTACT_PHONE_PATTERN } from "./contact.messages";
import { perLang } from "./form-errors";

/** An optional field's pattern: empty, or the pattern. */
const orEmpty = (pattern: string) => `^$|${pattern}`;

/**
 * The contact schema's rules (contact.ts) as the HTML-first form's instant checks
 * (field-checks.ts), in the form's order and with the schema's words in the page's language.
 * contact-checks.test.ts holds the two to the same verdicts.
 */
export const contactChecksFor = perLang(
  (e): FormChecks => ({
    name: requiredText(e.nameRequired, 100, e.nameMax),
    email: requiredEmail(e.emailIsRequired, e.emailInvalid),
    phone: [["pattern", orEmpty(CONTACT_PHONE_PATTERN), e.phoneInvalid]],
    course: [["pattern", orEmpty(ZOD_UUID_PATTERN), e.courseFromList]],
    subject: [["max", 150, e.subjectMax]],
    message: requiredText(e.messageRequired, 2000, e.messageMax),
  }),
);
