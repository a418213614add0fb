import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FormAnswer } from "#app/lib/forms";
import { answerOf, outcomeOf, settle } from "#tests/support/call-route";
import { startSmtpServer } from "#tests/support/smtp-server";

// A real SMTP server on loopback stands in for the staff mailbox: the cached configuration
// is pointed at it before anything sends mail (as in signup-email.test.ts).
const smtp = await startSmtpServer();
const { getEnv } = await import("#app/server/env.server");
Object.assign(getEnv(), { SMTP_URL: smtp.url, STAFF_EMAIL: "staff@example.com" });
afterAll(() => smtp.close());

const { action: admissionAction } = await import("#app/routes/site/admission");
const { action: contactAction } = await import("#app/routes/site/contact");
const { action: demoAction } = await import("#app/routes/site/home");
const { action: newsletterAction } = await import("#app/routes/api/newsletter");
const { db } = await import("#app/server/db/db.server");
const { createInquiry } = await import("#app/features/enquiries/inquiries.server");
const { contactMessages, courseInquiries, courses, demoRequests, newsletterSubscribers } = await import("#app/server/db/schema");

const RATE_LIMITED = "Too many attempts. Please wait a minute and try again.";

let ipCounter = 0;
const freshIp = () => `203.0.113.${++ipCounter}`;
let numberCounter = 0;
/** A valid Indian mobile number no other test uses. */
const freshMobile = () => `96${String(++numberCounter).padStart(8, "0")}`;

/** Calls an action as React Router would: the status, its data, where it redirects and the toast it sets. */
async function run(
  action: (args: never) => unknown,
  url: string,
  form: Record<string, string>,
  ip: string,
  headers: Record<string, string> = {},
) {
  const request = new Request(new URL(url, "http://localhost:3000"), {
    method: "POST",
    headers: { origin: "http://localhost:3000", ...headers },
    body: new URLSearchParams(form),
  });
  const answer = await answerOf<FormAnswer<Record<string, unknown>>>(
    await settle(() => action({ request, params: {}, context: { nonce: "", clientIp: ip } } as never)),
  );
  return { ...answer, data: answer.body, sent: answer.body?.sent };
}

let courseA = "";
let courseB = "";
beforeAll(async () => {
  const rows = await db
    .insert(courses)
    .values([
      { course_name: "Pipeline Mobile Course", course_code: "PL-MOB", course_type: "mobile_repair" },
      { course_name: "Pipeline Laptop Course", course_code: "PL-LAP", course_type: "laptop_repair" },
    ])
    .returning({ id: courses.id, code: courses.course_code });
  courseA = rows.find((r) => r.code === "PL-MOB")?.id ?? "";
  courseB = rows.find((r) => r.code === "PL-LAP")?.id ?? "";
});

const admission = (over: Record<string, string> = {}) => ({
  fullName: "Pooja Singh",
  email: "pooja@example.com",
  phone: freshMobile(),
  courseId: courseA,
  ...over,
});
const demo = (over: Record<string, string> = {}) => ({
  name: "Arjun Mehta",
  mobile: freshMobile(),
  course: "AC PCB Repairing Course",
  js: "1",
  ...over,
});
let emailCounter = 0;
const freshEmail = () => `person${++emailCounter}@example.com`;
const contact = (over: Record<string, string> = {}) => ({
  name: "Meera",
  email: freshEmail(),
  message: "Is there a Sunday batch?",
  ...over,
});

async function inquiryRows(phoneDigits: string) {
  return db
    .select()
    .from(courseInquiries)
    .where(sql`right(regexp_replace(${courseInquiries.phone}, '[^0-9]', '', 'g'), 10) = ${phoneDigits}`);
}
async function demoRows(mobile: string) {
  return db.select().from(demoRequests).where(eq(demoRequests.mobile, mobile));
}
async function contactRows(email: string) {
  return db.select().from(contactMessages).where(sql`lower(${contactMessages.email}) = ${email.toLowerCase()}`);
}
async function subscriberCount(email: string) {
  const [row] = await db
    .select({ n: count() })
    .from(newsletterSubscribers)
    .where(sql`lower(${newsletterSubscribers.email}) = ${email.toLowerCase()}`);
  return row?.n ?? 0;
}
const mailsAbout = (name: string) => smtp.received.filter((m) => m.data.includes(`Name: ${name}`));

