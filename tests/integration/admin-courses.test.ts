import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as editRoute from "#app/routes/admin/courses/edit/route";
import * as newRoute from "#app/routes/admin/courses/new/route";
import * as coursesRoute from "#app/routes/admin/courses/route";
import { db } from "#app/server/db/db.server";
import { adminLogs, courses } from "#app/server/db/schema";
import { account, requestAs, type TestAccount } from "#tests/support/accounts";
import { logsFor } from "#tests/support/admin-logs";
import { ROUTE_CONTEXT, type RouteFunction, settle, toastOf } from "#tests/support/call-route";
import { courseForm } from "#tests/support/course-form";

/**
 * The admin courses page in decision 013's shape: the list (search, pages, delete), the editor routes
 * `courses/new` and `courses/:id/edit` with Conform's reply on refusal, and the old URLs.
 */

type Answer = { status: number; location: string | null; toast: string | null; body: Record<string, unknown> | null };

/** What a loader or action answered: a redirect/Response, or data() with its status and toast cookie. */
async function answer(fn: RouteFunction, request: Request, params: Record<string, string> = {}): Promise<Answer> {
  const value = await settle(() => fn({ request, params, context: ROUTE_CONTEXT }) as Promise<unknown>);
  if (value instanceof Response) {
    return { status: value.status, location: value.headers.get("location"), toast: (await toastOf(value))?.title ?? null, body: null };
  }
  const wrapped = value as { type?: string; data?: unknown; init?: { status?: number; headers?: HeadersInit } };
  if (wrapped?.type === "DataWithResponseInit") {
    const toast = await toastOf(new Response(null, { headers: wrapped.init?.headers }));
    return {
      status: wrapped.init?.status ?? 200,
      location: null,
      toast: toast?.title ?? null,
      body: wrapped.data as Record<string, unknown>,
    };
  }
  return { status: 200, location: null, toast: null, body: value as Record<string, unknown> };
}

/** Conform's reply: each field's first message (fields without one left out). */
function fieldErrors(body: Record<string, unknown> | null): Record<string, string> {
  const error = (body?.error ?? {}) as Record<string, string[] | null>;
  return Object.fromEntries(Object.entries(error).flatMap(([name, messages]) => (messages?.length ? [[name, messages[0]]] : [])));
}

/** A multipart POST, as the admin forms send it. */
function post(who: { cookie: string }, url: string, fields: Record<string, string>): Request {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  const full = new URL(url, "http://localhost:3000");
  const headers = new Headers({ origin: full.origin, cookie: who.cookie });
  return new Request(full, { method: "POST", headers, body });
}

const byCode = async (code: string) => (await db.select().from(courses).where(eq(courses.course_code, code)))[0];

const validCourse = courseForm({
  course_name: "Solar Inverter Repair",
  course_code: "SIR-101",
  course_type: "inverter_repair",
  description: "Hybrid and off-grid inverters.",
  fee_amount: "12500.50",
});

const create = (fields: Record<string, string>, url = "/admin/courses/new") => answer(newRoute.action, post(admin, url, fields));
const update = (id: string, fields: Record<string, string>, url = `/admin/courses/${id}/edit`) =>
  answer(editRoute.action, post(admin, url, fields), { id });

let admin: TestAccount;

beforeAll(async () => {
  admin = await account("admin");
});

