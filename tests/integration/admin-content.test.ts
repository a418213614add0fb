import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as editCertificateRoute from "../../app/routes/admin/certificates/edit/route";
import * as newCertificateRoute from "../../app/routes/admin/certificates/new/route";
import * as certificatesRoute from "../../app/routes/admin/certificates/route";
import * as coursesRoute from "../../app/routes/admin/courses/route";
import * as galleryRoute from "../../app/routes/admin/gallery/route";
import { db } from "../../app/server/db.server";
import { adminLogs, certificates, courses, gallery } from "../../app/server/schema";
import { localUploadsDir } from "../../app/server/storage.server";
import { ANONYMOUS, account, requestAs, type TestAccount } from "../setup/accounts";
import { multipartAs, toastOf } from "../setup/call-route";

const FIXTURES = path.resolve(__dirname, "../fixtures");
const context = { nonce: "", clientIp: "127.0.0.1" };

type Outcome = {
  status: number;
  location?: string | null;
  toast?: boolean;
  body?: Record<string, unknown>;
  /** The toast a data() answer set in the one toast cookie (decision 013). */
  sentToast?: { title: string; description?: string; type?: string } | null;
};

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
  const wrapped = value as { type?: string; data?: unknown; init?: { status?: number; headers?: HeadersInit } };
  if (wrapped?.type === "DataWithResponseInit") {
    const sentToast = await toastOf(new Response(null, { headers: wrapped.init?.headers }));
    return { status: wrapped.init?.status ?? 200, body: wrapped.data as Record<string, unknown>, sentToast };
  }
  return { status: 200, body: value as Record<string, unknown> };
}

function file(name: string, type = "image/png"): File {
  return new File([readFileSync(path.join(FIXTURES, name))], name, { type });
}

/** A multipart POST, as the admin forms send it. */
const post = multipartAs;

type RouteModule = { loader: (args: never) => Promise<unknown>; action: (args: never) => Promise<unknown> };
const callLoader = (mod: RouteModule, request: Request) => run(() => mod.loader({ request, params: {}, context } as never));
const callAction = (mod: RouteModule, request: Request, params: Record<string, string> = {}) =>
  run(() => mod.action({ request, params, context } as never));

async function logsFor(action: string) {
  return db.select().from(adminLogs).where(eq(adminLogs.action, action)).orderBy(desc(adminLogs.created_at));
}

