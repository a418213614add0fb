import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { parseBackup } from "#app/features/backups/parse-backup.server";
import { applyRestore, planRestore } from "#app/features/backups/restore-backup.server";
import { RestoreError } from "#app/features/backups/restore-error.server";
import type { RestoreResult } from "#app/features/backups/run-restore.server";
import * as backupsPage from "#app/routes/admin/backups/route";
import * as generateBackupRoute from "#app/routes/api/generate-backup";
import { db } from "#app/server/db/db.server";
import { adminLogs, certificates, courseInquiries, courses, gallery, profiles, siteSettings } from "#app/server/db/schema";
import { ANONYMOUS, account, type TestAccount } from "#tests/support/accounts";
import { callRoute, ROUTE_CONTEXT as context, routeArgs, settle } from "#tests/support/call-route";
import { seedSiteSettings } from "#tests/support/site-settings";

const ORIGIN = "http://localhost:3000";

function postJson(who: TestAccount, body: unknown) {
  const headers = new Headers({ origin: ORIGIN, "content-type": "application/json" });
  if (who.cookie) headers.set("cookie", who.cookie);
  return new Request(`${ORIGIN}/functions/v1/generate-backup`, { method: "POST", headers, body: JSON.stringify(body) });
}

function statusOf(value: unknown): number {
  if (value instanceof Response) return value.status;
  return (value as { init?: { status?: number } }).init?.status ?? 200;
}

let superAdmin: TestAccount;
let admin: TestAccount;
let user: TestAccount;
let inactive: TestAccount;
let courseId: string;

beforeAll(async () => {
  superAdmin = await account("super_admin");
  admin = await account("admin");
  user = await account("user");
  inactive = await account("admin", { active: false });
  const [course] = await db
    .insert(courses)
    .values({
      course_name: "Mobile and Smartphone Repairing",
      course_code: "MOB-101",
      course_type: "mobile_repair",
      fee_amount: "18000",
      start_date: "2026-06-01",
      end_date: "2026-08-01",
    })
    .returning({ id: courses.id });
  courseId = course.id;
  await db
    .insert(courseInquiries)
    .values({ full_name: "Ravi Sharma", email: "ravi@example.com", phone: "9876543210", course_id: courseId, age: 22, education: "12th" });
  await db.insert(certificates).values({
    certificate_id: "STI-2026-001",
    student_name: "Asha",
    course_name: "Mobile",
    approved_by: "Director",
    issue_date: "2026-03-01",
  });
  await db.insert(gallery).values({ image_url: "/images/gallery/lab.svg", title: "Lab" });
  await seedSiteSettings();
});

async function download(who: TestAccount) {
  const response = (await settle(() =>
    generateBackupRoute.action({ request: postJson(who, { backupType: "full" }), params: {}, context } as never),
  )) as Response;
  return response;
}

describe("generate-backup function", () => {
  it("answers 401 anonymous and 403 users and inactive admins", async () => {
    expect(statusOf(await download(ANONYMOUS))).toBe(401);
    expect(statusOf(await download(user))).toBe(403);
    expect(statusOf(await download(inactive))).toBe(403);
  });

  it("refuses another backup type and GET", async () => {
    const bad = await settle(() =>
      generateBackupRoute.action({ request: postJson(admin, { backupType: "partial" }), params: {}, context } as never),
    );
    expect(statusOf(bad)).toBe(400);
    const get = await settle(() =>
      generateBackupRoute.loader({
        request: new Request("http://localhost:3000/functions/v1/generate-backup", { headers: { cookie: admin.cookie } }),
        params: {},
        context,
      } as never),
    );
    expect(statusOf(get)).toBe(405);
    const anonymousGet = await settle(() =>
      generateBackupRoute.loader({
        request: new Request("http://localhost:3000/functions/v1/generate-backup"),
        params: {},
        context,
      } as never),
    );
    expect(statusOf(anonymousGet)).toBe(401);
  });

  it("gives an admin the full backup, pretty-printed, as backup-YYYY-MM-DD.json, without secrets", async () => {
    const response = await download(admin);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="backup-\d{4}-\d{2}-\d{2}\.json"$/);
    const text = await response.text();
    expect(text).toContain('\n  "version": 1');
    const backup = JSON.parse(text);
    expect(backup).toMatchObject({ version: 1, backup_type: "full" });
    expect(Object.keys(backup.tables).sort()).toEqual(
      [
        "admin_logs",
        "attendance",
        "batches",
        "certificate_signing_keys",
        "certificates",
        "contact_messages",
        "course_inquiries",
        "demo_requests",
        "document_series",
        "gallery",
        "messages",
        "newsletter_subscribers",
        "practical_tasks",
        "profiles",
        "site_settings",
        "student_events",
        "students",
        "supertech_courses",
        "task_signoffs",
        // Fees (decision 048-backups-carry-fees); never gateway_events.
        "fee_settings",
        "fee_plans",
        "fee_plan_instalments",
        "dues",
        "fee_discounts",
        "payment_links",
        "payments",
        "payment_allocations",
        "refunds",
        "fee_reminders",
      ].sort(),
    );
    expect(backup.tables.supertech_courses[0]).toMatchObject({ course_code: "MOB-101", fee_amount: "18000.00" });
    const me = backup.tables.profiles.find((p: { user_id: string }) => p.user_id === admin.id);
    expect(me).toMatchObject({ email: admin.email, role: "admin" });
    // No password hashes, sessions, tokens or account rows anywhere in the file.
    const keys = new Set<string>();
    JSON.parse(text, (key, value) => {
      keys.add(key.toLowerCase());
      return value;
    });
    for (const key of keys) expect(key).not.toMatch(/password|token|secret|session/);
    expect(text).not.toMatch(/\$argon|scrypt|"account"/);
    const [log] = await db.select().from(adminLogs).where(eq(adminLogs.action, "backup_generated"));
    expect(log.admin_user_id).toBe(admin.id);
  });

  it("answers a plain form POST (no JavaScript) with the attachment too", async () => {
    const headers = new Headers({ origin: ORIGIN, cookie: admin.cookie, "content-type": "application/x-www-form-urlencoded" });
    const request = new Request(`${ORIGIN}/functions/v1/generate-backup`, { method: "POST", headers, body: "backupType=full" });
    const response = (await generateBackupRoute.action({ request, params: {}, context } as never)) as Response;
    expect(response.headers.get("content-disposition")).toContain("attachment");
  });
});

