import { count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEMO_MESSAGES } from "#app/lib/validation/demo";
import { NEWSLETTER_MESSAGES } from "#app/lib/validation/newsletter";
import { newsletterMessagesFor } from "#app/lib/validation/newsletter.messages";
import { action as newsletterAction } from "#app/routes/api/newsletter";
import { action as homeAction } from "#app/routes/site/home";
import { db } from "#app/server/db/db.server";
import { demoRequests, newsletterSubscribers } from "#app/server/db/schema";
import { publicFormAnswer } from "#tests/support/call-route";

let ipCounter = 0;
const freshIp = () => `192.0.2.${++ipCounter}`;

function post(url: string, form: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request(new URL(url, "http://localhost:3000"), {
    method: "POST",
    headers: { origin: "http://localhost:3000", ...headers },
    body: new URLSearchParams(form),
  });
}

const run = (fn: (args: never) => unknown, request: Request, ip = freshIp()) => publicFormAnswer(fn, request, ip);

async function demoCount(mobile: string) {
  const [row] = await db.select({ n: count() }).from(demoRequests).where(eq(demoRequests.mobile, mobile));
  return row?.n ?? 0;
}

const valid = { name: "  Ravi Kumar ", mobile: "9876500001", course: "AC PCB Repairing Course" };

describe("demo-class form (home action)", () => {
  it("with JavaScript: stores the request and answers the WhatsApp chat link", async () => {
    const { status, sent, toast } = await run(homeAction, post("/?index", { ...valid, js: "1" }));
    expect(status).toBe(200);
    expect(toast).toMatchObject({ title: DEMO_MESSAGES.success.title, description: DEMO_MESSAGES.success.description, type: "success" });
    const url = new URL(String(sent?.whatsappUrl));
    expect(url.host).toBe("wa.me");
    expect(url.pathname).toBe("/919876543210");
    const text = url.searchParams.get("text") ?? "";
    expect(text).toContain("Name: Ravi Kumar");
    expect(text).toContain("Mobile: 9876500001");
    expect(text).toContain("Course: AC PCB Repairing Course");
    const rows = await db.select().from(demoRequests).where(eq(demoRequests.mobile, "9876500001"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: "Ravi Kumar", course: "AC PCB Repairing Course" });
  });

  it("without JavaScript: stores it and answers the same confirmation (reference number and chat link), no redirect", async () => {
    const { status, sent, location } = await run(homeAction, post("/?index", { ...valid, mobile: "9876500002" }));
    expect(status).toBe(200);
    expect(location).toBeNull();
    expect(sent?.reference).toMatch(/^ENQ-\d{4}-\d{6}$/);
    expect(String(sent?.whatsappUrl)).toMatch(/^https:\/\/wa\.me\/919876543210\?text=/);
    expect(decodeURIComponent(String(sent?.whatsappUrl))).toContain("Mobile: 9876500002");
    expect(decodeURIComponent(String(sent?.whatsappUrl))).toContain(`Reference: ${sent?.reference}`);
    expect(await demoCount("9876500002")).toBe(1);
  });

  it("refuses bad input with the spec's messages and stores nothing", async () => {
    const { status, formError, fieldErrors, toast } = await run(
      homeAction,
      post("/?index", { name: "R1", mobile: "5876500003", course: "" }),
    );
    expect(status).toBe(400);
    expect(formError).toBe(DEMO_MESSAGES.failure.description);
    expect(toast).toMatchObject({ description: DEMO_MESSAGES.failure.description, type: "error" });
    expect(fieldErrors).toEqual({
      name: "Name can only contain letters and spaces",
      mobile: "Please enter a valid 10-digit mobile number",
      course: "Please select a course",
    });
    expect(await demoCount("5876500003")).toBe(0);
    const short = await run(homeAction, post("/?index", { ...valid, name: "R", mobile: "9876500003" }));
    expect(short.fieldErrors.name).toBe("Name must be at least 2 characters");
    const long = await run(homeAction, post("/?index", { ...valid, name: "A".repeat(51), mobile: "9876500003" }));
    expect(long.fieldErrors.name).toBe("Name must be less than 50 characters");
    expect(await demoCount("9876500003")).toBe(0);
  });

  it("a filled honeypot gets the same answer and nothing is stored", async () => {
    const { sent } = await run(homeAction, post("/?index", { ...valid, mobile: "9876500004", js: "1", website: "http://spam" }));
    expect(String(sent?.whatsappUrl)).toMatch(/^https:\/\/wa\.me\//);
    expect(await demoCount("9876500004")).toBe(0);
    // The chat link is the bot's own words, cut to the form's lengths: 20 KB of input must
    // not make a link no client can open.
    const huge = "x".repeat(20_000);
    const bot = await run(homeAction, post("/?index", { name: huge, mobile: huge, course: huge, website: "http://spam" }));
    expect(bot.status).toBe(200);
    expect(String(bot.sent?.whatsappUrl).length).toBeLessThan(2_000);
  });

  it("is rate-limited per address: 20 valid requests a minute, then 429 and nothing stored", async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push((await run(homeAction, post("/?index", { ...valid, mobile: `98765100${10 + i}`, js: "1" }), ip)).status);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(statuses[20]).toBe(429);
    expect(await demoCount("9876510029")).toBe(1);
    expect(await demoCount("9876510030")).toBe(0);
    const limited = await run(homeAction, post("/?index", { ...valid, mobile: "9876510031", js: "1" }), ip);
    expect(limited.formError).toBe("Too many attempts. Please wait a minute and try again.");
  });
});

