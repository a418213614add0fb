import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server } from "#tests/support/s3-server";

// The cached configuration points at a real S3-compatible server on loopback, with a backup key.
const s3 = await startS3Server();
const { getEnv } = await import("#app/server/env.server");
const KEY = randomBytes(32);
Object.assign(getEnv(), {
  S3_BUCKET: "media",
  S3_ENDPOINT: s3.endpoint,
  S3_ACCESS_KEY_ID: "test",
  S3_SECRET_ACCESS_KEY: "test-secret",
  S3_FORCE_PATH_STYLE: true,
  BACKUP_KEY: KEY,
  BACKUP_HOUR: 2,
});

const { backupWarning, runScheduledBackup } = await import("#app/features/backups/index.server");
const { pruneBackups } = await import("#app/features/backups/backup-runs.server");
const { backupsDir } = await import("#app/features/backups/stored-files.server");
const backupsPage = await import("#app/routes/admin/backups/route");
const backUpNowRoute = await import("#app/routes/admin/backups/now");
const downloadRoute = await import("#app/routes/admin/backups/download");
const dashboardPage = await import("#app/routes/admin/dashboard/route");
const generateBackupRoute = await import("#app/routes/api/generate-backup");
const { db } = await import("#app/server/db/db.server");
const { adminLogs, backupRuns, courseInquiries, courses, mailOutbox } = await import("#app/server/db/schema");
const { account } = await import("#tests/support/accounts");
const { callRoute, multipartAs, ROUTE_CONTEXT, routeArgs, settle } = await import("#tests/support/call-route");
const { seedSiteSettings } = await import("#tests/support/site-settings");
type TestAccount = Awaited<ReturnType<typeof account>>;
type BackupRun = typeof backupRuns.$inferSelect;

afterAll(() => s3.close());

/** 02:30 India time (21:00 UTC the evening before) on 2026-11-<day>. */
const night = (day: number, utcHour = 21) => new Date(Date.UTC(2026, 10, day - 1, utcHour, 0));

let superAdmin: TestAccount;
let admin: TestAccount;

beforeAll(async () => {
  superAdmin = await account("super_admin");
  admin = await account("admin");
  await seedSiteSettings();
  const [course] = await db
    .insert(courses)
    .values({ course_name: "Laptop Repairing", course_code: "LAP-1", course_type: "laptop_repair" })
    .returning({ id: courses.id });
  await db
    .insert(courseInquiries)
    .values({ full_name: "Ravi Sharma", email: "ravi@example.com", phone: "9876543210", course_id: course.id });
});

function asRun(result: Awaited<ReturnType<typeof runScheduledBackup>>): BackupRun {
  if (typeof result === "string") throw new Error(`no run: ${result}`);
  return result;
}

/** The page's dry run of an uploaded file, as the restore form posts it. */
async function dryRunUpload(bytes: Buffer, name = "backup.json.enc") {
  const outcome = await callRoute(() =>
    backupsPage.action({
      request: multipartAs(superAdmin, "/admin/backups", { intent: "dry-run", backup: new File([new Uint8Array(bytes)], name) }),
      params: {},
      context: ROUTE_CONTEXT,
    } as never),
  );
  const reply = outcome.data?.reply as { error?: Record<string, string[]> } | undefined;
  return {
    status: outcome.status,
    dryRun: outcome.data?.dryRun as { token: string; plan: { changes: number } } | undefined,
    error: reply?.error?.[""]?.[0],
  };
}

const stagingLeft = () => {
  const dir = path.join(getEnv().DATA_DIR, "restore-staging");
  return existsSync(dir) ? readdirSync(dir).length : 0;
};

