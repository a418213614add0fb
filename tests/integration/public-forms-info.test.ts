import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { ContactAnswer } from "#app/components/site/contact-form";
import { firstErrors } from "#app/lib/forms";
import { db } from "#app/server/db/db.server";
import { certificates, contactMessages, courses, gallery } from "#app/server/db/schema";
import { ANONYMOUS, requestAs } from "#tests/support/accounts";
import { answerOf } from "#tests/support/call-route";

// The lookup can be made to fail, as a database outage would, for the third outcome.
const lookupFailure = vi.hoisted(() => ({ on: false }));
vi.mock("#app/features/certificates/find-certificate-by-id.server", async (importOriginal) => {
  const actual = await importOriginal<typeof import("#app/features/certificates/find-certificate-by-id.server")>();
  return {
    ...actual,
    findCertificateById: async (id: string) => {
      if (lookupFailure.on) throw new Error("connection refused");
      return actual.findCertificateById(id);
    },
  };
});

const contactRoute = await import("#app/routes/site/contact");
const certificateRoute = await import("#app/routes/site/certificate");
const galleryRoute = await import("#app/routes/site/gallery");
const sitemapRoute = await import("#app/routes/site/sitemap");

type Result<T> = { status: number; body: T };
/** A loader's answer, whether plain data or data() with a status. */
function unwrap<T>(value: unknown): Result<T> {
  const v = value as { type?: string; data?: T; init?: { status?: number } | null };
  if (v && v.type === "DataWithResponseInit") return { status: v.init?.status ?? 200, body: v.data as T };
  return { status: 200, body: value as T };
}

let ipCounter = 0;
/** Each call gets its own client address, so the rate limit never decides a test by accident. */
const context = () => ({ nonce: "", clientIp: `10.0.0.${++ipCounter}` });

async function postContact(form: Record<string, string>, ctx = context()) {
  const request = requestAs(ANONYMOUS, "/contact", { form });
  const answer = await answerOf<ContactAnswer>(await contactRoute.action({ request, params: {}, context: ctx } as never));
  // Conform's reply keeps the form's own message under "".
  const { "": formError, ...fieldErrors } = firstErrors(answer.body?.result.error);
  return { ...answer, sent: answer.body?.sent, fieldErrors, formError };
}

async function countMessages() {
  return (await db.select({ id: contactMessages.id }).from(contactMessages)).length;
}

/** The certificate the lookup finds: stored as is, and answered with the same fields. */
const SAMPLE_CERTIFICATE = {
  certificate_id: "STI-2025-0001",
  student_name: "Rahul Verma",
  course_name: "Mobile and Smartphone Repairing",
  approved_by: "Amit Sharma",
  issue_date: "2025-06-14",
  details: "Completed with distinction.",
};

let activeCourse: { id: string; course_name: string };
let inactiveCourse: { id: string; course_name: string };

beforeAll(async () => {
  const rows = await db
    .insert(courses)
    .values([
      { course_name: "Mobile and Smartphone Repairing", course_code: "MSR-T1", course_type: "mobile_repair", is_active: true },
      { course_name: "Retired Pager Course", course_code: "OLD-T1", course_type: "other", is_active: false },
    ])
    .returning({ id: courses.id, course_name: courses.course_name });
  [activeCourse, inactiveCourse] = rows as [typeof activeCourse, typeof activeCourse];
  await db.insert(certificates).values({ ...SAMPLE_CERTIFICATE, certificate_image_url: "/images/certificates/sample.svg" });
  await db.insert(gallery).values([
    {
      image_url: "/images/gallery/lab-mobile.svg",
      title: "Second",
      sort_order: 2,
      is_active: true,
      is_featured: true,
      alt_text: "Mobile repair workstations",
    },
    { image_url: "/images/gallery/classroom.svg", title: "First", sort_order: 1, is_active: true, alt_text: null },
    { image_url: "/images/gallery/hostel.svg", title: "Hidden", sort_order: 0, is_active: false },
  ]);
});

