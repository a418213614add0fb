import { describe, expect, it } from "vitest";
import { translatorFor } from "#app/i18n/i18n";
import { SITE_DEFAULTS } from "./site-defaults";
import { instituteFigures, trustValues } from "./trust-figures";

describe("instituteFigures", () => {
  const values = trustValues({ ...SITE_DEFAULTS, students_trained: 1234, placement_rate: 87, founded_year: 2019 });

  it("words the settings' figures, in order, with the page's own labels", () => {
    const figures = instituteFigures(translatorFor("en"), values, "gallery");
    expect(figures.map((f) => f.key)).toEqual(["students", "rate", "year", "hostel"]);
    expect(figures.map((f) => f.value)).toEqual(["1,234+", "87%", "2019", translatorFor("en")("gallery.hostel")]);
    expect(figures.map((f) => f.label)).toEqual(["Students trained", "Placement record", "Training since", "For outstation students"]);
  });

  it("takes the labels from the namespace asked for", () => {
    const about = instituteFigures(translatorFor("en"), values, "about");
    expect(about[3].label).toBe("For students from outside Delhi");
  });
});
