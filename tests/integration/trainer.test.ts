import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminGate, assertTeaches, requireStaff } from "#app/features/accounts/permissions.server";
import { twoFactorRequired } from "#app/features/accounts/two-factor-policy.server";
import { restoreProfiles } from "#app/features/backups/restore-profiles.server";
import { assignLead, listAssignableStaff } from "#app/features/lead-desk/work.server";
import { batchesMeetingToday, studentsAtRisk } from "#app/features/teaching/index.server";
import { GUARD } from "#app/features/users/users-admin.server";
import { indiaDate } from "#app/lib/india-time";
import { createLoadContext } from "#app/load-context";
import * as layout from "#app/routes/admin/layout";
import * as myBatchesRoute from "#app/routes/admin/my-batches/route";
import * as newUserRoute from "#app/routes/admin/users/new/route";
import * as usersRoute from "#app/routes/admin/users/route";
import * as authRoute from "#app/routes/auth/auth";
import { db } from "#app/server/db/db.server";
import { adminLogs, attendance, batches, leads, profiles, students, user } from "#app/server/db/schema";
import { account, PASSWORD, requestAs, type TestAccount } from "#tests/support/accounts";
import { callRoute, ROUTE_CONTEXT, routeArgs, routeContext } from "#tests/support/call-route";
import { insertCourse } from "#tests/support/courses";

/**
 * The trainer role (decision 037): signing in lands on My batches, which lists only the
 * batches they teach; another trainer's batch is "not found"; no lead count reaches them; users
 * admin grants the role under the staff roles' rules. The role over every route is the
 * permission matrix's (permissions-matrix.test.ts). Also the dashboard's batches today and
 * students at risk, which the same data feeds.
 */
const ORIGIN = "http://localhost:3000";
const TODAY = indiaDate();
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const daysAgo = (n: number) => indiaDate(new Date(), -n);

/** Runs the admin gate, then `fn`, as React Router does for a request under /admin. */
async function throughGate(fn: (args: never) => unknown, who: TestAccount, path: string) {
  const request = requestAs(who, path);
  const context = createLoadContext(ROUTE_CONTEXT);
  return callRoute(async () => {
    await adminGate({ request, params: {}, context } as never, async () => new Response());
    return fn({ request, params: {}, context } as never);
  });
}

const batchIds = (page: { data: Record<string, unknown> | null }) => ((page.data?.batches ?? []) as { id: string }[]).map((b) => b.id);

type BatchInput = Partial<typeof batches.$inferInsert> & { course_id: string };
let codeCounter = 0;
async function insertBatch(values: BatchInput) {
  const [row] = await db
    .insert(batches)
    .values({
      code: `TRN-${Date.now().toString(36)}-${++codeCounter}`,
      branch: "Main Campus",
      start_date: daysAgo(60),
      end_date: indiaDate(new Date(), 60),
      days: [weekday(TODAY)],
      start_time: "10:00",
      end_time: "13:00",
      capacity: 20,
      status: "running",
      ...values,
    })
    .returning();
  return row;
}

let studentCounter = 0;
async function insertStudent(batchId: string, name: string, status: "studying" | "completed" | "dropped_out" = "studying") {
  const n = ++studentCounter;
  const [row] = await db
    .insert(students)
    .values({
      student_number: `TST-${Date.now().toString(36)}-${n}`,
      batch_id: batchId,
      full_name: name,
      phone: `98${String(Date.now() + n).slice(-8)}`,
      email: `student-${n}-${Date.now()}@example.com`,
      admitted_on: daysAgo(60),
      status,
    })
    .returning();
  return row;
}

/** Marks `marks` on consecutive past days (oldest first), ending yesterday. */
async function markDays(studentId: string, batchId: string, marks: ("present" | "absent" | "late")[]) {
  await db
    .insert(attendance)
    .values(marks.map((mark, i) => ({ student_id: studentId, batch_id: batchId, day: daysAgo(marks.length - i), mark })));
}

let trainer: TestAccount;
let otherTrainer: TestAccount;
let admin: TestAccount;
let superAdmin: TestAccount;
let mine: Awaited<ReturnType<typeof insertBatch>>;
let theirs: Awaited<ReturnType<typeof insertBatch>>;
let course: Awaited<ReturnType<typeof insertCourse>>;