describe("'Stay Updated' newsletter", () => {
  it("stores a new address once, case-insensitively, and says so politely for a repeat", async () => {
    const first = await run(newsletterAction, post("/newsletter", { email: "Student@Example.com", js: "1" }));
    expect(first.sent).toEqual({ status: "subscribed" });
    expect(first.toast).toMatchObject({ ...NEWSLETTER_MESSAGES.subscribed, type: "success" });
    const repeat = await run(newsletterAction, post("/newsletter", { email: "  STUDENT@example.COM ", js: "1" }));
    expect(repeat.sent).toEqual({ status: "already" });
    expect(repeat.toast).toMatchObject({ ...NEWSLETTER_MESSAGES.already, type: "success" });
    const rows = await db.select().from(newsletterSubscribers).where(sql`lower(${newsletterSubscribers.email}) = 'student@example.com'`);
    expect(rows).toHaveLength(1);
  });

  it("refuses an invalid address", async () => {
    const { status, fieldErrors, toast, sent } = await run(newsletterAction, post("/newsletter", { email: "not-an-email", js: "1" }));
    expect(status).toBe(400);
    expect(sent).toBeUndefined();
    expect(fieldErrors).toEqual({ email: "Please enter a valid email address" });
    expect(toast).toMatchObject({ title: "Error", description: "Please enter a valid email address", type: "error" });
  });

  it("answers a Hindi page in Hindi (the form sends its language); English pages keep the spec's words", async () => {
    const hi = newsletterMessagesFor("hi");
    const first = await run(newsletterAction, post("/newsletter", { email: "hindi@example.com", lang: "hi", js: "1" }));
    expect(first.toast).toMatchObject({ ...hi.subscribed, type: "success" });
    const repeat = await run(
      newsletterAction,
      post("/newsletter", { email: "hindi@example.com", lang: "hi" }, { referer: "http://localhost:3000/hi" }),
    );
    expect(repeat.location).toBe("/hi#newsletter");
    expect(repeat.toast).toMatchObject({ ...hi.already, type: "success" });
    const invalid = await run(newsletterAction, post("/newsletter", { email: "नहीं", lang: "hi", js: "1" }));
    expect(invalid.fieldErrors).toEqual({ email: "कृपया सही ईमेल पता लिखें" });
    expect(invalid.toast).toMatchObject({ title: hi.failure.title, description: "कृपया सही ईमेल पता लिखें", type: "error" });
    // A form that sends another language, or none, is answered in English.
    const english = await run(newsletterAction, post("/newsletter", { email: "english@example.com", lang: "fr", js: "1" }));
    expect(english.toast).toMatchObject(NEWSLETTER_MESSAGES.subscribed);
  });

  it("without JavaScript: redirects back to the page it came from with a toast", async () => {
    const { status, location, toast } = await run(
      newsletterAction,
      post("/newsletter", { email: "nojs@example.com" }, { referer: "http://localhost:3000/courses?x=1" }),
    );
    expect(status).toBe(302);
    expect(location).toBe("/courses?x=1#newsletter");
    expect(toast).toMatchObject({ title: NEWSLETTER_MESSAGES.subscribed.title, type: "success" });

    const again = await run(newsletterAction, post("/newsletter", { email: "NOJS@example.com" }, { referer: "http://localhost:3000/" }));
    expect(again.toast).toMatchObject({ title: NEWSLETTER_MESSAGES.already.title });
  });

  it("never redirects to another site", async () => {
    const { location } = await run(
      newsletterAction,
      post("/newsletter", { email: "x@example.com" }, { referer: "https://evil.example/phish" }),
    );
    expect(location).toBe("/#newsletter");
    // Same origin, but a path the browser would read as another host (protocol-relative).
    for (const referer of ["http://localhost:3000//evil.example/x", "http://localhost:3000/\\evil.example"]) {
      const sneaky = await run(newsletterAction, post("/newsletter", { email: `y${referer.length}@example.com` }, { referer }));
      expect(sneaky.location).toMatch(/^\/[^/\\]/);
    }
  });

  it("a filled honeypot stores nothing", async () => {
    await run(newsletterAction, post("/newsletter", { email: "bot@example.com", website: "spam", js: "1" }));
    const rows = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, "bot@example.com"));
    expect(rows).toHaveLength(0);
  });
});
