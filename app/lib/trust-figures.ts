import type { Translate } from "#app/i18n/translate";
import type { SiteSettings } from "./site-defaults";

/**
 * The trust figures as message values: students trained, placement rate, founding
 * year and rating live in the settings row, and every page words them through the `trust`
 * messages with these values, so all pages in both languages show the same numbers.
 */
export function trustValues(
  settings: Pick<SiteSettings, "students_trained" | "placement_rate" | "founded_year" | "rating" | "review_count">,
) {
  return {
    students: settings.students_trained,
    rate: settings.placement_rate,
    year: settings.founded_year,
    rating: settings.rating.toFixed(1),
    count: settings.review_count,
  };
}

/** A rating is shown only where real reviews are behind it. */
export function hasRating(settings: Pick<SiteSettings, "review_count">): boolean {
  return settings.review_count > 0;
}

/**
 * The institute's four figures on the about and gallery pages (spec 1), each page wording them
 * in its own namespace: `<ns>.studentsTrained`, `.placementRecord`, `.trainingSince`, and the
 * hostel as `<ns>.hostel` over `<ns>.hostelLabel`.
 */
export function instituteFigures(t: Translate, values: ReturnType<typeof trustValues>, ns: "about" | "gallery") {
  return [
    { key: "students", value: t("trust.studentsValue", values), label: t(`${ns}.studentsTrained`) },
    { key: "rate", value: t("trust.rateValue", values), label: t(`${ns}.placementRecord`) },
    { key: "year", value: String(values.year), label: t(`${ns}.trainingSince`) },
    { key: "hostel", value: t(`${ns}.hostel`), label: t(`${ns}.hostelLabel`) },
  ] as const;
}