beforeAll(async () => {
  trainer = await account("trainer");
  otherTrainer = await account("trainer");
  admin = await account("admin");
  superAdmin = await account("super_admin");
  course = await insertCourse("Advanced Chip Level", 20);
  mine = await insertBatch({
    course_id: course.id,
    trainer_user_id: trainer.id,
    // Every day, so "meeting today" holds on whatever day the suite runs (it failed on Sundays).
    days: [0, 1, 2, 3, 4, 5, 6],
    start_time: "10:00",
    end_time: "13:00",
  });
  theirs = await insertBatch({ course_id: course.id, trainer_user_id: otherTrainer.id });
  await insertStudent(mine.id, "Aman Verma");
  await insertStudent(mine.id, "Bina Rawat");
  await insertStudent(mine.id, "Chetan Dropped", "dropped_out");
  await insertStudent(theirs.id, "Someone Else");
});

describe("a trainer signs in", () => {
  it("lands on My batches: sign-in sends staff to /admin, and the gate sends a trainer on", async () => {
    const request = new Request(`${ORIGIN}/auth`, {
      method: "POST",
      headers: { origin: ORIGIN },
      body: new URLSearchParams({ mode: "signin", email: trainer.email, password: PASSWORD }),
    });
    const signedIn = await callRoute(() => authRoute.action({ request, params: {}, context: routeContext("203.0.113.77") } as never));
    expect(signedIn).toMatchObject({ status: 302, location: "/admin" });
    const cookie = signedIn.setCookies.map((c) => c.split(";")[0]).join("; ");
    const atAdmin = await throughGate(layout.loader, { ...trainer, cookie }, "/admin");
    expect(atAdmin).toMatchObject({ status: 302, location: "/admin/my-batches", toast: null });
    const leadsPage = await throughGate(layout.loader, { ...trainer, cookie }, "/admin/leads");
    expect(leadsPage).toMatchObject({ status: 302, location: "/admin/my-batches" });
    expect(leadsPage.toast?.title).toBe("Access Denied");
  });

  it("an inactive trainer is not let in at all", async () => {
    const inactive = await account("trainer", { active: false });
    expect(await callRoute(() => requireStaff(requestAs(inactive, "/admin/my-batches")))).toMatchObject({ status: 302, location: "/" });
  });
});

describe("My batches", () => {
  it("lists only the batches the trainer teaches, with students counted and no contact details", async () => {
    const page = await throughGate(myBatchesRoute.loader, trainer, "/admin/my-batches");
    expect(page.status).toBe(200);
    const rows = page.data?.batches as Record<string, unknown>[];
    expect(rows.map((b) => b.id)).toEqual([mine.id]);
    expect(rows[0]).toMatchObject({
      code: mine.code,
      course: "Advanced Chip Level",
      branch: "Main Campus",
      studying: 2,
      status: "running",
    });
    expect(page.data?.today).toBe(TODAY);
    // Nothing of a student but the count: no names, phones or e-mails on this page.
    expect(JSON.stringify(page.data)).not.toMatch(/Aman|98\d{8}|@example\.com/);
  });

  it("shows an admin the batches they teach too, and no one else's", async () => {
    const empty = await throughGate(myBatchesRoute.loader, admin, "/admin/my-batches");
    expect(empty.data?.batches).toEqual([]);
    const taught = await insertBatch({ course_id: course.id, trainer_user_id: admin.id });
    const page = await throughGate(myBatchesRoute.loader, admin, "/admin/my-batches");
    expect(batchIds(page)).toEqual([taught.id]);
    await db.delete(batches).where(eq(batches.id, taught.id));
  });

  it("leaves cancelled batches out", async () => {
    const cancelled = await insertBatch({ course_id: course.id, trainer_user_id: trainer.id, status: "cancelled" });
    const page = await throughGate(myBatchesRoute.loader, trainer, "/admin/my-batches");
    expect(batchIds(page)).not.toContain(cancelled.id);
  });

  it("another trainer's batch is not found: the gate lets the path through, assertTeaches answers 404", async () => {
    const context = createLoadContext(ROUTE_CONTEXT);
    const other = await callRoute(async () => {
      await adminGate(
        { request: requestAs(trainer, `/admin/batches/${theirs.id}/attendance`), params: {}, context } as never,
        async () => new Response(),
      );
      const staff = await requireStaff(requestAs(trainer, `/admin/batches/${theirs.id}/attendance`));
      assertTeaches(staff, theirs.trainer_user_id);
      return { ok: true };
    });
    expect(other).toMatchObject({ status: 404, data: { error: "Batch not found" } });
    const own = await callRoute(async () =>
      assertTeaches(await requireStaff(requestAs(trainer, "/admin/my-batches")), mine.trainer_user_id),
    );
    expect(own.status).toBe(200);
    // Admins teach every batch.
    const asAdmin = await callRoute(async () =>
      assertTeaches(await requireStaff(requestAs(admin, "/admin/my-batches")), theirs.trainer_user_id),
    );
    expect(asAdmin.status).toBe(200);
  });
});

