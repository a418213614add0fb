// The demo form's course list and texts, apart from its zod schema (which the browser loads
// on first use, keeping zod out of the home page's initial JavaScript).

/** The demo form's name: letters and spaces only. */
export const DEMO_NAME_PATTERN = "^[A-Za-z\\s]+$";
/** An Indian mobile number: ten digits, the first 6 to 9. */
export const DEMO_MOBILE_PATTERN = "^[6-9]\\d{9}$";

/** The fixed list of 17 selectable demo courses (spec 9), in the spec's order. */
export const DEMO_COURSES = [
  "Laptop and Desktop Repairing",
  "Mobile and Smartphone Repairing",
  "iPhone Repairing Course",
  "AC PCB Repairing Course",
  "AC Mechanical Repairing",
  "HVAC VRF VRV Repairing",
  "Inverter Repairing Course",
  "Fridge & Washing Machine PCB Repairing",
  "E Vehicle Chip Level Repairing",
  "Computer Hardware & Software",
  "Printer Repairing Course",
  "LED LCD TV Repairing Course",
  "CCTV Camera Technician Course",
  "Fire Alarm System Training",
  "Electronic Security Devices Training",
  "Video Door Phone & Biometric",
  "EPABX Intercom System",
] as const;

/**
 * `?course=<demo course>` (a course page's "Book a free demo for this course" links to
 * `/?course=<name>#demo`), matched to the list in any letter case; "" when it is not one.
 */
export function demoCourseFrom(value: string | null): string {
  const wanted = value?.trim().toLowerCase();
  return (wanted && DEMO_COURSES.find((course) => course.toLowerCase() === wanted)) || "";
}

export const DEMO_MESSAGES = {
  success: { title: "Request Sent!", description: "Your demo class request has been sent via WhatsApp. We'll contact you soon!" },
  failure: { title: "Error", description: "Please check your information and try again." },
} as const;
