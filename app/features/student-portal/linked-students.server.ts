import { and, asc, eq, ne, or } from "drizzle-orm";
import { db } from "#app/server/db/db.server";
import { students } from "#app/server/db/schema";

/**
 * The phone an erased student with money records is given (fees/money-erasure.server.ts): it
 * passes the students' check and reaches no one, so it must sign in to nothing either.
 */
const ERASED_PHONE = "0000000000";

export type LinkedStudent = { id: string; email: string | null; isGuardian: boolean };

/**
 * The students a number may see: those whose own phone or guardian's phone staff recorded as
 * these 10 digits. Read on every portal request, so an erasure or a corrected number ends access
 * at once, whatever session is open.
 */
export async function studentsOfPhone(digits: string): Promise<LinkedStudent[]> {
  if (!/^\d{10}$/.test(digits) || digits === ERASED_PHONE) return [];
  const rows = await db
    .select({ id: students.id, email: students.email, phone: students.phone })
    .from(students)
    .where(and(or(eq(students.phone, digits), eq(students.guardian_phone, digits)), ne(students.phone, ERASED_PHONE)))
    .orderBy(asc(students.admitted_on), asc(students.full_name));
  return rows.map((row) => ({ id: row.id, email: row.email, isGuardian: row.phone !== digits }));
}
