/**
 * What the course pages show beyond the spec's states (issue 11): the syllabus in the page's
 * language, dates in it, the link to the demo form and the related courses. (The cards' part
 * is in course-card-state.ts.)
 */
import type { Lang } from "../i18n/lang";
import type { SyllabusModule } from "./course-syllabus";
import { formatCalendarDate } from "./format";
import { courseTrade, type TradeSlug } from "./trades";
import { DEMO_COURSES } from "./validation/demo.messages";

/** The syllabus in the page's language (the English one where no Hindi was written); [] when none. */
export function courseSyllabus(
  course: { syllabus?: SyllabusModule[] | null; syllabus_hi?: SyllabusModule[] | null },
  lang: Lang,
): SyllabusModule[] {
  return (lang === "hi" && course.syllabus_hi?.length ? course.syllabus_hi : course.syllabus) ?? [];
}

/** A calendar date in the page's language: "5 March 2026" / "5 मार्च 2026". */
export function courseDate(date: string | null | undefined, lang: Lang): string {
  if (lang === "en" || !date) return formatCalendarDate(date);
  const [y, m, d] = date.slice(0, 10).split("-").map(Number);
  return new Intl.DateTimeFormat("hi-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    Date.UTC(y, m - 1, d),
  );
}

/** The demo form's course (one of the spec's 17) for each trade, where the name is not one itself. */
const DEMO_COURSE_OF_TRADE: Record<TradeSlug, (typeof DEMO_COURSES)[number]> = {
  mobile: "Mobile and Smartphone Repairing",
  laptop: "Laptop and Desktop Repairing",
  ac: "AC PCB Repairing Course",
  hvac: "HVAC VRF VRV Repairing",
  appliances: "Fridge & Washing Machine PCB Repairing",
  cctv: "CCTV Camera Technician Course",
  ev: "E Vehicle Chip Level Repairing",
};

/** The demo form's choice for a course: its own name when it is on the list, else its trade's course. */
function demoCourseName(course: { course_name: string; course_type: string; trade?: string | null }): string | null {
  const own = DEMO_COURSES.find((name) => name.toLowerCase() === course.course_name.trim().toLowerCase());
  if (own) return own;
  const trade = courseTrade(course);
  return trade ? DEMO_COURSE_OF_TRADE[trade] : null;
}

/** "Book a free demo for this course": the home page's demo form, its course chosen (English path; pass through to()). */
export function demoHref(course: { course_name: string; course_type: string; trade?: string | null }): string {
  const name = demoCourseName(course);
  return name ? `/?${new URLSearchParams({ course: name })}#demo` : "/#demo";
}

type Relatable = { id: string; course_type: string; trade?: string | null; is_featured?: boolean };

/** "Related courses": never the course itself; the same trade first, then the list's order (featured, newest). */
export function relatedCourses<T extends Relatable>(course: Relatable, candidates: readonly T[], count = 3): T[] {
  const trade = courseTrade(course);
  const others = candidates.filter((c) => c.id !== course.id);
  const same = trade ? others.filter((c) => courseTrade(c) === trade) : [];
  return [...same, ...others.filter((c) => !same.includes(c))].slice(0, count);
}
