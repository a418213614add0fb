import { describe, expect, it } from "vitest";
import { formatJson, inquiryStatusLabel, inquiryStatusVariant, logActionVariant, messageStatusVariant, shortId } from "./admin-display";

describe("admin display rules", () => {
  it("colours inquiry statuses as the spec says", () => {
    expect(["pending", "contacted", "enrolled", "rejected", "other"].map(inquiryStatusVariant)).toEqual([
      "yellow",
      "blue",
      "green",
      "red",
      "grey",
    ]);
  });
  it("names inquiry statuses as the spec writes them, the lead desk's demo_scheduled included", () => {
    expect(inquiryStatusLabel("pending")).toBe("Pending");
    expect(inquiryStatusLabel("enrolled")).toBe("Enrolled");
    expect(inquiryStatusLabel("demo_scheduled")).toBe("Demo scheduled");
  });

  it("gives unknown message statuses the pending style", () => {
    expect(messageStatusVariant("queued")).toBe(messageStatusVariant("pending"));
    expect(messageStatusVariant(null)).toBe(messageStatusVariant("pending"));
    expect(new Set(["sent", "pending", "failed", "delivered"].map(messageStatusVariant)).size).toBe(4);
  });
  it("picks log badges by keyword, in the spec's order", () => {
    expect(logActionVariant("user_created")).toBe("default");
    expect(logActionVariant("course_add")).toBe("default");
    expect(logActionVariant("role_update")).toBe("secondary");
    expect(logActionVariant("gallery_edit")).toBe("secondary");
    expect(logActionVariant("user_deleted")).toBe("destructive");
    expect(logActionVariant("item_removed")).toBe("destructive");
    expect(logActionVariant("user_activated")).toBe("outline");
    // create wins over delete when both appear, as the keywords are checked in order
    expect(logActionVariant("create_after_delete")).toBe("default");
  });
  it("shortens ids to 8 characters and '...', or 'N/A'", () => {
    expect(shortId("0123456789abcdef")).toBe("01234567...");
    expect(shortId(null)).toBe("N/A");
  });
  it("indents JSON", () => {
    expect(formatJson({ a: 1 })).toBe('{\n  "a": 1\n}');
  });
});
