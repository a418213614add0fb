import { and, eq, gt, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createInquiry } from "#app/features/enquiries/inquiries.server";
import { alertsIdle } from "#app/features/lead-desk/alerts.server";
import { getLeadDeskSettings } from "#app/features/lead-desk/settings.server";
import { ensureSiteSettings } from "#app/features/settings/settings.server";
import * as inquiriesPage from "#app/routes/admin/inquiries/route";
import * as layout from "#app/routes/admin/layout";
import * as leadPage from "#app/routes/admin/leads/detail/route";
import * as followUpsPage from "#app/routes/admin/leads/follow-ups/route";
import * as inboxPage from "#app/routes/admin/leads/route";
import * as settingsPage from "#app/routes/admin/leads/settings/route";
import { db } from "#app/server/db/db.server";
import { adminLogs, courseInquiries, courses, leadEvents, leads, session } from "#app/server/db/schema";
import { account, requestAs, type TestAccount } from "#tests/support/accounts";
import { ROUTE_CONTEXT, settle, toastOf } from "#tests/support/call-route";
import { insertCourse as course } from "#tests/support/courses";

// The lead desk's admin pages (decision 016) through their loaders and actions, as React Router calls them.

let admin: TestAccount;
let phoneCounter = 0;
const freshPhone = () => `97${String(++phoneCounter).padStart(8, "0")}`;

async function admission(name: string, courseId: string) {
  const { id } = await createInquiry({
    fullName: name,
    email: `${name.replace(/\W/g, "").toLowerCase()}@example.com`,
    phone: freshPhone(),
    courseId,
  } as never);
  await alertsIdle();
  const [lead] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.kind, "admission"), eq(leads.source_id, id)));
  return lead;
}

const seats = async (courseId: string) => (await db.select().from(courses).where(eq(courses.id, courseId)))[0].currently_enrolled;
const leadRow = async (id: string) => (await db.select().from(leads).where(eq(leads.id, id)))[0];

type Fn = (args: never) => unknown;
const call = (fn: Fn, url: string, params: Record<string, string> = {}, form?: Record<string, string>) =>
  settle(() => fn({ request: requestAs(admin, url, form ? { form } : {}), params, context: ROUTE_CONTEXT } as never));
/** A `data(...)` answer's status and body (what the page gets as actionData). */
const answerOf = (value: unknown) =>
  value as { init: { status: number }; data: { intent: string; message: string; fieldErrors: Record<string, string> } };

beforeAll(async () => {
  await ensureSiteSettings();
  admin = await account("admin");
});

describe("the lead page's forms", () => {
  it("each intent changes the lead and redirects back with its toast", async () => {
    const c = await course("Lead Page Course", 10);
    const lead = await admission("Kiran Bose", c.id);
    const url = `/admin/leads/${lead.id}`;
    const post = (form: Record<string, string>) => call(leadPage.action as Fn, url, { id: lead.id }, form);

    const status = (await post({ intent: "status", status: "contacted" })) as Response;
    expect(status.status).toBe(302);
    expect(status.headers.get("location")).toBe(url);
    expect(await toastOf(status)).toMatchObject({ title: "Status updated", type: "success" });
    expect((await leadRow(lead.id)).status).toBe("contacted");

    expect(await toastOf((await post({ intent: "note", note: "Asked about fees <b>" })) as Response)).toMatchObject({
      title: "Note added",
    });
    expect(await toastOf((await post({ intent: "follow_up", followUpAt: "2026-03-01T09:15" })) as Response)).toMatchObject({
      title: "Follow-up set",
    });
    expect((await leadRow(lead.id)).follow_up_at?.toISOString()).toBe("2026-03-01T03:45:00.000Z");
    expect(await toastOf((await post({ intent: "assign", assignee: admin.id })) as Response)).toMatchObject({ title: "Assignee updated" });
    expect((await leadRow(lead.id)).assigned_to).toBe(admin.id);

    const page = (await call(leadPage.loader as Fn, url, { id: lead.id })) as Awaited<ReturnType<typeof leadPage.loader>>;
    expect(page.lead).toMatchObject({ status: "contacted", assigned_to: admin.id });
    expect(page.timeline.map((t) => t.type)).toEqual(["submission", "alert_email", "status", "note", "follow_up_set", "assigned"]);
    expect(page.timeline.find((t) => t.type === "note")).toMatchObject({ body: "Asked about fees <b>", actor: { id: admin.id } });
    expect(page.links.hi?.call).toBe(`tel:+91${lead.phone_key}`);
    expect(page.links.en?.whatsapp).toContain(encodeURIComponent("Hello Kiran Bose"));
  });

  it("bad input is a 400 with the message and changes nothing", async () => {
    const c = await course("Bad Input Course", 10);
    const lead = await admission("Mala Sen", c.id);
    const post = (form: Record<string, string>) => call(leadPage.action as Fn, `/admin/leads/${lead.id}`, { id: lead.id }, form);
    const before = await leadRow(lead.id);
    const eventsBefore = await db.select().from(leadEvents).where(eq(leadEvents.lead_id, lead.id));

    const cases: [Record<string, string>, string][] = [
      [{ intent: "note", note: "   " }, "Write a note first"],
      [{ intent: "note", note: "x".repeat(2001) }, "A note can be at most 2000 characters"],
      [{ intent: "follow_up", followUpAt: "2026-02-31T10:00" }, "Choose a date and time"],
      [{ intent: "follow_up", followUpAt: "tomorrow" }, "Choose a date and time"],
      [{ intent: "status", status: "won" }, "Choose a status"],
      [{ intent: "assign", assignee: "not-a-staff-member" }, ""],
      [{ intent: "delete" }, "Unknown action. Please reload the page and try again."],
    ];
    for (const [form, message] of cases) {
      const answer = answerOf(await post(form));
      expect(answer.init.status, JSON.stringify(form)).toBe(400);
      if (message) expect(Object.values(answer.data.fieldErrors)[0] ?? answer.data.message, JSON.stringify(form)).toBe(message);
    }
    expect(await leadRow(lead.id)).toEqual(before);
    expect(await db.select().from(leadEvents).where(eq(leadEvents.lead_id, lead.id))).toHaveLength(eventsBefore.length);
  });

  it("an unknown or malformed id is a 404, never a 500", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    for (const id of [missing, "not-a-uuid"]) {
      expect(answerOf(await call(leadPage.loader as Fn, `/admin/leads/${id}`, { id })).init.status).toBe(404);
      expect(answerOf(await call(leadPage.action as Fn, `/admin/leads/${id}`, { id }, { intent: "note", note: "hi" })).init.status).toBe(
        404,
      );
    }
  });
});

