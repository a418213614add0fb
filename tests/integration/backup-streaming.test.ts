import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { asc, desc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { backupStream } from "#app/features/backups/backup-stream.server";
import { restoreError } from "#app/features/backups/restore-card";
import { RestoreError } from "#app/features/backups/restore-error.server";
import type { RestoreResult } from "#app/features/backups/run-restore.server";
import { stageUpload } from "#app/features/backups/staged-backup.server";
import { inquiryBatches, inquiryCsv } from "#app/features/enquiries/inquiries-admin.server";
import { leadCsv } from "#app/features/lead-desk/lead-csv.server";
import * as backupsPage from "#app/routes/admin/backups/route";
import { dataDir } from "#app/server/db/data-dir.server";
import { databaseHandle, db } from "#app/server/db/db.server";
import { adminLogs, courseInquiries, courses, newsletterSubscribers, siteSettings } from "#app/server/db/schema";
import { getEnv } from "#app/server/env.server";
import { FormBodyError, readStreamedForm } from "#app/server/http/streamed-form.server";
import { account, type TestAccount } from "#tests/support/accounts";
import { downloadFullBackup } from "#tests/support/backup";
import { ROUTE_CONTEXT as context } from "#tests/support/call-route";
import { seedSiteSettings } from "#tests/support/site-settings";

/**
 * Decision 008: restores read the upload as a stream and check it
 * row by row on disk; exports and backups read in keyset batches and let other queries run
 * in between.
 */

const ORIGIN = "http://localhost:3000";

let superAdmin: TestAccount;
let courseId: string;

beforeAll(async () => {
  superAdmin = await account("super_admin");
  const [course] = await db
    .insert(courses)
    .values({ course_name: "Laptop Chip Level Repairing", course_code: "LAP-201", course_type: "laptop_repair", fee_amount: "25000" })
    .returning({ id: courses.id });
  courseId = course.id;
  await seedSiteSettings();
});

const downloadBackup = () => downloadFullBackup(superAdmin);

type ActionData = { ok: boolean; formError?: string; token?: string; plan?: { changes: number; tables: { table: string }[] } };

/** The restore's answer (Conform's reply, and the dry run's plan) read as this file's checks need it. */
function viewOf(result: RestoreResult): ActionData {
  return { ok: result.dryRun !== undefined, formError: restoreError(result), token: result.dryRun?.token, plan: result.dryRun?.plan };
}

async function postToBackups(body: BodyInit, contentType?: string) {
  const headers = new Headers({ origin: ORIGIN, cookie: superAdmin.cookie });
  if (contentType) headers.set("content-type", contentType);
  const request = new Request(`${ORIGIN}/admin/backups`, { method: "POST", headers, body, duplex: "half" } as RequestInit);
  const result = await backupsPage.action({ request, params: {}, context } as never);
  if (result instanceof Response) return result;
  return { data: viewOf(result.data), init: result.init };
}

async function dryRun(text: string, filename = "backup.json") {
  const form = new FormData();
  form.set("intent", "dry-run");
  form.set("backup", new File([text], filename, { type: "application/json" }));
  const result = await postToBackups(form);
  if (result instanceof Response) throw new Error(`unexpected response ${result.status}`);
  return result;
}

async function apply(token: string) {
  return (await postToBackups(`intent=apply&token=${token}`, "application/x-www-form-urlencoded")) as Response;
}

function planOf(data: ActionData, table: string) {
  return data.plan?.tables.find((t) => t.table === table) as unknown as { insert: number; update: number; delete: number };
}

/** Restore uploads left on disk: half-received ones (tmp) and staged ones. */
function leftovers() {
  const tmp = path.join(dataDir(), "tmp");
  const staging = path.join(dataDir(), "restore-staging");
  return {
    receiving: existsSync(tmp) ? readdirSync(tmp).filter((n) => n.startsWith("restore-")) : [],
    staged: existsSync(staging) ? readdirSync(staging) : [],
  };
}

const LONG = (seed: number, n: number) =>
  `${"Laptop motherboard, BGA rework and reballing; ".repeat(Math.ceil(n / 46))}`.slice(0, n - 6) + String(seed).padStart(6, "0");

describe("restore of a large backup", () => {
  it("restores a backup bigger than the image upload limit, through the streamed upload", async () => {
    // 650 enquiries with their long texts at the limits: a backup of about 8 MB.
    for (let start = 0; start < 650; start += 130) {
      await db.insert(courseInquiries).values(
        Array.from({ length: 130 }, (_, k) => {
          const i = start + k;
          return {
            full_name: `Bulk Student ${i}`,
            email: `bulk${i}@example.com`,
            phone: `98${String(10000000 + i)}`,
            course_id: courseId,
            age: 18 + (i % 30),
            education: "diploma",
            address: LONG(i, 2000),
            previous_experience: LONG(i, 5000),
            reason_for_joining: LONG(i, 5000),
            status: "pending" as const,
          };
        }),
      );
    }
    const text = await downloadBackup();
    expect(Buffer.byteLength(text)).toBeGreaterThan(getEnv().UPLOAD_MAX_BYTES);
    expect(Buffer.byteLength(text)).toBeLessThan(getEnv().RESTORE_MAX_BYTES);
    const before = await db.select().from(courseInquiries).orderBy(asc(courseInquiries.id));

    await db.delete(courseInquiries).where(eq(courseInquiries.status, "pending"));
    await db.update(courses).set({ fee_amount: "1" }).where(eq(courses.id, courseId));

    const dry = await dryRun(text, "backup-big.json");
    expect(dry.data.ok, dry.data.formError).toBe(true);
    expect(planOf(dry.data, "course_inquiries")).toMatchObject({ insert: 650, update: 0, delete: 0 });
    expect(planOf(dry.data, "supertech_courses")).toMatchObject({ insert: 0, update: 1, delete: 0 });
    expect(await db.$count(courseInquiries)).toBe(0);
    expect(leftovers().receiving).toEqual([]);
    expect(leftovers().staged).toContain(dry.data.token);

    const applied = await apply(dry.data.token as string);
    expect(applied.status).toBe(302);
    expect(await db.select().from(courseInquiries).orderBy(asc(courseInquiries.id))).toEqual(before);
    expect((await db.select().from(courses).where(eq(courses.id, courseId)))[0].fee_amount).toBe("25000.00");
    expect(leftovers().staged).not.toContain(dry.data.token);
  });
});

describe("malformed uploads", () => {
  const BOUNDARY = "----supertech-test-boundary";
  const part = (name: string, value: string, filename?: string) =>
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ""}\r\n` +
    `${filename ? "Content-Type: application/json\r\n" : ""}\r\n${value}\r\n`;

  it("answers a cut-off or malformed multipart body with 400 and a message, changing and keeping nothing", async () => {
    const text = await downloadBackup();
    const courseRows = await db.select().from(courses).orderBy(asc(courses.id));
    const inquiryCount = await db.$count(courseInquiries);
    const logCount = await db.$count(adminLogs);
    await db.delete(courses).where(eq(courses.course_code, "NOT-THERE"));
    const before = leftovers();

    const whole = part("intent", "dry-run") + part("backup", text, "backup.json") + `--${BOUNDARY}--\r\n`;
    const cases: [string, string, string][] = [
      ["cut off inside the file", whole.slice(0, Math.floor(whole.length / 2)), `multipart/form-data; boundary=${BOUNDARY}`],
      ["cut off before the closing boundary", whole.slice(0, whole.length - 12), `multipart/form-data; boundary=${BOUNDARY}`],
      ["without a boundary", whole, "multipart/form-data"],
      ["not multipart at all", "garbage\r\n\r\n--nothing", `multipart/form-data; boundary=${BOUNDARY}`],
      [
        "a part whose headers run to 200 KB",
        whole.replace('name="intent"\r\n', `name="intent"\r\nX-Padding: ${"a".repeat(200_000)}\r\n`),
        `multipart/form-data; boundary=${BOUNDARY}`,
      ],
    ];
    for (const [label, body, type] of cases) {
      const result = (await postToBackups(body, type)) as { data: ActionData; init: { status: number } };
      expect(result.init?.status, label).toBe(400);
      expect(result.data.ok, label).toBe(false);
      expect(result.data.formError, label).toMatch(/The upload was incomplete or malformed|Choose a backup file/);
    }
    // A body whose stream fails half-way (the client went away).
    const failing = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(whole.slice(0, 5000)));
        controller.error(new Error("connection reset"));
      },
    });
    const broken = (await postToBackups(failing, `multipart/form-data; boundary=${BOUNDARY}`)) as {
      data: ActionData;
      init: { status: number };
    };
    expect(broken.init.status).toBe(400);
    expect(broken.data.formError).toMatch(/incomplete or malformed/);

    expect(await db.select().from(courses).orderBy(asc(courses.id))).toEqual(courseRows);
    expect(await db.$count(courseInquiries)).toBe(inquiryCount);
    expect(await db.$count(adminLogs)).toBe(logCount);
    expect(leftovers()).toEqual(before);
  });

  it("answers files that are not backups at once, whatever their content or name", async () => {
    const before = leftovers();
    const cases: [string, string, RegExp][] = [
      ["not json", "../../x.json", /This file is not valid JSON/],
      ["\u0000\u0001\u0002", "😀.json", /This file is not valid JSON/],
      [`${"[".repeat(5000)}${"]".repeat(5000)}`, "backup.json", /not a valid backup file/],
      ['{"version":999,"tables":null}', "backup.json", /not a valid backup file: version/],
      [`{"x":"${"a".repeat(100_000)}"}`, "backup.json", /not a valid backup file/],
      ["", "", /Choose a backup file to check/],
    ];
    for (const [content, filename, message] of cases) {
      const form = new FormData();
      form.set("intent", "dry-run");
      form.set("backup", new File([content], filename, { type: "application/json" }));
      const result = (await postToBackups(form)) as { data: ActionData; init: { status: number } };
      expect(result.init.status, content.slice(0, 20)).toBe(400);
      expect(result.data.formError, content.slice(0, 20)).toMatch(message);
    }
    expect(leftovers()).toEqual(before);
  });

  it("refuses a file over the restore limit with 413 and its own message, keeping nothing", async () => {
    const text = await downloadBackup();
    const form = new FormData();
    form.set("intent", "dry-run");
    form.set("backup", new File([text], "backup.json"));
    const request = new Request(`${ORIGIN}/admin/backups`, { method: "POST", body: form });
    const error = await readStreamedForm(request, {
      maxFileBytes: 10_000,
      tooLarge: "This file is larger than the restore limit.",
      onFile: ({ stream }) => stageUpload(stream, { userId: superAdmin.id, filename: "backup.json" }).catch((e) => e),
    }).catch((e) => e);
    expect(error).toBeInstanceOf(FormBodyError);
    expect(error).toMatchObject({ status: 413, message: "This file is larger than the restore limit." });
    expect(leftovers().receiving).toEqual([]);
  });

  it("stages nothing for a file that is not a backup", async () => {
    const before = leftovers();
    await expect(
      stageUpload(Readable.from([Buffer.from('{"version": 1, "tables": {"gallery": [')]), { userId: "x", filename: "b.json" }),
    ).rejects.toThrow(/not valid JSON/);
    await expect(stageUpload(Readable.from([Buffer.from([0x7b, 0xff, 0xfe, 0x7d])]), { userId: "x", filename: "b.json" })).rejects.toThrow(
      RestoreError,
    );
    await expect(stageUpload(Readable.from([]), { userId: "x", filename: "b.json" })).rejects.toThrow("Choose a backup file to check.");
    expect(leftovers()).toEqual(before);
  });
});

describe("backup files", () => {
  it("writes one row per line, with the same content in small batches as in large ones", async () => {
    const text = await downloadBackup();
    expect(text.startsWith('{\n  "version": 1,\n  "backup_type": "full",')).toBe(true);
    const lines = text.split("\n");
    const inquiryLines = lines.filter((line) => line.startsWith('      {"id":') && line.includes('"full_name"'));
    const parsed = JSON.parse(text);
    expect(inquiryLines).toHaveLength(parsed.tables.course_inquiries.length);
    for (const [name, rows] of Object.entries(parsed.tables)) {
      expect(parsed.counts[name], name).toBe(Array.isArray(rows) ? rows.length : 1);
    }

    const small = JSON.parse(await new Response(backupStream({ batchSize: 2 })).text());
    // The first download logged itself: admin_logs has one more row, newest first.
    expect(small.tables.admin_logs.slice(1)).toEqual(parsed.tables.admin_logs);
    expect(small.tables.admin_logs[0]).toMatchObject({ action: "backup_generated" });
    expect({ ...small.tables, admin_logs: [] }).toEqual({ ...parsed.tables, admin_logs: [] });
    const ids = small.tables.course_inquiries.map((r: { id: string }) => r.id);
    const expected = await db
      .select({ id: courseInquiries.id })
      .from(courseInquiries)
      .orderBy(asc(courseInquiries.created_at), asc(courseInquiries.id));
    expect(ids).toEqual(expected.map((r) => r.id));
  });

  it("still restores a file in the fully indented format written before", async () => {
    const current = JSON.parse(await downloadBackup());
    // The old writer: JSON.stringify(backup, null, 2), counts before tables.
    const { version, backup_type, created_at, source, counts, tables } = current;
    const old = JSON.stringify({ version, backup_type, created_at, source, counts, tables }, null, 2);
    expect(old).toContain('\n        "id": ');

    const [removed] = await db.select().from(courseInquiries).orderBy(asc(courseInquiries.id)).limit(1);
    await db.delete(courseInquiries).where(eq(courseInquiries.id, removed.id));
    await db.update(siteSettings).set({ site_name: "Changed" });

    const dry = await dryRun(old, "backup-2025-01-01.json");
    expect(dry.data.ok, dry.data.formError).toBe(true);
    expect(planOf(dry.data, "course_inquiries")).toMatchObject({ insert: 1, update: 0, delete: 0 });
    expect(planOf(dry.data, "site_settings")).toMatchObject({ update: 1 });
    expect(dry.data.plan?.changes).toBe(2);
    expect((await apply(dry.data.token as string)).status).toBe(302);
    expect(await db.select().from(courseInquiries).where(eq(courseInquiries.id, removed.id))).toEqual([removed]);
    expect((await db.select().from(siteSettings))[0].site_name).toBe("Supertech Institute");
  });
});

describe("batched exports", () => {
  let expectedOrder: string[];

  beforeAll(async () => {
    // Ten contacted enquiries; several share a created_at, so the id breaks ties across batches.
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 10, 9, minutes));
    const stamps = [at(0), at(5), at(5), at(5), at(5), at(7), at(9), at(9), at(9), at(12)];
    await db.insert(courseInquiries).values(
      stamps.map((created_at, i) => ({
        full_name: `Export Order ${i}`,
        email: `order${i}@example.com`,
        phone: `97${String(10000000 + i)}`,
        course_id: courseId,
        status: "contacted" as const,
        created_at,
      })),
    );
    const rows = await db
      .select({ name: courseInquiries.full_name })
      .from(courseInquiries)
      .where(eq(courseInquiries.status, "contacted"))
      .orderBy(desc(courseInquiries.created_at), desc(courseInquiries.id));
    expectedOrder = rows.map((r) => r.name);
    await db
      .insert(newsletterSubscribers)
      .values([0, 1, 2, 3, 4].map((i) => ({ email: `reader${i}@example.com`, created_at: at(i < 3 ? 30 : 31) })));
  });

  it("streams every enquiry once, newest first, across several small batches", async () => {
    const filter = { status: "contacted" as const, q: "" };
    const sizes: number[] = [];
    for await (const batch of inquiryBatches(filter, 3)) sizes.push(batch.length);
    expect(sizes).toEqual([3, 3, 3, 1]);

    const csv = await new Response(inquiryCsv(filter, 3)).text();
    const lines = csv
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toMatch(/^Submitted,Full name,/);
    expect(lines.slice(1).map((line) => line.split(",")[1])).toEqual(expectedOrder);
  });

  it("streams leads the same way", async () => {
    const { body } = leadCsv("newsletter", "reader", 2);
    const lines = (await new Response(body).text())
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    const expected = await db
      .select({ email: newsletterSubscribers.email })
      .from(newsletterSubscribers)
      .orderBy(desc(newsletterSubscribers.created_at), desc(newsletterSubscribers.id));
    expect(lines.slice(1).map((line) => line.split(",")[1])).toEqual(expected.map((r) => r.email));
  });

  it("lets other work run between batches", async () => {
    // A timer and a query started while the export runs finish before its last batch
    // (on PostgreSQL the query has a connection of its own and needs no turn).
    const filter = { status: "contacted" as const, q: "" };
    let batches = 0;
    let timerAt = -1;
    let queryAt = -1;
    setImmediate(() => {
      timerAt = batches;
      void db.execute(sql`select 1`).then(() => {
        queryAt = batches;
      });
    });
    for await (const _ of inquiryBatches(filter, 1)) batches++;
    expect(batches).toBe(10);
    expect(timerAt).toBeGreaterThanOrEqual(0);
    expect(timerAt).toBeLessThan(10);
    if (databaseHandle().engine === "pglite") {
      // One connection: the query waits its turn between two batches, not for the whole export.
      expect(queryAt).toBeGreaterThanOrEqual(0);
      expect(queryAt).toBeLessThan(10);
    }
  });
});