/** Each public form: a valid post (new person every call), an invalid one, and whether a post was stored. */
const FORMS = [
  {
    name: "admission",
    post: (ip: string, form: Record<string, string>) => run(admissionAction, "/admission", form, ip),
    valid: () => admission({ email: freshEmail() }),
    invalid: () => admission({ phone: "12" }),
    stored: async (form: Record<string, string>) => (await inquiryRows(form.phone ?? "")).length,
  },
  {
    name: "demo",
    post: (ip: string, form: Record<string, string>) => run(demoAction, "/?index", form, ip),
    valid: () => demo(),
    invalid: () => demo({ name: "R2D2" }),
    stored: async (form: Record<string, string>) => (await demoRows(form.mobile ?? "")).length,
  },
  {
    name: "contact",
    post: (ip: string, form: Record<string, string>) => run(contactAction, "/contact", form, ip),
    valid: () => contact(),
    invalid: () => contact({ email: "not-an-email" }),
    stored: async (form: Record<string, string>) => (await contactRows(form.email ?? "")).length,
  },
  {
    name: "newsletter",
    post: (ip: string, form: Record<string, string>) => run(newsletterAction, "/newsletter", form, ip),
    valid: () => ({ email: freshEmail(), js: "1" }),
    invalid: () => ({ email: "nobody-at-example", js: "1" }),
    stored: async (form: Record<string, string>) => subscriberCount(form.email ?? ""),
  },
] as const;

describe("public-form rate limits", () => {
  for (const f of FORMS) {
    it(`${f.name}: only valid posts count; the 21st valid post in a minute gets 429 and stores nothing`, async () => {
      const ip = freshIp();
      // Typos (and bots caught by the honeypot) never spend the budget of a shared address.
      for (let i = 0; i < 25; i++) expect((await f.post(ip, f.invalid())).status).toBe(400);
      for (let i = 0; i < 5; i++) {
        const bot = await f.post(ip, { ...f.valid(), website: "http://spam.example" });
        expect(bot.status).toBeLessThan(400);
      }
      for (let i = 0; i < 20; i++) {
        const form = f.valid();
        expect((await f.post(ip, form)).status, `valid post ${i + 1}`).toBeLessThan(400);
        expect(await f.stored(form)).toBe(1);
      }
      const refused = f.valid();
      const outcome = await f.post(ip, refused);
      expect(outcome.status).toBe(429);
      expect(JSON.stringify(outcome.data ?? {})).toContain(RATE_LIMITED);
      expect(await f.stored(refused)).toBe(0);
      // Still refused while the window lasts, and an invalid post still gets its field errors.
      expect((await f.post(ip, f.invalid())).status).toBe(400);
      // Another address is not affected.
      expect((await f.post(freshIp(), f.valid())).status).toBeLessThan(400);
    });
  }

  it("each form has its own budget: spending the admission budget does not block the others", async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) expect((await run(admissionAction, "/admission", admission(), ip)).status).toBe(200);
    expect((await run(admissionAction, "/admission", admission(), ip)).status).toBe(429);
    for (const f of FORMS.filter((x) => x.name !== "admission")) {
      const form = f.valid();
      expect((await f.post(ip, form)).status, f.name).toBeLessThan(400);
      expect(await f.stored(form), f.name).toBe(1);
    }
  });

  it("a limited admission answers the spec's message in the form and the toast", async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) await run(admissionAction, "/admission", admission(), ip);
    const { status, data, toast } = await run(admissionAction, "/admission", admission(), ip);
    expect(status).toBe(429);
    expect(data?.result.error?.[""]).toEqual([RATE_LIMITED]);
    expect(toast).toMatchObject({ title: "Error", description: RATE_LIMITED, type: "error" });
  });
});

