import { describe, expect, it } from "vitest";
import { intlRupees } from "../../tests/support/rupees";
import { formatCalendarDate, formatRupees } from "./format";

describe("formatRupees", () => {
  it("groups by the Indian system and shows paise only when present", () => {
    expect(formatRupees(125000)).toBe("₹1,25,000");
    expect(formatRupees("3000")).toBe("₹3,000");
    expect(formatRupees(1500.5)).toBe("₹1,500.50");
    expect(formatRupees("99.99")).toBe("₹99.99");
  });
});

describe("formatCalendarDate", () => {
  it("writes a calendar day the Indian way, whatever the time zone", () => {
    expect(formatCalendarDate("2026-03-15")).toBe("15 March 2026");
    expect(formatCalendarDate("2026-03-15T23:30:00.000Z")).toBe("15 March 2026");
  });
  it("has every month's name", () => {
    expect(formatCalendarDate("2025-01-01")).toBe("1 January 2025");
    expect(formatCalendarDate("2025-12-31")).toBe("31 December 2025");
  });
  it("writes it in Hindi as hi-IN does (Intl's own answer), for Hindi pages", () => {
    for (const day of ["2025-01-01", "2025-02-14", "2025-06-14", "2025-09-30", "2025-12-31"]) {
      const intl = new Intl.DateTimeFormat("hi-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
      expect(formatCalendarDate(day, "hi")).toBe(intl.format(new Date(`${day}T00:00:00Z`)));
    }
    expect(formatCalendarDate("2025-06-14", "hi")).toBe("14 जून 2025");
  });
  it("gives nothing for no date and the input back for a broken one", () => {
    expect(formatCalendarDate(null)).toBe("");
    expect(formatCalendarDate("soon")).toBe("soon");
  });
});

describe("formatRupees agrees with Intl's en-IN currency format", () => {
  it.each([0, 5, 999, 1000, 12345, 100000, 1234567, 99999999, 1234567890, 0.5, 1500.05, 123456.78, -2500])("%s", (value) => {
    expect(formatRupees(value)).toBe(intlRupees(value));
  });
});
