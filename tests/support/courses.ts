import { db } from "#app/server/db/db.server";
import { courses } from "#app/server/db/schema";

/** A course with `maxStudents` seats, `enrolled` of them taken, under a code of its own. */
export async function insertCourse(name: string, maxStudents: number, enrolled = 0) {
  const [row] = await db
    .insert(courses)
    .values({
      course_name: name,
      course_code: `C-${name.slice(0, 20)}-${Math.random().toString(36).slice(2, 6)}`,
      max_students: maxStudents,
      currently_enrolled: enrolled,
    })
    .returning();
  return row;
}
