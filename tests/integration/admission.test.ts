import { count, eq, like } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ADMISSION_MESSAGES, ADMISSION_SUCCESS_TEXT } from "#app/lib/validation/admission";
import { db } from "#app/server/db/db.server";
import { courseInquiries, courses, mailOutbox } from "#app/server/db/schema";
import { readToast } from "#app/server/http/toast.server";
import { submitPublicForm } from "#tests/support/call-route";

// Switches for the failure paths: a database error in the detail loader.
const h = vi.hoisted(() => ({ failCourseRead: false, failCourseList: false }));

vi.mock("#app/features/courses/courses.server", async (importOriginal) => {
  const real = await importOriginal<typeof import("#app/features/courses/courses.server")>();
  return {
    ...real,
    getCourseById: (id: string) => (h.failCourseRead ? Promise.reject(new Error("connection refused")) : real.getCourseById(id)),
    listActiveCourses: () => (h.failCourseList ? Promise.reject(new Error("connection refused")) : real.listActiveCourses()),
  };
});
vi.mock("#app/server/env.server", async (importOriginal) => {
  const real = await importOriginal<typeof import("#app/server/env.server")>();
  return {
    ...real,
    getEnv: () => ({ ...real.getEnv(), STAFF_EMAIL: "staff@example.com" }),
  };
});

const { action: admissionAction, loader: admissionLoader } = await import("#app/routes/site/admission");
const { loader: courseLoader } = await import("#app/routes/site/course");
const { loader: innerLoader } = await import("#app/routes/site/course-inner");
const { loader: coursesLoader } = await import("#app/routes/site/courses");
const { loader: sitemapLoader } = await import("#app/routes/api/sitemap-xml");
const { loader: robotsLoader } = await import("#app/routes/api/robots-txt");

let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;
// The same phone and course within 10 minutes is stored once, so separate enquiries use their own numbers.
let phoneCounter = 0;
const freshPhone = () => `97${String(++phoneCounter).padStart(8, "0")}`;

type Unwrapped = { status: number; data?: Record<string, unknown>; location?: string | null; response?: Response };
async function run(
  fn: (args: never) => unknown,
  request: Request,
  params: Record<string, string> = {},
  ip = freshIp(),
): Promise<Unwrapped> {
  try {
    const result = (await fn({ request, params, context: { nonce: "", clientIp: ip } } as never)) as unknown;
    if (result instanceof Response) return { status: result.status, location: result.headers.get("location"), response: result };
    const wrapped = result as { type?: string; data: Record<string, unknown>; init?: { status?: number } | null };
    if (wrapped?.type === "DataWithResponseInit") return { status: wrapped.init?.status ?? 200, data: wrapped.data };
    return { status: 200, data: result as Record<string, unknown> };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("location"), response: thrown };
    const wrapped = thrown as { type?: string; data: Record<string, unknown>; init?: { status?: number } | null };
    if (wrapped?.type === "DataWithResponseInit") return { status: wrapped.init?.status ?? 500, data: wrapped.data };
    throw thrown;
  }
}

let activeId = "";
let otherActiveId = "";
let inactiveId = "";
const today = new Date();
const iso = (days: number) => new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  const rows = await db
    .insert(courses)
    .values([
      {
        course_name: "Mobile Repair Basic",
        course_code: "T-MOB",
        course_type: "mobile_repair",
        fee_amount: "18000.00",
        start_date: iso(30),
        end_date: iso(60),
      },
      {
        course_name: "Advanced </script> Laptop",
        course_code: "T-LAP",
        course_type: "laptop_repair",
        fee_amount: "25000.50",
        max_students: 10,
        currently_enrolled: 10,
      },
      { course_name: "Closed Course", course_code: "T-OFF", course_type: "other", is_active: false },
    ])
    .returning({ id: courses.id, code: courses.course_code });
  activeId = rows.find((r) => r.code === "T-MOB")?.id ?? "";
  otherActiveId = rows.find((r) => r.code === "T-LAP")?.id ?? "";
  inactiveId = rows.find((r) => r.code === "T-OFF")?.id ?? "";
});

beforeEach(() => {
  h.failCourseRead = false;
  h.failCourseList = false;
});

/** The admission action with a urlencoded POST from a fresh address (or `ip`), read as the page would. */
const submit = (form: Record<string, string>, ip = freshIp()) => submitPublicForm(admissionAction, "/admission", form, ip);

async function inquiriesFor(email: string) {
  return db.select().from(courseInquiries).where(eq(courseInquiries.email, email));
}

