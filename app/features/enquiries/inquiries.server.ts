import { eq } from "drizzle-orm";
import { phoneDigits } from "#app/lib/phone";
import type { AdmissionInput } from "#app/lib/validation/admission";
import { phoneDigitsSql } from "#app/server/db/phone-sql.server";
import { courseInquiries } from "#app/server/db/schema";
import { storeEnquiry } from "./enquiry-store.server";

/**
 * Public admission form (spec 7): one course_inquiries row, status pending. The same phone
 * number (its last 10 digits) for the same course within the duplicate window is stored
 * once: `duplicate` is true and `id` and `reference` are the earlier row's. The reference
 * number (ENQ-2026-000123) is the column's default, made by the insert itself.
 */
/** The form's fields; the waitlist mark and the opt-in are false when left out (seeds, tests). */
type NewInquiry = Omit<AdmissionInput, "waitlist" | "updates"> & { waitlist?: boolean; updates?: boolean };

export async function createInquiry(input: NewInquiry): Promise<{ id: string; reference: string; duplicate: boolean }> {
  const phone = phoneDigits(input.phone);
  return storeEnquiry("admission", {
    key: `${phone}:${input.courseId}`,
    same: [eq(phoneDigitsSql(courseInquiries.phone), phone), eq(courseInquiries.course_id, input.courseId)],
    insert: (tx) =>
      tx
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
          waitlist: input.waitlist ?? false,
          updates_consent_at: input.updates ? new Date() : null,
        })
        .returning({ id: courseInquiries.id, reference: courseInquiries.reference }),
  });
}