describe("the nightly backup", () => {
  let first: BackupRun;

  it("waits for BACKUP_HOUR (India time), then stores an encrypted, verified file locally and in S3", async () => {
    expect(await runScheduledBackup({ now: night(20, 19) })).toBe("not_yet"); // 00:30 India time
    first = asRun(await runScheduledBackup({ now: night(20) }));
    expect(first).toMatchObject({
      kind: "scheduled",
      scheduled_day: "2026-11-20",
      status: "ok",
      verified: "ok",
      encrypted: true,
      stored_local: true,
    });
    expect(first.started_at.toISOString()).toBe(night(20).toISOString());
    expect(first.counts).toMatchObject({ supertech_courses: 1, course_inquiries: 1 });
    expect(first.filename).toMatch(/^backup-2026-11-19-210000-[0-9a-f]{8}\.json\.enc$/);

    const file = path.join(backupsDir(), first.filename ?? "");
    const bytes = readFileSync(file);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(backupsDir()).mode & 0o777).toBe(0o700);
    expect(bytes.subarray(0, 8).toString()).toBe("STBACKUP");
    expect(bytes.includes(Buffer.from("Ravi Sharma"))).toBe(false);
    expect(first.size_bytes).toBe(bytes.length);

    expect(first.s3_key).toBe(`backups/${first.filename}`);
    expect(s3.objects.get(`media/${first.s3_key}`)?.body.equals(bytes)).toBe(true);
    expect(await runScheduledBackup({ now: night(20, 22) })).toBe("already_done");
  });

  it("runs once when two instances race for the same night", async () => {
    const results = await Promise.all([runScheduledBackup({ now: night(21) }), runScheduledBackup({ now: night(21) })]);
    expect(results.filter((r) => r === "already_done")).toHaveLength(1);
    expect(results.filter((r) => typeof r === "object" && r.status === "ok")).toHaveLength(1);
    expect(await db.select().from(backupRuns).where(eq(backupRuns.scheduled_day, "2026-11-21"))).toHaveLength(1);
  });

  it("decrypts with the documented script, and the restore reads it back with the key", async () => {
    const file = path.join(backupsDir(), first.filename ?? "");
    const { stdout } = await promisify(execFile)("node", ["scripts/decrypt-backup.mjs", file], {
      env: { ...process.env, BACKUP_KEY: KEY.toString("base64") },
      maxBuffer: 64 * 1024 * 1024,
    });
    const backup = JSON.parse(stdout);
    expect(backup.created_at).toBe(night(20).toISOString());
    expect(backup.tables.course_inquiries[0].full_name).toBe("Ravi Sharma");

    const checked = await dryRunUpload(readFileSync(file));
    expect(checked.error).toBeUndefined();
    expect(checked.dryRun?.plan.changes).toBe(0);
  });

  it("refuses a wrong key, a tampered file, a truncated file and a missing key, changing nothing", async () => {
    const bytes = readFileSync(path.join(backupsDir(), first.filename ?? ""));
    const staged = stagingLeft();

    getEnv().BACKUP_KEY = randomBytes(32);
    expect((await dryRunUpload(bytes)).error).toBe(
      "This backup was encrypted with a different key than this server's BACKUP_KEY. Nothing was changed.",
    );
    getEnv().BACKUP_KEY = undefined;
    expect((await dryRunUpload(bytes)).error).toBe(
      "This backup is encrypted. Set BACKUP_KEY to the key it was made with, then try again. Nothing was changed.",
    );
    getEnv().BACKUP_KEY = KEY;

    const tampered = Buffer.from(bytes);
    tampered[Math.floor(bytes.length / 2)] ^= 0x01;
    const refusedTampered = await dryRunUpload(tampered);
    expect(refusedTampered.status).toBe(400);
    expect(refusedTampered.error).toBe(
      "This backup has been changed or damaged since it was made: its encryption check failed. Nothing was changed.",
    );
    expect((await dryRunUpload(bytes.subarray(0, bytes.length - 20))).error).toBe(
      "This backup is incomplete: the file ends before its last part. Nothing was changed.",
    );
    // A whole frame dropped at the end (the final one) is as incomplete as a cut in the middle of one.
    expect((await dryRunUpload(bytes.subarray(0, 41))).error).toBe(
      "This backup is incomplete: the file ends before its last part. Nothing was changed.",
    );
    expect(stagingLeft()).toBe(staged);
    expect(await db.select().from(courseInquiries)).toHaveLength(1);
  });

  it("encrypts the admin download when the key is set", async () => {
    const request = new Request("http://localhost:3000/functions/v1/generate-backup", {
      method: "POST",
      headers: { origin: "http://localhost:3000", "content-type": "application/json", cookie: admin.cookie },
      body: '{"backupType":"full"}',
    });
    const response = (await generateBackupRoute.action({ request, params: {}, context: ROUTE_CONTEXT } as never)) as Response;
    expect(response.headers.get("content-disposition")).toMatch(/filename="backup-\d{4}-\d{2}-\d{2}\.json\.enc"/);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 8).toString()).toBe("STBACKUP");
    expect((await dryRunUpload(bytes)).dryRun).toBeDefined();
  });
});

