import { describe, expect, it } from "vitest";
import { itMapsEach } from "../../tests/support/maps-each";
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
  // By keyword, in the spec's order: create wins over delete when both appear.
  itMapsEach(logActionVariant, "gives the log action %s the %s badge", [
    ["user_created", "default"],
    ["course_add", "default"],
    ["role_update", "secondary"],
    ["gallery_edit", "secondary"],
    ["user_deleted", "destructive"],
    ["item_removed", "destructive"],
    ["user_activated", "outline"],
    ["create_after_delete", "default"],
  ]);
  it("shortens ids to 8 characters and '...', or 'N/A'", () => {
    expect(shortId("0123456789abcdef")).toBe("01234567...");
    expect(shortId(null)).toBe("N/A");
  });
  it("indents JSON", () => {
    expect(formatJson({ a: 1 })).toBe('{\n  "a": 1\n}');
  });
});
