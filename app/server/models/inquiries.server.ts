import type { AdmissionInput } from "../../lib/validation/admission";
import { db } from "../db.server";
import { courseInquiries } from "../schema";

/** Public admission form (spec 7): one course_inquiries row, status pending. */
export async function createInquiry(input: AdmissionInput): Promise<{ id: string }> {
  const [row] = await db
    .insert(courseInquiries)
    .values({
      full_name: input.fullName,
      email: input.email,
      phone: input.phone,
      course_id: input.courseId,
      age: input.age,
      education: input.education,
      address: input.address,
      previous_experience: input.previousExperience,
      reason_for_joining: input.reasonForJoining,
      status: "pending",
    })
    .returning({ id: courseInquiries.id });
  if (!row) throw new Error("insert returned no row");
  return row;
}
