import { and, desc, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getAuth } from "#app/features/accounts/auth.server";
import { firstErrors } from "#app/lib/forms";
import * as authRoute from "#app/routes/auth/auth";
import * as forgotRoute from "#app/routes/auth/forgot-password";
import * as resetRoute from "#app/routes/auth/reset-password";
import { db } from "#app/server/db/db.server";
import { adminLogs, mailOutbox, session, user, verification } from "#app/server/db/schema";
import { account, PASSWORD } from "#tests/support/accounts";
import { authPost } from "#tests/support/auth-http";
import { callRoute } from "#tests/support/call-route";

/** "Forgot password?" (decision 011): the real /auth/forgot-password and /auth/reset-password routes and Better Auth. */
const ORIGIN = "http://localhost:3000";
let ipCounter = 0;
const freshIp = () => `198.51.100.${(++ipCounter % 250) + 1}`;

function post(route: { action?: unknown }, path: string, form: Record<string, string>, ip = freshIp()) {
  const request = new Request(`${ORIGIN}${path}`, { method: "POST", headers: { origin: ORIGIN }, body: new URLSearchParams(form) });
  const action = route.action as (args: unknown) => unknown;
  return callRoute(() => action({ request, params: {}, context: { nonce: "", clientIp: ip } }));
}
const forgot = (email: string, ip?: string) => post(forgotRoute, "/auth/forgot-password", { email }, ip);
const reset = (token: string, newPassword: string, confirmPassword = newPassword) =>
  post(resetRoute, `/auth/reset-password?token=${token}`, { token, newPassword, confirmPassword });
/** The first message per field of an answer's Conform reply (the form's own message under ""). */
function errorsOf(outcome: { data: Record<string, unknown> | null }) {
  return firstErrors((outcome.data?.result as { error?: Record<string, string[] | null> } | undefined)?.error);
}

async function linkUsable(token: string) {
  const request = new Request(`${ORIGIN}/auth/reset-password?token=${encodeURIComponent(token)}`);
  return (await resetRoute.loader({ request, params: {}, context: {} } as never)).usable;
}

const mailsTo = (email: string) => db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.created_at));
const sessionsOf = async (userId: string) => (await db.select({ id: session.id }).from(session).where(eq(session.userId, userId))).length;

/** The token from the newest reset e-mail to `email`, read from the outbox as the owner would. */
async function tokenFromMail(email: string): Promise<string> {
  const [mail] = await mailsTo(email);
  expect(mail.subject).toBe("Reset your Supertech Institute password");
  const match = mail.text_body.match(/http:\/\/localhost:3000\/auth\/reset-password\?token=([A-Za-z0-9_-]+)/);
  expect(match, mail.text_body).not.toBeNull();
  return match?.[1] ?? "";
}

async function logActions(userId: string) {
  const rows = await db
    .select({ action: adminLogs.action, details: adminLogs.details })
    .from(adminLogs)
    .where(eq(adminLogs.target_user_id, userId));
  return rows;
}

describe("forgot password", () => {
  it("answers the same whether or not the address has an account, and e-mails a link only to a real one", async () => {
    const owner = await account("admin");
    const known = await forgot(owner.email.toUpperCase());
    const unknown = await forgot(`nobody-${Date.now()}@example.com`);
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const sentOf = (outcome: typeof known) => outcome.data?.sent as { to: string; minutes: number } | undefined;
    expect(Object.keys(known.data ?? {}).sort()).toEqual(Object.keys(unknown.data ?? {}).sort());
    expect(Object.keys(sentOf(known) ?? {}).sort()).toEqual(Object.keys(sentOf(unknown) ?? {}).sort());
    expect(sentOf(known)?.minutes).toBe(30);
    expect(sentOf(unknown)?.minutes).toBe(30);

    const mails = await mailsTo(owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].text_body).toContain("within 30 minutes. It works once");
    expect(await db.select().from(mailOutbox).where(like(mailOutbox.to, "nobody-%"))).toHaveLength(0);
  });

  it("refuses a malformed address with 400 and queues nothing", async () => {
    const before = (await db.select({ id: mailOutbox.id }).from(mailOutbox)).length;
    const bad = await forgot("not-an-address");
    expect(bad.status).toBe(400);
    expect(errorsOf(bad)).toEqual({ email: "Invalid email address" });
    expect((await db.select({ id: mailOutbox.id }).from(mailOutbox)).length).toBe(before);
  });

  it("sends at most 3 links to one address in 15 minutes, with the same answer after that", async () => {
    const owner = await account("admin");
    for (let i = 0; i < 5; i++) expect((await forgot(owner.email)).status).toBe(200);
    expect(await mailsTo(owner.email)).toHaveLength(3);
  });

  it("limits requests per client address (429 with a message)", async () => {
    const ip = "192.0.2.77";
    for (let i = 0; i < 5; i++) expect((await forgot(`x${i}@example.com`, ip)).status).toBe(200);
    const sixth = await forgot("x6@example.com", ip);
    expect(sixth.status).toBe(429);
    // Conform's reply carries it as the form's error (the page shows it under the form), the toast the same words.
    expect(errorsOf(sixth)[""]).toBe("Too many attempts. Please wait a minute and try again.");
    expect(sixth.toast).toMatchObject({ title: "Error", description: "Too many attempts. Please wait a minute and try again." });
  });
});

