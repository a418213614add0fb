import { describe } from "vitest";
import { checksAgreeWithSchema } from "#tests/support/form-checks";
import { DEMO_COURSES, demoSchemaFor } from "./demo";
import { demoChecksFor } from "./demo-checks";

// The HTML-first form's instant checks must say what the action's schema says: the same
// verdict and the same first message, per field, in both languages.
const SAMPLES: Record<string, string[]> = {
  name: ["", " ", "A", " A ", "Ravi Kumar", "Ravi 123", "R".repeat(50), "R".repeat(51), "रवि", "Ravi-Kumar", "  Sunita Devi  "],
  mobile: ["", "9812345678", "5123456789", "98123", "98123456789", " 9812345678 ", "98123x5678", "6000000000"],
  course: ["", DEMO_COURSES[0], DEMO_COURSES[16], "  "],
};

describe.each(["en", "hi"] as const)("demo checks (%s) match the demo schema", (lang) => {
  checksAgreeWithSchema(
    demoSchemaFor(lang),
    demoChecksFor(lang),
    { name: "Ravi Kumar", mobile: "9812345678", course: DEMO_COURSES[0] },
    SAMPLES,
  );
});