describe("duplicate guard", () => {
  it("admission: the same phone and course within 10 minutes is stored once, answered with success, mailed once", async () => {
    const phone = freshMobile();
    const first = await run(admissionAction, "/admission", admission({ fullName: "Dup Once", phone }), freshIp());
    // The same number written another way, from another address, with another e-mail.
    const again = await run(
      admissionAction,
      "/admission",
      admission({ fullName: "Dup Once", phone: `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`, email: "other@example.com" }),
      freshIp(),
    );
    for (const outcome of [first, again]) {
      expect(outcome.status).toBe(200);
      expect(outcome.sent?.reference).toMatch(/^ENQ-\d{4}-\d{6}$/);
      expect(`${outcome.toast?.title} ${outcome.toast?.description}`).toBe(
        "Inquiry Submitted Successfully! We'll contact you within 24 hours to confirm your admission.",
      );
    }
    expect(await inquiryRows(phone)).toHaveLength(1);
    await expect.poll(() => mailsAbout("Dup Once").length, { timeout: 5000 }).toBe(1);
    // Give a second (wrong) e-mail time to arrive before saying there is none.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsAbout("Dup Once")).toHaveLength(1);
  });

  it("admission: concurrent identical posts store one row and all get success", async () => {
    const form = admission({ fullName: "Dup Race" });
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => run(admissionAction, "/admission", form, freshIp())));
    expect(outcomes.map((o) => o.status)).toEqual(Array(10).fill(200));
    expect(outcomes.every((o) => o.sent !== undefined)).toBe(true);
    expect(await inquiryRows(form.phone)).toHaveLength(1);
    await expect.poll(() => mailsAbout("Dup Race").length, { timeout: 5000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsAbout("Dup Race")).toHaveLength(1);
  });

  it("admission: the model stores one row when many identical enquiries arrive at the same moment", async () => {
    const phone = freshMobile();
    const input = {
      fullName: "Model Race",
      email: "race@example.com",
      phone,
      courseId: courseA,
      age: null,
      education: null,
      address: null,
      previousExperience: null,
      reasonForJoining: null,
    };
    const results = await Promise.all(Array.from({ length: 10 }, () => createInquiry(input)));
    expect(results.filter((r) => !r.duplicate)).toHaveLength(1);
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(await inquiryRows(phone)).toHaveLength(1);
  });

  it("admission: another course, or the same one after 10 minutes, is stored again (and mailed again)", async () => {
    const phone = freshMobile();
    const ip = freshIp();
    const again = (over: Record<string, string> = {}) => ({
      fullName: "Dup Again",
      email: "again@example.com",
      phone,
      courseId: courseA,
      ...over,
    });
    await run(admissionAction, "/admission", again(), ip);
    await run(admissionAction, "/admission", again({ courseId: courseB }), ip);
    expect((await inquiryRows(phone)).map((r) => r.course_id).sort()).toEqual([courseA, courseB].sort());

    // Nine minutes later it is still the same enquiry.
    await db
      .update(courseInquiries)
      .set({ created_at: sql`now() - interval '9 minutes'` })
      .where(and(eq(courseInquiries.phone, phone), eq(courseInquiries.course_id, courseA)));
    await run(admissionAction, "/admission", again(), ip);
    expect(await inquiryRows(phone)).toHaveLength(2);

    // Eleven minutes later it is a new one.
    await db
      .update(courseInquiries)
      .set({ created_at: sql`now() - interval '11 minutes'` })
      .where(and(eq(courseInquiries.phone, phone), eq(courseInquiries.course_id, courseA)));
    const later = await run(admissionAction, "/admission", again(), ip);
    expect(later.sent).toBeDefined();
    expect((await inquiryRows(phone)).filter((r) => r.course_id === courseA)).toHaveLength(2);
    await expect.poll(() => mailsAbout("Dup Again").length, { timeout: 5000 }).toBe(3);
  });

  it("demo: the same mobile and course is stored once (also concurrently), and every post gets the chat link", async () => {
    const form = demo();
    const concurrent = await Promise.all(Array.from({ length: 5 }, () => run(demoAction, "/?index", form, freshIp())));
    const sequential = await run(demoAction, "/?index", form, freshIp());
    for (const outcome of [...concurrent, sequential]) {
      expect(outcome.status).toBe(200);
      expect(String(outcome.sent?.whatsappUrl)).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    }
    expect(await demoRows(form.mobile)).toHaveLength(1);

    // Without JavaScript the duplicate gets the first post's confirmation too (one reference number).
    const noJs = await run(demoAction, "/?index", { ...form, js: "" }, freshIp());
    expect(noJs.status).toBe(200);
    expect(noJs.sent?.reference).toBe(sequential.sent?.reference);
    expect(String(noJs.sent?.whatsappUrl)).toMatch(/^https:\/\/wa\.me\//);
    expect(await demoRows(form.mobile)).toHaveLength(1);

    await run(demoAction, "/?index", { ...form, course: "Printer Repairing Course" }, freshIp());
    expect(await demoRows(form.mobile)).toHaveLength(2);
    await db.update(demoRequests).set({ created_at: sql`now() - interval '11 minutes'` }).where(eq(demoRequests.mobile, form.mobile));
    await run(demoAction, "/?index", form, freshIp());
    expect(await demoRows(form.mobile)).toHaveLength(3);
  });

  it("contact: the same e-mail (any case), course and message is stored once (also concurrently); another message is kept", async () => {
    const email = freshEmail();
    const form = contact({ email, course: courseA });
    const outcomes = await Promise.all([
      ...Array.from({ length: 4 }, () => run(contactAction, "/contact", form, freshIp())),
      run(contactAction, "/contact", { ...form, email: ` ${email.toUpperCase()} ` }, freshIp()),
    ]);
    for (const outcome of outcomes) {
      expect(outcome.status).toBe(200);
      expect(outcome.sent?.reference).toMatch(/^ENQ-\d{4}-\d{6}$/);
      expect(outcome.toast).toMatchObject({ description: "Message sent successfully! We'll get back to you soon.", type: "success" });
    }
    expect(await contactRows(email)).toHaveLength(1);

    await run(contactAction, "/contact", { ...form, course: courseB }, freshIp());
    await run(contactAction, "/contact", { ...form, message: "And what is the fee?" }, freshIp());
    expect(await contactRows(email)).toHaveLength(3);

    // Whichever concurrent post won stored its own spelling of the address: age them all.
    await db
      .update(contactMessages)
      .set({ created_at: sql`now() - interval '11 minutes'` })
      .where(sql`lower(${contactMessages.email}) = ${email.toLowerCase()}`);
    const later = await run(contactAction, "/contact", form, freshIp());
    expect(later.status).toBe(200);
    expect(await contactRows(email)).toHaveLength(4);
  });

  it("newsletter: concurrent sign-ups of one address store it once and all succeed", async () => {
    const email = freshEmail();
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        run(newsletterAction, "/newsletter", { email: i % 2 ? email.toUpperCase() : email, js: "1" }, freshIp()),
      ),
    );
    expect(outcomes.map((o) => o.status)).toEqual(Array(5).fill(200));
    expect(outcomes.every((o) => o.sent !== undefined)).toBe(true);
    expect(outcomes.filter((o) => o.sent?.status === "subscribed")).toHaveLength(1);
    expect(await subscriberCount(email)).toBe(1);
  });
});

