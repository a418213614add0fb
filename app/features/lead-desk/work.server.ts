import { and, eq, inArray, sql } from "drizzle-orm";
import type { Actor } from "#app/features/accounts/index.server";
import { STAFF_ROLES } from "#app/lib/domain";
import { LEAD_NOTE_MAX, type LeadEventType, type LeadStatus } from "#app/lib/lead-vocabulary";
import { audit } from "#app/server/db/audit.server";
import { db, type Transaction } from "#app/server/db/db.server";
import { courseInquiries, courses, leadEvents, leads, profiles, user } from "#app/server/db/schema";
import { indexLead } from "./index-sync.server";

/**
 * Working a lead (decision 015): status, note, follow-up, assignment. Each change is one
 * transaction that updates the lead, adds a timeline event and an admin_logs entry with
 * before and after, so the three never disagree.
 */
export type WorkResult = { ok: true } | { ok: false; error: "not_found" | "course_full" | "invalid"; message: string };

const NOT_FOUND: WorkResult = { ok: false, error: "not_found", message: "This lead no longer exists" };

async function lockLead(tx: Transaction, leadId: string) {
  const [lead] = await tx.select().from(leads).where(eq(leads.id, leadId)).for("update");
  return lead;
}

async function event(
  tx: Transaction,
  leadId: string,
  type: LeadEventType,
  actor: Pick<Actor, "id"> | null,
  body: string | null,
  details: object,
) {
  await tx.insert(leadEvents).values({ lead_id: leadId, type, actor_id: actor?.id ?? null, body, details });
}

/**
 * Sets the status. Enrolled counts a seat in the lead's course (currently_enrolled + 1),
 * leaving enrolled gives it back. The seat is taken by one UPDATE whose WHERE checks
 * max_students, so two admins enrolling the last seat at once cannot both get it: the
 * second waits on the course row and finds it full ("course_full"), unless `override`.
 */
export async function setLeadStatus(
  leadId: string,
  status: LeadStatus,
  actor: Pick<Actor, "id">,
  options: { override?: boolean } = {},
): Promise<WorkResult> {
  return db
    .transaction((tx) => changeLeadStatus(tx, leadId, status, actor, options))
    .catch((error: unknown) => {
      if (error instanceof CourseFull)
        return { ok: false, error: "course_full", message: "This course is full. Tick the override to enrol beyond its seats." } as const;
      throw error;
    });
}

/**
 * setLeadStatus inside the caller's transaction (a student's admission enrols its lead in the
 * same commit). `seatInBatch`: the seat is the student's place in a batch, counted from the
 * students (the students feature's recount), so the lead takes no seat of its own here.
 * Throws CourseFull when the course has no seat left.
 */
export async function changeLeadStatus(
  tx: Transaction,
  leadId: string,
  status: LeadStatus,
  actor: Pick<Actor, "id">,
  options: { override?: boolean; seatInBatch?: boolean } = {},
): Promise<WorkResult> {
  const lead = await lockLead(tx, leadId);
  if (!lead) return NOT_FOUND;
  if (lead.status === status) return { ok: true } as const;
  let seat = lead.seat_course_id;
  if (status === "enrolled" && !seat && lead.course_id && !options.seatInBatch) {
    const taken = await tx
      .update(courses)
      .set({ currently_enrolled: sql`coalesce(${courses.currently_enrolled}, 0) + 1` })
      .where(
        and(
          eq(courses.id, lead.course_id),
          options.override ? undefined : sql`coalesce(${courses.currently_enrolled}, 0) < ${courses.max_students}`,
        ),
      )
      .returning({ id: courses.id });
    if (taken.length === 0) throw new CourseFull();
    seat = lead.course_id;
  } else if (status !== "enrolled" && seat) {
    await tx
      .update(courses)
      .set({ currently_enrolled: sql`greatest(coalesce(${courses.currently_enrolled}, 0) - 1, 0)` })
      .where(eq(courses.id, seat));
    seat = null;
  }
  const now = new Date();
  await tx
    .update(leads)
    .set({
      status,
      seat_course_id: seat,
      updated_at: now,
      first_response_at: status === "pending" ? lead.first_response_at : (lead.first_response_at ?? now),
    })
    .where(eq(leads.id, leadId));
  // The spec's /admin/inquiries shows the same status: one vocabulary, one value.
  if (lead.kind === "admission") await tx.update(courseInquiries).set({ status }).where(eq(courseInquiries.id, lead.source_id));
  const change = { before: { status: lead.status }, after: { status } };
  await event(tx, leadId, "status", actor, null, {
    ...change,
    seat: seat !== lead.seat_course_id,
    override: Boolean(options.override),
  });
  await audit(
    {
      adminUserId: actor.id,
      action: "update_lead_status",
      details: { lead_id: leadId, ...change, override: Boolean(options.override) },
    },
    tx,
  );
  return { ok: true } as const;
}

class CourseFull extends Error {}

/**
 * The spec's /admin/inquiries status change, made through the lead desk so enrolling counts
 * a seat and the inbox shows the same value. Null when there is no such enquiry; the
 * page has no override, so a full course is refused with setLeadStatus's message.
 */
