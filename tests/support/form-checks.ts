import { expect, test } from "vitest";
import type { ZodType } from "zod";
import { type FormChecks, firstProblem } from "#app/components/site/field-checks";

/**
 * An HTML-first form's instant checks must say what the action's schema says: for each sample
 * value of each field (the others valid), the same verdict and the same first message. Call it
 * inside a `describe` per language.
 */
export function checksAgreeWithSchema(
  schema: ZodType,
  checks: FormChecks,
  valid: Record<string, string>,
  samples: Record<string, readonly string[]>,
): void {
  for (const [field, values] of Object.entries(samples)) {
    test.each(values)(`${field}: %j`, (value) => {
      const parsed = schema.safeParse({ ...valid, [field]: value });
      const schemaMessage = parsed.success ? undefined : parsed.error.issues.find((issue) => issue.path[0] === field)?.message;
      expect(firstProblem(value, checks[field] ?? [])).toBe(schemaMessage);
    });
  }

  test("the valid sample passes both", () => {
    expect(schema.safeParse(valid).success).toBe(true);
    for (const [field, value] of Object.entries(valid)) expect(firstProblem(value, checks[field] ?? [])).toBeUndefined();
  });

  test("every field sampled has its rules, and only those", () => {
    expect(Object.keys(checks).sort()).toEqual(Object.keys(samples).sort());
  });
}
