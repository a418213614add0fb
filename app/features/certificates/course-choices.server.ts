import { asc, desc, eq } from "drizzle-orm";
import { db } from "#app/server/db/db.server";
import { courses } from "#app/server/db/schema";

/** The course picker's list: active courses first, then by name. */
export function listCourseChoices() {
  return db
    .select({ id: courses.id, course_name: courses.course_name, duration_weeks: courses.duration_weeks, is_active: courses.is_active })
    .from(courses)
    .orderBy(desc(courses.is_active), asc(courses.course_name));
}

export type CourseChoice = Awaited<ReturnType<typeof listCourseChoices>>[number];

/** One course as the picker knows it, read again when a form names it; null when it is gone. */
export async function getCourseChoice(id: string) {
  const [row] = await db
    .select({ id: courses.id, course_name: courses.course_name, duration_weeks: courses.duration_weeks })
    .from(courses)
    .where(eq(courses.id, id))
    .limit(1);
  return row ?? null;
}
