import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { indiaDate } from "#app/lib/india-time";
import * as admitRoute from "#app/routes/admin/leads/admit/route";
import { db } from "#app/server/db/db.server";
import { courses, feePlanInstalments, feePlans, students } from "#app/server/db/schema";
import type { TestAccount } from "./accounts";
import { admissionLead, insertBatch } from "./batches";
import { callRoute, routeArgs } from "./call-route";
import { insertCourse } from "./courses";

let phoneCounter = 0;
const freshPhone = () => `97${String(process.pid % 1000).padStart(3, "0")}${String(++phoneCounter).padStart(5, "0")}`;

/** The fees tests' one planned course: ₹12,500: ₹2,500 registration and two instalments of ₹5,000, due on the batch's start and 30 days on. */
export async function plannedCourse(name: string) {
  const course = await insertCourse(name, 30);
  await db.update(courses).set({ fee_amount: "12500.00" }).where(eq(courses.id, course.id));
  await db.insert(feePlans).values({ course_id: course.id, registration_paise: 250000 });
  await db.insert(feePlanInstalments).values([
    { course_id: course.id, position: 1, amount_paise: 500000, due_after_days: 0 },
    { course_id: course.id, position: 2, amount_paise: 500000, due_after_days: 30 },
  ]);
  return course;
}

type Admission = {
  /** The batch's start (its dues count from it); today by default. */
  batchStart?: string;
  /** The lead's and the student's name; "Fee Payer N" by default. */
  name?: string;
  /** Any other admission form field (email, …). */
  form?: Record<string, string>;
};

/**
 * A student admitted by `admin` to a new batch of `courseId` through the real admission route
 * (which writes their dues from the plan), with that batch. The fees tests' one admission fixture.
 */
export async function admittedStudent(admin: TestAccount, courseId: string, { batchStart = indiaDate(), name, form = {} }: Admission = {}) {
  const batch = await insertBatch(courseId, 30, { start_date: batchStart });
  const lead = await admissionLead(name ?? `Fee Payer ${phoneCounter + 1}`, freshPhone(), courseId);
  const fields = { batch_id: batch.id, full_name: lead.name, phone: lead.phone_key ?? freshPhone(), admitted_on: indiaDate(), ...form };
  const answer = await callRoute(() =>
    admitRoute.action(routeArgs(admin, `/admin/leads/${lead.id}/admit`, fields, { id: lead.id }) as never),
  );
  expect(answer.status).toBe(302);
  const [student] = await db.select().from(students).where(eq(students.lead_id, lead.id));
  return { student, batch };
}
