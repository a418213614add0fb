import { describe, expect, it } from "vitest";
import { gstBreakdown } from "./gst";

describe("gstBreakdown", () => {
  it("adds 18% on top of an exclusive fee, split CGST + SGST within the state", () => {
    expect(gstBreakdown({ amountPaise: 1_000_000, rateBasisPoints: 1800, pricing: "exclusive", supply: "intra" })).toEqual({
      taxable: 1_000_000,
      cgst: 90_000,
      sgst: 90_000,
      igst: 0,
      total: 1_180_000,
    });
    expect(gstBreakdown({ amountPaise: 1_000_000, rateBasisPoints: 1800, pricing: "exclusive", supply: "inter" })).toEqual({
      taxable: 1_000_000,
      cgst: 0,
      sgst: 0,
      igst: 180_000,
      total: 1_180_000,
    });
  });

  it("takes 18% out of an inclusive fee: ₹11,800 is ₹10,000 + ₹900 + ₹900", () => {
    expect(gstBreakdown({ amountPaise: 1_180_000, rateBasisPoints: 1800, pricing: "inclusive", supply: "intra" })).toEqual({
      taxable: 1_000_000,
      cgst: 90_000,
      sgst: 90_000,
      igst: 0,
      total: 1_180_000,
    });
  });

  it("rounds an inclusive ₹12,500 so the figures add up to what was paid", () => {
    // 1250000 × 900 / 11800 = 95338.98… → 95339 each; taxable = 1250000 − 190678.
    expect(gstBreakdown({ amountPaise: 1_250_000, rateBasisPoints: 1800, pricing: "inclusive", supply: "intra" })).toEqual({
      taxable: 1_059_322,
      cgst: 95_339,
      sgst: 95_339,
      igst: 0,
      total: 1_250_000,
    });
    // 1250000 × 1800 / 11800 = 190677.96… → 190678.
    expect(gstBreakdown({ amountPaise: 1_250_000, rateBasisPoints: 1800, pricing: "inclusive", supply: "inter" })).toEqual({
      taxable: 1_059_322,
      cgst: 0,
      sgst: 0,
      igst: 190_678,
      total: 1_250_000,
    });
  });

  it("rounds half up, once per tax", () => {
    // 1 paise-half: 25 × 1800 / 20000 = 2.25 → 2; 75 × 1800 / 20000 = 6.75 → 7; 50 × 900/10000 … = 4.5 → 5 (IGST at 9%).
    expect(gstBreakdown({ amountPaise: 25, rateBasisPoints: 1800, pricing: "exclusive", supply: "intra" })).toMatchObject({
      cgst: 2,
      sgst: 2,
      total: 29,
    });
    expect(gstBreakdown({ amountPaise: 75, rateBasisPoints: 1800, pricing: "exclusive", supply: "intra" })).toMatchObject({
      cgst: 7,
      sgst: 7,
      total: 89,
    });
    expect(gstBreakdown({ amountPaise: 50, rateBasisPoints: 900, pricing: "exclusive", supply: "inter" })).toMatchObject({
      igst: 5,
      total: 55,
    });
  });

  it("always adds up, and an inclusive total is always the amount paid", () => {
    for (let amount = 0; amount <= 20_000; amount += 37) {
      for (const rate of [0, 500, 1200, 1800, 2800]) {
        for (const supply of ["intra", "inter"] as const) {
          for (const pricing of ["inclusive", "exclusive"] as const) {
            const g = gstBreakdown({ amountPaise: amount, rateBasisPoints: rate, pricing, supply });
            expect(g.taxable + g.cgst + g.sgst + g.igst).toBe(g.total);
            expect(g.cgst).toBe(g.sgst);
            expect(pricing === "inclusive" ? g.total : g.taxable).toBe(amount);
          }
        }
      }
    }
  });

  it("stays exact on large amounts and refuses bad input", () => {
    const big = gstBreakdown({ amountPaise: 99_99_99_999_00, rateBasisPoints: 1800, pricing: "exclusive", supply: "inter" });
    expect(big.igst).toBe(17_99_99_999_82);
    expect(() => gstBreakdown({ amountPaise: 10.5, rateBasisPoints: 1800, pricing: "exclusive", supply: "inter" })).toThrow(RangeError);
    expect(() => gstBreakdown({ amountPaise: 100, rateBasisPoints: -1, pricing: "exclusive", supply: "inter" })).toThrow(RangeError);
  });
});