describe("what a trainer does not see", () => {
  it("no new-leads count reaches a trainer's sidebar; an admin's shows it", async () => {
    await db
      .insert(leads)
      .values({ kind: "contact", source_id: randomUUID(), name: "Waiting Lead", phone: "9876501234", phone_key: "9876501234" });
    const asTrainer = await throughGate(layout.loader, trainer, "/admin/my-batches");
    expect(asTrainer.data).toMatchObject({ role: "trainer", counts: { newLeads: 0 } });
    const asAdmin = await throughGate(layout.loader, admin, "/admin/users");
    expect((asAdmin.data?.counts as { newLeads: number } | undefined)?.newLeads).toBeGreaterThan(0);
  });
});

describe("the lead desk's assignees stay admins only", () => {
  it("lists no trainer and refuses to give a lead to one", async () => {
    const ids = (await listAssignableStaff()).map((s) => s.id);
    expect(ids).toContain(admin.id);
    expect(ids).not.toContain(trainer.id);
    const [lead] = await db
      .insert(leads)
      .values({ kind: "contact", source_id: randomUUID(), name: "Assign Me", phone: "9876509876", phone_key: "9876509876" })
      .returning();
    expect(await assignLead(lead.id, trainer.id, admin)).toMatchObject({ ok: false, message: "Choose an active staff member" });
    expect(await assignLead(lead.id, admin.id, admin)).toEqual({ ok: true });
  });
});

describe("granting the trainer role (users admin)", () => {
  const usersAction = (who: TestAccount, form: Record<string, string>) => {
    const { intent, ...fields } = form;
    const [route, url, body] = intent === "create" ? [newUserRoute, "/admin/users/new", fields] : [usersRoute, "/admin/users", form];
    return callRoute(() => route.action(routeArgs(who, url, body) as never));
  };
  const roleOf = async (id: string) => (await db.select({ role: profiles.role }).from(profiles).where(eq(profiles.user_id, id)))[0]?.role;

  it("an admin creates a trainer, audited with the role", async () => {
    const email = `new-trainer-${Date.now()}@example.com`;
    const created = await usersAction(admin, { intent: "create", email, password: "trainer-pass-42", first_name: "Ravi", role: "trainer" });
    expect(created.status).toBe(302);
    expect(created.toast?.title).toBe("User created successfully");
    const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
    expect(await roleOf(row.id)).toBe("trainer");
    const [log] = await db.select().from(adminLogs).where(eq(adminLogs.target_user_id, row.id));
    expect(log).toMatchObject({ action: "user_created", details: { role: "trainer" } });
  });

  it("an admin changes a role to and from trainer; a confirmed e-mail is needed, as for staff", async () => {
    const someone = await account("user");
    expect((await usersAction(admin, { intent: "role", userId: someone.id, role: "trainer" })).status).toBe(200);
    expect(await roleOf(someone.id)).toBe("trainer");
    expect((await usersAction(admin, { intent: "role", userId: someone.id, role: "user" })).status).toBe(200);
    expect(await roleOf(someone.id)).toBe("user");

    await db.update(user).set({ emailVerified: false }).where(eq(user.id, someone.id));
    const refused = await usersAction(admin, { intent: "role", userId: someone.id, role: "trainer" });
    expect(refused.status).toBe(409);
    expect(refused.toast?.description).toBe(GUARD.unconfirmedStaff);
    expect(await roleOf(someone.id)).toBe("user");
  });

  it("the spec's rules are unchanged: an admin cannot grant super admin, not even to a trainer", async () => {
    const someone = await account("trainer");
    const refused = await usersAction(admin, { intent: "role", userId: someone.id, role: "super_admin" });
    expect(refused.status).toBe(403);
    expect(refused.toast?.description).toBe(GUARD.onlySuperAdmin);
    expect((await usersAction(superAdmin, { intent: "role", userId: someone.id, role: "admin" })).status).toBe(200);
    expect(await roleOf(someone.id)).toBe("admin");
  });
});