async function backupText(): Promise<string> {
  return (await download(superAdmin)).text();
}

describe("restore validation", () => {
  it("refuses what is not JSON or not a backup, changing nothing", async () => {
    expect(() => parseBackup("not json")).toThrow(RestoreError);
    expect(() => parseBackup(JSON.stringify({ hello: "world" }))).toThrow(/not a valid backup file/);
    const good = JSON.parse(await backupText());
    const wrongType = structuredClone(good);
    wrongType.tables.supertech_courses[0].course_type = "juggling";
    expect(() => parseBackup(JSON.stringify(wrongType))).toThrow(/supertech_courses\[0\]\.course_type/);
    const duplicate = structuredClone(good);
    duplicate.tables.certificates.push({ ...duplicate.tables.certificates[0], id: "11111111-1111-4111-8111-111111111111" });
    expect(() => parseBackup(JSON.stringify(duplicate))).toThrow(/certificate_id/);
  });

  it("the page action refuses a malformed upload with a message and changes nothing", async () => {
    const before = await db.select().from(courses);
    const form = new FormData();
    form.set("intent", "dry-run");
    form.set("backup", new File(['{"version":1,"tables":{}}'], "backup.json", { type: "application/json" }));
    const request = new Request(`${ORIGIN}/admin/backups`, {
      method: "POST",
      headers: { origin: ORIGIN, cookie: superAdmin.cookie },
      body: form,
    });
    const result = (await backupsPage.action({ request, params: {}, context } as never)) as {
      data: RestoreResult;
      init: { status: number };
    };
    expect(result.init.status).toBe(400);
    expect(result.data.dryRun).toBeUndefined();
    expect(result.data.reply.error?.[""]?.[0]).toMatch(/not a valid backup file/);
    expect(await db.select().from(courses)).toEqual(before);
  });

  it("refuses an admin who is not a super admin", async () => {
    const form = new FormData();
    form.set("intent", "dry-run");
    form.set("backup", new File([await backupText()], "backup.json"));
    const request = new Request(`${ORIGIN}/admin/backups`, {
      method: "POST",
      headers: { origin: ORIGIN, cookie: admin.cookie },
      body: form,
    });
    expect(statusOf(await settle(() => backupsPage.action({ request, params: {}, context } as never)))).toBe(403);
  });
});

/** Applies a staged restore by its dry run's token, as the Apply button posts it. */
const apply = (who: TestAccount, token: string) =>
  callRoute(() => backupsPage.action(routeArgs(who, "/admin/backups", { intent: "apply", token }) as never));

