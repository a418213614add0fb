import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { insertContactMessage } from "#app/features/enquiries/contact-messages.server";
import { createDemoRequest } from "#app/features/enquiries/demo-requests.server";
import { createInquiry } from "#app/features/enquiries/inquiries.server";
import { subscribe } from "#app/features/enquiries/newsletter.server";
import { alertsIdle } from "#app/features/lead-desk/alerts.server";
import { contactLinks } from "#app/features/lead-desk/contact-links.server";
import { leadDashboard } from "#app/features/lead-desk/dashboard.server";
import { leadFilterFrom, listFollowUps, listLeads, NO_FILTER } from "#app/features/lead-desk/inbox.server";
import { syncLeadIndex } from "#app/features/lead-desk/index-sync.server";
import { runErasure, runLeadIntent } from "#app/features/lead-desk/intents.server";
import { erasePerson, erasureSchema, purgeExpiredLeads } from "#app/features/lead-desk/privacy.server";
import { getLeadDeskSettings, updateLeadDeskSettings } from "#app/features/lead-desk/settings.server";
import { getLeadDetail } from "#app/features/lead-desk/timeline.server";
import {
  addLeadNote,
  assignLead,
  completeFollowUp,
  setAdmissionStatus,
  setFollowUp,
  setLeadStatus,
} from "#app/features/lead-desk/work.server";
import { ensureSiteSettings } from "#app/features/settings/settings.server";
import type { LeadKind } from "#app/lib/lead-vocabulary";
import * as newCertificateRoute from "#app/routes/admin/certificates/new/route";
import * as certificatesRoute from "#app/routes/admin/certificates/route";
import { db } from "#app/server/db/db.server";
import {
  adminLogs,
  contactMessages,
  courseInquiries,
  courses,
  demoRequests,
  leadEvents,
  leads,
  messages,
  newsletterSubscribers,
  siteSettings,
} from "#app/server/db/schema";
import { account, requestAs, type TestAccount } from "#tests/support/accounts";
import { logsFor } from "#tests/support/admin-logs";
import { settle } from "#tests/support/call-route";
import { insertCourse as course } from "#tests/support/courses";

// The lead desk's models (decision 016) against a real database, fed through the real public-form
// models, as a visitor's submission arrives.

let admin: TestAccount;
let otherAdmin: TestAccount;
let learner: TestAccount;

let phoneCounter = 0;
const freshPhone = () => `96${String(++phoneCounter).padStart(8, "0")}`;

async function leadOf(kind: LeadKind, where: { phone?: string; email?: string }) {
  const rows = await db
    .select()
    .from(leads)
    .where(and(eq(leads.kind, kind), where.phone ? eq(leads.phone_key, where.phone.slice(-10)) : eq(leads.email, where.email ?? "")))
    .orderBy(desc(leads.created_at));
  return rows[0];
}

async function admission(name: string, phone: string, courseId: string, email = `${name.toLowerCase().replace(/\W/g, "")}@example.com`) {
  const { id } = await createInquiry({ fullName: name, email, phone, courseId } as never);
  const [lead] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.kind, "admission"), eq(leads.source_id, id)));
  // The alert e-mail's event lands in the background; let it, so timelines are settled.
  await alertsIdle();
  return lead;
}

async function enrolledCount(courseId: string) {
  const [row] = await db.select({ n: courses.currently_enrolled }).from(courses).where(eq(courses.id, courseId));
  return row.n;
}

beforeAll(async () => {
  await ensureSiteSettings();
  admin = await account("admin");
  otherAdmin = await account("super_admin");
  learner = await account("user");
});

/** The follow-ups lists' first 100 rows (each list's cap before it paged), so these checks see as far as they did. */
const FIRST_100 = { due: { page: 1, pageSize: 100 }, unanswered: { page: 1, pageSize: 100 } };