const uploadPath = (url: string) => path.join(localUploadsDir(), url.replace(/^\/uploads\//, ""));

const validCourse = {
  intent: "create",
  course_name: "Solar Inverter Repair",
  course_code: "SIR-101",
  course_type: "inverter_repair",
  description: "Hybrid and off-grid inverters.",
  duration_weeks: "6",
  fee_amount: "12500.50",
  max_students: "18",
  currently_enrolled: "",
  instructor_name: "Kavita Rao",
  start_date: "2026-03-01",
  end_date: "2026-04-15",
  is_active: "true",
};

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

describe("courses", () => {
  it("creates a course, redirects with the toast and logs course_created", async () => {
    const result = await callAction(coursesRoute as RouteModule, post(admin, "/admin/courses?new=1&q=solar", validCourse));
    expect(result).toMatchObject({ status: 302, location: "/admin/courses?q=solar", toast: true });
    const [row] = await db.select().from(courses).where(eq(courses.course_code, "SIR-101"));
    expect(row).toMatchObject({
      course_name: "Solar Inverter Repair",
      course_type: "inverter_repair",
      duration_weeks: 6,
      fee_amount: "12500.50",
      max_students: 18,
      currently_enrolled: 0,
      instructor_name: "Kavita Rao",
      start_date: "2026-03-01",
      end_date: "2026-04-15",
      is_active: true,
      updated_at: null,
    });
    const [log] = await logsFor("course_created");
    expect(log.admin_user_id).toBe(admin.id);
    expect(log.details).toMatchObject({ course_name: "Solar Inverter Repair", course_code: "SIR-101", course_id: row.id });
  });

  it("refuses bad input with the field messages (400) and changes nothing", async () => {
    const before = await db.select().from(courses);
    const logsBefore = await db.select().from(adminLogs);
    const cases: [Record<string, string>, Record<string, string>][] = [
      [
        { course_name: " ", course_code: "" },
        { course_name: "Course name is required", course_code: "Course code is required" },
      ],
      [{ duration_weeks: "0" }, { duration_weeks: "Duration (weeks) must be at least 1" }],
      [{ duration_weeks: "" }, { duration_weeks: "Duration (weeks) is required" }],
      [{ duration_weeks: "2.5" }, { duration_weeks: "Duration (weeks) must be a whole number" }],
      [{ fee_amount: "-1" }, { fee_amount: "Fee must be at least 0" }],
      [{ fee_amount: "" }, { fee_amount: "Fee is required" }],
      [{ fee_amount: "10.555" }, { fee_amount: "Fee can have at most 2 decimal places" }],
      [{ max_students: "0" }, { max_students: "Max students must be at least 1" }],
      [{ course_type: "juggling" }, { course_type: "Please select a course type" }],
      [{ course_type: "both" }, { course_type: "Please select a course type" }],
      [{ start_date: "2026-05-01", end_date: "2026-04-01" }, { end_date: "End date cannot be before the start date" }],
      [{ currently_enrolled: "-3" }, { currently_enrolled: "Currently enrolled must be at least 0" }],
      [{ trade: "plumbing" }, { trade: "Please select a trade" }],
    ];
    for (const [change, errors] of cases) {
      const result = await callAction(
        coursesRoute as RouteModule,
        post(admin, "/admin/courses", { ...validCourse, course_code: "NEW-1", ...change }),
      );
      expect(result.status, JSON.stringify(change)).toBe(400);
      expect(result.body?.fieldErrors).toEqual(errors);
      expect(result.body?.toast).toMatchObject({ title: "Failed to save course", type: "error" });
    }
    const bare = await callAction(coursesRoute as RouteModule, post(admin, "/admin/courses", { intent: "create" }));
    expect(bare.status).toBe(400);
    expect(bare.body?.fieldErrors).toEqual({
      course_name: "Course name is required",
      course_code: "Course code is required",
      course_type: "Please select a course type",
      duration_weeks: "Duration (weeks) is required",
      fee_amount: "Fee is required",
      max_students: "Max students is required",
    });
    expect(await db.select().from(courses)).toEqual(before);
    expect(await db.select().from(adminLogs)).toHaveLength(logsBefore.length);
  });

  it("refuses a duplicate course code (any letter case) with a clear field error", async () => {
    const result = await callAction(
      coursesRoute as RouteModule,
      post(admin, "/admin/courses", { ...validCourse, course_name: "Copy", course_code: "sir-101" }),
    );
    expect(result.status).toBe(400);
    expect(result.body?.fieldErrors).toEqual({ course_code: "A course with this code already exists" });
    expect(await db.select().from(courses)).toHaveLength(1);
  });

  it("updates a course with updated_at and logs only the changed fields", async () => {
    const [row] = await db.select().from(courses).where(eq(courses.course_code, "SIR-101"));
    const result = await callAction(
      coursesRoute as RouteModule,
      post(admin, `/admin/courses?edit=${row.id}`, {
        ...validCourse,
        intent: "update",
        id: row.id,
        fee_amount: "14000",
        is_active: "",
        currently_enrolled: "5",
      }),
    );
    expect(result).toMatchObject({ status: 302, location: "/admin/courses", toast: true });
    const [after] = await db.select().from(courses).where(eq(courses.id, row.id));
    expect(after).toMatchObject({ fee_amount: "14000.00", is_active: false, currently_enrolled: 5 });
    expect(after.updated_at).toBeInstanceOf(Date);
    const [log] = await logsFor("course_updated");
    expect(log.details).toEqual({
      course_id: row.id,
      course_name: "Solar Inverter Repair",
      course_code: "SIR-101",
      before: { fee_amount: "12500.50", is_active: true, currently_enrolled: 0 },
      after: { fee_amount: "14000.00", is_active: false, currently_enrolled: 5 },
    });
  });

  it("sets a course's trade and featured flag, and an empty trade follows the type again (issue 11)", async () => {
    const [row] = await db.select().from(courses).where(eq(courses.course_code, "SIR-101"));
    expect(row).toMatchObject({ trade: null, is_featured: false });
    const update = (fields: Record<string, string>) =>
      callAction(coursesRoute as RouteModule, post(admin, "/admin/courses", { ...validCourse, intent: "update", id: row.id, ...fields }));
    expect(await update({ trade: "ev", is_featured: "true" })).toMatchObject({ status: 302 });
    const [featured] = await db.select().from(courses).where(eq(courses.id, row.id));
    expect(featured).toMatchObject({ trade: "ev", is_featured: true });
    const [log] = await logsFor("course_updated");
    expect(log.details).toMatchObject({ before: { trade: null, is_featured: false }, after: { trade: "ev", is_featured: true } });
    expect(await update({ trade: "" })).toMatchObject({ status: 302 });
    const [plain] = await db.select().from(courses).where(eq(courses.id, row.id));
    expect(plain).toMatchObject({ trade: null, is_featured: false });
  });

  it("refuses to give a course another course's code", async () => {
    await callAction(
      coursesRoute as RouteModule,
      post(admin, "/admin/courses", { ...validCourse, course_name: "Other", course_code: "OTH-1" }),
    );
    const [other] = await db.select().from(courses).where(eq(courses.course_code, "OTH-1"));
    const result = await callAction(
      coursesRoute as RouteModule,
      post(admin, "/admin/courses", { ...validCourse, intent: "update", id: other.id, course_code: "SIR-101" }),
    );
    expect(result.status).toBe(400);
    expect(result.body?.fieldErrors).toEqual({ course_code: "A course with this code already exists" });
    const [unchanged] = await db.select().from(courses).where(eq(courses.id, other.id));
    expect(unchanged.course_code).toBe("OTH-1");
  });

  it("searches by name, code or instructor, case-insensitively, with % taken literally", async () => {
    const names = async (q: string) => {
      const result = await callLoader(coursesRoute as RouteModule, requestAs(admin, `/admin/courses?q=${encodeURIComponent(q)}`));
      return ((result.body?.courses ?? []) as { course_name: string }[]).map((c) => c.course_name).sort();
    };
    expect(await names("SOLAR")).toEqual(["Solar Inverter Repair"]);
    expect(await names("oth-")).toEqual(["Other"]);
    expect(await names("kavita")).toEqual(["Other", "Solar Inverter Repair"]);
    expect(await names("%")).toEqual([]);
    expect(await names("")).toHaveLength(2);
  });

  it("deletes a course, logs course_deleted, and answers 404 for an unknown one", async () => {
    const [other] = await db.select().from(courses).where(eq(courses.course_code, "OTH-1"));
    const result = await callAction(coursesRoute as RouteModule, post(admin, "/admin/courses", { intent: "delete", id: other.id }));
    expect(result).toMatchObject({ status: 302, toast: true });
    expect(await db.select().from(courses).where(eq(courses.id, other.id))).toHaveLength(0);
    const [log] = await logsFor("course_deleted");
    expect(log.details).toEqual({ course_id: other.id, course_name: "Other", course_code: "OTH-1" });

    const again = await callAction(coursesRoute as RouteModule, post(admin, "/admin/courses", { intent: "delete", id: other.id }));
    expect(again.status).toBe(404);
    expect(again.body?.toast).toMatchObject({ title: "Failed to delete course" });
    const unknown = await callAction(coursesRoute as RouteModule, post(admin, "/admin/courses", { intent: "explode", id: other.id }));
    expect(unknown.status).toBe(400);
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
      newCertificateRoute as RouteModule,
      post(admin, "/admin/certificates/new", { intent: "create", certificate_id: "STI-T-1", ...fields, image: file("lab-orange.png") }),
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
    const create = (fields: Record<string, string | File>) =>
      callAction(newCertificateRoute as RouteModule, post(admin, "/admin/certificates/new", fields));
    const empty = await create({ intent: "create" });
    expect(empty.status).toBe(400);
    // Conform's reply (decision 013): each field's messages under `error`.
    expect(empty.body?.error).toEqual({
      certificate_id: ["Certificate ID is required"],
      student_name: ["Student name is required"],
      course_name: ["Course name is required"],
      issue_date: ["Issue date is required"],
      approved_by: ["Approved by is required"],
    });
    const duplicate = await create({ intent: "create", certificate_id: "sti-t-1", ...fields });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body?.error).toEqual({ certificate_id: ["A certificate with this ID already exists"] });
    expect(duplicate.sentToast).toMatchObject({ description: "A certificate with this ID already exists", type: "error" });
    const badDate = await create({ intent: "create", certificate_id: "X-2", ...fields, issue_date: "2026-13-45" });
    expect(badDate.body?.error).toEqual({ issue_date: ["Issue date must be a valid date"] });
    const notImage = await create({ intent: "create", certificate_id: "X-3", ...fields, image: file("not-an-image.png") });
    expect(notImage.status).toBe(400);
    expect(notImage.sentToast).toMatchObject({ description: "Only image files (JPEG, PNG, WebP, GIF or AVIF) can be uploaded." });
    const upload = await create({ intent: "upload", image: file("not-an-image.png") });
    expect(upload.status).toBe(400);
    expect(await db.select().from(certificates)).toHaveLength(1);
  });

  it("never changes certificate_id once the record exists", async () => {
    const [row] = await db.select().from(certificates).where(eq(certificates.certificate_id, "STI-T-1"));
    const update = (fields: Record<string, string>) =>
      callAction(editCertificateRoute as RouteModule, post(admin, `/admin/certificates/${row.id}/edit`, fields), { id: row.id });
    const changed = await update({
      intent: "update",
      id: row.id,
      certificate_id: "FORGED-9",
      ...fields,
      student_name: "Someone Else",
    });
    expect(changed.status).toBe(400);
    expect(changed.body?.error).toEqual({ certificate_id: ["The certificate ID cannot be changed once the certificate exists"] });
    expect((await db.select().from(certificates).where(eq(certificates.id, row.id)))[0]).toEqual(row);

    const same = await update({
      intent: "update",
      id: row.id,
      certificate_id: "STI-T-1",
      ...fields,
      student_name: "Rahul K. Verma",
      image_url: "",
    });
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
