import { describe, expect, it } from "vitest";
import { followUpSchema, leadNoteSchema } from "./lead-desk-schemas";

describe("lead desk forms", () => {
  it("reads a follow-up as India time, and refuses dates that do not exist", () => {
    expect(followUpSchema.parse({ followUpAt: " 2026-11-25T10:30 " }).followUpAt.toISOString()).toBe("2026-11-25T05:00:00.000Z");
    expect(followUpSchema.safeParse({ followUpAt: "2026-02-29T10:00" }).success).toBe(false);
    expect(followUpSchema.safeParse({ followUpAt: "soon" }).success).toBe(false);
  });

  it("limits notes to 2000 characters after trimming", () => {
    expect(leadNoteSchema.safeParse({ note: `  ${"a".repeat(2000)}  ` }).success).toBe(true);
    expect(leadNoteSchema.safeParse({ note: "a".repeat(2001) }).success).toBe(false);
    expect(leadNoteSchema.safeParse({ note: "   " }).success).toBe(false);
  });
});
