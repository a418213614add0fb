import { and, asc, desc, eq } from "drizzle-orm";
import { LIMITS } from "#app/lib/domain";
import { isUuid } from "#app/lib/ids";
import { memoByContentVersion } from "#app/server/db/content-version.server";
import { db } from "#app/server/db/db.server";
import { courses } from "#app/server/db/schema";

/**
 * Courses menu (spec 7): active only, by name. On every page, so read once per content
 * version (decision 012).
 */
export const listCourseMenu = memoByContentVersion(readCourseMenu);

async function readCourseMenu() {
  return await db
    .select({ id: courses.id, course_name: courses.course_name, name_hi: courses.name_hi })
    .from(courses)
    .where(eq(courses.is_active, true))
    .orderBy(asc(courses.course_name));
}

/** The columns public pages show (PublicCourse in components/site/course-card.tsx). */
const publicColumns = {
  id: courses.id,
  course_name: courses.course_name,
  course_code: courses.course_code,
  course_type: courses.course_type,
  description: courses.description,
  duration_weeks: courses.duration_weeks,
  fee_amount: courses.fee_amount,
  max_students: courses.max_students,
  currently_enrolled: courses.currently_enrolled,
  instructor_name: courses.instructor_name,
  start_date: courses.start_date,
  end_date: courses.end_date,
  is_active: courses.is_active,
  trade: courses.trade,
  is_featured: courses.is_featured,
  // Hindi cards and lists; null shows the English.
  name_hi: courses.name_hi,
  description_hi: courses.description_hi,
};

/** What a course's own pages add to the card's columns (the questions visitors ask). */
export const pageColumns = {
  ...publicColumns,
  syllabus: courses.syllabus,
  syllabus_hi: courses.syllabus_hi,
  eligibility: courses.eligibility,
  teaching_language: courses.teaching_language,
  batch_morning: courses.batch_morning,
  batch_evening: courses.batch_evening,
  batch_weekend: courses.batch_weekend,
  fee_full_payment: courses.fee_full_payment,
  fee_instalments: courses.fee_instalments,
  fee_hostel: courses.fee_hostel,
  next_batch_date: courses.next_batch_date,
};

/** Featured courses first, then the spec's newest first. */
const featuredThenNewest = [desc(courses.is_featured), desc(courses.created_at)] as const;

/** Home page (spec 7): active, featured then newest first, at most 9. */
export function listHomeCourses() {
  return db
    .select(publicColumns)
    .from(courses)
    .where(eq(courses.is_active, true))
    .orderBy(...featuredThenNewest)
    .limit(LIMITS.homeCourses);
}

/** Courses page (spec 7): active, featured then newest first. */
export function listActiveCourses() {
  return db
    .select(publicColumns)
    .from(courses)
    .where(eq(courses.is_active, true))
    .orderBy(...featuredThenNewest);
}

/** Admission page (spec 7): active, by name. */
export function listAdmissionCourses() {
  return db
    .select({
      id: courses.id,
      course_name: courses.course_name,
      course_code: courses.course_code,
      course_type: courses.course_type,
      duration_weeks: courses.duration_weeks,
      fee_amount: courses.fee_amount,
      start_date: courses.start_date,
    })
    .from(courses)
    .where(eq(courses.is_active, true))
    .orderBy(asc(courses.course_name));
}

/** Course detail (spec 7): one by id, active or not (an inactive course says so). */
export async function getCourseById(id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db.select(pageColumns).from(courses).where(eq(courses.id, id)).limit(1);
  return row ?? null;
}

/** The admission action reloads the chosen course: it must exist and be active. */
export async function getActiveCourseForInquiry(id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ id: courses.id, course_name: courses.course_name, course_code: courses.course_code })
    .from(courses)
    .where(and(eq(courses.id, id), eq(courses.is_active, true)))
    .limit(1);
  return row ?? null;
}

/** Sitemap: every active course, with its last change. */
export function listSitemapCourses() {
  return db
    .select({ id: courses.id, course_name: courses.course_name, created_at: courses.created_at, updated_at: courses.updated_at })
    .from(courses)
    .where(eq(courses.is_active, true))
    .orderBy(asc(courses.course_name));
}
