import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { alertsIdle } from "#app/features/lead-desk/alerts.server";
import { leadFilterFrom, listLeads } from "#app/features/lead-desk/inbox.server";
import { db } from "#app/server/db/db.server";
import { contactMessages, courseInquiries, courses, demoRequests, leads, newsletterSubscribers } from "#app/server/db/schema";
import { submitPublicForm } from "#tests/support/call-route";

/**
 * a reference number made with each admission, demo and contact enquiry, the
 * waitlist mark, the consent time, and the same forms in Hindi under /hi. Real actions,
 * real database; the toast is read from its cookie as the root loader would.
 */
const { action: admissionAction } = await import("#app/routes/site/admission");
const { action: homeAction } = await import("#app/routes/site/home");
const { action: contactAction } = await import("#app/routes/site/contact");
const { action: newsletterAction } = await import("#app/routes/api/newsletter");

const REFERENCE = /^ENQ-\d{4}-\d{6}$/;
let ip = 0;
let phone = 0;
const freshPhone = () => `96${String(++phone).padStart(8, "0")}`;

const post = (fn: (args: never) => unknown, path: string, form: Record<string, string>) =>
  submitPublicForm(fn, path, form, `198.18.1.${++ip}`);

let courseId = "";
beforeAll(async () => {
  const [course] = await db
    .insert(courses)
    .values({ course_name: "Reference Test Course", course_code: "T-REF", course_type: "mobile_repair", fee_amount: "15000.00" })
    .returning({ id: courses.id });
  courseId = course?.id ?? "";
});
afterAll(() => alertsIdle());

const admission = (extra: Record<string, string> = {}) => ({
  fullName: "Reference Test",
  email: "reference@example.com",
  phone: freshPhone(),
  courseId,
  ...extra,
});

describe("reference numbers", () => {
  it("an admission gets one, stored with the enquiry and its lead; the spec's toast comes in the cookie, not the data", async () => {
    const { status, sent, body, toast } = await post(admissionAction, "/admission", admission());
    expect(status).toBe(200);
    expect(sent).toMatchObject({ courseId, waitlist: false });
    expect(body).not.toHaveProperty("toast");
    const reference = sent?.reference as string;
    expect(reference).toMatch(REFERENCE);
    expect(toast).toEqual({
      title: "Inquiry Submitted Successfully!",
      description: "We'll contact you within 24 hours to confirm your admission.",
      type: "success",
    });
    const [row] = await db.select().from(courseInquiries).where(eq(courseInquiries.reference, reference));
    expect(row).toMatchObject({ full_name: "Reference Test", waitlist: false, updates_consent_at: null });
    await alertsIdle();
    const [lead] = await db
      .select()
      .from(leads)
      .where(eq(leads.source_id, row?.id ?? ""));
    expect(lead?.reference).toBe(reference);
  });

  it("a repeat within the duplicate window is answered with the first reference; each form's numbers are distinct", async () => {
    const form = admission();
    const first = await post(admissionAction, "/admission", form);
    const again = await post(admissionAction, "/admission", form);
    expect(again.sent?.reference).toBe(first.sent?.reference);

    const demo = await post(homeAction, "/?index", { name: "Demo Ref", mobile: "9123400001", course: "Printer Repairing Course", js: "1" });
    expect(demo.status).toBe(200);
    expect(demo.sent?.reference).toMatch(REFERENCE);
    // The chat message carries the number, so the WhatsApp thread and the lead desk meet on it.
    expect(decodeURIComponent(demo.sent?.whatsappUrl as string)).toContain(`Reference: ${demo.sent?.reference}`);
    expect(demo.toast?.title).toBe("Request Sent!");

    const contact = await post(contactAction, "/contact", { name: "Contact Ref", email: "contact.ref@example.com", message: "A question" });
    expect(contact.toast).toEqual({
      title: "Success",
      description: "Message sent successfully! We'll get back to you soon.",
      type: "success",
    });
    expect(contact.sent?.reference).toMatch(REFERENCE);

    const numbers = [first.sent?.reference, demo.sent?.reference, contact.sent?.reference];
    expect(new Set(numbers).size).toBe(3);
    const [demoRow] = await db
      .select()
      .from(demoRequests)
      .where(eq(demoRequests.reference, demo.sent?.reference as string));
    const [contactRow] = await db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.reference, contact.sent?.reference as string));
    expect(demoRow?.name).toBe("Demo Ref");
    expect(contactRow?.name).toBe("Contact Ref");
  });

  it("staff find a lead by its reference in the inbox search, in any letter case", async () => {
    const { sent } = await post(admissionAction, "/admission", admission({ fullName: "Searchable Person" }));
    await alertsIdle();
    const reference = sent?.reference as string;
    const found = await listLeads(leadFilterFrom(new URLSearchParams({ q: reference.toLowerCase() })));
    expect(found.rows.map((r) => r.name)).toEqual(["Searchable Person"]);
    expect(found.rows[0]?.reference).toBe(reference);
  });
});

