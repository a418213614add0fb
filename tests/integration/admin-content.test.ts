import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as certificatesRoute from "../../app/routes/admin/certificates/route";
import * as coursesRoute from "../../app/routes/admin/courses/route";
import * as galleryRoute from "../../app/routes/admin/gallery/route";
import { db } from "../../app/server/db.server";
import { adminLogs, certificates, courses, gallery } from "../../app/server/schema";
import { localUploadsDir } from "../../app/server/storage.server";
import { ANONYMOUS, account, requestAs, type TestAccount } from "../setup/accounts";

const FIXTURES = path.resolve(__dirname, "../fixtures");
const context = { nonce: "", clientIp: "127.0.0.1" };

type Outcome = { status: number; location?: string | null; toast?: boolean; body?: Record<string, unknown> };

/** What a loader or action answered (or threw): redirect, data with status, or a Response. */
async function run(fn: () => Promise<unknown>): Promise<Outcome> {
  let value: unknown;
  try {
    value = await fn();
  } catch (thrown) {
    value = thrown;
  }
  if (value instanceof Response) {
    return {
      status: value.status,
      location: value.headers.get("location"),
      toast: value.headers.get("set-cookie")?.startsWith("toast=") ?? false,
    };
  }
  const wrapped = value as { type?: string; data?: unknown; init?: { status?: number } };
  if (wrapped?.type === "DataWithResponseInit")
    return { status: wrapped.init?.status ?? 200, body: wrapped.data as Record<string, unknown> };
  return { status: 200, body: value as Record<string, unknown> };
}

function file(name: string, type = "image/png"): File {
  return new File([readFileSync(path.join(FIXTURES, name))], name, { type });
}

/** A multipart POST, as the admin forms send it. */
function post(who: { cookie: string }, url: string, fields: Record<string, string | File>): Request {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  const full = new URL(url, "http://localhost:3000");
  const headers = new Headers({ origin: full.origin });
  if (who.cookie) headers.set("cookie", who.cookie);
  return new Request(full, { method: "POST", headers, body });
}

type RouteModule = { loader: (args: never) => Promise<unknown>; action: (args: never) => Promise<unknown> };
const callLoader = (mod: RouteModule, request: Request) => run(() => mod.loader({ request, params: {}, context } as never));
const callAction = (mod: RouteModule, request: Request) => run(() => mod.action({ request, params: {}, context } as never));

async function logsFor(action: string) {
  return db.select().from(adminLogs).where(eq(adminLogs.action, action)).orderBy(desc(adminLogs.created_at));
}

