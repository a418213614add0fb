import type { Browser, Page } from "@playwright/test";
import { expectToast } from "#tests/support/e2e/auth";
import { type EmptyServer, startEmptyServer } from "#tests/support/e2e/empty-server";
import { expect, test } from "#tests/support/e2e/test";

/**
 * A spent rate limit reaches the person as words, not as the error page: "Too many attempts"
 * in the page's language, with and without JavaScript, on the sign-in form, the forgot-password
 * form and a public form (the contact form, in English and in Hindi).
 *
 * The shared e2e server runs with RATE_LIMIT_SCALE=50 and one client address for every test, so
 * spending a budget there would refuse the next tests too. This file starts its own server with
 * the real budgets (RATE_LIMIT_SCALE=1) behind a trusted proxy, and gives each case its own
 * address (X-Forwarded-For): each case spends a fresh budget, counted from its first post, by
 * posting until the server answers 429, whatever the budget is, then submits the form itself.
 */

const MESSAGES = {
  en: { title: "Error", text: "Too many attempts. Please wait a minute and try again." },
  hi: { title: "गड़बड़ी", text: "बहुत ज़्यादा कोशिशें हुईं। कृपया एक मिनट रुककर फिर कोशिश करें।" },
};
/** More posts than any budget at RATE_LIMIT_SCALE=1 (the public forms' 20 a minute is the largest). */
const MAX_POSTS = 50;

let server: EmptyServer;
let address = 0;
/** A client address no other case used: a budget of its own. */
const freshAddress = () => `203.0.113.${++address}`;

test.describe("a spent rate limit", () => {
  test.describe.configure({ mode: "serial" });
  test.setTimeout(180_000);

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startEmptyServer({ RATE_LIMIT_SCALE: "1", TRUST_PROXY: "true", TRUST_PROXY_HOPS: "1" });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  /** Posts `form` to `path` from `ip` until the server refuses with 429. */
  async function spendBudget(page: Page, ip: string, path: string, form: Record<string, string>) {
    for (let posts = 1; posts <= MAX_POSTS; posts++) {
      const response = await page.request.post(`${server.baseURL}${path}`, {
        form,
        headers: { origin: server.baseURL, "x-forwarded-for": ip },
        maxRedirects: 0,
      });
      if (response.status() === 429) return;
    }
    throw new Error(`${path} never answered 429 in ${MAX_POSTS} posts`);
  }

  /** A page from a fresh address, with or without JavaScript, whose budget for `path` is spent. */
  async function limitedPage(browser: Browser, js: boolean, path: string, form: Record<string, string>) {
    const ip = freshAddress();
    const context = await browser.newContext({ javaScriptEnabled: js, extraHTTPHeaders: { "x-forwarded-for": ip } });
    const page = await context.newPage();
    await page.goto(`${server.baseURL}${path}`);
    if (js) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await spendBudget(page, ip, path, form);
    return page;
  }

  /**
   * The refusal as the person sees it, never the error page: with JavaScript the toast (and the
   * words under the form, unless `toastOnly`: the sign-in page says refusals in its toast alone),
   * without it the words on the page.
   */
  async function expectRefusal(page: Page, js: boolean, words: { title: string; text: string }, { toastOnly = false } = {}) {
    if (js) await expectToast(page, words.title, words.text);
    if (!js || !toastOnly) await expect(page.getByRole("alert").filter({ hasText: words.text }).first()).toBeVisible();
    await expect(page.getByText("Something went wrong")).toHaveCount(0);
  }

  for (const js of [false, true]) {
    const how = js ? "with JavaScript" : "without JavaScript";

    test(`sign-in says "Too many attempts" ${how}`, async ({ browser }) => {
      const page = await limitedPage(browser, js, "/auth", { mode: "signin", email: "", password: "" });
      await page.getByLabel("Email").fill("someone@example.com");
      await page.getByLabel("Password").fill("not-the-password-1");
      await page.getByRole("button", { name: "Sign In" }).click();
      await expectRefusal(page, js, MESSAGES.en, { toastOnly: true });
      await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
      await page.context().close();
    });

    test(`forgot password says "Too many attempts" ${how}`, async ({ browser }) => {
      const page = await limitedPage(browser, js, "/auth/forgot-password", { email: "" });
      await page.getByLabel("Email").fill("someone@example.com");
      await page.getByRole("button", { name: "Send reset link" }).click();
      await expectRefusal(page, js, MESSAGES.en);
      await expect(page.getByRole("heading", { name: "Forgot password?" })).toBeVisible();
      await page.context().close();
    });

    for (const lang of ["en", "hi"] as const) {
      test(`the ${lang === "hi" ? "Hindi" : "English"} contact form says it in its language ${how}`, async ({ browser }) => {
        const path = lang === "hi" ? "/hi/contact" : "/contact";
        const valid = { name: "Neha Rate", email: "neha.rate@example.com", message: "Is there a Sunday batch?" };
        const page = await limitedPage(browser, js, path, valid);
        const form = page.locator("form:has([name='message'])");
        for (const [name, value] of Object.entries(valid)) await form.locator(`[name='${name}']`).fill(value);
        await form.locator("button[type='submit']").click();
        await expectRefusal(page, js, MESSAGES[lang]);
        await page.context().close();
      });
    }
  }
});