describe("two-factor for trainers", () => {
  it("is required of a trainer only when the institute requires it of all staff", () => {
    expect(twoFactorRequired("trainer", { REQUIRE_2FA_FOR_SUPER_ADMINS: true, REQUIRE_2FA_FOR_ALL_STAFF: false })).toBe(false);
    expect(twoFactorRequired("trainer", { REQUIRE_2FA_FOR_SUPER_ADMINS: true, REQUIRE_2FA_FOR_ALL_STAFF: true })).toBe(true);
    expect(twoFactorRequired("user", { REQUIRE_2FA_FOR_SUPER_ADMINS: true, REQUIRE_2FA_FOR_ALL_STAFF: true })).toBe(false);
  });
});

describe("restoring a backup", () => {
  it("gives the trainer role only to a confirmed account, as it gives a staff role", async () => {
    const confirmed = await account("user");
    const unconfirmed = await account("user");
    await db.update(user).set({ emailVerified: false }).where(eq(user.id, unconfirmed.id));
    const rows = [confirmed, unconfirmed].map((who) => ({
      user_id: who.id,
      first_name: null,
      last_name: null,
      role: "trainer",
      is_active: true,
    }));
    const source = {
      createdAt: new Date().toISOString(),
      settings: {},
      async *rows() {
        yield* rows;
      },
    };
    const warnings: string[] = [];
    await db.transaction((tx) => restoreProfiles(tx, source as never, { actingUserId: superAdmin.id, apply: true, tables: [], warnings }));
    const roleOf = async (id: string) => (await db.select({ role: profiles.role }).from(profiles).where(eq(profiles.user_id, id)))[0]?.role;
    expect(await roleOf(confirmed.id)).toBe("trainer");
    expect(await roleOf(unconfirmed.id)).toBe("user");
    expect(warnings).toContain("1 users whose e-mail is not confirmed keep their current role: a staff role needs a confirmed account.");
  });
});

describe("the dashboard: batches today and students at risk", () => {
  it("lists the batches meeting today, with who is absent or that attendance is not marked yet", async () => {
    const notToday = await insertBatch({ course_id: course.id, days: [(weekday(TODAY) + 1) % 7] });
    const ended = await insertBatch({ course_id: course.id, start_date: daysAgo(30), end_date: daysAgo(1) });
    const planned = await insertBatch({ course_id: course.id, status: "planned" });
    const [aman] = await db.select().from(students).where(eq(students.full_name, "Aman Verma"));
    const [bina] = await db.select().from(students).where(eq(students.full_name, "Bina Rawat"));
    await db.insert(attendance).values([
      { student_id: aman.id, batch_id: mine.id, day: TODAY, mark: "absent" },
      { student_id: bina.id, batch_id: mine.id, day: TODAY, mark: "present" },
    ]);
    const today = await batchesMeetingToday();
    const ids = today.map((b) => b.id);
    expect(ids).toContain(mine.id);
    expect(ids).toContain(theirs.id);
    for (const excluded of [notToday, ended, planned]) expect(ids).not.toContain(excluded.id);
    expect(today.find((b) => b.id === mine.id)).toMatchObject({ marked: 2, absent: [{ id: aman.id, name: "Aman Verma" }] });
    expect(today.find((b) => b.id === theirs.id)).toMatchObject({ marked: 0, absent: [] });
    await db.delete(attendance).where(eq(attendance.day, TODAY));
  });

  it("flags studying students under the minimum with at least 5 days marked; late counts as present", async () => {
    const batch = await insertBatch({ course_id: course.id, days: [0, 1, 2, 3, 4, 5, 6] });
    const low = await insertStudent(batch.id, "Low Attendance");
    const edge = await insertStudent(batch.id, "Exactly Eighty");
    const few = await insertStudent(batch.id, "Four Days Only");
    const gone = await insertStudent(batch.id, "Dropped Low", "dropped_out");
    await markDays(low.id, batch.id, ["present", "absent", "late", "absent", "absent"]); // 2 of 5: 40%
    await markDays(edge.id, batch.id, ["present", "late", "present", "present", "absent"]); // 4 of 5: 80%
    await markDays(few.id, batch.id, ["absent", "absent", "absent", "absent"]);
    await markDays(gone.id, batch.id, ["absent", "absent", "absent", "absent", "absent"]);
    const risk = await studentsAtRisk();
    expect(risk.minimum).toBe(80);
    const mineAtRisk = risk.students.filter((s) => s.batch === batch.code);
    expect(mineAtRisk).toEqual([
      { id: low.id, name: "Low Attendance", student_number: low.student_number, batch: batch.code, marked: 5, attended: 2, percent: 40 },
    ]);
  });
});
