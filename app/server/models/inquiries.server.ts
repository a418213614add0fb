import { and, eq } from "drizzle-orm";
import type { AdmissionInput } from "../../lib/validation/admission";
import { phoneDigits, phoneDigitsSql, storeOnce, withinDuplicateWindow } from "../public-form.server";
import { courseInquiries } from "../schema";
import { leadSubmitted } from "./lead-desk/alerts.server";

/**
 * Public admission form (spec 7): one course_inquiries row, status pending. The same phone
 * number (its last 10 digits) for the same course within the duplicate window is stored
 * once: `duplicate` is true and `id` is the earlier row's.
 */
export async function createInquiry(input: AdmissionInput): Promise<{ id: string; duplicate: boolean }> {
  const phone = phoneDigits(input.phone);
  const { row, duplicate } = await storeOnce(
    `admission:${phone}:${input.courseId}`,
    async (tx) => {
      const [recent] = await tx
        .select({ id: courseInquiries.id })
        .from(courseInquiries)
        .where(
          and(
            eq(phoneDigitsSql(courseInquiries.phone), phone),
            eq(courseInquiries.course_id, input.courseId),
            withinDuplicateWindow(courseInquiries.created_at),
          ),
        )
        .limit(1);
      return recent;
    },
    async (tx) => {
      const [inserted] = await tx
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
      if (!inserted) throw new Error("insert returned no row");
      return inserted;
    },
  );
  if (!duplicate) await leadSubmitted("admission", row.id);
  return { id: row.id, duplicate };
}
