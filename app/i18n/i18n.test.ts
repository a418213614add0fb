import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { courseTypeLabel } from "#app/lib/course-status";
import { STORED_COURSE_TYPES } from "#app/lib/domain";
import { itMapsEach } from "../../tests/support/maps-each";
import { pageMessages, translatorFor } from "./i18n";
import { englishPath, type Lang, LOCALE, langFromPath, localePath, switchPath } from "./lang";
import { en } from "./messages/en";
import { hi } from "./messages/hi";
import { ALL, pageNamespaces, sameNamespaces } from "./page-namespaces";

function keys(value: object, prefix = ""): string[] {
  return Object.entries(value).flatMap(([k, v]) => (typeof v === "string" ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));
}

describe("the message catalogues", () => {
  it("have the same keys in both languages", () => {
    expect(keys(hi).sort()).toEqual(keys(en).sort());
  });

  it("pluralise and format numbers per language", () => {
    const t = translatorFor("en");
    expect(t("card.weeks", { count: 1 })).toBe("1 week");
    expect(t("card.weeks", { count: 8 })).toBe("8 weeks");
    expect(t("internal.count", { count: 1 })).toBe("1 course");
    expect(t("internal.count", { count: 12345 })).toBe("12,345 courses");
    const h = translatorFor("hi");
    expect(h("card.seatsLeft", { count: 1 })).toBe("1 सीट बची");
    expect(h("card.seatsLeft", { count: 3 })).toBe("3 सीटें बचीं");
    // hi-IN groups like en-IN: lakhs.
    expect(h("internal.count", { count: 125000 })).toBe("1,25,000 कोर्स");
    expect(h("internal.tradeCount", { count: 2, trade: "मोबाइल और iPhone" })).toBe("मोबाइल और iPhone के 2 कोर्स");
  });

  it("say admission one way in Hindi: the spoken एडमिशन, never दाख़िला", () => {
    const texts = keys(hi).map((key) => translatorFor("hi")(key));
    expect(texts.filter((text) => /दा(ख़|ख)िल/.test(text))).toEqual([]);
    expect(texts.filter((text) => text.includes("एडमिशन")).length).toBeGreaterThan(20);
  });

  it("keep the English pages' strings", () => {
    const t = translatorFor("en");
    expect(t("nav.enquiry")).toBe("ENQUIRY");
    expect(t("nav.viewAllCourses")).toBe("View All Courses");
    expect(t("internal.matches", { shown: 1, count: 17, query: "printer" })).toBe('1 of 17 courses match "printer"');
    // The certificate lookup's three outcomes: app/features/certificates/certificate-lookup-schema.test.ts.
    expect(t("certificate.lookup.rateLimited")).toBe("Too many attempts. Please wait a minute and try again.");
  });

  it("name every course type, in English with courseTypeLabel's words", () => {
    const [english, hindi] = [translatorFor("en"), translatorFor("hi")];
    for (const type of STORED_COURSE_TYPES) {
      expect(english(`card.types.${type}`)).toBe(courseTypeLabel(type));
      expect(hindi(`card.types.${type}`)).toMatch(/[\u0900-\u097F]/);
    }
  });
});

describe("a page's part of the catalogue", () => {
  it("names every namespace of the catalogue, and only those", () => {
    expect([...ALL].sort()).toEqual(Object.keys(en).sort());
  });

  it("is the common parts plus the page's own, in the page's language", () => {
    expect(pageNamespaces("/about")).toEqual(expect.arrayContaining(["nav", "footer", "forms", "about"]));
    expect(pageNamespaces("/about")).not.toContain("legal");
    expect(pageNamespaces("/hi/privacy")).toContain("legal");
    expect(pageNamespaces("/course/6f1c")).toContain("course");
    expect(pageMessages("/hi/about").about).toBe(hi.about);
    expect(pageMessages("/about").about).toBe(en.about);
    expect(Object.keys(pageMessages("/about"))).not.toContain("home");
    expect(JSON.stringify(pageMessages("/")).length).toBeLessThan(JSON.stringify(en).length / 2);
  });

  it("sends everything for a path no page claims, and tells when a navigation needs other parts", () => {
    expect(pageNamespaces("/no-such-page")).toEqual(ALL);
    expect(sameNamespaces("/privacy", "/terms")).toBe(true);
    expect(sameNamespaces("/", "/about")).toBe(false);
  });
});

