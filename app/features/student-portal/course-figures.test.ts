import { describe, expect, it } from "vitest";
import { classesNeeded, mapLink, nextClassDay } from "./course-figures";
import { normalisePortalPhone } from "./phone-number";

describe("classes needed for the certificate minimum", () => {
  it("counts the classes in a row that bring attendance to the minimum, in whole numbers", () => {
    expect(classesNeeded(7, 10, 80)).toBe(5); // 12/15 = 80%
    expect(classesNeeded(8, 10, 80)).toBe(0);
    expect(classesNeeded(0, 1, 75)).toBe(3); // 3/4 = 75%
    expect(classesNeeded(79, 100, 80)).toBe(5); // 84/105 = 80%; 83/104 is 79.8%
    expect(classesNeeded(9, 10, 100)).toBeNull();
    expect(classesNeeded(0, 0, 80)).toBe(0);
  });
});

describe("the next class", () => {
  const batch = { days: [1, 3, 5], start_date: "2026-11-02", end_date: "2026-12-31", start_time: "10:00:00", status: "running" };
  it("is today before the class starts, else the next meeting day", () => {
    expect(nextClassDay(batch, "2026-11-30", "09:59")).toBe("2026-11-30"); // a Monday
    expect(nextClassDay(batch, "2026-11-30", "10:00")).toBe("2026-12-02");
    expect(nextClassDay(batch, "2026-11-28", "08:00")).toBe("2026-11-30"); // Saturday → Monday
  });
  it("waits for a batch that has not started, and has none once it ends or is cancelled", () => {
    expect(nextClassDay({ ...batch, start_date: "2027-01-06", end_date: "2027-03-31" }, "2026-11-30", "08:00")).toBe("2027-01-06");
    expect(nextClassDay(batch, "2027-01-01", "08:00")).toBeNull();
    expect(nextClassDay({ ...batch, status: "cancelled" }, "2026-11-30", "08:00")).toBeNull();
  });
});

describe("a typed mobile number", () => {
  it("reads +91, 0091, 91, a leading 0, spaces, dashes and brackets", () => {
    for (const typed of ["9810054321", "+91 98100 54321", "098100-54321", "0091 9810054321", "91-98100-54321", "(+91) 98100.54321"])
      expect(normalisePortalPhone(typed)).toBe("9810054321");
  });
  it("refuses what is not an Indian mobile number", () => {
    for (const typed of ["", "12345", "5810054321", "98100543210", "+1 415 555 0100", "9810O54321", "0000000000"])
      expect(normalisePortalPhone(typed)).toBeNull();
  });
});

it("links the branch on Google Maps with the institute's address", () => {
  expect(mapLink("Laxmi Nagar", "123 Example Market, Delhi")).toBe(
    "https://www.google.com/maps/search/?api=1&query=Laxmi%20Nagar%2C%20123%20Example%20Market%2C%20Delhi",
  );
  expect(mapLink("Laxmi Nagar", "12 Laxmi Nagar, Delhi")).toContain("query=12%20Laxmi%20Nagar%2C%20Delhi");
});