describe("one person, one timeline", () => {
  it("indexes every kind of public form and groups submissions by the phone's 10 digits", async () => {
    const mobile = await course("Mobile and Smartphone Repairing", 20);
    const first = await admission("Ravi Sharma", "+91 98100 54321", mobile.id);
    await createDemoRequest({ name: "Ravi Sharma", mobile: "9810054321", course: "Mobile and Smartphone Repairing" });
    await insertContactMessage({
      name: "Ravi S",
      email: "ravi.s@example.com",
      phone: "098100-54321",
      subject: null,
      message: "Fees?",
      course: null,
    });
    await subscribe("Ravi.Newsletter@Example.com");
    await admission("Someone Else", "9810054322", mobile.id);
    await alertsIdle();

    expect(first).toMatchObject({
      kind: "admission",
      name: "Ravi Sharma",
      phone_key: "9810054321",
      status: "pending",
      course_id: mobile.id,
    });
    const demo = await leadOf("demo", { phone: "9810054321" });
    // The demo form names its course: matched to the catalogue by name.
    expect(demo).toMatchObject({ course_id: mobile.id, course_name: "Mobile and Smartphone Repairing" });
    expect(await leadOf("newsletter", { email: "ravi.newsletter@example.com" })).toMatchObject({
      name: "ravi.newsletter@example.com",
      phone_key: null,
    });

    const detail = await getLeadDetail(demo.id);
    expect(detail?.submissions.map((s) => s.kind).sort()).toEqual(["admission", "contact", "demo"]);
    const kinds = detail?.timeline.filter((t) => t.type === "submission").map((t) => (t.type === "submission" ? t.lead.name : ""));
    expect(kinds).toHaveLength(3);
    const times = detail?.timeline.map((t) => t.at.getTime()) ?? [];
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(await getLeadDetail("00000000-0000-4000-8000-000000000000")).toBeNull();
  });

  it("a duplicate submission is indexed once, and rows written elsewhere (seed, restore) join the inbox on sync", async () => {
    const phone = freshPhone();
    await createDemoRequest({ name: "Twice Sent", mobile: phone, course: "iPhone Repairing Course" });
    await createDemoRequest({ name: "Twice Sent", mobile: phone, course: "iPhone Repairing Course" });
    expect(await db.select().from(leads).where(eq(leads.phone_key, phone))).toHaveLength(1);

    const [seeded] = await db
      .insert(demoRequests)
      .values({ name: "Seeded Lead", mobile: freshPhone(), course: "iPhone Repairing Course" })
      .returning();
    expect(await db.select().from(leads).where(eq(leads.source_id, seeded.id))).toHaveLength(0);
    expect((await syncLeadIndex()).added).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(leads).where(eq(leads.source_id, seeded.id))).toHaveLength(1);
    expect(await syncLeadIndex()).toEqual({ added: 0, removed: 0, statusFixed: 0 });

    // A restore removes a submission and brings another status: the index follows.
    await db.delete(demoRequests).where(eq(demoRequests.id, seeded.id));
    const c = await course("Restored Course", 5);
    const restored = await admission("Restored Status", freshPhone(), c.id);
    await db.update(courseInquiries).set({ status: "rejected" }).where(eq(courseInquiries.id, restored.source_id));
    expect(await syncLeadIndex()).toEqual({ added: 0, removed: 1, statusFixed: 1 });
    expect(await db.select().from(leads).where(eq(leads.source_id, seeded.id))).toHaveLength(0);
    expect((await db.select().from(leads).where(eq(leads.id, restored.id)))[0].status).toBe("rejected");
    await alertsIdle();
  });
});

