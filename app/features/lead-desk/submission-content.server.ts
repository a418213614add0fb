import { and, eq, inArray } from "drizzle-orm";
import type { LeadKind } from "#app/lib/lead-vocabulary";
import { db } from "#app/server/db/db.server";
import { contactMessages, courseInquiries, leads } from "#app/server/db/schema";

/**
 * What a person wrote in one submission, for the lead page's timeline: a contact message's
 * subject and message, an admission enquiry's education, age and reason. A demo request's
 * one choice, its course, is the lead's course_name (the timeline names it); a newsletter
 * sign-up says nothing beyond its address.
 */
export type SubmissionContent =
  | { kind: "contact"; subject: string | null; message: string }
  | { kind: "admission"; education: string | null; age: number | null; reason: string | null };

/** The content of each of these leads' submissions, by lead id (none for a source row that is gone). */
export async function submissionContents(leadIds: string[]): Promise<Map<string, SubmissionContent>> {
  const contents = new Map<string, SubmissionContent>();
  if (leadIds.length === 0) return contents;
  const ofKind = (kind: LeadKind) => and(inArray(leads.id, leadIds), eq(leads.kind, kind));
  const [contact, admission] = await Promise.all([
    db
      .select({ id: leads.id, subject: contactMessages.subject, message: contactMessages.message })
      .from(leads)
      .innerJoin(contactMessages, eq(contactMessages.id, leads.source_id))
      .where(ofKind("contact")),
    db
      .select({
        id: leads.id,
        education: courseInquiries.education,
        age: courseInquiries.age,
        reason: courseInquiries.reason_for_joining,
      })
      .from(leads)
      .innerJoin(courseInquiries, eq(courseInquiries.id, leads.source_id))
      .where(ofKind("admission")),
  ]);
  for (const { id, ...row } of contact) contents.set(id, { kind: "contact", ...row });
  for (const { id, ...row } of admission) contents.set(id, { kind: "admission", ...row });
  return contents;
}
