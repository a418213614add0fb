import type { FormChecks } from "#app/components/site/field-checks";
import { EDUCATION_LEVELS, LIMITS } from "#app/lib/domain";
import { ANY_UUID_PATTERN, requiredEmail, requiredText } from "./check-patterns";
import { fill, perLang } from "./form-errors";

/**
 * The admission schema's phone rule (admission.ts: digits, spaces and dashes with a leading +
 * allowed, and 10 to 13 digits) as one pattern.
 */
const ADMISSION_PHONE_PATTERN = "^\\+?[\\s-]*(?:\\d[\\s-]*){10,13}$";

/**
 * The admission schema's rules (admission.ts) as the HTML-first form's instant checks
 * (field-checks.ts), in the form's order and with the schema's words in the page's language.
 * The e-mail's 254-character bound has no words of its own in the schema: the input's maxLength
 * keeps it. admission-checks.test.ts holds the two to the same verdicts.
 */
export const admissionChecksFor = perLang((e): FormChecks => {
  const { admissionAgeMin: min, admissionAgeMax: max } = LIMITS;
  const tooLong = (n: number) => fill(e.tooLong, { max: n });
  return {
    fullName: requiredText(e.fullNameRequired, 100, e.fullNameMax),
    email: requiredEmail(e.emailRequired, e.emailInvalid),
    phone: [
      ["required", e.phoneRequired],
      ["pattern", ADMISSION_PHONE_PATTERN, e.phoneInvalid],
    ],
    age: [["range", min, max, fill(e.age, { min, max })]],
    courseId: [
      ["required", e.courseRequired],
      ["pattern", ANY_UUID_PATTERN, e.courseRequired],
    ],
    education: [["pattern", `^(|${EDUCATION_LEVELS.join("|")})$`, e.education]],
    address: [["max", 500, tooLong(500)]],
    previousExperience: [["max", 2000, tooLong(2000)]],
    reasonForJoining: [["max", 2000, tooLong(2000)]],
  };
});
