/**
 * "Book a free demo for this course": the home page's demo form with the course
 * chosen. Called by the course pages' loaders, so the 17 demo names stay out of their
 * JavaScript.
 */
import { courseTrade, type TradeSlug } from "./trades";
import { DEMO_COURSES } from "./validation/demo.messages";

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
