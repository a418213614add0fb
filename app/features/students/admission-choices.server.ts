import { and, asc, count, eq, gte, inArray, sql } from "drizzle-orm";
import { indiaDate } from "#app/lib/india-time";
import { phoneDigits } from "#app/lib/phone";
import { db } from "#app/server/db/db.server";
import { batches, courseInquiries, courses, leads, students } from "#app/server/db/schema";
import { ADMITTING_STATUSES } from "./seats.server";

/** A batch the admission form offers, with its seats. */
export type BatchChoice = {
  id: string;
  code: string;
  course_id: string;
  course_name: string;
  start_date: string;
  end_date: string;
  capacity: number;
  studying: number;
};

/** The batches that take students (planned, open or running, not ended in India today), with their seats. */
export async function openBatches(today = indiaDate()): Promise<BatchChoice[]> {
  const studying = db
    .select({ batch_id: students.batch_id, n: count().as("n") })
    .from(students)
    .where(eq(students.status, "studying"))
    .groupBy(students.batch_id)
    .as("studying");
  return db
    .select({
      id: batches.id,
      code: batches.code,
      course_id: batches.course_id,
      course_name: courses.course_name,
      start_date: batches.start_date,
      end_date: batches.end_date,
      capacity: batches.capacity,
      studying: sql<number>`coalesce(${studying.n}, 0)::int`,
    })
    .from(batches)
    .innerJoin(courses, eq(courses.id, batches.course_id))
    .leftJoin(studying, eq(studying.batch_id, batches.id))
    .where(and(inArray(batches.status, [...ADMITTING_STATUSES]), gte(batches.end_date, today)))
    .orderBy(asc(batches.start_date), asc(batches.code))
    .limit(500);
}

/**
 * What the "Admit to batch" form starts from: the lead, its fields as the student's (the
 * enquiry's address, the phone's 10 digits, today in India), and the open batches, the lead's
 * course first; the batch the visitor asked for (the enquiry's preferred batch) is chosen
 * when it is open. Null when there is no such lead.
 */
export async function admissionFormFor(leadId: string) {
  const [lead] = await db
    .select({
      id: leads.id,
      name: leads.name,
      phone: leads.phone,
      email: leads.email,
      kind: leads.kind,
      source_id: leads.source_id,
      course_id: leads.course_id,
      course_name: leads.course_name,
    })
    .from(leads)
    .where(eq(leads.id, leadId));
  if (!lead) return null;
  const [enquiry] =
    lead.kind === "admission"
      ? await db
          .select({ address: courseInquiries.address, preferred_batch_id: courseInquiries.preferred_batch_id })
          .from(courseInquiries)
          .where(eq(courseInquiries.id, lead.source_id))
      : [];
  const all = await openBatches();
  const ofCourse = all.filter((b) => b.course_id === lead.course_id);
  const others = all.filter((b) => b.course_id !== lead.course_id);
  const preferred = all.find((b) => b.id === enquiry?.preferred_batch_id) ?? ofCourse.find((b) => b.studying < b.capacity) ?? ofCourse[0];
  return {
    lead: { id: lead.id, name: lead.name, course_name: lead.course_name },
    ofCourse,
    others,
    defaults: {
      batch_id: preferred?.id ?? "",
      full_name: lead.name,
      phone: lead.phone ? phoneDigits(lead.phone) : "",
      email: lead.email ?? "",
      guardian_name: "",
      guardian_phone: "",
      address: enquiry?.address ?? "",
      admitted_on: indiaDate(),
      override: "",
      override_reason: "",
    },
  };
}
export type AdmissionForm = NonNullable<Awaited<ReturnType<typeof admissionFormFor>>>;
