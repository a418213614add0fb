import { describe, expect, it } from "vitest";
import { receiptGst } from "./receipt-gst";
import { maskName, normalizeReceiptNumber, receiptPath } from "./receipt-view";

describe("what the public receipt page shows", () => {
  it("masks a name to the first name's first two letters and the other names' initials", () => {
    expect(maskName("Ravi Kumar Sharma")).toBe("Ra*** K. S.");
    expect(maskName("  Jo ")).toBe("J***");
    expect(maskName("A")).toBe("A***");
    // Devanagari letters stay whole: कि and शो are one letter each (consonant + matra).
    expect(maskName("किशोर कुमार")).toBe("किशो*** कु.");
  });

  it("reads a receipt number as typed and builds its page's path", () => {
    expect(normalizeReceiptNumber(" rct/2026-27/0001 ")).toBe("RCT/2026-27/0001");
    expect(normalizeReceiptNumber("RCT-2026-27-0001")).toBe("");
    expect(normalizeReceiptNumber(`RCT/2026-27/${"1".repeat(40)}`)).toBe("");
    expect(receiptPath("RCT/2026-27/0001")).toBe("/receipt/RCT/2026-27/0001");
  });
});

describe("GST on a receipt", () => {
  const settings = {
    gst_registered: true,
    gstin: "07AAACS1234A1Z5",
    gst_sac: "999293",
    gst_rate_bp: 1800,
    gst_inclusive: true,
    gst_state: "Delhi",
    gst_state_code: "07",
  };

  it("is none for an unregistered institute", () => {
    expect(receiptGst({ ...settings, gst_registered: false }, 1180000)).toBeNull();
  });

  it("splits ₹11,800 inclusive at 18% into ₹10,000 + CGST ₹900 + SGST ₹900 within the state", () => {
    expect(receiptGst(settings, 1180000)).toEqual({
      gstin: "07AAACS1234A1Z5",
      sac: "999293",
      placeOfSupply: "Delhi (07)",
      inclusive: true,
      rate: "18",
      halfRate: "9",
      split: { taxable: 1000000, cgst: 90000, sgst: 90000, igst: 0, total: 1180000 },
    });
  });

  it("is IGST when the place of supply is another state", () => {
    expect(receiptGst(settings, 1180000, { state: "Uttar Pradesh", code: "09" })).toMatchObject({
      placeOfSupply: "Uttar Pradesh (09)",
      split: { taxable: 1000000, cgst: 0, sgst: 0, igst: 180000 },
    });
  });
});
