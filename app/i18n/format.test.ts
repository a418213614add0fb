import { describe, expect, it } from "vitest";
import { formatAgo, formatDay, formatInstant } from "./format";
import { translatorFor } from "./i18n";

describe("formatDay", () => {
  it("writes English by hand exactly as Intl's en-IN does", () => {
    const intl = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    for (const day of ["2025-01-01", "2025-02-14", "2026-03-05", "2025-12-31"]) {
      expect(formatDay(day, "en")).toBe(intl.format(new Date(`${day}T00:00:00Z`)));
    }
  });

  it("writes Hindi through hi-IN, whatever the server's time zone", () => {
    expect(formatDay("2026-03-05", "hi")).toBe("5 मार्च 2026");
    expect(formatDay("2025-12-31T23:30:00.000Z", "hi")).toBe("31 दिसंबर 2025");
    expect(formatDay(null, "hi")).toBe("");
    expect(formatDay("soon", "hi")).toBe("soon");
  });
});

describe("formatInstant", () => {
  // 18:03 in Delhi, still the 24th there; 00:33 on the 25th would be the next day.
  const at = new Date("2026-11-24T12:33:00Z");

  it("keeps the English pages' text: the day and time in India, with IST", () => {
    expect(translatorFor("en")("certificate.sheet.moment", formatInstant(at, "en"))).toBe("24 November 2026 at 6:03 pm IST");
    expect(formatInstant(new Date("2026-11-24T19:03:00Z"), "en").date).toBe("25 November 2026");
  });

  it("writes Hindi with hi-IN's month names, put together by the Hindi catalogue", () => {
    expect(translatorFor("hi")("certificate.sheet.moment", formatInstant(at, "hi"))).toBe("24 नवंबर 2026, 6:03 pm IST");
  });
});

describe("formatAgo", () => {
  it("says Google's English 'ago' in Hindi, and leaves English and unknown words alone", () => {
    expect(formatAgo("2 weeks ago", "hi")).toBe("2 सप्ताह पहले");
    expect(formatAgo("a month ago", "hi")).toBe("1 माह पहले");
    expect(formatAgo("an hour ago", "hi")).toBe("1 घंटे पहले");
    expect(formatAgo("3 years ago", "hi")).toBe("3 वर्ष पहले");
    expect(formatAgo("2 weeks ago", "en")).toBe("2 weeks ago");
    expect(formatAgo("vor 2 Wochen", "hi")).toBe("vor 2 Wochen");
  });
});
