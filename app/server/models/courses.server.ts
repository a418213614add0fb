import { asc, eq } from "drizzle-orm";
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