describe("reset password", () => {
  it("sets the new password once, ends every session, and logs the request and the reset", async () => {
    const owner = await account("admin");
    await getAuth().api.signInEmail({ body: { email: owner.email, password: PASSWORD } });
    expect(await sessionsOf(owner.id)).toBe(2);
    await forgot(owner.email);
    const token = await tokenFromMail(owner.email);
    expect(await linkUsable(token)).toBe(true);

    const done = await reset(token, "a-brand-new-secret-7");
    expect(done.status).toBe(302);
    expect(done.location).toBe("/auth");
    expect(done.toast?.title).toBe("Password changed");
    expect(await sessionsOf(owner.id)).toBe(0);

    // The new password opens the account, the old one does not.
    const signIn = (password: string) =>
      callRoute(() =>
        authRoute.action({
          request: new Request(`${ORIGIN}/auth`, {
            method: "POST",
            headers: { origin: ORIGIN },
            body: new URLSearchParams({ mode: "signin", email: owner.email, password }),
          }),
          params: {},
          context: { nonce: "", clientIp: freshIp() },
        } as never),
      );
    expect((await signIn(PASSWORD)).status).toBe(401);
    expect((await signIn("a-brand-new-secret-7")).location).toBe("/admin");

    // Once only: the link is spent.
    expect(await linkUsable(token)).toBe(false);
    const again = await reset(token, "yet-another-secret-8");
    expect(again.status).toBe(400);
    expect(errorsOf(again)[""]).toBe("This link has expired or was already used. Ask for a new one.");
    expect((await signIn("yet-another-secret-8")).status).toBe(401);

    const actions = (await logActions(owner.id)).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(["password_reset_requested", "password_reset", "sign_in_failed", "sign_in"]));
    const resetRow = (await logActions(owner.id)).find((r) => r.action === "password_reset");
    expect(resetRow?.details).toMatchObject({ ip: expect.stringMatching(/^198\.51\.100\./) });
  });

  it("expires after 30 minutes", async () => {
    const owner = await account("admin");
    const asked = Date.now();
    await forgot(owner.email);
    const token = await tokenFromMail(owner.email);
    const [row] = await db
      .select()
      .from(verification)
      .where(eq(verification.identifier, `reset-password:${token}`));
    const minutes = (row.expiresAt.getTime() - asked) / 60_000;
    expect(minutes).toBeGreaterThan(29.9);
    expect(minutes).toBeLessThanOrEqual(30.1);

    // Half an hour later (the row moved back instead of waiting): refused, password unchanged.
    await db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.identifier, `reset-password:${token}`));
    expect(await linkUsable(token)).toBe(false);
    const late = await reset(token, "too-late-secret-5");
    expect(late.status).toBe(400);
    expect(errorsOf(late)[""]).toBe("This link has expired or was already used. Ask for a new one.");
    const ok = await getAuth().api.signInEmail({ body: { email: owner.email, password: PASSWORD } });
    expect(ok.user.id).toBe(owner.id);
  });

  it("refuses mismatched, short and common passwords with 400 and keeps the link usable", async () => {
    const owner = await account("admin");
    await forgot(owner.email);
    const token = await tokenFromMail(owner.email);
    const mismatch = await reset(token, "first-secret-11", "second-secret-11");
    expect(mismatch.status).toBe(400);
    expect(errorsOf(mismatch)).toEqual({ confirmPassword: "The two passwords do not match" });
    const short = await reset(token, "abc");
    expect(errorsOf(short)).toMatchObject({ newPassword: "Password must be at least 6 characters" });
    const common = await reset(token, "password123");
    expect(common.status).toBe(400);
    expect(errorsOf(common)).toMatchObject({ newPassword: expect.stringMatching(/common/i) });
    expect(await linkUsable(token)).toBe(true);
    expect(await linkUsable("made-up-token")).toBe(false);
  });

  it("confirms the address of an account that had not confirmed it: the link proved the mailbox", async () => {
    const email = `unconfirmed-reset-${Date.now()}@example.com`;
    await getAuth().api.signUpEmail({ body: { email, password: "squatter-pass-12", name: "x" } });
    await forgot(email);
    const token = await tokenFromMail(email);
    expect((await reset(token, "owner-chosen-pass-4")).status).toBe(302);
    const [row] = await db
      .select({ verified: user.emailVerified })
      .from(user)
      .where(and(eq(user.email, email)));
    expect(row.verified).toBe(true);
  });
});

describe("on every path (decision 029)", () => {
  it("a reset ends every other reset link of the account, and only of that account", async () => {
    const owner = await account("admin");
    const neighbour = await account("admin");
    await forgot(owner.email);
    const first = await tokenFromMail(owner.email);
    await forgot(owner.email);
    const second = await tokenFromMail(owner.email);
    await forgot(neighbour.email);
    const neighbours = await tokenFromMail(neighbour.email);
    expect(first).not.toBe(second);

    expect((await reset(second, "second-link-secret-6")).status).toBe(302);
    expect(await linkUsable(first)).toBe(false);
    const stale = await reset(first, "first-link-secret-6");
    expect(stale.status).toBe(400);
    expect(errorsOf(stale)[""]).toBe("This link has expired or was already used. Ask for a new one.");
    const ok = await getAuth().api.signInEmail({ body: { email: owner.email, password: "second-link-secret-6" } });
    expect(ok.user.id).toBe(owner.id);
    expect(await linkUsable(neighbours)).toBe(true);
  });

  it("/api/auth/request-password-reset keeps the per-address cap (3 in 15 minutes), with the same answer, and shares it with the form", async () => {
    const owner = await account("admin");
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push(await authPost("/request-password-reset", { email: owner.email }, { ip: freshIp() }));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(await mailsTo(owner.email)).toHaveLength(3);

    // One budget for both paths, whatever the letter case.
    const other = await account("admin");
    await forgot(other.email);
    await authPost("/request-password-reset", { email: other.email.toUpperCase() }, { ip: freshIp() });
    await forgot(other.email);
    await authPost("/request-password-reset", { email: other.email }, { ip: freshIp() });
    await forgot(other.email);
    expect(await mailsTo(other.email)).toHaveLength(3);
  });
});