describe("restore", () => {
  it("dry-runs, then applies in one transaction, and logs backup_restored", async () => {
    const text = await backupText();
    // Change things after the backup: edit a course, add one, delete the gallery item, change settings and a role.
    await db.update(courses).set({ course_name: "Changed name", fee_amount: "1" }).where(eq(courses.id, courseId));
    await db.insert(courses).values({ course_name: "New course", course_code: "NEW-1", course_type: "other" });
    await db.delete(gallery);
    await db.update(siteSettings).set({ site_name: "Oops" });
    await db.update(profiles).set({ role: "user" }).where(eq(profiles.user_id, admin.id));
    await db.update(profiles).set({ first_name: "Renamed" }).where(eq(profiles.user_id, superAdmin.id));

    const backup = parseBackup(text);
    const plan = await planRestore(backup, superAdmin.id);
    const byTable = Object.fromEntries(plan.tables.map((t) => [t.table, t]));
    expect(byTable.supertech_courses).toMatchObject({ insert: 0, update: 1, delete: 1 });
    expect(byTable.gallery).toMatchObject({ insert: 1, update: 0, delete: 0 });
    expect(byTable.site_settings).toMatchObject({ update: 1 });
    expect(byTable.profiles.update).toBe(2);
    expect(byTable.course_inquiries).toMatchObject({ insert: 0, update: 0, delete: 0, unchanged: 1 });
    // The dry run changed nothing.
    expect((await db.select().from(courses).where(eq(courses.id, courseId)))[0].course_name).toBe("Changed name");

    // Through the page: dry run stages the file, apply uses the token.
    const form = new FormData();
    form.set("intent", "dry-run");
    form.set("backup", new File([text], "backup.json"));
    const dry = (await backupsPage.action({
      request: new Request(`${ORIGIN}/admin/backups`, {
        method: "POST",
        headers: { origin: ORIGIN, cookie: superAdmin.cookie },
        body: form,
      }),
      params: {},
      context,
    } as never)) as { data: RestoreResult };
    const dryRun = dry.data.dryRun;
    if (!dryRun) throw new Error(`the dry run was refused: ${JSON.stringify(dry.data.reply.error)}`);
    expect(dryRun.plan.changes).toBe(plan.changes);

    // Another super admin cannot use this token.
    const other = await account("super_admin");
    expect((await apply(other, dryRun.token)).status).toBe(400);

    const applied = await apply(superAdmin, dryRun.token);
    expect(applied.status).toBe(302);
    expect(applied.toast?.title).toBe("Backup restored");

    const [course] = await db.select().from(courses).where(eq(courses.id, courseId));
    expect(course).toMatchObject({ course_name: "Mobile and Smartphone Repairing", fee_amount: "18000.00" });
    expect(await db.select().from(courses).where(eq(courses.course_code, "NEW-1"))).toHaveLength(0);
    expect(await db.select().from(gallery)).toHaveLength(1);
    expect((await db.select().from(siteSettings))[0].site_name).toBe("Supertech Institute");
    expect((await db.select().from(profiles).where(eq(profiles.user_id, admin.id)))[0].role).toBe("admin");
    const [log] = await db.select().from(adminLogs).where(eq(adminLogs.action, "backup_restored"));
    expect(log.admin_user_id).toBe(superAdmin.id);
    expect(log.details).toMatchObject({ changes: { supertech_courses: { update: 1, delete: 1 } } });

    // Used once: the token is gone.
    expect((await apply(superAdmin, dryRun.token)).status).toBe(400);
  });

  it("never takes away the restoring super admin's own access", async () => {
    const backup = parseBackup(await backupText());
    const mine = backup.tables.profiles.find((p) => p.user_id === superAdmin.id);
    if (!mine) throw new Error("own profile missing from backup");
    mine.role = "user";
    mine.is_active = false;
    const plan = await applyRestore(backup, superAdmin.id);
    expect(plan.warnings.join(" ")).toMatch(/Your own role and access are kept/);
    expect((await db.select().from(profiles).where(eq(profiles.user_id, superAdmin.id)))[0]).toMatchObject({
      role: "super_admin",
      is_active: true,
    });
  });

  it("applies all or nothing: a row failing last rolls back the earlier tables", async () => {
    const backup = parseBackup(await backupText());
    backup.tables.supertech_courses[0].course_name = "Should not stay";
    backup.tables.certificates.push({
      ...backup.tables.certificates[0],
      id: "22222222-2222-4222-8222-222222222222",
      certificate_id: "STI-UNIQUE",
    });
    // Newsletter sign-ups are written last; these two collide on the case-insensitive unique e-mail.
    const at = new Date().toISOString();
    backup.tables.newsletter_subscribers.push(
      { id: "33333333-3333-4333-8333-333333333333", email: "Fan@Example.com", created_at: at, updates_consent_at: at },
      { id: "44444444-4444-4444-8444-444444444444", email: "fan@example.com", created_at: at, updates_consent_at: at },
    );
    await expect(applyRestore(backup, superAdmin.id)).rejects.toThrow();
    expect((await db.select().from(courses).where(eq(courses.id, courseId)))[0].course_name).toBe("Mobile and Smartphone Repairing");
    expect(await db.select().from(certificates).where(eq(certificates.certificate_id, "STI-UNIQUE"))).toHaveLength(0);
  });
});