describe("start-up", () => {
  it("warns once when backups would go to S3 unencrypted", async () => {
    const { warnUnencryptedOffsite } = await import("#app/features/backups/index.server");
    expect(warnUnencryptedOffsite()).toBe(false); // the key is set
    getEnv().BACKUP_KEY = undefined;
    try {
      expect(warnUnencryptedOffsite()).toBe(true);
      expect(warnUnencryptedOffsite()).toBe(false);
    } finally {
      getEnv().BACKUP_KEY = KEY;
    }
  });
});

describe("retention", () => {
  it("prunes what the counts do not keep, locally and in the bucket", async () => {
    for (const day of [22, 23, 24, 25]) asRun(await runScheduledBackup({ now: night(day) }));
    Object.assign(getEnv(), { BACKUP_KEEP_DAILY: 3, BACKUP_KEEP_WEEKLY: 1, BACKUP_KEEP_MONTHLY: 1 });
    try {
      await pruneBackups(night(25));
    } finally {
      Object.assign(getEnv(), { BACKUP_KEEP_DAILY: 7, BACKUP_KEEP_WEEKLY: 4, BACKUP_KEEP_MONTHLY: 12 });
    }
    const runs = await db.select().from(backupRuns).where(eq(backupRuns.kind, "scheduled")).orderBy(backupRuns.started_at);
    // 20-25 November 2026: the last 3 days are kept; the week (Mon 23 - Sun 29) and the month keep the 25th too;
    // the week of Mon 16 - Sun 22 is beyond the one week kept.
    expect(runs.map((r) => [r.scheduled_day, r.pruned_at === null])).toEqual([
      ["2026-11-20", false],
      ["2026-11-21", false],
      ["2026-11-22", false],
      ["2026-11-23", true],
      ["2026-11-24", true],
      ["2026-11-25", true],
    ]);
    for (const run of runs) {
      const kept = run.pruned_at === null;
      expect(existsSync(path.join(backupsDir(), run.filename ?? "")), run.scheduled_day ?? "").toBe(kept);
      expect(s3.objects.has(`media/${run.s3_key}`), run.scheduled_day ?? "").toBe(kept);
    }
  });
});

describe("failures and the dashboard", () => {
  it("warns on the dashboard when the last good backup is more than 36 hours old", async () => {
    expect(await backupWarning(new Date(night(25).getTime() + 35 * 3600_000))).toBeNull();
    expect(await backupWarning(new Date(night(25).getTime() + 37 * 3600_000))).toMatch(
      /^The last good backup is from .+, more than 36 hours ago\.$/,
    );
  });

  it("keeps, checks and lists the local copy when S3 is down, mails the super admins and warns on the dashboard", async () => {
    const endpoint = getEnv().S3_ENDPOINT;
    getEnv().S3_ENDPOINT = "http://127.0.0.1:9"; // nothing listens there
    let run: BackupRun;
    try {
      run = asRun(await runScheduledBackup({ now: night(26) }));
    } finally {
      getEnv().S3_ENDPOINT = endpoint;
    }
    expect(run).toMatchObject({ status: "ok", verified: "ok", stored_local: true, s3_key: null });
    expect(run.error).toMatch(/^The copy to S3 failed: .*The backup is kept on this machine only\.$/);
    expect(existsSync(path.join(backupsDir(), run.filename ?? ""))).toBe(true);

    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.subject, "Backup not copied off the machine on 2026-11-26"));
    expect(mails.map((m) => m.to)).toContain(superAdmin.email);
    expect(mails.map((m) => m.to)).not.toContain(admin.email);
    expect(mails[0].text_body).toContain("The copy to S3 failed");

    const dashboard = await callRoute(() => dashboardPage.loader(routeArgs(admin, "/admin") as never));
    expect(dashboard.data?.backup).toMatch(/^The last backup \(.+\) is on this machine only\. The copy to S3 failed: /);
  });
});

