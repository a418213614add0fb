import { describe, expect, it } from "vitest";
import { followUpSchema, indiaDateTime, leadNoteSchema } from "./lead-desk-schemas";

describe("lead desk forms", () => {
  it("reads a datetime-local value as India time, and refuses dates that do not exist", () => {
    expect(indiaDateTime("2026-11-25T10:30")?.toISOString()).toBe("2026-11-25T05:00:00.000Z");
    expect(indiaDateTime("2026-01-01T00:15")?.toISOString()).toBe("2025-12-31T18:45:00.000Z");
    expect(indiaDateTime("2026-02-29T10:00")).toBeNull();
    expect(indiaDateTime("2026-04-31T10:00")).toBeNull();
    expect(indiaDateTime("2026-11-25T24:00")).toBeNull();
    expect(indiaDateTime("2026-11-25 10:30")).toBeNull();
    expect(followUpSchema.safeParse({ followUpAt: "soon" }).success).toBe(false);
  });

  it("limits notes to 2000 characters after trimming", () => {
    expect(leadNoteSchema.safeParse({ note: `  ${"a".repeat(2000)}  ` }).success).toBe(true);
    expect(leadNoteSchema.safeParse({ note: "a".repeat(2001) }).success).toBe(false);
    expect(leadNoteSchema.safeParse({ note: "   " }).success).toBe(false);
  });
});