export async function setAdmissionStatus(
  inquiryId: string,
  status: LeadStatus,
  actor: Pick<Actor, "id">,
): Promise<{ ok: true; oldStatus: string } | { ok: false; message: string } | null> {
  const [before] = await db.select({ status: courseInquiries.status }).from(courseInquiries).where(eq(courseInquiries.id, inquiryId));
  if (!before) return null;
  // indexLead also indexes an enquiry the sync has not reached yet (restored, or a crash).
  const leadId = await indexLead("admission", inquiryId);
  if (!leadId) return null;
  const result = await setLeadStatus(leadId, status, actor);
  if (!result.ok) return result.error === "not_found" ? null : { ok: false, message: result.message };
  return { ok: true, oldStatus: before.status };
}

/** Adds a note (trimmed, at most LEAD_NOTE_MAX characters); counts as the first response. */
export async function addLeadNote(leadId: string, note: string, actor: Pick<Actor, "id">): Promise<WorkResult> {
  const text = note.trim();
  if (!text || text.length > LEAD_NOTE_MAX)
    return { ok: false, error: "invalid", message: `A note needs 1 to ${LEAD_NOTE_MAX} characters` };
  return db.transaction(async (tx) => {
    const lead = await lockLead(tx, leadId);
    if (!lead) return NOT_FOUND;
    await tx
      .update(leads)
      .set({ first_response_at: lead.first_response_at ?? new Date(), updated_at: new Date() })
      .where(eq(leads.id, leadId));
    await event(tx, leadId, "note", actor, text, {});
    // The words stay on the lead's timeline (erased with it); the log keeps only their length.
    await audit(
      { adminUserId: actor.id, action: "add_lead_note", details: { lead_id: leadId, before: null, after: { note_length: text.length } } },
      tx,
    );
    return { ok: true } as const;
  });
}

/** Sets (or, with null, clears) the follow-up date and time. */
export async function setFollowUp(leadId: string, at: Date | null, actor: Pick<Actor, "id">): Promise<WorkResult> {
  return db.transaction(async (tx) => {
    const lead = await lockLead(tx, leadId);
    if (!lead) return NOT_FOUND;
    await tx.update(leads).set({ follow_up_at: at, updated_at: new Date() }).where(eq(leads.id, leadId));
    const change = {
      before: { follow_up_at: lead.follow_up_at?.toISOString() ?? null },
      after: { follow_up_at: at?.toISOString() ?? null },
    };
    await event(tx, leadId, "follow_up_set", actor, null, change);
    await audit({ adminUserId: actor.id, action: "set_lead_follow_up", details: { lead_id: leadId, ...change } }, tx);
    return { ok: true } as const;
  });
}

/** Marks the follow-up done: it leaves the follow-ups view and stays on the timeline. */
export async function completeFollowUp(leadId: string, actor: Pick<Actor, "id">): Promise<WorkResult> {
  return db.transaction(async (tx) => {
    const lead = await lockLead(tx, leadId);
    if (!lead) return NOT_FOUND;
    if (!lead.follow_up_at) return { ok: false, error: "invalid", message: "This lead has no follow-up to mark done" } as const;
    const now = new Date();
    await tx
      .update(leads)
      .set({ follow_up_at: null, first_response_at: lead.first_response_at ?? now, updated_at: now })
      .where(eq(leads.id, leadId));
    const change = { before: { follow_up_at: lead.follow_up_at.toISOString() }, after: { follow_up_at: null } };
    await event(tx, leadId, "follow_up_done", actor, null, change);
    await audit({ adminUserId: actor.id, action: "complete_lead_follow_up", details: { lead_id: leadId, ...change } }, tx);
    return { ok: true } as const;
  });
}

/** Assigns the lead to an active admin or super_admin (user id), or to nobody (null). */
export async function assignLead(leadId: string, assignee: string | null, actor: Pick<Actor, "id">): Promise<WorkResult> {
  if (assignee) {
    const [staff] = await db
      .select({ id: profiles.user_id })
      .from(profiles)
      .where(and(eq(profiles.user_id, assignee), eq(profiles.is_active, true), inArray(profiles.role, [...STAFF_ROLES])));
    if (!staff) return { ok: false, error: "invalid", message: "Choose an active staff member" };
  }
  return db.transaction(async (tx) => {
    const lead = await lockLead(tx, leadId);
    if (!lead) return NOT_FOUND;
    if (lead.assigned_to === assignee) return { ok: true } as const;
    await tx.update(leads).set({ assigned_to: assignee, updated_at: new Date() }).where(eq(leads.id, leadId));
    const change = { before: { assigned_to: lead.assigned_to }, after: { assigned_to: assignee } };
    await event(tx, leadId, "assigned", actor, null, change);
    await audit({ adminUserId: actor.id, action: "assign_lead", details: { lead_id: leadId, ...change }, targetUserId: assignee }, tx);
    return { ok: true } as const;
  });
}

/** The staff a lead can be given to, for the assignee control and filter. */
export async function listAssignableStaff(): Promise<{ id: string; name: string }[]> {
  const rows = await db
    .select({ id: profiles.user_id, first: profiles.first_name, last: profiles.last_name, email: user.email })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.user_id))
    .where(and(eq(profiles.is_active, true), inArray(profiles.role, [...STAFF_ROLES])));
  return rows.map((r) => ({ id: r.id, name: [r.first, r.last].filter(Boolean).join(" ") || r.email }));
}