describe("where a public form's toast goes (decision 063-html-first-contact-admission)", () => {
  const SENT = { title: "Success", description: "Message sent successfully! We'll get back to you soon.", type: "success" };
  const MISSING = { title: "गड़बड़ी", description: "कृपया सभी ज़रूरी खाने भरें", type: "error" };
  /** The action's answer: its data's toast, and whether it set the toast cookie. */
  async function toastOf(action: (args: never) => unknown, url: string, form: Record<string, string>, headers: Record<string, string>) {
    const request = new Request(new URL(url, "http://localhost:3000"), {
      method: "POST",
      headers: { origin: "http://localhost:3000", ...headers },
      body: new URLSearchParams(form),
    });
    const outcome = await outcomeOf(
      await settle(() => action({ request, params: {}, context: { nonce: "", clientIp: freshIp() } } as never)),
    );
    const data = outcome.data as { toast?: unknown } | null;
    return { status: outcome.status, inPage: data?.toast, cookie: outcome.setCookies.some((c) => c.startsWith("toast=")) };
  }

  it("the HTML-first page's island (X-Toast-In-Page) and a post without JavaScript (a navigation) get it in the page, no cookie", async () => {
    for (const headers of [{ "x-toast-in-page": "1" }, { "sec-fetch-mode": "navigate" }] as Record<string, string>[]) {
      expect(await toastOf(contactAction, "/contact", contact({ email: freshEmail() }), headers)).toEqual({
        status: 200,
        inPage: SENT,
        cookie: false,
      });
      expect(await toastOf(contactAction, "/hi/contact", contact({ name: "" }), headers)).toEqual({
        status: 400,
        inPage: MISSING,
        cookie: false,
      });
    }
  });

  it("a hydrated form's request (fetch, no header) gets it in the toast cookie, for sonner", async () => {
    const headers = { "sec-fetch-mode": "cors" };
    expect(await toastOf(contactAction, "/contact", contact({ email: freshEmail() }), headers)).toEqual({
      status: 200,
      inPage: undefined,
      cookie: true,
    });
    const admitted = await toastOf(admissionAction, "/admission", admission({ courseId: courseA }), {});
    expect(admitted).toEqual({ status: 200, inPage: undefined, cookie: true });
  });
});
