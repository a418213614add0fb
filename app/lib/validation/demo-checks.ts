import type { FormChecks } from "#app/components/site/field-checks";
import { LIMITS } from "#app/lib/domain";
import { DEMO_MOBILE_PATTERN, DEMO_NAME_PATTERN } from "./demo.messages";
import { perLang } from "./form-errors";

/**
 * The demo schema's rules (demo.ts) as the HTML-first form's instant checks (field-checks.ts),
 * in the schema's order and with its words in the page's language. demo-checks.test.ts holds
 * the two to the same verdicts.
 */
export const demoChecksFor = perLang(
  (e): FormChecks => ({
    name: [
      ["min", LIMITS.demoNameMin, e.demoNameMin],
      ["max", LIMITS.demoNameMax, e.demoNameMax],
      ["pattern", DEMO_NAME_PATTERN, e.demoNameLetters],
    ],
    mobile: [["pattern", DEMO_MOBILE_PATTERN, e.demoMobile]],
    course: [["required", e.courseRequired]],
  }),
);
