import { eq } from "drizzle-orm";
import { db } from "#app/server/db/db.server";
import { leads } from "#app/server/db/schema";
import { getCourseChoice } from "./course-choices.server";
import { courseDuration } from "./course-duration";

/**
 * A new certificate prefilled from an enrolled lead, so staff issue it without typing: the
 * student's name, and the course with its duration when the lead names one of ours. Null for
 * a lead that does not exist or is not enrolled.
 */
export async function certificatePrefillFromLead(leadId: string) {
  const [lead] = await db
    .select({ name: leads.name, status: leads.status, course_id: leads.course_id, seat_course_id: leads.seat_course_id })
    .from(leads)
    .where(eq(leads.id, leadId))
    .limit(1);
  if (lead?.status !== "enrolled") return null;
  const courseId = lead.seat_course_id ?? lead.course_id;
  const course = courseId ? await getCourseChoice(courseId) : null;
  return {
    student_name: lead.name,
    course_id: course?.id ?? "",
    duration: course ? courseDuration(course.duration_weeks) : "",
  };
}

export type CertificatePrefill = NonNullable<Awaited<ReturnType<typeof certificatePrefillFromLead>>>;
