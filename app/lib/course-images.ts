/**
 * Course card images (spec 3): chosen by keywords in the course name, then by the
 * course type, then a generic fallback. Paths point at the illustrations in
 * public/images/courses/.
 */

const DIR = "/images/courses";

export const GENERIC_COURSE_IMAGE = `${DIR}/generic.svg`;

/**
 * Keyword rules, checked in order against the lower-cased course name. More specific
 * phrases come first ("iphone" before "phone", "ac mechanical" before "ac").
 */
const NAME_RULES: ReadonlyArray<{ test: RegExp; image: string }> = [
  { test: /\biphone\b|\bapple\b|\bios\b/, image: "iphone.svg" },
  { test: /\bac\b.*\bmechanical\b|\bmechanical\b.*\bac\b|\bgas charging\b|\bcompressor\b/, image: "ac-mechanical.svg" },
  { test: /\bhvac\b|\bvrf\b|\bvrv\b|\bchiller\b/, image: "hvac.svg" },
  { test: /\bac\b|air ?condition/, image: "ac.svg" },
  { test: /\binverter\b|\bups\b|\bbattery\b|\bsolar\b/, image: "inverter.svg" },
  { test: /\bfridge\b|\brefrigerat|\bwashing\b/, image: "fridge-washing.svg" },
  { test: /\be[- ]?vehicle\b|\bev\b|\belectric vehicle\b|\be[- ]?bike\b|\be[- ]?rickshaw\b/, image: "ev.svg" },
  { test: /\bprinter\b/, image: "printer.svg" },
  { test: /\bcctv\b|\bcamera\b|\bsurveillance\b/, image: "cctv.svg" },
  { test: /\bfire\b|\bsmoke\b/, image: "fire-alarm.svg" },
  { test: /\bdoor ?phone\b|\bbiometric\b|\bvideo door\b/, image: "door-phone.svg" },
  { test: /\bepabx\b|\bintercom\b|\bpbx\b/, image: "epabx.svg" },
  { test: /\bsecurity\b|\balarm\b/, image: "security.svg" },
  { test: /\btv\b|\bled\b|\blcd\b|\btelevision\b/, image: "tv.svg" },
  { test: /\blaptop\b|\bmacbook\b|\bchip level\b/, image: "laptop.svg" },
  { test: /\bcomputer\b|\bdesktop\b|\bhardware\b|\bnetworking\b/, image: "computer.svg" },
  { test: /\bmobile\b|\bsmart ?phone\b|\bphone\b|\bcell\b/, image: "mobile.svg" },
];

const TYPE_IMAGES: Readonly<Record<string, string>> = {
  mobile_repair: "mobile.svg",
  laptop_repair: "laptop.svg",
  computer_repair: "computer.svg",
  ac_repair: "ac.svg",
  washing_machine_repair: "fridge-washing.svg",
  inverter_repair: "inverter.svg",
  hvac_repair: "hvac.svg",
  e_vehicle_repair: "ev.svg",
  both: "laptop.svg",
};

/** The illustration for a course: name keywords, then type, then generic. */
export function courseImage(course: { course_name?: string | null; course_type?: string | null }): string {
  const name = (course.course_name ?? "").toLowerCase().replace(/&/g, " and ");
  for (const rule of NAME_RULES) {
    if (rule.test.test(name)) return `${DIR}/${rule.image}`;
  }
  const byType = course.course_type ? TYPE_IMAGES[course.course_type] : undefined;
  return byType ? `${DIR}/${byType}` : GENERIC_COURSE_IMAGE;
}

const LAB_BY_IMAGE: Readonly<Record<string, string>> = {
  "mobile.svg": "lab-mobile.svg",
  "iphone.svg": "lab-mobile.svg",
  "laptop.svg": "lab-laptop.svg",
  "computer.svg": "lab-laptop.svg",
  "printer.svg": "lab-laptop.svg",
  "ac.svg": "ac-training.svg",
  "ac-mechanical.svg": "ac-training.svg",
  "hvac.svg": "hvac-site-visit.svg",
};

/**
 * The detail page carousel: the course's own illustration, then the matching lab (or the
 * BGA bench), the classroom and the tools wall. Always four distinct images.
 */
export function courseGallery(course: { course_name?: string | null; course_type?: string | null }): { src: string; alt: string }[] {
  const first = courseImage(course);
  const name = course.course_name ?? "Course";
  const lab = LAB_BY_IMAGE[first.slice(DIR.length + 1)] ?? "bga-machine.svg";
  return [
    { src: first, alt: `${name}: course illustration` },
    { src: `/images/gallery/${lab}`, alt: "Students practising at the institute's workbenches" },
    { src: "/images/gallery/classroom.svg", alt: "Trainer explaining a circuit diagram in the classroom" },
    { src: "/images/gallery/tools-wall.svg", alt: "Professional tools used during training" },
  ];
}
