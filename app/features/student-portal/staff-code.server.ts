import { eq } from "drizzle-orm";
import { audit } from "#app/server/db/audit.server";
import { db } from "#app/server/db/db.server";
import { students } from "#app/server/db/schema";
import { captureSignInCode } from "./code-delivery.server";
import { studentsOfPhone } from "./linked-students.server";
import { e164 } from "./phone-number";
import { CODE_MINUTES, getPortalAuth } from "./portal-auth.server";

export type StaffShownCode = { code: string; phone: string; whose: "student" | "guardian"; expiresAt: string };

/** The numbers a student's page can make a code for: the student's and the guardian's, when recorded. */
export async function portalNumbersOf(studentId: string) {
  const [row] = await db
    .select({
      id: students.id,
      name: students.full_name,
      number: students.student_number,
      phone: students.phone,
      guardian: students.guardian_phone,
    })
    .from(students)
    .where(eq(students.id, studentId));
  return row ?? null;
}

/**
 * "Show sign-in code" on /admin/students/:id/portal-code: a code for the student's (or the
 * guardian's) number, made by the same Better Auth plugin as a self-service code but shown to
 * the staff member only, to read out or hand over at the desk. The audit names who asked, for
 * which student and which number, never the code.
 */
export async function showSignInCode(
  studentId: string,
  whose: "student" | "guardian",
  adminUserId: string,
): Promise<StaffShownCode | null> {
  const row = await portalNumbersOf(studentId);
  const digits = whose === "guardian" ? row?.guardian : row?.phone;
  if (!row || !digits || !(await studentsOfPhone(digits)).length) return null;
  const code = await captureSignInCode(() => getPortalAuth().api.sendPhoneNumberOTP({ body: { phoneNumber: e164(digits) } }));
  if (!code) return null;
  await audit({ adminUserId, action: "portal_code_shown", details: { student_id: studentId, number: whose } });
  return { code, phone: digits, whose, expiresAt: new Date(Date.now() + CODE_MINUTES * 60_000).toISOString() };
}
