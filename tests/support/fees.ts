import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { indiaDate } from "#app/lib/india-time";
import * as admitRoute from "#app/routes/admin/leads/admit/route";
import { db } from "#app/server/db/db.server";
import { students } from "#app/server/db/schema";
import type { TestAccount } from "./accounts";
import { admissionLead, insertBatch } from "./batches";
import { callRoute, routeArgs } from "./call-route";

/**
 * Fees fixtures: a course with a fee plan, and a student admitted to it through the real
 * admission route (which writes their dues from the plan).
 */

let phoneCounter = 0;
const freshPhone = () => `95${String(process.pid % 100).padStart(2, "0")}${String(++phoneCounter).padStart(6, "0")}`;

/** The fees tests' one planned course (₹12,500: ₹2,500 registration and two ₹5,000 instalments). */
export { plannedCourse } from "./fee-students";

/** A student admitted by `admin` through the real admission route, with the dues it wrote. */
export async function admittedStudent(admin: TestAccount, courseId: string, name: string, batchStart = indiaDate()) {
  const batch = await insertBatch(courseId, 30, { start_date: batchStart });
  const lead = await admissionLead(name, freshPhone(), courseId);
  const form = { batch_id: batch.id, full_name: name, phone: lead.phone_key ?? freshPhone(), admitted_on: indiaDate() };
  const answer = await callRoute(() =>
    admitRoute.action(routeArgs(admin, `/admin/leads/${lead.id}/admit`, form, { id: lead.id }) as never),
  );
  expect(answer.status).toBe(302);
  const [student] = await db.select().from(students).where(eq(students.lead_id, lead.id));
  return { student, batch };
}