describe("admission action", () => {
  it("stores a valid enquiry as pending, with empty optional fields as null", async () => {
    const { status, sent, toast } = await submit({
      fullName: "  Asha Rani ",
      email: "asha@example.com",
      phone: "9810012345",
      courseId: activeId,
      age: "",
      education: "",
      address: "",
      previousExperience: " ",
      reasonForJoining: "",
    });
    expect(status).toBe(200);
    expect(sent?.reference).toMatch(/^ENQ-\d{4}-\d{6}$/);
    expect(`${toast?.title} ${toast?.description}`).toBe(ADMISSION_SUCCESS_TEXT);
    expect(ADMISSION_SUCCESS_TEXT).toBe("Inquiry Submitted Successfully! We'll contact you within 24 hours to confirm your admission.");
    const rows = await inquiriesFor("asha@example.com");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      full_name: "Asha Rani",
      phone: "9810012345",
      course_id: activeId,
      status: "pending",
      age: null,
      education: null,
      address: null,
      previous_experience: null,
      reason_for_joining: null,
    });
  });

  it("stores the optional fields when given, with the age as an integer", async () => {
    const { status } = await submit({
      fullName: "Vikram",
      email: "vikram@example.com",
      phone: "+91 98100 54321",
      courseId: otherActiveId,
      age: "22",
      education: "diploma",
      address: "Shahdara, Delhi",
      previousExperience: "Phone shop helper",
      reasonForJoining: "Own business",
    });
    expect(status).toBe(200);
    const [row] = await inquiriesFor("vikram@example.com");
    expect(row).toMatchObject({
      age: 22,
      education: "diploma",
      address: "Shahdara, Delhi",
      previous_experience: "Phone shop helper",
      reason_for_joining: "Own business",
    });
  });

  it("refuses missing required fields with 'Missing Information' and field errors, storing nothing", async () => {
    const before = await db.select({ n: count() }).from(courseInquiries);
    const { status, sent, toast, fieldErrors, values } = await submit({
      fullName: "",
      email: "missing@example.com",
      phone: "",
      courseId: "",
    });
    expect(status).toBe(400);
    expect(sent).toBeUndefined();
    expect(toast).toMatchObject({ title: "Missing Information", description: "Please fill in all required fields", type: "error" });
    expect(Object.keys(fieldErrors).sort()).toEqual(["courseId", "fullName", "phone"]);
    expect((values as Record<string, string> | null)?.email).toBe("missing@example.com");
    const after = await db.select({ n: count() }).from(courseInquiries);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it("refuses an age outside 16 to 60 without storing", async () => {
    for (const age of ["15", "61", "twenty"]) {
      const { status, fieldErrors } = await submit({
        fullName: "Young",
        email: `age${age}@example.com`,
        phone: "9810012345",
        courseId: activeId,
        age,
      });
      expect(status).toBe(400);
      expect(fieldErrors.age).toMatch(/16 to 60/);
      expect(await inquiriesFor(`age${age}@example.com`)).toHaveLength(0);
    }
  });

  it("refuses an unknown, malformed or inactive course without storing", async () => {
    for (const [i, courseId] of ["00000000-0000-4000-8000-000000000000", "not-a-uuid", inactiveId].entries()) {
      const email = `badcourse${i}@example.com`;
      const { status, sent, fieldErrors } = await submit({ fullName: "X", email, phone: "9810012345", courseId });
      expect(status, courseId).toBe(400);
      expect(sent).toBeUndefined();
      expect(fieldErrors.courseId).toBeTruthy();
      expect(await inquiriesFor(email)).toHaveLength(0);
    }
  });

  it("answers a bot that fills the honeypot with success and stores nothing", async () => {
    const { status, toast } = await submit({
      fullName: "Bot",
      email: "bot@example.com",
      phone: "9810012345",
      courseId: activeId,
      website: "http://spam",
    });
    expect(status).toBe(200);
    expect(toast?.type).toBe("success");
    expect(await inquiriesFor("bot@example.com")).toHaveLength(0);
  });

  it("rate-limits one address after 20 valid submissions a minute, storing nothing past the budget", async () => {
    const ip = "203.0.113.77";
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const { status } = await submit({ fullName: "R", email: `rate${i}@example.com`, phone: freshPhone(), courseId: activeId }, ip);
      statuses.push(status);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(statuses[20]).toBe(429);
    expect(await inquiriesFor("rate19@example.com")).toHaveLength(1);
    expect(await inquiriesFor("rate20@example.com")).toHaveLength(0);
  });

  it("queues an e-mail to the staff address in the mail outbox; without SMTP it stays there", async () => {
    const { status } = await submit({ fullName: "Mail Me", email: "mailme@example.com", phone: freshPhone(), courseId: activeId });
    expect(status).toBe(200);
    const queued = () => db.select().from(mailOutbox).where(like(mailOutbox.subject, "%Mail Me%"));
    await vi.waitFor(async () => expect(await queued()).toHaveLength(1));
    const [mail] = await queued();
    expect(mail.to).toBe("staff@example.com");
    expect(mail.text_body).toContain("Mobile Repair Basic (T-MOB)");
    expect(mail.status).toBe("queued");
    expect(mail.attempts).toBe(0);
  });

  it("uses the spec's failure text", () => {
    expect(ADMISSION_MESSAGES.failure.description).toBe("Failed to submit inquiry. Please try again.");
  });
});