describe("the runtime translator", () => {
  /** i18next itself, the reference for the catalogue format. */
  function reference(lang: Lang) {
    const instance = i18next.createInstance();
    void instance.init({
      lng: LOCALE[lang],
      fallbackLng: LOCALE.en,
      resources: { [LOCALE[lang]]: { translation: lang === "hi" ? hi : en }, [LOCALE.en]: { translation: en } },
      initAsync: false,
      interpolation: { escapeValue: false },
    });
    return instance;
  }

  // Exhaustive: every message (about 850) at four counts in both languages, each translated by
  // ours and by i18next, some 13,600 translations. 0.5 s on an idle 2-core machine, 4 s measured
  // when other work shares the cores, and it grows with the catalogues, so it states its own limit.
  it("gives the same text as i18next for every message, count and language", { timeout: 30_000 }, () => {
    const values = {
      ...{ site: "Supertech", trade: "HVAC", query: "एसी", enrolled: 3, max: 20, shown: 2 },
      // The forms catalogue's placeholders (age limits, the confirmation panel, the waitlist).
      ...{ min: 16, phone: "+91 98765 43210", reference: "ENQ-2026-000123" },
      ...{ id: "STI-2026-0001", name: "Asha", on: "1 Jan 2026", reason: "Duplicate", at: "2 Jan 2026", date: "1 Nov 2026" },
      ...{
        n: 3,
        total: 6,
        title: "AC",
        students: 20000,
        rate: 95,
        year: 2021,
        rating: "4.8",
        role: "Lab Assistant",
        address: "Delhi",
        course: "AC",
      },
      // The course pages' messages.
      ...{ code: "ACP-101", percent: 75, number: 2, hours: 72, amount: "₹4,500", type: "AC Repair" },
      // The certificate sheet, its verdict and share text.
      ...{ key: 2, duration: "6 weeks", url: "https://example.test/certificate/STI-2026-0001" },
      // A moment (app/i18n/format.ts formatInstant).
      ...{ time: "6:03 pm IST" },
      // Fee receipts: the verify page's check and a refund's credit notes.
      ...{ moment: "1 Nov 2026 at 6:03 pm IST", numbers: "CN/2026-27/0001" },
      // The admin student page's Fees section (fees catalogue).
      ...{ balance: "₹5,000", due: "Registration", owed: "₹2,500", limit: "₹5,000", receipt: "RCT/2026-27/0001", refundable: "₹1,000" },
      // The fees reports (payments list, daily collection, outstanding dues).
      ...{ day: "15 July 2035", received: "₹4,000", refunded: "₹0", net: "₹4,000", bucket: "1–30 days" },
      // The fees staff pages: list paging, form messages (feesStaff catalogue).
      ...{ first: 1, last: 25, label: "the amount", max: 64, min: 0, sum: "₹7,500", code: "07" },
      // The student portal's batch dates and tasks.
      ...{ start: "5 January 2026", end: "31 March 2026", done: 2 },
    };
    for (const lang of ["en", "hi"] as const) {
      const ours = translatorFor(lang);
      const theirs = reference(lang);
      const bases = new Set(keys(en).map((k) => k.replace(/_(one|other)$/, "")));
      for (const key of bases) {
        for (const count of [0, 1, 2, 1234567]) {
          expect(ours(key, { ...values, count }), `${lang} ${key} ${count}`).toBe(theirs.t(key, { ...values, count }));
        }
      }
    }
  });
});

describe("language from the path", () => {
  // Hindi under /hi only.
  itMapsEach(langFromPath, "reads %s as %s", [
    ["/hi", "hi"],
    ["/hi/courses", "hi"],
    ["/history", "en"],
    ["/", "en"],
  ]);

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
