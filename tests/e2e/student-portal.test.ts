import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { E2E_ACCOUNTS } from "#tests/support/e2e/accounts";
import { logIn } from "#tests/support/e2e/login";
import { receiptIds } from "#tests/support/e2e/receipts-fixtures.mjs";
import { expect, test } from "#tests/support/e2e/test";

// The student portal (issue 26) on a phone (375 px), in English and Hindi: an admin shows a
// sign-in code on the student's admin page (the desk's way; the WhatsApp path is covered by
// tests/integration/student-portal.test.ts with a loopback Cloud API), the student signs in at
// /student with the number in another spelling, without JavaScript, and sees the batch,
// attendance, dues and the receipt as a PDF; then signs out. The student is the receipts
// fixture of this width (receipts-fixtures.mjs): phone 91000 00375, ₹2,500 owed, one receipt.

const SHOTS = process.env.SHOTS_DIR;
const shoot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

async function staffCode(page: Page, studentId: string): Promise<string> {
  await logIn(page, E2E_ACCOUNTS.admin);
  await page.goto(`/admin/students/${studentId}/portal-code`);
  await page.getByRole("button", { name: /^Student's number/ }).click();
  const code = (await page.getByTestId("portal-staff-code").textContent())?.trim() ?? "";
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

/** A phone with no JavaScript and no admin cookies: plain form posts only. */
async function phone(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled: false });
  return context.newPage();
}

const WORDS = {
  en: {
    home: "/student",
    send: "Send code",
    haveCode: "I already have a code",
    held: "Enter the 6-digit code the institute's staff gave you.",
    signIn: "Sign in",
    title: "My course",
    timing: "Mon–Sat · 10:00 am–1:00 pm",
    due: "Course fee",
    status: "Part paid",
    signOut: "Sign out",
    signedOut: "You have signed out.",
    bad: "That is not a 10-digit Indian mobile number.",
  },
  hi: {
    home: "/hi/student",
    send: "कोड भेजें",
    haveCode: "मेरे पास कोड है",
    held: "संस्थान के स्टाफ़ से मिला 6 अंकों का कोड लिखें.",
    signIn: "साइन इन करें",
    title: "मेरा कोर्स",
    timing: "सोम–शनि · 10:00 am–1:00 pm",
    due: "कोर्स फ़ीस",
    status: "आंशिक भुगतान",
    signOut: "साइन आउट",
    signedOut: "आप साइन आउट हो गए हैं.",
    bad: "यह 10 अंकों का भारतीय मोबाइल नंबर नहीं है.",
  },
} as const;

for (const width of [375, 1280]) {
  for (const lang of ["en", "hi"] as const) {
    test(`a student signs in with a staff-shown code and sees batch, attendance, dues and receipts (${lang}, ${width} px)`, async ({
      page,
      browser,
    }) => {
      const ids = receiptIds(width);
      const w = WORDS[lang];
      const code = await staffCode(page, ids.student);
      const student = await phone(browser, width);

      const signInPage = await student.goto(w.home);
      expect(signInPage?.headers()["cache-control"]).toBe("private, no-store");
      await student.getByRole("textbox").first().fill("12345");
      await student.getByRole("button", { name: w.send }).click();
      await expect(student.getByTestId("portal-error")).toContainText(w.bad);

      const digits = `91000${String(width).padStart(5, "0")}`;
      await student
        .getByRole("textbox")
        .first()
        .fill(`+91 ${digits.slice(0, 5)} ${digits.slice(5)}`);
      await student.getByRole("button", { name: w.haveCode }).click();
      await expect(student.getByTestId("portal-code-sent")).toHaveText(w.held);
      await shoot(student, `portal-code-${lang}-${width}`);
      await student.getByRole("textbox").first().fill(code);
      await student.getByRole("button", { name: w.signIn }).click();

      await expect(student).toHaveURL(new RegExp(`${w.home}$`));
      await expect(student.getByRole("heading", { level: 1, name: w.title })).toBeVisible();
      const card = student.getByTestId("portal-student");
      await expect(card).toHaveCount(1);
      await expect(card.getByTestId("portal-course")).toContainText(`E2E-RCT-${width}-B1`);
      await expect(card.getByTestId("portal-timing")).toHaveText(w.timing);
      await expect(card.getByTestId("portal-attendance")).toBeVisible();
      await expect(card.getByTestId("portal-due")).toContainText(w.due);
      await expect(card.getByTestId("portal-due-status")).toHaveText(w.status);
      await expect(card.getByTestId("portal-balance")).toHaveText("₹2,500");
      const receipt = card.getByTestId("portal-receipt").getByRole("link");
      await expect(receipt).toContainText(ids.receiptNumber);
      const href = (await receipt.getAttribute("href")) ?? "";
      expect(href).toBe(`${lang === "hi" ? "/hi" : ""}/student/receipts/${ids.payment}`);
      const pdf = await student.request.get(href);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()["content-type"]).toBe("application/pdf");
      // The same session in a browser with JavaScript: no sideways scroll, no axe violations.
      const withScript = await browser.newContext({ viewport: { width, height: 800 } });
      await withScript.addCookies(await student.context().cookies());
      const checked = await withScript.newPage();
      await checked.goto(w.home);
      await expect(checked.getByTestId("portal-student")).toHaveCount(1);
      expect(await checked.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await shoot(checked, `portal-${lang}-${width}`);
      const axe = await new AxeBuilder({ page: checked }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(" ")}`)).toEqual([]);
      await withScript.close();

      // The admin's own cookie is no portal session, and the portal's cookie opens no /admin.
      await page.goto(w.home);
      await expect(page.getByTestId("portal-phone-form")).toBeVisible();
      const admin = await student.request.get("/admin", { maxRedirects: 0 });
      expect([admin.status(), admin.headers().location]).toEqual([302, "/auth"]);

      await student.getByRole("button", { name: w.signOut }).click();
      await expect(student.getByTestId("portal-signed-out")).toContainText(w.signedOut);
      expect((await student.request.get(href)).status()).toBe(404);
      await student.context().close();
    });
  }
}

for (const lang of ["en", "hi"] as const) {
  test(`the installed portal opens offline with the last page, dated, and keeps nothing after sign-out (${lang}, 375 px)`, async ({
    page,
    browser,
  }) => {
    const ids = receiptIds(375);
    const w = WORDS[lang];
    const code = await staffCode(page, ids.student);
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const student = await context.newPage();
    await student.goto(w.home);
    const manifest = await student.request.get((await student.locator('link[rel="manifest"]').getAttribute("href")) ?? "");
    expect(manifest.status()).toBe(200);
    const app = await manifest.json();
    expect(app).toMatchObject({ start_url: w.home, scope: w.home, short_name: w.title, display: "standalone" });
    expect((await student.request.get(app.icons[1].src)).headers()["content-type"]).toBe("image/png");

    await student.getByRole("textbox").first().fill("9100000375");
    await student.getByRole("button", { name: w.haveCode }).click();
    await student.getByRole("textbox").first().fill(code);
    await student.getByRole("button", { name: w.signIn }).click();
    await expect(student.getByTestId("portal-student")).toHaveCount(1);
    await student.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    // The worker takes over on its first load; this visit is the one it keeps.
    await student.reload();
    await expect.poll(() => student.evaluate(async () => (await caches.open("portal-v1")).keys().then((k) => k.length))).toBeGreaterThan(0);
    const offlineLine = student.locator("[data-portal-offline]");
    await expect(offlineLine).toBeHidden();

    await context.setOffline(true);
    await student.reload();
    await expect(student.getByTestId("portal-student")).toHaveCount(1);
    await expect(offlineLine).toBeVisible();
    await expect(offlineLine).toHaveText(
      lang === "hi" ? /^ऑफ़लाइन: .+ तक की जानकारी$/ : /^Offline: as of \d{1,2} \w+ \d{4}, \d{1,2}:\d{2} [ap]m/,
    );
    await shoot(student, `portal-offline-${lang}-375`);
    await context.setOffline(false);

    await student.goto(w.home);
    await student.getByRole("button", { name: w.signOut }).click();
    await expect(student.getByTestId("portal-signed-out")).toBeVisible();
    await expect.poll(() => student.evaluate(async () => (await caches.keys()).length)).toBe(0);
    await context.setOffline(true);
    expect(await student.reload().catch(() => null)).toBeNull();
    await context.close();
  });
}