describe("a failed write", () => {
  // Disk full and a lost directory fail the same way: the file cannot be written. The run is
  // recorded as failed, nothing half-written stays, the super admins are mailed, the site keeps
  // serving, and the next night tries again.
  it("is recorded and mailed, warns on the dashboard, and the next night stores a backup again", async () => {
    const dir = backupsDir();
    renameSync(dir, `${dir}.aside`);
    writeFileSync(dir, "not a directory");
    let failed: BackupRun;
    try {
      failed = asRun(await runScheduledBackup({ now: night(27) }));
    } finally {
      rmSync(dir);
      renameSync(`${dir}.aside`, dir);
    }
    expect(failed).toMatchObject({ status: "failed", stored_local: false, scheduled_day: "2026-11-27" });
    expect(failed.error).toMatch(/^Writing the backup failed: /);
    expect(readdirSync(dir).filter((name) => name.includes(failed.id.slice(0, 8)))).toEqual([]);

    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.subject, "Backup failed on 2026-11-27"));
    expect(mails.map((m) => m.to)).toContain(superAdmin.email);
    expect(mails[0].text_body).toContain("Nothing was stored by this run. The next nightly backup tries again");
    const dashboard = await callRoute(() => dashboardPage.loader(routeArgs(admin, "/admin") as never));
    expect(dashboard.data?.backup).toMatch(/^The last backup failed \(.+\)\. Writing the backup failed: /);

    const next = asRun(await runScheduledBackup({ now: night(28) }));
    expect(next).toMatchObject({ status: "ok", verified: "ok", stored_local: true });
    expect(await backupWarning(night(28))).toBeNull();
  });
});

describe("the backups page", () => {
  it("Back up now stores a checked backup and lists it with its size, rows and place", async () => {
    // A post without the button's intent backs nothing up.
    const stray = await callRoute(() => backUpNowRoute.action(routeArgs(admin, "/admin/backups/now", { x: "1" }) as never));
    expect(stray.status).toBe(400);
    expect(await db.select().from(backupRuns).where(eq(backupRuns.kind, "manual"))).toHaveLength(0);
    const outcome = await callRoute(() =>
      backUpNowRoute.action(routeArgs(admin, "/admin/backups/now", { intent: "back-up-now" }) as never),
    );
    expect(outcome.status).toBe(302);
    expect(outcome.toast?.title).toBe("Backup stored");
    const page = await callRoute(() => backupsPage.loader(routeArgs(admin, "/admin/backups") as never));
    const listed = page.data?.backups as {
      id: string;
      kind: string;
      status: string;
      s3: boolean;
      local: boolean;
      counts: Record<string, number>;
    }[];
    expect(listed[0]).toMatchObject({ kind: "manual", status: "ok", s3: true, local: true, counts: { course_inquiries: 1 } });
    // The night S3 was down is listed as a backup kept on this machine only.
    expect(listed.some((b) => b.status === "ok" && b.local && !b.s3)).toBe(true);
    const [log] = await db.select().from(adminLogs).where(eq(adminLogs.action, "backup_stored"));
    expect(log.admin_user_id).toBe(admin.id);
    // The dashboard is quiet again: the newest run is good.
    expect(await backupWarning()).toBeNull();

    // Its download is the stored file, byte for byte.
    const [run] = await db.select().from(backupRuns).where(eq(backupRuns.id, listed[0].id));
    const download = (await settle(() =>
      downloadRoute.loader(routeArgs(admin, `/admin/backups/${run.id}/download`, undefined, { id: run.id }) as never),
    )) as Response;
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(readFileSync(path.join(backupsDir(), run.filename ?? "")))).toBe(true);
  });

  it("restores a listed backup through the dry run (super admins only)", async () => {
    const [stored] = await db
      .select()
      .from(backupRuns)
      .where(and(eq(backupRuns.status, "ok"), isNull(backupRuns.pruned_at), eq(backupRuns.kind, "manual")));
    await db.delete(courseInquiries);

    const refused = await callRoute(() =>
      backupsPage.action(routeArgs(admin, "/admin/backups", { intent: "dry-run-stored", run: stored.id }) as never),
    );
    expect(refused.status).toBe(403);

    const dry = await callRoute(() =>
      backupsPage.action(routeArgs(superAdmin, "/admin/backups", { intent: "dry-run-stored", run: stored.id }) as never),
    );
    const dryRun = dry.data?.dryRun as { token: string; plan: { tables: { table: string; insert: number }[] } };
    expect(dryRun.plan.tables.find((t) => t.table === "course_inquiries")?.insert).toBe(1);
    expect(await db.select().from(courseInquiries)).toHaveLength(0);

    const applied = await callRoute(() =>
      backupsPage.action(routeArgs(superAdmin, "/admin/backups", { intent: "apply", token: dryRun.token }) as never),
    );
    expect(applied.toast?.title).toBe("Backup restored");
    expect((await db.select().from(courseInquiries))[0].full_name).toBe("Ravi Sharma");

    const gone = await callRoute(() =>
      backupsPage.action(
        routeArgs(superAdmin, "/admin/backups", { intent: "dry-run-stored", run: "00000000-0000-4000-8000-000000000000" }) as never,
      ),
    );
    expect(gone.status).toBe(400);
  });
});
