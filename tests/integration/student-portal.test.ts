import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordPayment } from "#app/features/fees/index.server";
import { ensureSiteSettings } from "#app/features/settings/settings.server";
import { signInCodesIdle } from "#app/features/student-portal/index.server";
import { indiaDate } from "#app/lib/india-time";
import * as dashboardRoute from "#app/routes/admin/dashboard/route";
import * as portalCodeRoute from "#app/routes/admin/students/portal-code/route";
import * as portalRoute from "#app/routes/site/student";
import * as receiptRoute from "#app/routes/site/student-receipt";
import { db } from "#app/server/db/db.server";
import { mailOutbox, paymentLinks, portalSession, portalVerification, rateLimits, studentEvents, students } from "#app/server/db/schema";
import { getEnv } from "#app/server/env.server";
import { accountsFor } from "#tests/support/accounts";
import { nextCookies } from "#tests/support/auth-http";
import { callRoute, routeArgs, routeContext } from "#tests/support/call-route";
import { admittedStudent, plannedCourse } from "#tests/support/fee-students";
import { setPhones, whatsAppStandIn } from "#tests/support/portal";
import { startRazorpayServer } from "#tests/support/razorpay-server";

// The student portal (issue 26) through its real route modules, Better Auth's phone-number
// plugin on the real database, and a loopback WhatsApp stand-in that receives the codes.

