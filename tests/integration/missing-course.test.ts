import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { missingCoursePage } from "#app/features/courses/missing-course.server";
import { db } from "#app/server/db/db.server";
import { courses } from "#app/server/db/schema";
import { insertCourse } from "#tests/support/courses";

// Which course pages share the cached "Course Not Found" page (decision 023's update): a path
// is named only when its course surely does not exist, on the real database.

/** Asks until the course ids have been read for the current content, as the hot path does. */
async function settle(pathname: string): Promise<string | null> {
  for (let i = 0; i < 50; i++) {
    const page = missingCoursePage(pathname);
    if (page !== null) return page;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return null;
}

describe("missingCoursePage", () => {
  it("names the page kind of a course path whose id is not a course id at all, without the database", () => {
    expect(missingCoursePage("/course/not-a-uuid")).toBe("course");
    expect(missingCoursePage("/hi/courses/123/")).toBe("courses");
    expect(missingCoursePage("/course-inner/abc")).toBe("course-inner");
  });

  it("leaves alone what is not a course page, and an id the router must decode", () => {
    for (const path of ["/courses", "/hi", "/course", "/course/a/b", "/courses/x/edit", "/admin/courses/x", "/course/%61bc"]) {
      expect(missingCoursePage(path), path).toBeNull();
    }
  });

  it("names a made-up UUID once the course ids are read, never a real course, and reads them again after a change", async () => {
    const course = await insertCourse("Missing Course Check", 10);
    const madeUp = randomUUID();
    expect(await settle(`/course/${madeUp}`)).toBe("course");
    expect(missingCoursePage(`/hi/course-inner/${madeUp.toUpperCase()}`)).toBe("course-inner");
    for (const id of [course.id, course.id.toUpperCase()]) expect(missingCoursePage(`/course/${id}`), id).toBeNull();

    // A change to the content: until the ids are read again, a UUID is not called missing.
    const [created] = await db
      .insert(courses)
      .values({ course_name: "Created Later", course_code: `CL-${Date.now()}` })
      .returning();
    expect(missingCoursePage(`/course/${madeUp}`)).toBeNull();
    expect(await settle(`/course/${madeUp}`)).toBe("course");
    expect(missingCoursePage(`/course/${created.id}`)).toBeNull();

    // A deleted course's page becomes the shared one.
    await db.delete(courses).where(eq(courses.id, created.id));
    expect(await settle(`/course/${created.id}`)).toBe("course");
  });
});