const uploadPath = (url: string) => path.join(localUploadsDir(), url.replace(/^\/uploads\//, ""));

/** A create post for the permission checks (refused before it is read; the full form's tests are in admin-courses.test.ts). */
const validCourse = { intent: "create", course_name: "Solar Inverter Repair", course_code: "SIR-101", course_type: "inverter_repair" };

let admin: TestAccount;
let superAdmin: TestAccount;

beforeAll(async () => {
  admin = await account("admin");
  superAdmin = await account("super_admin");
});

describe("permissions on the courses, gallery and certificates pages", () => {
  it("refuse anonymous visitors, users and inactive admins in every loader and action, and change nothing", async () => {
    const refused = { anonymous: ANONYMOUS, user: await account("user"), inactiveAdmin: await account("admin", { active: false }) };
    const table: Record<string, string[]> = {};
    for (const [name, who] of Object.entries(refused)) {
      const row: string[] = [];
      for (const [mod, url, fields] of [
        [coursesRoute, "/admin/courses", validCourse],
        [galleryRoute, "/admin/gallery", { intent: "create", title: "X", image: file("lab-orange.png") }],
        [
          certificatesRoute,
          "/admin/certificates",
          { intent: "create", certificate_id: "P-1", student_name: "S", course_name: "C", issue_date: "2026-01-01", approved_by: "A" },
        ],
      ] as const) {
        const l = await callLoader(mod as RouteModule, requestAs(who, url));
        const a = await callAction(mod as RouteModule, post(who, url, fields as Record<string, string | File>));
        row.push(`${l.status} ${l.location}`, `${a.status} ${a.location}`);
      }
      table[name] = row;
    }
    const toAuth = Array(6).fill("302 /auth");
    const home = Array(6).fill("302 /");
    expect(table).toEqual({ anonymous: toAuth, user: home, inactiveAdmin: home });
    expect(await db.select().from(courses)).toHaveLength(0);
    expect(await db.select().from(gallery)).toHaveLength(0);
    expect(await db.select().from(certificates)).toHaveLength(0);
    // No admin change was logged: the only entries are the test accounts' own sign-ins (security log).
    expect(new Set((await db.select({ action: adminLogs.action }).from(adminLogs)).map((r) => r.action))).toEqual(new Set(["sign_in"]));
  });

  it("let admins and super admins in", async () => {
    for (const who of [admin, superAdmin]) {
      expect((await callLoader(coursesRoute as RouteModule, requestAs(who, "/admin/courses"))).status).toBe(200);
      expect((await callLoader(galleryRoute as RouteModule, requestAs(who, "/admin/gallery"))).status).toBe(200);
      expect((await callLoader(certificatesRoute as RouteModule, requestAs(who, "/admin/certificates"))).status).toBe(200);
    }
  });
});

// The courses page: tests/integration/admin-courses.test.ts (the editor routes of issue 9).

describe("gallery", () => {
  it("creates an item from an uploaded file (re-encoded, stored under gallery/) with the spec's defaults", async () => {
    const result = await callAction(
      galleryRoute as RouteModule,
      post(admin, "/admin/gallery?new=1", {
        intent: "create",
        title: "Bench",
        sort_order: "abc",
        is_active: "true",
        image: file("lab-orange.png"),
      }),
    );
    expect(result).toMatchObject({ status: 302, location: "/admin/gallery", toast: true });
    const [row] = await db.select().from(gallery).where(eq(gallery.title, "Bench"));
    expect(row).toMatchObject({ sort_order: 0, is_active: true, is_featured: false, description: null, alt_text: null });
    expect(row.image_url).toMatch(/^\/uploads\/gallery\/\d+-[0-9a-f]+\.webp$/);
    expect(readFileSync(uploadPath(row.image_url)).subarray(8, 12).toString()).toBe("WEBP");
    const [log] = await logsFor("gallery_item_created");
    expect(log.details).toEqual({ gallery_item_id: row.id, title: "Bench", image_url: row.image_url });
  });

  it("rejects a non-image with an image name, a missing image, a foreign URL and a missing title", async () => {
    const before = await db.select().from(gallery);
    const notImage = await callAction(
      galleryRoute as RouteModule,
      post(admin, "/admin/gallery", { intent: "create", title: "Fake", image: file("not-an-image.png") }),
    );
    expect(notImage.status).toBe(400);
    expect(notImage.body?.fieldErrors).toEqual({ image: "Only image files (JPEG, PNG, WebP, GIF or AVIF) can be uploaded." });
    expect(notImage.body?.toast).toMatchObject({ title: "Failed to upload image", type: "error" });

    const upload = await callAction(
      galleryRoute as RouteModule,
      post(admin, "/admin/gallery", { intent: "upload", image: file("not-an-image.png") }),
    );
    expect(upload.status).toBe(400);
    expect(upload.body?.toast).toMatchObject({ title: "Failed to upload image" });

    const missing = await callAction(galleryRoute as RouteModule, post(admin, "/admin/gallery", { intent: "create", title: "No picture" }));
    expect(missing.status).toBe(400);
    expect(missing.body?.fieldErrors).toEqual({ image: "Please choose an image file." });
    expect(missing.body?.toast).toMatchObject({ title: "Failed to save gallery item" });

    const foreign = await callAction(
      galleryRoute as RouteModule,
      post(admin, "/admin/gallery", { intent: "create", title: "Elsewhere", image_url: "https://example.com/x.png" }),
    );
    expect(foreign.status).toBe(400);

    const untitled = await callAction(
      galleryRoute as RouteModule,
      post(admin, "/admin/gallery", { intent: "create", title: "  ", image: file("lab-orange.png") }),
    );
    expect(untitled.status).toBe(400);
    expect(untitled.body?.fieldErrors).toEqual({ title: "Title is required" });

    expect(await db.select().from(gallery)).toEqual(before);
    expect((await logsFor("gallery_item_created")).length).toBe(1);
  });

  it("uploads at once (intent upload) and saves with the returned URL; replacing the image removes the old file", async () => {
    const [row] = await db.select().from(gallery).where(eq(gallery.title, "Bench"));
    const upload = await callAction(
      galleryRoute as RouteModule,
      post(admin, "/admin/gallery", { intent: "upload", image: file("lab-navy.jpg", "image/jpeg") }),
    );
    expect(upload.status).toBe(200);
    expect(upload.body?.toast).toMatchObject({ title: "Image uploaded successfully" });
    const newUrl = upload.body?.url as string;
    expect(existsSync(uploadPath(newUrl))).toBe(true);

    const result = await callAction(
      galleryRoute as RouteModule,
      post(admin, "/admin/gallery", {
        intent: "update",
        id: row.id,
        title: "Bench 2",
        sort_order: "7",
        is_featured: "true",
        alt_text: "A bench",
        image_url: newUrl,
      }),
    );
    expect(result).toMatchObject({ status: 302, toast: true });
    const [after] = await db.select().from(gallery).where(eq(gallery.id, row.id));
    expect(after).toMatchObject({
      title: "Bench 2",
      sort_order: 7,
      is_featured: true,
      is_active: false,
      image_url: newUrl,
      alt_text: "A bench",
    });
    expect(existsSync(uploadPath(row.image_url))).toBe(false);
    const [log] = await logsFor("gallery_item_updated");
    expect(log.details).toMatchObject({
      gallery_item_id: row.id,
      before: { title: "Bench", sort_order: 0, is_featured: false, is_active: true, image_url: row.image_url, alt_text: null },
      after: { title: "Bench 2", sort_order: 7, is_featured: true, is_active: false, image_url: newUrl, alt_text: "A bench" },
    });
  });

  it("discards an unsaved upload but never a file in use", async () => {
    const upload = await callAction(
      galleryRoute as RouteModule,
      post(admin, "/admin/gallery", { intent: "upload", image: file("lab-orange.png") }),
    );
    const unsaved = upload.body?.url as string;
    await callAction(galleryRoute as RouteModule, post(admin, "/admin/gallery", { intent: "discard-upload", image_url: unsaved }));
    expect(existsSync(uploadPath(unsaved))).toBe(false);
    const [row] = await db.select().from(gallery).where(eq(gallery.title, "Bench 2"));
    await callAction(galleryRoute as RouteModule, post(admin, "/admin/gallery", { intent: "discard-upload", image_url: row.image_url }));
    expect(existsSync(uploadPath(row.image_url))).toBe(true);
  });

  it("toggles is_active alone with the spec's toasts and log actions", async () => {
    const [row] = await db.select().from(gallery).where(eq(gallery.title, "Bench 2"));
    const on = await callAction(
      galleryRoute as RouteModule,
      post(admin, "/admin/gallery", { intent: "toggle", id: row.id, is_active: "true" }),
    );
    expect(on.body?.toast).toMatchObject({ title: "Gallery item activated" });
    expect((await db.select().from(gallery).where(eq(gallery.id, row.id)))[0].is_active).toBe(true);
    const off = await callAction(
      galleryRoute as RouteModule,
      post(admin, "/admin/gallery", { intent: "toggle", id: row.id, is_active: "false" }),
    );
    expect(off.body?.toast).toMatchObject({ title: "Gallery item deactivated" });
    const [after] = await db.select().from(gallery).where(eq(gallery.id, row.id));
    expect(after).toMatchObject({ is_active: false, title: "Bench 2", sort_order: 7 });
    expect((await logsFor("gallery_item_activated"))[0].details).toEqual({ gallery_item_id: row.id, title: "Bench 2", is_active: true });
    expect((await logsFor("gallery_item_deactivated"))[0].details).toEqual({ gallery_item_id: row.id, title: "Bench 2", is_active: false });
    const bad = await callAction(
      galleryRoute as RouteModule,
      post(admin, "/admin/gallery", { intent: "toggle", id: row.id, is_active: "maybe" }),
    );
    expect(bad.status).toBe(400);
  });

  it("lists all items by sort order and deletes one with its file", async () => {
    await db.insert(gallery).values({ image_url: "/images/gallery/classroom.svg", title: "First", sort_order: -1 });
    const list = await callLoader(galleryRoute as RouteModule, requestAs(admin, "/admin/gallery"));
    expect(((list.body?.items ?? []) as { title: string }[]).map((i) => i.title)).toEqual(["First", "Bench 2"]);

    const [row] = await db.select().from(gallery).where(eq(gallery.title, "Bench 2"));
    const result = await callAction(galleryRoute as RouteModule, post(admin, "/admin/gallery", { intent: "delete", id: row.id }));
    expect(result).toMatchObject({ status: 302, toast: true });
    expect(existsSync(uploadPath(row.image_url))).toBe(false);
    expect((await logsFor("gallery_item_deleted"))[0].details).toEqual({
      gallery_item_id: row.id,
      title: "Bench 2",
      image_url: row.image_url,
    });
    const missing = await callAction(galleryRoute as RouteModule, post(admin, "/admin/gallery", { intent: "delete", id: row.id }));
    expect(missing.status).toBe(404);
    expect(missing.body?.toast).toMatchObject({ title: "Failed to delete gallery item" });
  });
});

describe("certificates", () => {
  const fields = {
    student_name: "Rahul Verma",
    course_name: "Mobile Repair",
    issue_date: "2026-02-01",
    approved_by: "A. Sharma",
    details: "",
  };

  it("creates a certificate with an image and logs certificate_created", async () => {
    const result = await callAction(
      certificatesRoute as RouteModule,
      post(admin, "/admin/certificates?new=1", { intent: "create", certificate_id: "STI-T-1", ...fields, image: file("lab-orange.png") }),
    );
    expect(result).toMatchObject({ status: 302, location: "/admin/certificates", toast: true });
    const [row] = await db.select().from(certificates).where(eq(certificates.certificate_id, "STI-T-1"));
    expect(row).toMatchObject({ ...fields, details: null });
    expect(row.certificate_image_url).toMatch(/^\/uploads\/certificates\/[0-9a-f]+\.webp$/);
    expect((await logsFor("certificate_created"))[0].details).toEqual({
      id: row.id,
      certificate_id: "STI-T-1",
      student_name: "Rahul Verma",
      course_name: "Mobile Repair",
    });
  });

  it("refuses missing fields, a duplicate ID and a non-image, showing the server's message", async () => {
    const empty = await callAction(certificatesRoute as RouteModule, post(admin, "/admin/certificates", { intent: "create" }));
    expect(empty.status).toBe(400);
    expect(empty.body?.fieldErrors).toEqual({
      certificate_id: "Certificate ID is required",
      student_name: "Student name is required",
      course_name: "Course name is required",
      issue_date: "Issue date is required",
      approved_by: "Approved by is required",
    });
    const duplicate = await callAction(
      certificatesRoute as RouteModule,
      post(admin, "/admin/certificates", { intent: "create", certificate_id: "sti-t-1", ...fields }),
    );
    expect(duplicate.status).toBe(400);
    expect(duplicate.body?.fieldErrors).toEqual({ certificate_id: "A certificate with this ID already exists" });
    expect(duplicate.body?.toast).toMatchObject({ description: "A certificate with this ID already exists", type: "error" });
    const badDate = await callAction(
      certificatesRoute as RouteModule,
      post(admin, "/admin/certificates", { intent: "create", certificate_id: "X-2", ...fields, issue_date: "2026-13-45" }),
    );
    expect(badDate.body?.fieldErrors).toEqual({ issue_date: "Issue date must be a valid date" });
    const notImage = await callAction(
      certificatesRoute as RouteModule,
      post(admin, "/admin/certificates", { intent: "create", certificate_id: "X-3", ...fields, image: file("not-an-image.png") }),
    );
    expect(notImage.status).toBe(400);
    expect(notImage.body?.toast).toMatchObject({ description: "Only image files (JPEG, PNG, WebP, GIF or AVIF) can be uploaded." });
    const upload = await callAction(
      certificatesRoute as RouteModule,
      post(admin, "/admin/certificates", { intent: "upload", image: file("not-an-image.png") }),
    );
    expect(upload.status).toBe(400);
    expect(await db.select().from(certificates)).toHaveLength(1);
  });

  it("never changes certificate_id once the record exists", async () => {
    const [row] = await db.select().from(certificates).where(eq(certificates.certificate_id, "STI-T-1"));
    const changed = await callAction(
      certificatesRoute as RouteModule,
      post(admin, "/admin/certificates", {
        intent: "update",
        id: row.id,
        certificate_id: "FORGED-9",
        ...fields,
        student_name: "Someone Else",
      }),
    );
    expect(changed.status).toBe(400);
    expect(changed.body?.fieldErrors).toEqual({ certificate_id: "The certificate ID cannot be changed once the certificate exists" });
    expect((await db.select().from(certificates).where(eq(certificates.id, row.id)))[0]).toEqual(row);

    const same = await callAction(
      certificatesRoute as RouteModule,
      post(admin, "/admin/certificates", {
        intent: "update",
        id: row.id,
        certificate_id: "STI-T-1",
        ...fields,
        student_name: "Rahul K. Verma",
        image_url: "",
      }),
    );
    expect(same).toMatchObject({ status: 302, toast: true });
    const [after] = await db.select().from(certificates).where(eq(certificates.id, row.id));
    expect(after).toMatchObject({ certificate_id: "STI-T-1", student_name: "Rahul K. Verma", certificate_image_url: null });
    expect(existsSync(uploadPath(row.certificate_image_url as string))).toBe(false);
    expect((await logsFor("certificate_updated"))[0].details).toEqual({
      id: row.id,
      certificate_id: "STI-T-1",
      before: { student_name: "Rahul Verma", certificate_image_url: row.certificate_image_url },
      after: { student_name: "Rahul K. Verma", certificate_image_url: null },
    });
  });

  it("deletes a certificate and logs certificate_deleted", async () => {
    const [row] = await db.select().from(certificates).where(eq(certificates.certificate_id, "STI-T-1"));
    const result = await callAction(certificatesRoute as RouteModule, post(admin, "/admin/certificates", { intent: "delete", id: row.id }));
    expect(result).toMatchObject({ status: 302, toast: true });
    expect(await db.select().from(certificates)).toHaveLength(0);
    expect((await logsFor("certificate_deleted"))[0].details).toEqual({
      id: row.id,
      certificate_id: "STI-T-1",
      student_name: "Rahul K. Verma",
      course_name: "Mobile Repair",
    });
  });
});
