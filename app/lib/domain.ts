/**
 * Enumerations and constants from the spec (sections 3, 4 and 9), shared by the
 * database schema, the zod rules and the UI.
 */
export const COURSE_TYPES = [
  "mobile_repair",
  "laptop_repair",
  "computer_repair",
  "ac_repair",
  "washing_machine_repair",
  "inverter_repair",
  "hvac_repair",
  "e_vehicle_repair",
  "technical_training",
  "other",
] as const;
/** 'both' appears on public pages (Complete Tech Course) but not in the admin list. */
export const STORED_COURSE_TYPES = [...COURSE_TYPES, "both"] as const;
export type CourseType = (typeof STORED_COURSE_TYPES)[number];

export const EDUCATION_LEVELS = ["10th", "12th", "diploma", "graduate", "postgraduate"] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

export const INQUIRY_STATUSES = ["pending", "contacted", "enrolled", "rejected"] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

export const ROLES = ["user", "trainer", "admin", "super_admin"] as const;
export type Role = (typeof ROLES)[number];
export const STAFF_ROLES: readonly Role[] = ["admin", "super_admin"];
/** Who may sign in to /admin: the staff, and trainers, who see only their batches (decision 037). */
export const TEACHING_ROLES: readonly Role[] = ["trainer", ...STAFF_ROLES];

export const LIMITS = {
  admissionAgeMin: 16,
  admissionAgeMax: 60,
  passwordMin: 6,
  demoNameMin: 2,
  demoNameMax: 50,
  homeCourses: 9,
  homeCoursePlaceholders: 6,
  adminIdChars: 8,
  recentUsersDays: 30,
  seatsFillingFast: 0.7,
  seatsAlmostFull: 0.9,
  heroAutoplayMs: 5000,
  heroSlides: 6,
  courseCarouselMs: 3000,
  promoReopenMs: 60_000,
  mobileBreakpointPx: 768,
  sidebarCookieMaxAgeSeconds: 60 * 60 * 24 * 7,
  courseCardRating: 4.8,
  courseCardReviews: 125,
} as const;

export const NEW_COURSE_DEFAULTS = {
  duration_weeks: 4,
  fee_amount: 0,
  max_students: 20,
  is_active: true,
} as const;

export const NEW_GALLERY_DEFAULTS = { sort_order: 0, is_active: true, is_featured: false } as const;
