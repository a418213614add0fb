import { describe, expect, it } from "vitest";
import { i18nFor } from "./i18n";
import { englishPath, langFromPath, localePath, switchPath } from "./lang";
import { en } from "./messages/en";
import { hi } from "./messages/hi";

function keys(value: object, prefix = ""): string[] {
  return Object.entries(value).flatMap(([k, v]) => (typeof v === "string" ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));
}

describe("the message catalogues", () => {
  it("have the same keys in both languages", () => {
    expect(keys(hi).sort()).toEqual(keys(en).sort());
  });

  it("pluralise and format numbers per language", () => {
    const t = i18nFor("en").t;
    expect(t("card.weeks", { count: 1 })).toBe("1 week");
    expect(t("card.weeks", { count: 8 })).toBe("8 weeks");
    expect(t("internal.count", { count: 1 })).toBe("1 course");
    expect(t("internal.count", { count: 12345 })).toBe("12,345 courses");
    const h = i18nFor("hi").t;
    expect(h("card.seatsLeft", { count: 1 })).toBe("1 सीट बची");
    expect(h("card.seatsLeft", { count: 3 })).toBe("3 सीटें बचीं");
    // hi-IN groups like en-IN: lakhs.
    expect(h("internal.count", { count: 125000 })).toBe("1,25,000 कोर्स");
    expect(h("internal.tradeCount", { count: 2, trade: "मोबाइल और iPhone" })).toBe("मोबाइल और iPhone के 2 कोर्स");
  });

  it("keep the English pages' strings", () => {
    const t = i18nFor("en").t;
    expect(t("nav.enquiry")).toBe("ENQUIRY");
    expect(t("nav.viewAllCourses")).toBe("View All Courses");
    expect(t("internal.matches", { shown: 1, count: 17, query: "printer" })).toBe('1 of 17 courses match "printer"');
  });
});

describe("language from the path", () => {
  it("is Hindi under /hi only", () => {
    expect(langFromPath("/hi")).toBe("hi");
    expect(langFromPath("/hi/courses")).toBe("hi");
    expect(langFromPath("/history")).toBe("en");
    expect(langFromPath("/")).toBe("en");
  });

  it("maps a page to the other language and back", () => {
    expect(localePath("hi", "/")).toBe("/hi");
    expect(localePath("hi", "/courses?trade=ac")).toBe("/hi/courses?trade=ac");
    expect(localePath("en", "/courses")).toBe("/courses");
    expect(englishPath("/hi")).toBe("/");
    expect(englishPath("/hi/course/abc")).toBe("/course/abc");
    expect(switchPath("/courses", "?trade=ac", "hi")).toBe("/hi/courses?trade=ac");
    expect(switchPath("/hi/courses", "?trade=ac", "en")).toBe("/courses?trade=ac");
    expect(switchPath("/hi", "", "en")).toBe("/");
  });
});