describe("the inbox, the follow-ups view and the sidebar badge", () => {
  it("the badge counts new leads nobody has contacted; follow-ups lists the overdue first", async () => {
    const c = await course("Badge Course", 10);
    const before = ((await call(layout.loader as Fn, "/admin")) as { counts: { newLeads: number } }).counts.newLeads;
    const fresh = await admission("Om Prakash", c.id);
    expect(((await call(layout.loader as Fn, "/admin")) as { counts: { newLeads: number } }).counts.newLeads).toBe(before + 1);
    await call(leadPage.action as Fn, `/admin/leads/${fresh.id}`, { id: fresh.id }, { intent: "note", note: "Called" });
    expect(((await call(layout.loader as Fn, "/admin")) as { counts: { newLeads: number } }).counts.newLeads).toBe(before);

    await call(
      leadPage.action as Fn,
      `/admin/leads/${fresh.id}`,
      { id: fresh.id },
      { intent: "follow_up", followUpAt: "2026-01-02T10:00" },
    );
    const view = (await call(followUpsPage.loader as Fn, "/admin/leads/follow-ups")) as Awaited<ReturnType<typeof followUpsPage.loader>>;
    expect(view.due.find((r) => r.id === fresh.id)).toMatchObject({ overdue: true, links: { call: `tel:+91${fresh.phone_key}` } });

    const due = (await call(inboxPage.loader as Fn, "/admin/leads?due=1&kind=admission")) as Awaited<ReturnType<typeof inboxPage.loader>>;
    expect(due.rows.map((r) => r.id)).toContain(fresh.id);
    const byCourse = (await call(inboxPage.loader as Fn, `/admin/leads?course=${c.id}`)) as Awaited<ReturnType<typeof inboxPage.loader>>;
    expect(byCourse.rows.map((r) => r.name)).toEqual(["Om Prakash"]);
    const mine = (await call(inboxPage.loader as Fn, `/admin/leads?assignee=none&course=${c.id}`)) as Awaited<
      ReturnType<typeof inboxPage.loader>
    >;
    expect(mine.page?.total).toBe(1);
  });
});

describe("/admin/inquiries status changes go through the lead desk", () => {
  const post = (inquiryId: string, status: string) =>
    call(inquiriesPage.action as Fn, "/admin/inquiries", {}, { intent: "status", id: inquiryId, status }) as Promise<Response>;

  it("enrolled takes a seat, leaving enrolled gives it back, and the spec's log entry is kept", async () => {
    const c = await course("Inquiry Seat Course", 3, 1);
    const lead = await admission("Tara Singh", c.id);
    const enrolled = await post(lead.source_id, "enrolled");
    expect(await toastOf(enrolled)).toMatchObject({ title: "Status updated successfully", type: "success" });
    expect(await seats(c.id)).toBe(2);
    expect((await leadRow(lead.id)).status).toBe("enrolled");
    const [inquiry] = await db.select().from(courseInquiries).where(eq(courseInquiries.id, lead.source_id));
    expect(inquiry.status).toBe("enrolled");
    const [log] = await db.select().from(adminLogs).where(eq(adminLogs.action, "inquiry_status_update"));
    expect(log.details).toEqual({ inquiry_id: lead.source_id, old_status: "pending", new_status: "enrolled" });

    await post(lead.source_id, "contacted");
    expect(await seats(c.id)).toBe(1);
  });

  it("a full course refuses the enrolment with its reason and changes nothing", async () => {
    const c = await course("Full Inquiry Course", 2, 2);
    const lead = await admission("Uma Devi", c.id);
    const refused = await post(lead.source_id, "enrolled");
    expect(await toastOf(refused)).toMatchObject({
      title: "Failed to update status",
      description: "This course is full. Tick the override to enrol beyond its seats.",
      type: "error",
    });
    expect(await seats(c.id)).toBe(2);
    expect((await leadRow(lead.id)).status).toBe("pending");
  });
});