describe("admission loader", () => {
  it("lists active courses by name and preselects ?course= only when it is one of them", async () => {
    const { data } = await run(admissionLoader, new Request(`http://localhost:3000/admission?course=${activeId}`));
    const names = (data?.courses as { course_name: string }[] | undefined)?.map((c) => c.course_name);
    expect(names).toEqual(["Advanced </script> Laptop", "Mobile Repair Basic"]);
    expect(data?.selected).toBe(activeId);
    const inactive = await run(admissionLoader, new Request(`http://localhost:3000/admission?course=${inactiveId}`));
    expect(inactive.data?.selected).toBe("");
  });
});

describe("course detail loaders", () => {
  const get = (path: string) => new Request(`http://localhost:3000${path}`);

  it("return the course, active or not", async () => {
    const { status, data } = await run(courseLoader, get(`/course/${inactiveId}`), { courseId: inactiveId });
    expect(status).toBe(200);
    expect((data?.course as { course_name: string } | undefined)?.course_name).toBe("Closed Course");
  });

  it("throw a 404 for an unknown or malformed id", async () => {
    for (const courseId of ["00000000-0000-4000-8000-000000000000", "abc", "1;drop table x"]) {
      expect((await run(courseLoader, get(`/course/${courseId}`), { courseId })).status).toBe(404);
      expect((await run(innerLoader, get(`/course-inner/${courseId}`), { courseId })).status).toBe(404);
    }
  });

  it("redirect to /courses with 'Failed to fetch course details' when the database fails", async () => {
    h.failCourseRead = true;
    for (const fn of [courseLoader, innerLoader]) {
      const { status, location, response } = await run(fn, get(`/course/${activeId}`), { courseId: activeId });
      expect(status).toBe(302);
      expect(location).toBe("/courses");
      const cookie = response?.headers.get("set-cookie")?.split(";")[0] ?? "";
      const { toast } = await readToast(new Request("http://localhost:3000/courses", { headers: { cookie } }));
      expect(toast).toMatchObject({ title: "Error", description: "Failed to fetch course details", type: "error" });
    }
  });

  it("course-inner reads the tab from the query", async () => {
    const { data } = await run(innerLoader, get(`/course-inner/${activeId}?tab=reviews`), { courseId: activeId });
    expect(data?.tab).toBe("reviews");
    const fallback = await run(innerLoader, get(`/course-inner/${activeId}?tab=evil`), { courseId: activeId });
    expect(fallback.data?.tab).toBe("overview");
  });
});

describe("courses page loader", () => {
  it("lists only the active courses", async () => {
    const { data } = await run(coursesLoader, new Request("http://localhost:3000/courses"));
    expect((data?.courses as { course_code: string }[] | undefined)?.map((c) => c.course_code).sort()).toEqual(["T-LAP", "T-MOB"]);
    expect(data?.loadError).toBeNull();
  });

  it("on a database failure shows 'Failed to load courses. Please try again.' and an empty list", async () => {
    h.failCourseList = true;
    const { status, data } = await run(coursesLoader, new Request("http://localhost:3000/courses"));
    expect(status).toBe(200);
    expect(data?.courses).toEqual([]);
    expect(data?.loadError).toMatchObject({ title: "Error", description: "Failed to load courses. Please try again.", type: "error" });
  });
});

describe("sitemap.xml and robots.txt", () => {
  it("list the public pages and every active course with absolute URLs", async () => {
    const { response } = await run(sitemapLoader, new Request("http://localhost:3000/sitemap.xml"));
    expect(response?.headers.get("content-type")).toContain("application/xml");
    const xml = (await response?.text()) ?? "";
    for (const path of [
      "/",
      "/courses",
      "/internal-courses",
      "/online-courses",
      "/admission",
      "/about",
      "/certificate",
      "/gallery",
      "/contact",
    ]) {
      expect(xml).toContain(`<loc>http://localhost:3000${path}</loc>`);
    }
    expect(xml).toContain(`<loc>http://localhost:3000/course/${activeId}</loc>`);
    expect(xml).toContain(`<loc>http://localhost:3000/course/${otherActiveId}</loc>`);
    expect(xml).not.toContain(inactiveId);
  });

  it("lists every page in Hindi too, each naming both languages and x-default", async () => {
    const { response } = await run(sitemapLoader, new Request("http://localhost:3000/sitemap.xml"));
    const xml = (await response?.text()) ?? "";
    for (const path of ["/hi", "/hi/courses", "/hi/internal-courses", "/hi/admission", "/hi/contact", `/hi/course/${activeId}`]) {
      expect(xml).toContain(`<loc>http://localhost:3000${path}</loc>`);
    }
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="hi" href="http://localhost:3000/hi/courses"/>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="http://localhost:3000/courses"/>');
    expect(xml.match(/<url>/g)?.length).toBe(2 * (13 + 2));
  });

  it("robots.txt allows all but /admin and /auth and names the sitemap", async () => {
    const { response } = await run(robotsLoader, new Request("http://localhost:3000/robots.txt"));
    const text = (await response?.text()) ?? "";
    expect(text).toContain("User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /auth");
    expect(text).toContain("Sitemap: http://localhost:3000/sitemap.xml");
  });
});