describe("waitlist and consent", () => {
  it("'Join the next batch' stores a waitlist enquiry, visible on its lead", async () => {
    const { sent } = await post(admissionAction, "/admission?course=x&waitlist=1", admission({ waitlist: "1" }));
    expect(sent).toMatchObject({ waitlist: true });
    const [row] = await db
      .select()
      .from(courseInquiries)
      .where(eq(courseInquiries.reference, sent?.reference as string));
    expect(row?.waitlist).toBe(true);
    await alertsIdle();
    const [lead] = await db
      .select()
      .from(leads)
      .where(eq(leads.reference, sent?.reference as string));
    expect(lead?.waitlist).toBe(true);
  });

  it("the opt-in for updates is stored with its time only when ticked, on every form", async () => {
    const before = Date.now() - 1000;
    const ticked = await post(admissionAction, "/admission", admission({ updates: "on" }));
    const [row] = await db
      .select()
      .from(courseInquiries)
      .where(eq(courseInquiries.reference, ticked.sent?.reference as string));
    expect(row?.updates_consent_at?.getTime()).toBeGreaterThan(before);
    await alertsIdle();
    const [lead] = await db
      .select()
      .from(leads)
      .where(eq(leads.reference, ticked.sent?.reference as string));
    expect(lead?.updates_consent_at?.getTime()).toBe(row?.updates_consent_at?.getTime());

    const demo = await post(homeAction, "/?index", {
      name: "Opt In",
      mobile: "9123400002",
      course: "Printer Repairing Course",
      js: "1",
      updates: "on",
    });
    const [demoRow] = await db
      .select()
      .from(demoRequests)
      .where(eq(demoRequests.reference, demo.sent?.reference as string));
    expect(demoRow?.updates_consent_at).not.toBeNull();

    const contact = await post(contactAction, "/contact", { name: "No Opt In", email: "no.optin@example.com", message: "Hello" });
    const [contactRow] = await db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.reference, contact.sent?.reference as string));
    expect(contactRow?.updates_consent_at).toBeNull();
  });

  it("a newsletter sign-up records the time of its consent", async () => {
    const before = Date.now() - 1000;
    const { sent } = await post(newsletterAction, "/newsletter", { email: "Consent.Time@example.com", js: "1" });
    expect(sent).toEqual({ status: "subscribed" });
    const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, "consent.time@example.com"));
    expect(row?.updates_consent_at?.getTime()).toBeGreaterThan(before);
  });
});

describe("the forms in Hindi (/hi)", () => {
  it("answer with Hindi validation messages and toasts; the English page keeps the spec's", async () => {
    const bad = { fullName: "", email: "not-an-email", phone: "12", courseId };
    const hindi = await post(admissionAction, "/hi/admission", bad);
    expect(hindi.status).toBe(400);
    expect(hindi.fieldErrors).toMatchObject({
      fullName: "कृपया अपना पूरा नाम लिखें",
      email: "कृपया सही ईमेल पता लिखें",
      phone: "कृपया सही फ़ोन नंबर लिखें",
    });
    expect(hindi.toast).toMatchObject({ title: "जानकारी अधूरी है", description: "कृपया सभी ज़रूरी खाने भरें" });
    const english = await post(admissionAction, "/admission", bad);
    expect(english.fieldErrors).toMatchObject({
      fullName: "Please enter your full name",
      email: "Please enter a valid email address",
    });
    expect(english.toast).toMatchObject({ title: "Missing Information", description: "Please fill in all required fields" });

    const ok = await post(admissionAction, "/hi/admission", admission());
    expect(ok.toast).toMatchObject({ title: "पूछताछ भेज दी गई!", description: "एडमिशन पक्का करने के लिए हम 24 घंटे के अंदर आपसे संपर्क करेंगे।" });

    const demo = await post(homeAction, "/hi?index", { name: "A", mobile: "123", course: "", js: "1" });
    expect(demo.fieldErrors).toMatchObject({ name: "नाम कम से कम 2 अक्षरों का होना चाहिए", mobile: "कृपया सही 10 अंकों का मोबाइल नंबर लिखें" });
    const contact = await post(contactAction, "/hi/contact", { name: "", email: "", message: "" });
    expect(contact.toast).toMatchObject({ description: "कृपया सभी ज़रूरी खाने भरें" });
    expect(contact.fieldErrors).toMatchObject({ name: "नाम लिखना ज़रूरी है", message: "मैसेज लिखना ज़रूरी है" });
  });
});