describe("the course editor routes", () => {
  it("creates a course, back to the list (search kept) with the toast, and logs course_created", async () => {
    const result = await create(validCourse, "/admin/courses/new?q=solar");
    expect(result).toMatchObject({ status: 302, location: "/admin/courses?q=solar", toast: "Course created successfully" });
    const row = await byCode("SIR-101");
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

  it("refuses bad input with Conform's reply (400, field messages, values as sent), the spec's toast, and changes nothing", async () => {
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
      const result = await create({ ...validCourse, course_code: "NEW-1", ...change });
      expect(result.status, JSON.stringify(change)).toBe(400);
      expect(fieldErrors(result.body)).toEqual(errors);
      expect(result.toast).toBe("Failed to save course");
      expect(result.body?.initialValue).toMatchObject({ course_name: change.course_name ?? validCourse.course_name });
    }
    const bare = await create({});
    expect(bare.status).toBe(400);
    expect(fieldErrors(bare.body)).toEqual({
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
    const result = await create({ ...validCourse, course_name: "Copy", course_code: "sir-101" });
    expect(result.status).toBe(400);
    expect(fieldErrors(result.body)).toEqual({ course_code: "A course with this code already exists" });
    expect(await db.select().from(courses)).toHaveLength(1);
  });

  it("opens the edit dialog's data for a course, 404 for an unknown or malformed id", async () => {
    const row = await byCode("SIR-101");
    const loaded = await answer(editRoute.loader, requestAs(admin, `/admin/courses/${row.id}/edit`), { id: row.id });
    expect(loaded.body?.course).toMatchObject({ course_code: "SIR-101" });
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const missing = await answer(editRoute.loader, requestAs(admin, `/admin/courses/${id}/edit`), { id });
      expect(missing.status, id).toBe(404);
    }
  });

  it("updates a course with updated_at and logs only the changed fields", async () => {
    const row = await byCode("SIR-101");
    const result = await update(row.id, { ...validCourse, fee_amount: "14000", is_active: "", currently_enrolled: "5" });
    expect(result).toMatchObject({ status: 302, location: "/admin/courses", toast: "Course updated successfully" });
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

  it("logs that the instructor changed, without either name", async () => {
    const row = await byCode("SIR-101");
    expect(await update(row.id, { ...validCourse, instructor_name: "Anil Kapoor" })).toMatchObject({ status: 302 });
    const [log] = await logsFor("course_updated");
    expect(log.details).toMatchObject({ course_id: row.id, withheld: ["instructor_name"] });
    expect(JSON.stringify(log.details)).not.toMatch(/Kavita Rao|Anil Kapoor/);
    expect(await update(row.id, validCourse)).toMatchObject({ status: 302 });
  });

  it("sets a course's trade and featured flag, and an empty trade follows the type again", async () => {
    const row = await byCode("SIR-101");
    expect(row).toMatchObject({ trade: null, is_featured: false });
    expect(await update(row.id, { ...validCourse, trade: "ev", is_featured: "true" })).toMatchObject({ status: 302 });
    expect(await byCode("SIR-101")).toMatchObject({ trade: "ev", is_featured: true });
    const [log] = await logsFor("course_updated");
    expect(log.details).toMatchObject({ before: { trade: null, is_featured: false }, after: { trade: "ev", is_featured: true } });
    expect(await update(row.id, { ...validCourse, trade: "" })).toMatchObject({ status: 302 });
    expect(await byCode("SIR-101")).toMatchObject({ trade: null, is_featured: false });
  });

  it("stores the course page's fields and the Hindi text, and the editor reads them back", async () => {
    const row = await byCode("SIR-101");
    const page = {
      syllabus: "Inverter basics | 6\r\n\r\nBattery banks and charging | 10.5",
      eligibility: "10th pass, age 16+",
      teaching_language: "Hindi and English",
      batch_morning: "9:00 AM – 12:00 PM",
      batch_evening: "",
      batch_weekend: "Sat–Sun, 10 AM – 4 PM",
      fee_full_payment: "11500",
      fee_instalments: "2 × ₹6,500",
      fee_hostel: "4500.50",
      next_batch_date: "2026-12-01",
      name_hi: "सोलर इन्वर्टर रिपेयर",
      description_hi: "",
      syllabus_hi: "इन्वर्टर की शुरुआत | 6",
    };
    expect(await update(row.id, { ...validCourse, ...page })).toMatchObject({ status: 302, toast: "Course updated successfully" });
    expect(await byCode("SIR-101")).toMatchObject({
      syllabus: [
        { title: "Inverter basics", hours: 6 },
        { title: "Battery banks and charging", hours: 10.5 },
      ],
      eligibility: "10th pass, age 16+",
      teaching_language: "Hindi and English",
      batch_morning: "9:00 AM – 12:00 PM",
      batch_evening: null,
      batch_weekend: "Sat–Sun, 10 AM – 4 PM",
      fee_full_payment: "11500.00",
      fee_instalments: "2 × ₹6,500",
      fee_hostel: "4500.50",
      next_batch_date: "2026-12-01",
      name_hi: "सोलर इन्वर्टर रिपेयर",
      description_hi: null,
      syllabus_hi: [{ title: "इन्वर्टर की शुरुआत", hours: 6 }],
    });
    const loaded = await answer(editRoute.loader, requestAs(admin, `/admin/courses/${row.id}/edit`), { id: row.id });
    expect(loaded.body?.course).toMatchObject({ syllabus: [{ title: "Inverter basics", hours: 6 }, { hours: 10.5 }] });

    // Bad input: a clear message on the field, nothing stored.
    const stored = await byCode("SIR-101");
    const cases: [Record<string, string>, Record<string, string>][] = [
      [
        { syllabus: "Inverter basics | 6\nNo hours" },
        { syllabus: 'Syllabus, line 2: write the module, a bar, then its hours (e.g. "Soldering basics | 6")' },
      ],
      [
        { syllabus_hi: "| 4" },
        { syllabus_hi: 'Hindi syllabus, line 1: write the module, a bar, then its hours (e.g. "Soldering basics | 6")' },
      ],
      [{ fee_full_payment: "-1" }, { fee_full_payment: "Full payment fee must be at least 0" }],
      [{ fee_hostel: "lots" }, { fee_hostel: "Hostel fee must be a number" }],
      [{ next_batch_date: "2026-02-30x" }, { next_batch_date: "Next batch date must be a valid date" }],
      [{ eligibility: "x".repeat(501) }, { eligibility: "Eligibility must be at most 500 characters" }],
      [{ name_hi: "न".repeat(201) }, { name_hi: "Hindi course name must be at most 200 characters" }],
    ];
    for (const [change, errors] of cases) {
      const result = await update(row.id, { ...validCourse, ...page, ...change });
      expect(result.status, JSON.stringify(change)).toBe(400);
      expect(fieldErrors(result.body)).toEqual(errors);
    }
    expect(await byCode("SIR-101")).toEqual(stored);
  });

  it("refuses to give a course another course's code, and says so when the course is gone", async () => {
    await create({ ...validCourse, course_name: "Other", course_code: "OTH-1" });
    const other = await byCode("OTH-1");
    const result = await update(other.id, { ...validCourse, course_code: "SIR-101" });
    expect(result.status).toBe(400);
    expect(fieldErrors(result.body)).toEqual({ course_code: "A course with this code already exists" });
    expect((await byCode("OTH-1")).course_code).toBe("OTH-1");
    const gone = await update("00000000-0000-4000-8000-000000000000", { ...validCourse, course_code: "GONE-1" });
    expect(gone.status).toBe(404);
    expect(gone.body?.error).toMatchObject({ "": ["This course no longer exists."] });
    expect(await byCode("GONE-1")).toBeUndefined();
  });
});

describe("the course list", () => {
  const names = async (q: string) => {
    const result = await answer(coursesRoute.loader, requestAs(admin, `/admin/courses?q=${encodeURIComponent(q)}`));
    return ((result.body?.courses ?? []) as { course_name: string }[]).map((c) => c.course_name).sort();
  };

  it("searches by name, code or instructor, case-insensitively, with % taken literally, in server pages", async () => {
    expect(await names("SOLAR")).toEqual(["Solar Inverter Repair"]);
    expect(await names("oth-")).toEqual(["Other"]);
    expect(await names("kavita")).toEqual(["Other", "Solar Inverter Repair"]);
    expect(await names("%")).toEqual([]);
    expect(await names("")).toHaveLength(2);
    const all = await answer(coursesRoute.loader, requestAs(admin, "/admin/courses?page=9"));
    expect(all.body?.page).toMatchObject({ page: 1, total: 2, pageCount: 1 });
  });

  it("sends the old dialog URLs to the editor routes, the search kept", async () => {
    const row = await byCode("SIR-101");
    const go = async (url: string) => (await answer(coursesRoute.loader, requestAs(admin, url))).location;
    expect(await go("/admin/courses?new=1&q=solar")).toBe("/admin/courses/new?q=solar");
    expect(await go(`/admin/courses?edit=${row.id}`)).toBe(`/admin/courses/${row.id}/edit`);
    expect(await go(`/admin/courses?q=x&delete=${row.id}`)).toBe("/admin/courses?q=x");
    expect(await go("/admin/courses?edit=nope")).toBe("/admin/courses");
  });

  it("still takes the old pages' create and update posts on the list's URL", async () => {
    const result = await answer(
      coursesRoute.action,
      post(admin, "/admin/courses?new=1", { ...validCourse, intent: "create", course_code: "OLD-1", course_name: "Old Form" }),
    );
    expect(result).toMatchObject({ status: 302, location: "/admin/courses", toast: "Course created successfully" });
    const old = await byCode("OLD-1");
    const bad = await answer(
      coursesRoute.action,
      post(admin, "/admin/courses", { ...validCourse, intent: "update", id: old.id, fee_amount: "x" }),
    );
    expect(bad.status).toBe(400);
    expect(fieldErrors(bad.body)).toEqual({ fee_amount: "Fee must be a number" });
  });

  it("deletes a course, logs course_deleted, and answers 404 for an unknown one", async () => {
    for (const code of ["OTH-1", "OLD-1"]) {
      const row = await byCode(code);
      // Without the confirmation's confirmed=1 the delete is refused and the course stays.
      const unasked = await answer(coursesRoute.action, post(admin, "/admin/courses?q=o", { intent: "delete", id: row.id }));
      expect(unasked).toMatchObject({ status: 400, toast: "Failed to delete course" });
      expect(await byCode(code)).toMatchObject({ id: row.id });
      const result = await answer(coursesRoute.action, post(admin, "/admin/courses?q=o", { intent: "delete", id: row.id, confirmed: "1" }));
      expect(result).toMatchObject({ status: 302, location: "/admin/courses?q=o", toast: "Course deleted successfully" });
      expect(await byCode(code)).toBeUndefined();
      const [log] = await logsFor("course_deleted");
      expect(log.details).toEqual({ course_id: row.id, course_name: row.course_name, course_code: code });
      const again = await answer(coursesRoute.action, post(admin, "/admin/courses", { intent: "delete", id: row.id, confirmed: "1" }));
      expect(again).toMatchObject({ status: 404, toast: "Failed to delete course" });
    }
    const unknown = await answer(coursesRoute.action, post(admin, "/admin/courses", { intent: "explode", id: "x" }));
    expect(unknown.status).toBe(400);
  });
});