describe("contact action", () => {
  it("stores a valid message, with the course looked up by id and stored by name, and answers with the spec's message", async () => {
    const before = await countMessages();
    const result = await postContact({
      name: "  Neha Gupta ",
      email: " neha@example.com ",
      phone: "98100 12345",
      subject: "Weekend batch",
      message: "Is there a Sunday batch?",
      course: activeCourse.id,
      website: "",
    });
    expect(result.status).toBe(200);
    expect(result.sent?.reference).toMatch(/^ENQ-\d{4}-\d{6}$/);
    expect(result.body?.result).toEqual({ initialValue: null });
    expect(result.toast).toMatchObject({ description: "Message sent successfully! We'll get back to you soon.", type: "success" });
    expect(await countMessages()).toBe(before + 1);
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.email, "neha@example.com"));
    expect(row).toMatchObject({
      name: "Neha Gupta",
      phone: "98100 12345",
      subject: "Weekend batch",
      message: "Is there a Sunday batch?",
      course: activeCourse.course_name,
    });
  });

  it("stores optional fields as null", async () => {
    const result = await postContact({ name: "Ravi", email: "ravi@example.com", message: "Call me", phone: "", subject: "", course: "" });
    expect(result.sent).toBeDefined();
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.email, "ravi@example.com"));
    expect(row).toMatchObject({ phone: null, subject: null, course: null });
  });

  it("refuses missing required fields with 400, field errors and 'Please fill in all required fields', storing nothing", async () => {
    const before = await countMessages();
    const result = await postContact({ name: " ", email: "", message: "", phone: "", subject: "Hello" });
    expect(result.status).toBe(400);
    expect(result.sent).toBeUndefined();
    expect(result.fieldErrors).toEqual({ name: "Name is required", email: "Email is required", message: "Message is required" });
    expect(result.toast).toMatchObject({ description: "Please fill in all required fields", type: "error" });
    // The same words in the page's own message (a post without JavaScript shows no toast), and what was typed comes back.
    expect(result.formError).toBe("Please fill in all required fields");
    expect(result.body?.result.initialValue).toMatchObject({ subject: "Hello" });
    expect(await countMessages()).toBe(before);
  });

  it("refuses a malformed e-mail, and a course that is not an active course", async () => {
    const before = await countMessages();
    const badEmail = await postContact({ name: "A", email: "not-an-email", message: "Hi" });
    expect(badEmail.status).toBe(400);
    expect(badEmail.fieldErrors.email).toBe("Please enter a valid email address");
    const inactive = await postContact({ name: "A", email: "a@example.com", message: "Hi", course: inactiveCourse.id });
    expect(inactive.status).toBe(400);
    expect(inactive.fieldErrors.course).toBe("Please select a course from the list");
    const notAnId = await postContact({ name: "A", email: "a@example.com", message: "Hi", course: "'; drop table x; --" });
    expect(notAnId.status).toBe(400);
    expect(await countMessages()).toBe(before);
  });

  it("answers a bot that fills the honeypot like a person but stores nothing", async () => {
    const before = await countMessages();
    const result = await postContact({ name: "Bot", email: "bot@example.com", message: "Buy now", website: "http://spam.example" });
    expect(result.status).toBe(200);
    expect(result.sent).toEqual({ reference: undefined });
    expect(result.toast).toMatchObject({ type: "success" });
    expect(await countMessages()).toBe(before);
  });

  it("rate-limits one address after 20 messages a minute", async () => {
    const ctx = context();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await postContact({ name: "N", email: `n${i}@example.com`, message: "Hi" }, ctx)).status);
    expect(statuses).toEqual([...Array(20).fill(200), 429]);
    expect(await db.select().from(contactMessages).where(eq(contactMessages.email, "n20@example.com"))).toHaveLength(0);
  });

  it("offers only active courses, by name, reading only id, course_name and the Hindi name", async () => {
    const data = (await contactRoute.loader({ request: requestAs(ANONYMOUS, "/contact"), params: {}, context: context() } as never)) as {
      courses: Record<string, unknown>[];
    };
    expect(data.courses).toEqual([{ id: activeCourse.id, course_name: activeCourse.course_name, name_hi: null }]);
  });
});

describe("certificate lookup", () => {
  type Lookup = { query: string; lookup: { status: string; message?: string; certificate?: Record<string, unknown> } };
  async function lookup(search: string) {
    const request = requestAs(ANONYMOUS, `/certificate${search}`);
    return unwrap<Lookup>(await certificateRoute.loader({ request, params: {}, context: context() } as never));
  }

  it("finds a certificate by its trimmed id and returns its details and image", async () => {
    const result = await lookup(`?id=${encodeURIComponent("  STI-2025-0001 \t")}`);
    expect(result.status).toBe(200);
    expect(result.body.query).toBe("STI-2025-0001");
    expect(result.body.lookup.status).toBe("found");
    expect(result.body.lookup.certificate).toMatchObject({
      ...SAMPLE_CERTIFICATE,
      image: { src: "/images/certificates/sample.svg", width: 1400, height: 1000 },
    });
  });

  it("says 'Certificate not found. Please check the ID and try again.' for an unknown id", async () => {
    const result = await lookup("?id=STI-9999-9999");
    expect(result.status).toBe(404);
    expect(result.body.lookup).toEqual({ status: "not-found", message: "Certificate not found. Please check the ID and try again." });
  });

  it("says 'Please enter a certificate ID' for an id that is empty after trimming", async () => {
    const result = await lookup("?id=%20%20");
    expect(result.status).toBe(400);
    expect(result.body.lookup).toEqual({ status: "invalid", message: "Please enter a certificate ID" });
  });

  it("shows the form only when no id is given", async () => {
    const result = await lookup("");
    expect(result.status).toBe(200);
    expect(result.body.lookup.status).toBe("idle");
  });

  it("says 'Failed to verify certificate' when the lookup fails", async () => {
    lookupFailure.on = true;
    try {
      const result = await lookup("?id=STI-2025-0001");
      expect(result.status).toBe(503);
      expect(result.body.lookup).toEqual({ status: "failed", message: "Failed to verify certificate" });
    } finally {
      lookupFailure.on = false;
    }
  });
});

describe("gallery and sitemap loaders", () => {
  it("list only active gallery items by sort_order, with alt text falling back to the title and sizes set", async () => {
    const data = (await galleryRoute.loader({ request: requestAs(ANONYMOUS, "/gallery"), params: {}, context: context() } as never)) as {
      items: { title: string; alt: string; is_featured: boolean; image: { width: number; height: number } }[];
    };
    expect(data.items.map((i) => i.title)).toEqual(["First", "Second"]);
    expect(data.items[0]).toMatchObject({ alt: "First", is_featured: false, image: { width: 1200, height: 900 } });
    expect(data.items[1]).toMatchObject({ alt: "Mobile repair workstations", is_featured: true });
    const all = await db.select({ title: gallery.title }).from(gallery).orderBy(asc(gallery.sort_order));
    expect(all.map((r) => r.title)).toContain("Hidden");
  });

  it("the HTML sitemap lists every active course and no inactive one", async () => {
    const data = (await sitemapRoute.loader({ request: requestAs(ANONYMOUS, "/sitemap"), params: {}, context: context() } as never)) as {
      courses: { id: string; course_name: string }[];
    };
    expect(data.courses).toEqual([{ ...activeCourse, name_hi: null }]);
  });
});