describe("the dashboard", () => {
  it("Growth and Active Sessions are real figures", async () => {
    const dashboard = await import("#app/routes/admin/dashboard/route");
    const { leads: figures } = (await call(dashboard.loader as Fn, "/admin")) as Awaited<ReturnType<typeof dashboard.loader>>;
    const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(session).where(gt(session.expiresAt, new Date()));
    expect(figures?.activeSessions).toBe(n);
    expect(n).toBeGreaterThanOrEqual(1);
    // Every admission made in this file arrived this month.
    expect(figures?.leadsThisMonth).toBeGreaterThanOrEqual(5);
    expect(figures?.byKind30d.find((k) => k.kind === "admission")?.count).toBeGreaterThanOrEqual(5);
  });
});

describe("greetings and privacy (/admin/leads/settings)", () => {
  const URL_ = "/admin/leads/settings";
  const as = (who: TestAccount, form: Record<string, string>) =>
    settle(() => settingsPage.action({ request: requestAs(who, URL_, { form }), params: {}, context: ROUTE_CONTEXT } as never));
  const greetings = { greetingEn: "Hi {name}, about {course}", greetingHi: "नमस्ते {name}, {course} के बारे में" };

  it("saves the greetings; a greeting too long or a retention changed by an admin is refused and changes nothing", async () => {
    const saved = (await as(admin, { intent: "settings", ...greetings, retentionDays: "" })) as Response;
    expect(saved.status).toBe(302);
    expect(await toastOf(saved)).toMatchObject({ title: "Lead desk settings saved", type: "success" });
    expect(await getLeadDeskSettings()).toEqual({ ...greetings, retentionDays: null });

    const tooLong = answerOf(
      await as(admin, { intent: "settings", greetingEn: "x".repeat(501), greetingHi: "", retentionDays: "" }),
    ) as unknown as {
      init: { status: number };
    };
    expect(tooLong.init.status).toBe(400);
    const notAllowed = answerOf(await as(admin, { intent: "settings", ...greetings, retentionDays: "90" })) as unknown as {
      init: { status: number };
      data: { reply: { error: Record<string, string[]> } };
    };
    expect(notAllowed.init.status).toBe(403);
    expect(JSON.stringify(notAllowed.data.reply.error)).toContain("Only a super admin can change how long leads are kept");
    expect(await getLeadDeskSettings()).toEqual({ ...greetings, retentionDays: null });
  });

  it("erases a person by phone (400 without a usable phone or e-mail); only a super admin purges", async () => {
    const c = await course("Erasure Course", 10);
    const lead = await admission("Sunil Kumar", c.id);
    const empty = answerOf(await as(admin, { intent: "erase", phone: "12", email: "" }));
    expect(empty.init.status).toBe(400);
    expect(empty.data.message).toBe("Enter the person's 10-digit phone number or e-mail address");
    expect(await leadRow(lead.id)).toBeDefined();

    const erased = (await as(admin, { intent: "erase", phone: lead.phone as string, email: "" })) as Response;
    expect(erased.status).toBe(302);
    expect((await toastOf(erased))?.title).toMatch(/^Erased \d+ records$/);
    expect(await leadRow(lead.id)).toBeUndefined();
    expect(await db.select().from(courseInquiries).where(eq(courseInquiries.id, lead.source_id))).toEqual([]);

    // requireSuperAdmin refuses with the 403 data() every admin route throws.
    expect(answerOf(await as(admin, { intent: "purge", id: "retention", confirmed: "1" })).init.status).toBe(403);

    const owner = await account("super_admin");
    const old = await admission("Old Enquirer", c.id);
    const longAgo = new Date(Date.now() - 400 * 86_400_000);
    await db.update(leads).set({ created_at: longAgo }).where(eq(leads.id, old.id));
    await db.update(courseInquiries).set({ created_at: longAgo }).where(eq(courseInquiries.id, old.source_id));
    expect(((await as(owner, { intent: "settings", ...greetings, retentionDays: "365" })) as Response).status).toBe(302);
    // Without the confirmation's confirmed=1 the purge is refused and nothing is deleted.
    const unasked = await as(owner, { intent: "purge", id: "retention" });
    expect(answerOf(unasked).init.status).toBe(400);
    expect(await toastOf(unasked as { init: ResponseInit })).toMatchObject({
      title: "Nothing purged",
      description: "Nothing was deleted: please confirm the delete first.",
      type: "error",
    });
    expect(await leadRow(old.id)).toBeDefined();
    const purged = (await as(owner, { intent: "purge", id: "retention", confirmed: "1" })) as Response;
    expect(purged.status).toBe(302);
    expect(await toastOf(purged)).toMatchObject({ title: "Purged 1 leads older than 365 days", type: "success" });
    expect(await leadRow(old.id)).toBeUndefined();
  });
});
