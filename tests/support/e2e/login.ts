import { randomBytes } from "node:crypto";
import { request as httpRequest } from "node:http";
import type { Page } from "@playwright/test";

/**
 * The login fixture (decision 013: after the Epic Stack's tests/playwright-utils.ts): a signed-in
 * page without the sign-in form. The test chooses a session token, has the e2e server's
 * harness write the session row (tests/support/e2e/start-server.mjs, over a Unix socket:
 * the embedded database belongs to the server process, decision 009), signs the cookie as
 * Better Auth does with the AUTH_SECRET playwright.config.ts gave the server, and opens the
 * page a sign-in lands on (/admin for active staff, / for anyone else). No form, no sign-in
 * rate limit, no two-factor step. Tests of the sign-in itself keep using signIn().
 */
export async function logIn(page: Page, email: string): Promise<void> {
  const token = randomBytes(24).toString("base64url");
  // The browser's own user agent, so /admin/account names the device (none without JavaScript).
  const userAgent = await page.evaluate(() => navigator.userAgent).catch(() => undefined);
  const { landing } = await writeSession({ email, id: randomBytes(16).toString("hex"), token, userAgent });
  const baseURL = `http://localhost:${process.env.E2E_PORT}`;
  await page
    .context()
    .addCookies([
      { name: "better-auth.session_token", value: await signedCookieValue(token), url: baseURL, httpOnly: true, sameSite: "Lax" },
    ]);
  await page.goto(landing);
}

/** better-call's signCookieValue: `${value}.${base64(HMAC-SHA256(secret, value))}`, URI-encoded. */
async function signedCookieValue(value: string): Promise<string> {
  const secret = process.env.E2E_AUTH_SECRET;
  if (!secret) throw new Error("E2E_AUTH_SECRET is not set: run the tests through playwright.config.ts");
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const signature = Buffer.from(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(value))).toString("base64");
  return encodeURIComponent(`${value}.${signature}`);
}

function writeSession(body: { email: string; id: string; token: string; userAgent?: string }): Promise<{ landing: string }> {
  const socketPath = process.env.E2E_SESSION_SOCKET;
  if (!socketPath) throw new Error("E2E_SESSION_SOCKET is not set: run the tests through playwright.config.ts");
  return new Promise((resolve, reject) => {
    const req = httpRequest({ socketPath, path: "/sessions", method: "POST", headers: { "content-type": "application/json" } }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => {
        text += chunk;
      });
      res.on("end", () => {
        if (res.statusCode === 200) resolve(JSON.parse(text));
        else reject(new Error(`no session for ${body.email}: ${res.statusCode} ${text}`));
      });
    });
    req.on("error", reject);
    req.end(JSON.stringify(body));
  });
}
