import { describe, expect, it } from "vitest";
import {
  creditNoteNumber,
  creditNoteSeries,
  financialYearLabel,
  financialYearOfDate,
  financialYearOfInstant,
  receiptNumber,
  receiptSeries,
} from "./financial-year";

describe("the Indian financial year", () => {
  it.each([
    ["2026-04-01", "2026-27"],
    ["2027-03-31", "2026-27"],
    ["2026-03-31", "2025-26"],
    ["2026-12-31", "2026-27"],
    ["2027-01-01", "2026-27"],
    ["2099-04-01", "2099-00"],
    ["2100-03-31", "2099-00"],
    ["2100-04-01", "2100-01"],
    ["2009-05-10", "2009-10"],
  ])("%s is in %s", (date, fy) => {
    expect(financialYearOfDate(date)).toBe(fy);
  });

  it("reads an instant on the India calendar", () => {
    // 31 March 2027 18:30 UTC is already 1 April 00:00 in India.
    expect(financialYearOfInstant(new Date("2027-03-31T18:29:59Z"))).toBe("2026-27");
    expect(financialYearOfInstant(new Date("2027-03-31T18:30:00Z"))).toBe("2027-28");
  });

  it("labels and refuses", () => {
    expect(financialYearLabel(1999)).toBe("1999-00");
    expect(() => financialYearOfDate("2026-13-01")).toThrow(RangeError);
    expect(() => financialYearOfDate("1 April 2026")).toThrow(RangeError);
  });
});

describe("receipt and credit-note numbers", () => {
  it("count within the year, four digits at least, every digit past 9999", () => {
    expect(receiptNumber("2026-27", 1)).toBe("RCT/2026-27/0001");
    expect(receiptNumber("2026-27", 9999)).toBe("RCT/2026-27/9999");
    expect(receiptNumber("2026-27", 10000)).toBe("RCT/2026-27/10000");
    expect(creditNoteNumber("2026-27", 1)).toBe("CN/2026-27/0001");
    expect(creditNoteNumber("2099-00", 123456)).toBe("CN/2099-00/123456");
    expect(receiptSeries("2026-27")).toBe("RCT/2026-27");
    expect(creditNoteSeries("2026-27")).toBe("CN/2026-27");
    expect(() => receiptNumber("2026-27", 0)).toThrow(RangeError);
  });
});
