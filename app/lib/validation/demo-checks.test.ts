import { describe, expect, test } from "vitest";
import { firstProblem } from "#app/components/site/field-checks";
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
  const schema = demoSchemaFor(lang);
  const checks = demoChecksFor(lang);
  const valid = { name: "Ravi Kumar", mobile: "9812345678", course: DEMO_COURSES[0] };

  for (const [field, values] of Object.entries(SAMPLES)) {
    test.each(values)(`${field}: %j`, (value) => {
      const parsed = schema.safeParse({ ...valid, [field]: value });
      const schemaMessage = parsed.success ? undefined : parsed.error.issues.find((issue) => issue.path[0] === field)?.message;
      expect(firstProblem(value, checks[field] ?? [])).toBe(schemaMessage);
    });
  }

  test("every field the schema checks has its rules", () => {
    expect(Object.keys(checks).sort()).toEqual(["course", "mobile", "name"]);
  });
});
