import { describe, expect, it } from "vitest";
import { en } from "#app/i18n/messages/en";
import { DEMO_COURSES } from "#app/server/seed/demo-data";
import { coursesOfTrade, filterCourses } from "./course-search";
import { courseTrade, TRADES, tradeFromSearch } from "./trades";

const courses = DEMO_COURSES.map((c) => ({ ...c, trade: c.trade ?? null, description: c.description as string | null }));
const names = (query: string) => filterCourses(courses, query).map((c) => c.course_name);

describe("course search", () => {
  it("AC matches whole words only: not 'access' or 'backlight'", () => {
    const found = names("AC");
    expect(found).toEqual(["AC PCB Repairing Course", "AC Mechanical Repairing"]);
    expect(found).not.toContain("Electronic Security Devices Training"); // "access control"
    expect(found).not.toContain("LED LCD TV Repairing Course"); // "backlight"
  });

  it("knows AC in Hindi and as 'air conditioner'", () => {
    expect(names("एसी")).toEqual(names("AC"));
    expect(names("air conditioner")).toEqual(names("AC"));
    expect(names("Air-Conditioning")).toEqual(names("AC"));
  });

  it("knows मोबाइल, लैपटॉप and फ्रिज", () => {
    // The iPhone course is of the Mobile & iPhone trade: found too, after the name match.
    expect(names("मोबाइल")).toEqual(["Mobile and Smartphone Repairing", "iPhone Repairing Course"]);
    expect(names("लैपटॉप")[0]).toBe("Laptop and Desktop Repairing");
    expect(names("फ्रिज")).toContain("Fridge & Washing Machine PCB Repairing");
    expect(names("फ्रिज")[0]).toBe("Fridge & Washing Machine PCB Repairing");
  });

  it("matches the start of a word from three letters", () => {
    // The other two are of the Laptop & Computer trade.
    expect(names("lap")).toEqual(["Laptop and Desktop Repairing", "Computer Hardware & Software", "Printer Repairing Course"]);
    expect(names("hva")).toEqual(["HVAC VRF VRV Repairing"]);
    expect(names("iph")[0]).toBe("iPhone Repairing Course");
  });

  it("needs every word, ignores 'course', and ranks name matches first", () => {
    expect(names("mobile course")).toEqual(names("mobile"));
    expect(names("AC mechanical")).toEqual(["AC Mechanical Repairing"]);
    expect(names("AC PCB")).toEqual(["AC PCB Repairing Course"]);
    // "chip" is in one name and in two descriptions listed before it: the name comes first.
    expect(names("chip")).toEqual(["E Vehicle Chip Level Repairing", "Laptop and Desktop Repairing", "Mobile and Smartphone Repairing"]);
    expect(names("zzz")).toEqual([]);
    expect(names("   ")).toHaveLength(courses.length);
  });

  it("keeps the list's order among equals", () => {
    expect(names("repairing").slice(0, 2)).toEqual(["Laptop and Desktop Repairing", "Mobile and Smartphone Repairing"]);
  });
});

describe("trades", () => {
  it("derives the trade from the type, and a staff choice wins", () => {
    expect(courseTrade({ course_type: "ac_repair" })).toBe("ac");
    expect(courseTrade({ course_type: "computer_repair" })).toBe("laptop");
    expect(courseTrade({ course_type: "technical_training" })).toBeNull();
    expect(courseTrade({ course_type: "technical_training", trade: "cctv" })).toBe("cctv");
    expect(courseTrade({ course_type: "mobile_repair", trade: "bogus" })).toBe("mobile");
  });

  it("every trade has a demo course, and a chip's list holds only its trade", () => {
    for (const { slug } of TRADES) {
      const list = coursesOfTrade(courses, slug);
      expect(list.length, slug).toBeGreaterThan(0);
      expect(list.every((c) => courseTrade(c) === slug)).toBe(true);
    }
    expect(coursesOfTrade(courses, null)).toHaveLength(courses.length);
    expect(coursesOfTrade(courses, "ac").map((c) => c.course_name)).toEqual(["AC PCB Repairing Course", "AC Mechanical Repairing"]);
  });

  it("have the English catalogue's labels", () => {
    for (const { slug, label } of TRADES) expect(en.trade[slug]).toBe(label);
  });

  it("reads ?trade= and ignores unknown values", () => {
    expect(tradeFromSearch(new URLSearchParams("trade=hvac"))).toBe("hvac");
    expect(tradeFromSearch(new URLSearchParams("trade=HVAC"))).toBeNull();
    expect(tradeFromSearch(new URLSearchParams("trade=x"))).toBeNull();
    expect(tradeFromSearch(new URLSearchParams(""))).toBeNull();
  });
});