const ORIGIN = "http://localhost:3000";
const people = accountsFor({ admin: "admin" });
let wa: Awaited<ReturnType<typeof whatsAppStandIn>>;
let ipCounter = 0;
const freshIp = () => `10.26.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
let numberCounter = 0;
const freshNumber = () => `9${String(process.pid % 1000).padStart(3, "0")}${String(++numberCounter).padStart(6, "0")}`;

beforeAll(async () => {
  await ensureSiteSettings();
  wa = await whatsAppStandIn();
});
afterAll(async () => {
  await signInCodesIdle();
  await wa.close();
});

function post(path: string, form: Record<string, string>, { cookie = "", ip = freshIp() } = {}) {
  const headers = new Headers({ origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" });
  if (cookie) headers.set("cookie", cookie);
  const request = new Request(`${ORIGIN}${path}`, { method: "POST", headers, body: new URLSearchParams(form) });
  return callRoute(() => portalRoute.action({ request, params: {}, context: routeContext(ip) } as never));
}

function page(path: string, cookie: string) {
  const request = new Request(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {} });
  return callRoute(() => portalRoute.loader({ request, params: {}, context: routeContext() } as never));
}

async function askCode(phone: string, ip = freshIp()) {
  const answer = await post("/student", { intent: "send-code", phone }, { ip });
  await signInCodesIdle();
  return answer;
}

async function signIn(digits: string, code: string, ip = freshIp()) {
  const answer = await post("/student", { intent: "verify-code", phone: digits, code }, { ip });
  return { ...answer, cookie: nextCookies("", answer.setCookies ?? []) };
}

async function student(name: string, phone: string, guardian: string | null = null) {
  const course = await plannedCourse(`Portal ${name}`);
  const { student: s } = await admittedStudent(people.admin, course.id, { name });
  await setPhones(s.id, phone, guardian);
  return s;
}

describe("signing in with a code", () => {
  it("sends a 6-digit code on WhatsApp for a student's number in any spelling, and the code opens the page once", async () => {
    const digits = freshNumber();
    const s = await student("Asha", digits);
    const asked = await askCode(`+91 ${digits.slice(0, 5)} ${digits.slice(5)}`);
    expect(asked.status).toBe(200);
    expect(asked.data).toEqual({ step: "code", phone: digits });
    const sent = wa.calls.filter((c) => c.to === `91${digits}`);
    expect(sent).toHaveLength(1);
    expect(sent[0].template).toBe("portal_sign_in_code");
    expect(sent[0].buttons).toBe(1);
    const code = wa.codeFor(digits) as string;
    expect(code).toMatch(/^\d{6}$/);

    const signedIn = await signIn(digits, code);
    expect(signedIn.status).toBe(303);
    expect(signedIn.location).toBe("/student");
    expect(signedIn.cookie).toMatch(/^portal\.session_token=/);
    const view = await page("/student", signedIn.cookie);
    expect(view.data).toMatchObject({ kind: "portal", phone: digits });
    expect((view.data as { students: { id: string }[] }).students.map((x) => x.id)).toEqual([s.id]);

    // Used once: the same code again is refused with the one message for every bad code.
    const again = await signIn(digits, code);
    expect(again.status).toBe(400);
    expect(again.data).toMatchObject({ step: "code", error: "codeWrong" });
  });

  it("normalises 0-prefixed and 91-prefixed numbers and refuses anything else with a clear message", async () => {
    const digits = freshNumber();
    await student("Bina", digits);
    for (const spelling of [`0${digits}`, `91${digits}`, `${digits.slice(0, 3)}-${digits.slice(3)}`]) {
      const answer = await post("/student", { intent: "send-code", phone: spelling });
      expect(answer.data).toEqual({ step: "code", phone: digits });
    }
    for (const bad of ["12345", "5810054321", "98100543210000", "abc"]) {
      const answer = await post("/student", { intent: "send-code", phone: bad });
      expect(answer.status).toBe(400);
      expect(answer.data).toMatchObject({ step: "phone", error: "phoneInvalid" });
    }
    expect((await post("/student", { intent: "send-code", phone: "" })).data).toMatchObject({ error: "phoneMissing" });
  });

  it("gives an unknown number the same answer and sends nothing", async () => {
    const digits = freshNumber();
    await signInCodesIdle();
    const before = wa.calls.length;
    const answer = await askCode(digits);
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ step: "code", phone: digits });
    expect(wa.calls.length).toBe(before);
    expect(
      await db
        .select()
        .from(portalVerification)
        .where(eq(portalVerification.identifier, `phone-number-otp-+91${digits}`)),
    ).toEqual([]);
    expect((await signIn(digits, "123456")).data).toMatchObject({ error: "codeWrong" });
  });

  it("e-mails the code through the outbox when the student has an address", async () => {
    const digits = freshNumber();
    const s = await student("Chetan", digits);
    await db
      .update(students)
      .set({ email: `chetan-${digits}@example.com` })
      .where(eq(students.id, s.id));
    await askCode(digits);
    const code = wa.codeFor(digits);
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, `chetan-${digits}@example.com`));
    expect(mail.subject).toBe("Your sign-in code for the student page");
    expect(mail.text_body).toContain(`Your code is ${code}. It works once, for 10 minutes.`);
    expect(mail.text_body).toContain(`आपका कोड ${code} है.`);
  });

  it("stops a code after 10 minutes", async () => {
    const digits = freshNumber();
    await student("Deepa", digits);
    await askCode(digits);
    await db
      .update(portalVerification)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(portalVerification.identifier, `phone-number-otp-+91${digits}`));
    expect((await signIn(digits, wa.codeFor(digits) as string)).data).toMatchObject({ error: "codeWrong" });
  });

  it("gives a code 10 minutes of life and stops it after 5 wrong tries", async () => {
    const digits = freshNumber();
    await student("Esha", digits);
    await askCode(digits);
    const [row] = await db
      .select()
      .from(portalVerification)
      .where(eq(portalVerification.identifier, `phone-number-otp-+91${digits}`));
    const minutes = (row.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9.5);
    expect(minutes).toBeLessThanOrEqual(10);
    const code = wa.codeFor(digits) as string;
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) expect((await signIn(digits, wrong)).data).toMatchObject({ error: "codeWrong" });
    const late = await signIn(digits, code);
    expect(late.status).toBe(400);
    expect(late.data).toMatchObject({ error: "codeWrong" });
  });

  it("limits codes per number (3 in 15 minutes) and per address (20 in 15 minutes)", async () => {
    const digits = freshNumber();
    await student("Farid", digits);
    for (let i = 0; i < 3; i++) expect((await askCode(digits)).status).toBe(200);
    const fourth = await askCode(digits);
    expect(fourth.status).toBe(429);
    expect(fourth.data).toMatchObject({ step: "phone", error: "tooMany" });

    const ip = freshIp();
    for (let i = 0; i < 20; i++) expect((await askCode(freshNumber(), ip)).status).toBe(200);
    expect((await askCode(freshNumber(), ip)).status).toBe(429);
    await db.delete(rateLimits).where(sql`${rateLimits.key} like 'portal%'`);
  });

  it("gives an erased student's number nothing, even with a code already sent", async () => {
    const digits = freshNumber();
    const s = await student("Gita", digits);
    await askCode(digits);
    const code = wa.codeFor(digits) as string;
    await db.execute(sql`update students set phone = '0000000000', guardian_phone = null where id = ${s.id}`);
    expect((await signIn(digits, code)).data).toMatchObject({ error: "codeWrong" });
    expect((await askCode("0000000000")).status).toBe(400);
  });

  it("signs out on the server: the session row is gone and the cookie opens nothing", async () => {
    const digits = freshNumber();
    await student("Hari", digits);
    await askCode(digits);
    const { cookie } = await signIn(digits, wa.codeFor(digits) as string);
    const out = await post("/hi/student", { intent: "sign-out" }, { cookie });
    expect(out.status).toBe(302);
    expect(out.location).toBe("/hi/student?signed-out=1");
    const token = decodeURIComponent(cookie.split("=")[1]).split(".")[0];
    expect(await db.select().from(portalSession).where(eq(portalSession.token, token))).toEqual([]);
    expect((await page("/student", cookie)).data).toMatchObject({ kind: "sign-in" });
  });
});

describe("who sees what", () => {
  it("shows a guardian each child linked to their number, and nothing more", async () => {
    const guardian = freshNumber();
    const first = await student("Isha", freshNumber(), guardian);
    const second = await student("Jai", freshNumber(), guardian);
    const other = await student("Kiran", freshNumber());
    await askCode(guardian);
    const { cookie } = await signIn(guardian, wa.codeFor(guardian) as string);
    const view = (await page("/hi/student", cookie)).data as { students: { id: string; isGuardian: boolean; name: string }[] };
    expect(view.students.map((s) => s.id).sort()).toEqual([first.id, second.id].sort());
    expect(view.students.every((s) => s.isGuardian)).toBe(true);
    expect(view.students.some((s) => s.id === other.id)).toBe(false);
  });

  it("serves a receipt PDF of one's own payment only: another student's, a made-up id and no session get 404", async () => {
    const mine = freshNumber();
    const me = await student("Lata", mine);
    const them = await student("Mohan", freshNumber());
    const pay = (studentId: string) =>
      recordPayment({
        studentId,
        amountPaise: 250000,
        mode: "cash",
        paidOn: indiaDate(),
        reference: null,
        advance: false,
        recordedBy: people.admin.id,
      });
    const [own, theirs] = await Promise.all([pay(me.id), pay(them.id)]);
    if (!own.ok || !theirs.ok) throw new Error("payment not recorded");
    await askCode(mine);
    const { cookie } = await signIn(mine, wa.codeFor(mine) as string);
    const view = (await page("/student", cookie)).data as { students: { receipts: { id: string; number: string }[] }[] };
    expect(view.students[0].receipts.map((r) => r.id)).toEqual([own.paymentId]);

    const pdf = async (path: string, id: string, withCookie = cookie) => {
      const request = new Request(`${ORIGIN}${path}`, { headers: withCookie ? { cookie: withCookie } : {} });
      return (await receiptRoute.loader({ request, params: { paymentId: id }, context: routeContext() } as never)) as Response;
    };
    const ownPdf = await pdf(`/hi/student/receipts/${own.paymentId}`, own.paymentId);
    expect(ownPdf.status).toBe(200);
    expect(ownPdf.headers.get("content-type")).toBe("application/pdf");
    expect(ownPdf.headers.get("cache-control")).toBe("private, no-store");
    expect(ownPdf.headers.get("content-disposition")).toContain("-hi.pdf");
    expect((await pdf(`/student/receipts/${theirs.paymentId}`, theirs.paymentId)).status).toBe(404);
    expect((await pdf("/student/receipts/not-a-uuid", "not-a-uuid")).status).toBe(404);
    expect((await pdf(`/student/receipts/${own.paymentId}`, own.paymentId, "")).status).toBe(404);
  });

  it("keeps portal and staff sessions apart: a portal cookie cannot open /admin, a staff cookie is no portal session", async () => {
    const digits = freshNumber();
    await student("Neha", digits);
    await askCode(digits);
    const { cookie } = await signIn(digits, wa.codeFor(digits) as string);
    const gate = await callRoute(() => dashboardRoute.loader(routeArgs({ id: "", email: "", cookie }, "/admin") as never));
    expect(gate.status).toBe(302);
    expect(gate.location).toBe("/auth");
    expect((await page("/student", people.admin.cookie)).data).toMatchObject({ kind: "sign-in" });
  });
});

describe("Pay now", () => {
  type View = { students: { payOnline: boolean; dues: { id: string; outstandingPaise: number; link: unknown; upi: unknown }[] }[] };
  const signedIn = async (name: string) => {
    const digits = freshNumber();
    const s = await student(name, digits);
    await askCode(digits);
    const { cookie } = await signIn(digits, wa.codeFor(digits) as string);
    const view = (await page("/student", cookie)).data as View;
    return { digits, s, cookie, view, due: view.students[0].dues.find((d) => d.outstandingPaise > 0) as View["students"][0]["dues"][0] };
  };

  it("without Razorpay shows no online button and a Pay now post comes back to the page with its note", async () => {
    const { cookie, view, due } = await signedIn("Om");
    expect(view.students[0].payOnline).toBe(false);
    expect(due.link).toBeNull();
    const answer = await post("/hi/student", { intent: "pay-now", dueId: due.id }, { cookie });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/hi/student?pay-failed");
    expect((await page("/hi/student?pay-failed", cookie)).data).toMatchObject({ kind: "portal", payFailed: true });
    expect(await db.select().from(paymentLinks).where(eq(paymentLinks.due_id, due.id))).toHaveLength(0);
  });

  it("with Razorpay makes the payer's own due a link (no staff author, the number in the timeline) and refuses another student's due with 404", async () => {
    const razorpay = await startRazorpayServer();
    const env = getEnv();
    const keys = ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET", "RAZORPAY_API_BASE"] as const;
    const before = Object.fromEntries(keys.map((k) => [k, env[k]]));
    Object.assign(env, {
      RAZORPAY_KEY_ID: razorpay.keyId,
      RAZORPAY_KEY_SECRET: razorpay.keySecret,
      RAZORPAY_WEBHOOK_SECRET: "portal_webhook_secret",
      RAZORPAY_API_BASE: razorpay.apiBase,
    });
    try {
      const me = await signedIn("Pari");
      const them = await signedIn("Qasim");
      expect(me.view.students[0].payOnline).toBe(true);

      const refused = await post("/student", { intent: "pay-now", dueId: them.due.id }, { cookie: me.cookie });
      expect(refused.status).toBe(404);
      expect((await post("/student", { intent: "pay-now", dueId: "not-a-uuid" }, { cookie: me.cookie })).status).toBe(404);
      expect((await post("/student", { intent: "pay-now", dueId: me.due.id })).status).toBe(404);
      expect(await db.select().from(paymentLinks).where(eq(paymentLinks.due_id, them.due.id))).toHaveLength(0);

      const paid = await post("/student", { intent: "pay-now", dueId: me.due.id }, { cookie: me.cookie });
      expect(paid.status).toBe(302);
      const links = await db.select().from(paymentLinks).where(eq(paymentLinks.due_id, me.due.id));
      expect(links).toHaveLength(1);
      expect(paid.location).toBe(links[0].short_url);
      expect(links[0].short_url.startsWith(`${razorpay.apiBase}/i/`)).toBe(true);
      expect(links[0]).toMatchObject({ created_by: null, amount_paise: me.due.outstandingPaise, student_id: me.s.id });
      const [event] = await db
        .select()
        .from(studentEvents)
        .where(sql`${studentEvents.student_id} = ${me.s.id} and ${studentEvents.type} = 'payment_link_requested'`);
      expect(event).toMatchObject({ actor_id: null, details: { due_id: me.due.id, asked_by_phone: me.digits } });

      // A second tap reuses the open link; the page now shows it.
      const again = await post("/student", { intent: "pay-now", dueId: me.due.id }, { cookie: me.cookie });
      expect(again.location).toBe(links[0].short_url);
      expect(await db.select().from(paymentLinks).where(eq(paymentLinks.due_id, me.due.id))).toHaveLength(1);
      const after = (await page("/student", me.cookie)).data as View;
      expect(after.students[0].dues.find((d) => d.id === me.due.id)?.link).toMatchObject({ shortUrl: links[0].short_url });
    } finally {
      Object.assign(env, before);
      await razorpay.close();
    }
  });
});

describe("the staff's Show sign-in code", () => {
  it("shows an admin a working code for the student's or guardian's number, audited without the code", async () => {
    const digits = freshNumber();
    const guardian = freshNumber();
    const s = await student("Om", digits, guardian);
    const before = wa.calls.length;
    const shown = await callRoute(() =>
      portalCodeRoute.action(routeArgs(people.admin, `/admin/students/${s.id}/portal-code`, { whose: "guardian" }, { id: s.id }) as never),
    );
    expect(shown.status).toBe(200);
    const code = (shown.data as { shown: { code: string; phone: string } }).shown;
    expect(code.phone).toBe(guardian);
    expect(wa.calls.length).toBe(before);
    const signedIn = await signIn(guardian, code.code);
    expect(signedIn.status).toBe(303);
    const bad = await callRoute(() =>
      portalCodeRoute.action(routeArgs(people.admin, `/admin/students/${s.id}/portal-code`, { whose: "uncle" }, { id: s.id }) as never),
    );
    expect(bad.status).toBe(400);
    const logged = await db.execute(
      sql`select details from admin_logs where action = 'portal_code_shown' and details->>'student_id' = ${s.id}`,
    );
    expect(JSON.stringify((logged as unknown as { rows: unknown[] }).rows)).not.toContain(code.code);
  });
});
