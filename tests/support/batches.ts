import { and, eq } from "drizzle-orm";
import { createInquiry } from "#app/features/enquiries/inquiries.server";
import { alertsIdle } from "#app/features/lead-desk/alerts.server";
import { db } from "#app/server/db/db.server";
import { batches, leads } from "#app/server/db/schema";

let batchCounter = 0;

/**
 * A batch of `courseId`, inserted directly (the batches pages are another feature's): open,
 * Monday to Saturday, 10:00 to 13:00, for this year and next, with `capacity` seats.
 */
export async function insertBatch(courseId: string, capacity: number, extra: Partial<typeof batches.$inferInsert> = {}) {
  const [row] = await db
    .insert(batches)
    .values({
      course_id: courseId,
      code: `B-${++batchCounter}-${Math.random().toString(36).slice(2, 6)}`,
      branch: "Main Campus",
      start_date: "2026-01-05",
      end_date: "2099-12-31",
      days: [1, 2, 3, 4, 5, 6],
      start_time: "10:00",
      end_time: "13:00",
      capacity,
      status: "open",
      ...extra,
    })
    .returning();
  return row;
}

/** An admission enquiry through the real public-form model, and the lead the desk made of it. */
export async function admissionLead(name: string, phone: string, courseId: string, extra: Record<string, unknown> = {}) {
  const email = `${name.toLowerCase().replace(/\W/g, "")}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const { id } = await createInquiry({ fullName: name, email, phone, courseId, ...extra } as never);
  const [lead] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.kind, "admission"), eq(leads.source_id, id)));
  await alertsIdle();
  return lead;
}
