import { and, asc, desc, eq } from "drizzle-orm";
import { LIMITS } from "../../lib/domain";
import { db } from "../db.server";
import { courses } from "../schema";

/** Courses menu (spec 7): active only, by name. */
export function listCourseMenu() {
  return db
    .select({ id: courses.id, course_name: courses.course_name })
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
};

/** Home page (spec 7): active, newest first, at most 9. */
export function listHomeCourses() {
  return db
    .select(publicColumns)
    .from(courses)
    .where(eq(courses.is_active, true))
    .orderBy(desc(courses.created_at))
    .limit(LIMITS.homeCourses);
}