describe("working a lead", () => {
  it("status changes count and release seats, mirror the enquiry's status and are audited with before and after", async () => {
    const small = await course("Laptop Small Batch", 2, 1);
    const a = await admission("Asha Verma", freshPhone(), small.id);
    const b = await admission("Bina Rao", freshPhone(), small.id);

    expect(await setLeadStatus(a.id, "enrolled", admin)).toEqual({ ok: true });
    expect(await enrolledCount(small.id)).toBe(2);
    const [inquiry] = await db.select().from(courseInquiries).where(eq(courseInquiries.id, a.source_id));
    expect(inquiry.status).toBe("enrolled");

    // Full: refused, nothing changes.
    const full = await setLeadStatus(b.id, "enrolled", admin);
    expect(full).toMatchObject({ ok: false, error: "course_full" });
    expect((await db.select().from(leads).where(eq(leads.id, b.id)))[0].status).toBe("pending");
    expect(await enrolledCount(small.id)).toBe(2);
    // An explicit override goes beyond max_students.
    expect(await setLeadStatus(b.id, "enrolled", admin, { override: true })).toEqual({ ok: true });
    expect(await enrolledCount(small.id)).toBe(3);

    // Back from enrolled gives the seat back; demo_scheduled is one of the statuses.
    expect(await setLeadStatus(a.id, "demo_scheduled", admin)).toEqual({ ok: true });
    expect(await enrolledCount(small.id)).toBe(2);
    const [after] = await db.select().from(courseInquiries).where(eq(courseInquiries.id, a.source_id));
    expect(after.status).toBe("demo_scheduled");
    const [lead] = await db.select().from(leads).where(eq(leads.id, a.id));
    expect(lead.seat_course_id).toBeNull();
    expect(lead.first_response_at).toBeInstanceOf(Date);

    const logs = await db
      .select()
      .from(adminLogs)
      .where(and(eq(adminLogs.action, "update_lead_status"), sql`${adminLogs.details}->>'lead_id' = ${a.id}`))
      .orderBy(adminLogs.created_at);
    expect(logs.map((l) => l.details)).toEqual([
      { lead_id: a.id, before: { status: "pending" }, after: { status: "enrolled" }, override: false },
      { lead_id: a.id, before: { status: "enrolled" }, after: { status: "demo_scheduled" }, override: false },
    ]);
    expect(logs[0].admin_user_id).toBe(admin.id);
    const detail = await getLeadDetail(a.id);
    const statusEvents = detail?.timeline.filter((t) => t.type === "status") ?? [];
    expect(statusEvents).toHaveLength(2);
    expect(statusEvents[0]).toMatchObject({ actor: { id: admin.id } });
  });

  it("an enrolled lead opens a new certificate filled with the student's name, course and duration; others open it empty", async () => {
    const repair = await course("AC Repair for Certificates", 10);
    const enrolled = await admission("Deepak Yadav", freshPhone(), repair.id);
    const waiting = await admission("Meena Joshi", freshPhone(), repair.id);
    expect(await setLeadStatus(enrolled.id, "enrolled", admin)).toEqual({ ok: true });
    const prefillOf = async (leadId: string) => {
      // The lead page links to the old URL; it opens the add dialog's own route, keeping from_lead (decision 013).
      const old = await settle(() =>
        certificatesRoute.loader({
          request: requestAs(admin, `/admin/certificates?new=1&from_lead=${leadId}`),
          params: {},
          context: {},
        } as never),
      );
      const location = old instanceof Response ? old.headers.get("location") : null;
      expect(location).toBe(`/admin/certificates/new?from_lead=${leadId}`);
      const page = await newCertificateRoute.loader({ request: requestAs(admin, location ?? ""), params: {}, context: {} } as never);
      return page.prefill;
    };
    expect(await prefillOf(enrolled.id)).toEqual({ student_name: "Deepak Yadav", course_id: repair.id, duration: "4 weeks" });
    expect(await prefillOf(waiting.id)).toBeNull();
    expect(await prefillOf("not-a-lead")).toBeNull();
  });

  it("a status set on /admin/inquiries is the inbox's status too", async () => {
    const c = await course("Inquiries Page Course", 10);
    const a = await admission("Hari Menon", freshPhone(), c.id);
    expect(await setAdmissionStatus(a.source_id, "contacted", admin)).toMatchObject({ ok: true, oldStatus: "pending" });
    const [lead] = await db.select().from(leads).where(eq(leads.id, a.id));
    expect(lead.status).toBe("contacted");
    expect(lead.first_response_at).toBeInstanceOf(Date);
  });

  it("two admins enrolling two leads for the last seat at once: exactly one gets it", async () => {
    const last = await course("One Seat Left", 5, 4);
    const a = await admission("Chetan Das", freshPhone(), last.id);
    const b = await admission("Deepa Nair", freshPhone(), last.id);
    const results = await Promise.all([setLeadStatus(a.id, "enrolled", admin), setLeadStatus(b.id, "enrolled", otherAdmin)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([expect.objectContaining({ error: "course_full" })]);
    expect(await enrolledCount(last.id)).toBe(5);
    const statuses = await db
      .select({ status: leads.status })
      .from(leads)
      .where(inArray(leads.id, [a.id, b.id]));
    expect(statuses.map((s) => s.status).sort()).toEqual(["enrolled", "pending"]);
  });

  it("the same lead enrolled twice at once counts one seat", async () => {
    const c = await course("Twice Clicked", 10, 0);
    const a = await admission("Esha Gill", freshPhone(), c.id);
    await Promise.all([setLeadStatus(a.id, "enrolled", admin), setLeadStatus(a.id, "enrolled", otherAdmin)]);
    expect(await enrolledCount(c.id)).toBe(1);
  });

  it("notes are length-limited and stored as written; an empty or long one changes nothing", async () => {
    const c = await course("Notes Course", 10);
    const a = await admission("Farah Khan", freshPhone(), c.id);
    expect(await addLeadNote(a.id, "   ", admin)).toMatchObject({ ok: false, error: "invalid" });
    expect(await addLeadNote(a.id, "x".repeat(2001), admin)).toMatchObject({ ok: false, error: "invalid" });
    expect(
      await db
        .select()
        .from(leadEvents)
        .where(and(eq(leadEvents.lead_id, a.id), eq(leadEvents.type, "note"))),
    ).toHaveLength(0);
    const note = "Called <b>back</b>; पिता से बात करेंगे";
    expect(await addLeadNote(a.id, `  ${note}  `, admin)).toEqual({ ok: true });
    const detail = await getLeadDetail(a.id);
    expect(detail?.timeline.find((t) => t.type === "note")).toMatchObject({ body: note, actor: { id: admin.id } });
    const [log] = await db
      .select()
      .from(adminLogs)
      .where(and(eq(adminLogs.action, "add_lead_note"), sql`${adminLogs.details}->>'lead_id' = ${a.id}`));
    // The log names the lead and the note's length, never its words (they stay on the timeline).
    expect(log.details).toEqual({ lead_id: a.id, before: null, after: { note_length: note.length } });
    expect(await addLeadNote("00000000-0000-4000-8000-000000000000", "Hello", admin)).toMatchObject({ ok: false, error: "not_found" });
  });

  it("assigns to active staff only, and follow-ups are set, listed and done", async () => {
    const c = await course("Follow Course", 10);
    const a = await admission("Gopal Iyer", freshPhone(), c.id);
    expect(await assignLead(a.id, learner.id, admin)).toMatchObject({ ok: false, error: "invalid" });
    expect(await assignLead(a.id, otherAdmin.id, admin)).toEqual({ ok: true });
    const [log] = await db
      .select()
      .from(adminLogs)
      .where(and(eq(adminLogs.action, "assign_lead"), sql`${adminLogs.details}->>'lead_id' = ${a.id}`));
    expect(log.details).toMatchObject({ before: { assigned_to: null }, after: { assigned_to: otherAdmin.id } });

    const overdue = new Date(Date.now() - 60 * 60_000);
    expect(await setFollowUp(a.id, overdue, admin)).toEqual({ ok: true });
    const { due } = await listFollowUps(FIRST_100);
    expect(due.rows.find((d) => d.id === a.id)).toMatchObject({ overdue: true });
    expect((await listLeads({ ...NO_FILTER, due: true })).rows.map((r) => r.id)).toContain(a.id);
    expect((await listLeads({ ...NO_FILTER, assignee: otherAdmin.id })).rows.map((r) => r.id)).toEqual([a.id]);

    expect(await completeFollowUp(a.id, admin)).toEqual({ ok: true });
    expect((await listFollowUps(FIRST_100)).due.rows.map((d) => d.id)).not.toContain(a.id);
    expect(await completeFollowUp(a.id, admin)).toMatchObject({ ok: false, error: "invalid" });
    const types = (await getLeadDetail(a.id))?.timeline.map((t) => t.type);
    expect(types).toEqual(expect.arrayContaining(["submission", "assigned", "follow_up_set", "follow_up_done"]));
  });
});

describe("the lead page's form posts", () => {
  const form = (values: Record<string, string>) => {
    const data = new FormData();
    for (const [k, v] of Object.entries(values)) data.set(k, v);
    return data;
  };

  it("answer bad input with 400 and a message, and change nothing", async () => {
    const c = await course("Intent Course", 1);
    const a = await admission("Indu Bose", freshPhone(), c.id);
    const before = await getLeadDetail(a.id);
    const cases: [Record<string, string>, string | undefined][] = [
      [{ intent: "status", status: "won" }, "status"],
      [{ intent: "status", status: "enrolled", override: "yes" }, "override"],
      [{ intent: "note", note: "" }, "note"],
      [{ intent: "note", note: "n".repeat(2001) }, "note"],
      [{ intent: "follow_up", followUpAt: "2026-02-31T10:00" }, "followUpAt"],
      [{ intent: "follow_up", followUpAt: "tomorrow" }, "followUpAt"],
      [{ intent: "assign", assignee: learner.id }, undefined],
      [{ intent: "delete_everything" }, undefined],
      [{}, undefined],
    ];
    for (const [values, field] of cases) {
      const result = await runLeadIntent(a.id, form(values), admin);
      expect(result.status, JSON.stringify(values)).toBe(400);
      expect(result.ok).toBe(false);
      expect(result.message).toBeTruthy();
      if (field) expect(Object.keys(result.fieldErrors ?? {})).toContain(field);
    }
    expect((await getLeadDetail(a.id))?.timeline).toEqual(before?.timeline);
    expect((await db.select().from(leads).where(eq(leads.id, a.id)))[0]).toMatchObject({
      status: "pending",
      follow_up_at: null,
      assigned_to: null,
    });
  });

  it("do the work: a follow-up is read as India time; a full course is 409, a missing lead 404", async () => {
    const c = await course("Intent Full", 1, 1);
    const a = await admission("Jaya Pillai", freshPhone(), c.id);
    expect(await runLeadIntent(a.id, form({ intent: "follow_up", followUpAt: "2026-11-25T10:30" }), admin)).toMatchObject({
      status: 200,
      ok: true,
    });
    const [lead] = await db.select().from(leads).where(eq(leads.id, a.id));
    expect(lead.follow_up_at?.toISOString()).toBe("2026-11-25T05:00:00.000Z");
    expect(await runLeadIntent(a.id, form({ intent: "status", status: "enrolled" }), admin)).toMatchObject({ status: 409, ok: false });
    expect(await runLeadIntent(a.id, form({ intent: "status", status: "enrolled", override: "on" }), admin)).toMatchObject({ status: 200 });
    expect(await enrolledCount(c.id)).toBe(2);
    expect(await runLeadIntent(a.id, form({ intent: "note", note: "Paid the fee" }), admin)).toMatchObject({ status: 200 });
    expect(await runLeadIntent(a.id, form({ intent: "assign", assignee: admin.id }), admin)).toMatchObject({ status: 200 });
    expect(await runLeadIntent(a.id, form({ intent: "follow_up_done" }), admin)).toMatchObject({ status: 200 });
    expect(await runLeadIntent("00000000-0000-4000-8000-000000000000", form({ intent: "note", note: "x" }), admin)).toMatchObject({
      status: 404,
    });
  });

  it("the erasure form needs a 10-digit phone or an e-mail", async () => {
    expect(await runErasure(form({ phone: "123" }), admin)).toMatchObject({ status: 400, ok: false });
    expect(await runErasure(form({}), admin)).toMatchObject({ status: 400 });
    expect(await runErasure(form({ email: "nobody-stored@example.com" }), admin)).toMatchObject({
      status: 200,
      message: "Nothing was stored for this person",
    });
  });
});

describe("the inbox and the follow-ups view", () => {
  let inboxCourse: { id: string };
  beforeAll(async () => {
    inboxCourse = await course("Inbox Course", 100);
    for (let i = 0; i < 30; i++) await admission(`Inbox Person${i}`, freshPhone(), inboxCourse.id, `inbox${i}@example.com`);
    await alertsIdle();
  });

  it("pages server-side, newest first, with a total", async () => {
    const filter = { ...NO_FILTER, courseId: inboxCourse.id };
    const first = await listLeads(filter, { page: 1, pageSize: 20 });
    const second = await listLeads(filter, { page: 2, pageSize: 20 });
    expect(first.total).toBe(30);
    expect(first.pageCount).toBe(2);
    expect(first.rows).toHaveLength(20);
    expect(second.rows).toHaveLength(10);
    const ids = [...first.rows, ...second.rows].map((r) => r.id);
    expect(new Set(ids).size).toBe(30);
    const times = [...first.rows, ...second.rows].map((r) => r.created_at.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("filters by kind and status and searches name, phone and e-mail", async () => {
    const all = await listLeads({ ...NO_FILTER, courseId: inboxCourse.id }, { pageSize: 100 });
    const target = all.rows[5];
    expect(await setLeadStatus(target.id, "contacted", admin)).toEqual({ ok: true });
    const contacted = await listLeads({ ...NO_FILTER, courseId: inboxCourse.id, status: "contacted" });
    expect(contacted.rows.map((r) => r.id)).toEqual([target.id]);
    expect((await listLeads({ ...NO_FILTER, kind: "newsletter" })).rows.every((r) => r.kind === "newsletter")).toBe(true);
    expect((await listLeads({ ...NO_FILTER, kind: "demo" })).total).toBeGreaterThan(0);

    const byName = await listLeads({ ...NO_FILTER, q: target.name });
    expect(byName.rows.map((r) => r.id)).toEqual([target.id]);
    const byPhone = await listLeads({ ...NO_FILTER, q: target.phone_key ?? "" });
    expect(byPhone.rows.map((r) => r.id)).toEqual([target.id]);
    const byEmail = await listLeads({ ...NO_FILTER, q: target.email ?? "" });
    expect(byEmail.rows.map((r) => r.id)).toEqual([target.id]);
    expect((await listLeads({ ...NO_FILTER, q: "inbox person2" })).rows.length).toBeGreaterThanOrEqual(1);
    expect((await listLeads({ ...NO_FILTER, q: "'); drop table leads; --" })).total).toBe(0);
  });

  it("reads the query string leniently: junk is ignored, never an error", () => {
    const filter = leadFilterFrom(
      new URLSearchParams({
        kind: "bogus",
        status: "enrolled",
        course: "not-a-uuid",
        assignee: "x".repeat(200),
        due: "1",
        q: `  ${"q".repeat(300)}`,
      }),
    );
    expect(filter).toEqual({ kind: null, status: "enrolled", courseId: null, assignee: null, due: true, q: "q".repeat(100) });
  });

  it("lists new leads nobody has answered for longer than the response time, oldest first", async () => {
    const c = await course("Waiting Course", 10);
    const old = await admission("Waiting Long", freshPhone(), c.id);
    const fresh = await admission("Just Arrived", freshPhone(), c.id);
    const answered = await admission("Already Called", freshPhone(), c.id);
    await db
      .update(leads)
      .set({ created_at: sql`now() - interval '3 hours'` })
      .where(inArray(leads.id, [old.id, answered.id]));
    await setLeadStatus(answered.id, "contacted", admin);
    const { unanswered } = await listFollowUps(FIRST_100);
    const ids = unanswered.rows.map((u) => u.id);
    expect(ids).toContain(old.id);
    expect(ids).not.toContain(fresh.id);
    expect(ids).not.toContain(answered.id);
    expect((await listFollowUps({ ...FIRST_100, responseMinutes: 0 })).unanswered.rows.map((u) => u.id)).toContain(fresh.id);
  });
});

describe("dashboard figures", () => {
  it("counts leads today, this month, by kind and course, conversion, response time, follow-ups and sessions", async () => {
    const before = await leadDashboard();
    const c = await course("Dashboard Course", 10);
    const a = await admission("Dash One", freshPhone(), c.id);
    await admission("Dash Two", freshPhone(), c.id);
    await db.update(leads).set({ created_at: sql`now() - interval '10 minutes'` }).where(eq(leads.id, a.id));
    await setLeadStatus(a.id, "enrolled", admin);
    await setFollowUp(a.id, new Date(Date.now() - 60_000), admin);
    const after = await leadDashboard();
    expect(after.newToday - before.newToday).toBe(2);
    expect(after.leadsThisMonth - before.leadsThisMonth).toBe(2);
    expect(after.followUpsDue - before.followUpsDue).toBe(1);
    expect(after.byCourse30d.find((b) => b.course === "Dashboard Course")?.count).toBe(2);
    expect(after.byKind30d.find((b) => b.kind === "admission")?.count).toBe(
      (before.byKind30d.find((b) => b.kind === "admission")?.count ?? 0) + 2,
    );
    const month = after.conversionByMonth.at(-1);
    expect(month?.enrolled).toBeGreaterThanOrEqual(1);
    expect(month?.rate).toBeCloseTo((month?.enrolled ?? 0) / (month?.leads ?? 1), 2);
    expect(after.medianFirstResponseMinutes).not.toBeNull();
    // Three accounts signed in for this file: their sessions are unexpired.
    expect(after.activeSessions).toBeGreaterThanOrEqual(3);
    expect(after.growthPercent === null || typeof after.growthPercent === "number").toBe(true);
  });
});

describe("privacy", () => {
  it("erases every lead row and message of a person by phone, and the audit entry names no one", async () => {
    const c = await course("Erase Course", 10);
    const phone = freshPhone();
    const email = "erase.me@example.com";
    const a = await admission("Erase Me", `+91 ${phone}`, c.id, email);
    await createDemoRequest({ name: "Erase Me", mobile: phone, course: "iPhone Repairing Course" });
    await insertContactMessage({ name: "Erase Me", email, phone: null, subject: null, message: "Please call", course: null });
    await subscribe(email);
    await db.insert(messages).values({
      from_number: `91${phone}`,
      to_number: "911234567890",
      message_body: "Hi",
      direction: "inbound",
      status: "received",
      phone_key: phone,
    });
    // The alert to the institute's own number names them too; it is attached by lead_id.
    await db.insert(messages).values({
      to_number: "911234567890",
      message_body: "Template new_enquiry_alert: Erase Me",
      direction: "outbound",
      status: "sent",
      lead_id: a.id,
    });
    const keep = await admission("Keep Me", freshPhone(), c.id);
    await setLeadStatus(a.id, "enrolled", admin);
    await alertsIdle();

    const parsed = erasureSchema.parse({ phone: `+91 ${phone}`, email });
    const counts = await erasePerson(parsed, admin);
    expect(counts).toMatchObject({ course_inquiries: 1, demo_requests: 1, contact_messages: 1, newsletter_subscribers: 1, messages: 2 });
    expect(await db.select().from(messages).where(eq(messages.lead_id, a.id))).toHaveLength(0);
    expect(counts.leads).toBe(4);
    expect(await db.select().from(leads).where(eq(leads.phone_key, phone))).toHaveLength(0);
    expect(await db.select().from(leads).where(eq(leads.email, email))).toHaveLength(0);
    expect(await db.select().from(messages).where(eq(messages.phone_key, phone))).toHaveLength(0);
    expect(await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email))).toHaveLength(0);
    expect(await db.select().from(contactMessages).where(eq(contactMessages.email, email))).toHaveLength(0);
    expect(await db.select().from(leads).where(eq(leads.id, keep.id))).toHaveLength(1);

    const [log] = await logsFor("erase_person");
    const text = JSON.stringify(log);
    expect(text).not.toContain(phone);
    expect(text).not.toContain("erase.me");
    expect(text).not.toContain("Erase Me");
    expect(log.details).toMatchObject({ deleted: { leads: 4 } });

    expect(erasureSchema.safeParse({ phone: "12345", email: "not-an-email" }).success).toBe(false);
  });

  it("purges leads older than the retention period only when one is set", async () => {
    const c = await course("Retention Course", 10);
    const old = await admission("Old Lead", freshPhone(), c.id);
    const recent = await admission("Recent Lead", freshPhone(), c.id);
    await db.update(leads).set({ created_at: sql`now() - interval '400 days'` }).where(eq(leads.id, old.id));
    await db.update(courseInquiries).set({ created_at: sql`now() - interval '400 days'` }).where(eq(courseInquiries.id, old.source_id));

    expect(await purgeExpiredLeads(otherAdmin)).toEqual({ retentionDays: null, deleted: {} });
    // Only a super_admin sets the retention and purges.
    const settings = await getLeadDeskSettings();
    expect(await updateLeadDeskSettings({ ...settings, retentionDays: 365 }, admin)).toMatchObject({ ok: false });
    expect(await purgeExpiredLeads(admin)).toEqual({ refused: "super_admin only" });
    expect(await db.select().from(leads).where(eq(leads.id, old.id))).toHaveLength(1);

    expect(await updateLeadDeskSettings({ ...settings, retentionDays: 365 }, otherAdmin)).toEqual({ ok: true });
    const [log] = await db.select().from(adminLogs).where(eq(adminLogs.action, "update_lead_settings"));
    expect(log.details).toEqual({ before: { retentionDays: null }, after: { retentionDays: 365 } });
    const purged = await purgeExpiredLeads(otherAdmin);
    if ("refused" in purged) throw new Error("refused");
    expect(purged.retentionDays).toBe(365);
    expect(purged.deleted.course_inquiries).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(leads).where(eq(leads.id, old.id))).toHaveLength(0);
    expect(await db.select().from(courseInquiries).where(eq(courseInquiries.id, old.source_id))).toHaveLength(0);
    expect(await db.select().from(leads).where(eq(leads.id, recent.id))).toHaveLength(1);
    await db.update(siteSettings).set({ lead_retention_days: null });
  });
});

describe("call and WhatsApp links", () => {
  it("fills the greeting with the lead's name and course", async () => {
    const settings = await getLeadDeskSettings();
    const links = contactLinks({ name: "Ravi", phone_key: "9810054321", course_name: "AC PCB Repairing Course" }, settings.greetingEn);
    expect(links?.call).toBe("tel:+919810054321");
    const url = new URL(links?.whatsapp ?? "");
    expect(url.host).toBe("wa.me");
    expect(url.pathname).toBe("/919810054321");
    expect(url.searchParams.get("text")).toContain("Hello Ravi");
    expect(url.searchParams.get("text")).toContain("AC PCB Repairing Course");
    expect(contactLinks({ name: "N", phone_key: null, course_name: null }, settings.greetingEn)).toBeNull();
  });
});
