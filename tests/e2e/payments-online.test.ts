import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { E2E_ACCOUNTS, E2E_PASSWORD } from "#tests/support/e2e/accounts";
import { DAILY_DAY, paymentsIds } from "#tests/support/e2e/payments-fixtures.mjs";
import { type PaymentsServer, startPaymentsServer } from "#tests/support/e2e/payments-server";
import { expect, test } from "#tests/support/e2e/test";

// Payments end to end (issues 24 and 26) on a copy of the app with Razorpay and WhatsApp
// pointed at loopback stand-ins (support/e2e/payments-server.ts; fixtures in
// payments-fixtures.mjs: each payer owes ₹2,500 of a ₹15,000 course fee and holds one cash
// receipt):
// - a student signs in at /student (/hi/student) with the code the app sent on WhatsApp, sees
//   batch, attendance, dues and receipt, taps Pay now, pays on Razorpay's page, and the new
//   receipt is on the page (the webhook recorded it);
// - staff press Send payment link on a due; the payer pays it and lands on the callback page
//   in the page's language; the staff page shows the payment and its receipt;
// - the daily collection of a day with four payments, by mode and by staff member.

// Each test walks several pages on two or three browser contexts: more than the default 30 s on a loaded machine.
test.describe.configure({ timeout: 90_000 });

let server: PaymentsServer;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startPaymentsServer();
});
test.afterAll(async () => {
  await server?.stop();
});

const SHOTS = process.env.SHOTS_DIR;
const shoot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};
const at = (path: string) => `${server.baseURL}${path}`;
const RECEIPT = /^RCT\/\d{4}-\d{2}\/\d{4}$/;

/** No axe violations (WCAG 2.x A/AA), as the other e2e tests check. */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(" ")}`)).toEqual([]);
}
const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);

/** Staff sign in through this server's /auth form (the login fixture's socket is the shared server's). */
async function signInAdmin(page: Page) {
  await page.goto(at("/auth"));
  await page.getByLabel("Email").fill(E2E_ACCOUNTS.admin);
  await page.getByLabel("Password").fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((url) => url.pathname !== "/auth");
}

/** A phone with nobody signed in. */
async function phone(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  return context.newPage();
}

/** The Razorpay link made for a due (its reference names the due), and whether the app fetched it from the API. */
function linkOf(dueId: string) {
  const link = [...server.razorpay.links.values()].find((l) => l.reference_id.startsWith(`due_${dueId.replace(/-/g, "").slice(0, 20)}_`));
  if (!link) throw new Error(`no payment link for due ${dueId}`);
  const fetched = server.razorpay.calls.some((c) => c.method === "GET" && c.path === `/v1/payment_links/${link.id}`);
  return { link, fetched };
}

/** The stand-in's pay page: the amount, then Pay, then back to the app's callback page. */
async function payOnRazorpay(payer: Page, rupees: string) {
  await expect(payer).toHaveURL(new RegExp(`^${server.razorpay.apiBase}/i/`));
  await expect(payer.getByRole("heading", { name: `Pay ₹${rupees}` })).toBeVisible();
  await payer.getByRole("button", { name: `Pay ₹${rupees}` }).click();
}

const CALLBACK = {
  en: { path: "/payments/callback", title: "Payment received", number: "Receipt number", view: "View your receipt" },
  hi: { path: "/hi/payments/callback", title: "भुगतान मिल गया", number: "रसीद नंबर", view: "अपनी रसीद देखें" },
} as const;

/** The callback page says "Payment received" in `lang` and shows the receipt number; returns it. */
async function receivedPage(payer: Page, lang: "en" | "hi"): Promise<string> {
  const w = CALLBACK[lang];
  await expect(payer).toHaveURL((url) => url.origin === server.baseURL && url.pathname === w.path);
  await expect(payer.getByRole("heading", { level: 1, name: w.title })).toBeVisible();
  await expect(payer.locator("dt")).toHaveText(w.number);
  const receipt = ((await payer.locator("dd").textContent()) ?? "").trim();
  expect(receipt).toMatch(RECEIPT);
  const view = payer.getByRole("link", { name: w.view });
  await expect(view).toHaveAttribute("href", `${lang === "hi" ? "/hi" : ""}/receipt/${receipt}`);
  return receipt;
}

/** The receipt went to the student on WhatsApp (fee_receipt template: name, amount, number, link). */
async function expectReceiptMessage(digits: string, receipt: string) {
  await expect
    .poll(() => server.whatsApp.calls.find((c) => c.to === `91${digits}` && c.template === "fee_receipt")?.parameters ?? [])
    .toEqual(expect.arrayContaining([receipt, "₹2,500"]));
}

const PORTAL = {
  en: {
    home: "/student",
    send: "Send code",
    sent: "a 6-digit code is on its way on WhatsApp",
    signIn: "Sign in",
    title: "My course",
    timing: "Mon–Sat · 10:00 am–1:00 pm",
    due: "Course fee",
    partPaid: "Part paid",
    paid: "Paid",
    payNow: "Pay now ₹2,500",
    receipt: (n: string) => `Receipt ${n} (PDF)`,
    nothingToPay: "Nothing to pay. Thank you!",
  },
  hi: {
    home: "/hi/student",
    send: "कोड भेजें",
    sent: "6 अंकों का कोड WhatsApp पर",
    signIn: "साइन इन करें",
    title: "मेरा कोर्स",
    timing: "सोम–शनि · 10:00 am–1:00 pm",
    due: "कोर्स फ़ीस",
    partPaid: "आंशिक भुगतान",
    paid: "चुकता",
    payNow: "अभी भुगतान करें ₹2,500",
    receipt: (n: string) => `रसीद ${n} (PDF)`,
    nothingToPay: "कुछ बाक़ी नहीं. धन्यवाद!",
  },
} as const;

for (const lang of ["en", "hi"] as const) {
  test(`a student signs in with the WhatsApp code, pays a due with Pay now and sees the new receipt (${lang}, 375 px)`, async ({
    browser,
  }) => {
    const ids = paymentsIds(`portal-${lang}`);
    const w = PORTAL[lang];
    const student = await phone(browser, 375);

    await student.goto(at(w.home));
    await student
      .getByRole("textbox")
      .first()
      .fill(`0${ids.phone.slice(0, 5)} ${ids.phone.slice(5)}`);
    await student.getByRole("button", { name: w.send }).click();
    await expect(student.getByTestId("portal-code-sent")).toContainText(w.sent);
    // The code as the institute's WhatsApp number sent it: the authentication template.
    await expect.poll(() => server.whatsApp.codeFor(ids.phone)).toMatch(/^\d{6}$/);
    const message = server.whatsApp.calls.filter((c) => c.to === `91${ids.phone}`);
    expect(message.map((c) => c.template)).toEqual(["portal_sign_in_code"]);
    await student
      .getByRole("textbox")
      .first()
      .fill(server.whatsApp.codeFor(ids.phone) ?? "");
    await student.getByRole("button", { name: w.signIn }).click();

    await expect(student.getByRole("heading", { level: 1, name: w.title })).toBeVisible();
    const card = student.getByTestId("portal-student");
    await expect(card.getByTestId("portal-course")).toContainText(ids.batchCode);
    await expect(card.getByTestId("portal-timing")).toHaveText(w.timing);
    await expect(card.getByTestId("portal-attendance-percent")).toHaveText("80%");
    await expect(card.getByTestId("portal-days-missed")).toHaveText("2");
    await expect(card.getByTestId("portal-due")).toContainText(w.due);
    await expect(card.getByTestId("portal-due-status")).toHaveText(w.partPaid);
    await expect(card.getByTestId("portal-balance")).toHaveText("₹2,500");
    await expect(card.getByTestId("portal-receipt")).toHaveCount(1);
    await expect(card.getByTestId("portal-receipt").getByRole("link")).toHaveText(w.receipt(ids.receiptNumber));
    await noSidewaysScroll(student);
    await shoot(student, `payments-portal-${lang}-375`);

    await card.getByRole("button", { name: w.payNow }).click();
    await payOnRazorpay(student, "2500.00");
    const receipt = await receivedPage(student, lang);
    // The webhook had recorded it before the payer came back: the callback did not need to ask Razorpay.
    const { link, fetched } = linkOf(ids.due);
    expect([link.amount, link.callback_url, fetched]).toEqual([250000, at(CALLBACK[lang].path), false]);
    await shoot(student, `payments-portal-callback-${lang}-375`);

    await student.goto(at(w.home));
    await expect(card.getByTestId("portal-balance")).toHaveText("₹0");
    await expect(card.getByTestId("portal-fees")).toContainText(w.nothingToPay);
    await expect(card.getByTestId("portal-due-status")).toHaveText(w.paid);
    await expect(card.getByTestId("portal-pay-now")).toHaveCount(0);
    const receipts = card.getByTestId("portal-receipt");
    await expect(receipts).toHaveCount(2);
    const fresh = receipts.getByRole("link", { name: w.receipt(receipt) });
    await expect(fresh).toBeVisible();
    await expect(receipts.filter({ hasText: w.receipt(receipt) })).toContainText("₹2,500");
    const pdf = await student.request.get(at((await fresh.getAttribute("href")) ?? ""));
    expect([pdf.status(), pdf.headers()["content-type"]]).toEqual([200, "application/pdf"]);
    await expectReceiptMessage(ids.phone, receipt);
    await student.context().close();
  });
}

const STAFF = {
  en: {
    query: "",
    online: "Online",
    gateway: "Online (gateway)",
    paid: "Paid",
    send: "Send payment link",
    linkFor: "Payment link for ₹2,500:",
  },
  hi: { query: "?lang=hi", online: "ऑनलाइन", gateway: "ऑनलाइन (गेटवे)", paid: "चुकता", send: "पेमेंट लिंक भेजें", linkFor: "₹2,500 का पेमेंट लिंक:" },
} as const;

for (const width of [375, 1280]) {
  for (const lang of ["en", "hi"] as const) {
    test(`staff send a payment link; the payer pays it and sees the receipt; staff see the payment (${lang}, ${width} px)`, async ({
      page,
      browser,
    }) => {
      const ids = paymentsIds(`link-${lang}-${width}`);
      const w = STAFF[lang];
      await page.setViewportSize({ width, height: 900 });
      await signInAdmin(page);
      const studentPage = at(`/admin/students/${ids.student}${w.query}`);
      await page.goto(studentPage);
      const due = page.locator(`[data-testid="fee-due"][data-due-id="${ids.due}"]`);
      await due.getByRole("button", { name: w.send }).click();
      await expect(due.getByText(w.linkFor)).toBeVisible();
      await expect(page).toHaveURL(studentPage);
      const shortUrl = (await due.getByRole("link", { name: /\/i\// }).getAttribute("href")) ?? "";
      const { link } = linkOf(ids.due);
      expect([shortUrl, link.amount, link.callback_url]).toEqual([link.short_url, 250000, at(CALLBACK[lang].path)]);
      // The link went to the student on WhatsApp (fee_payment_link: name, amount, due, link).
      await expect
        .poll(() => server.whatsApp.calls.find((c) => c.to === `91${ids.phone}` && c.template === "fee_payment_link")?.parameters)
        .toEqual([ids.studentName, "₹2,500", "Course fee", shortUrl]);
      await noSidewaysScroll(page);
      await shoot(page, `payments-link-sent-${lang}-${width}`);

      const payer = await phone(browser, width);
      await payer.goto(shortUrl);
      await payOnRazorpay(payer, "2500.00");
      const receipt = await receivedPage(payer, lang);
      expect(linkOf(ids.due).fetched).toBe(false);
      await noSidewaysScroll(payer);
      await expectAccessible(payer);
      await shoot(payer, `payments-callback-${lang}-${width}`);
      await payer.context().close();

      await page.goto(studentPage);
      const payment = page.locator(`[data-testid="fee-payment"][data-receipt="${receipt}"]`);
      await expect(payment).toContainText(receipt);
      await expect(payment).toContainText("₹2,500");
      await expect(payment).toContainText(w.online);
      await expect(payment).toContainText(w.gateway);
      await expect(due).toContainText(w.paid);
      await expect(due.getByRole("button", { name: w.send })).toHaveCount(0);
      await expect(page.getByTestId("fees-balance")).toHaveText("₹0");
      await expectReceiptMessage(ids.phone, receipt);
    });
  }
}

const DAILY = {
  en: {
    query: "",
    title: "Daily collection",
    summary: "15 December 2025 · received ₹11,500 · refunded ₹0 · net ₹11,500",
    byMode: "By mode",
    modes: ["Card (1) ₹1,500", "Cash (1) ₹5,000", "Online (1) ₹2,000", "UPI (1) ₹3,000"],
    byStaff: "By staff member",
    gateway: "Online (gateway) (1) ₹2,000",
    print: "Print",
  },
  hi: {
    query: "&lang=hi",
    title: "दैनिक वसूली",
    summary: "· प्राप्त ₹11,500 · वापस ₹0 · शुद्ध ₹11,500",
    byMode: "माध्यम के अनुसार",
    modes: ["कार्ड (1) ₹1,500", "नकद (1) ₹5,000", "ऑनलाइन (1) ₹2,000", "UPI (1) ₹3,000"],
    byStaff: "स्टाफ़ के अनुसार",
    gateway: "ऑनलाइन (गेटवे) (1) ₹2,000",
    print: "प्रिंट करें",
  },
} as const;

for (const width of [375, 1280]) {
  test(`the daily collection totals a day by mode and by staff member, printable, in English and Hindi (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAdmin(page);
    for (const lang of ["en", "hi"] as const) {
      const w = DAILY[lang];
      await page.goto(at(`/admin/fees/daily?day=${DAILY_DAY}${w.query}`));
      await expect(page.getByRole("heading", { level: 1, name: w.title })).toBeVisible();
      await expect(page.getByRole("main")).toContainText(w.summary);
      const totals = (title: string) => page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: title }) });
      const rows = (title: string) => totals(title).getByRole("row");
      await expect(rows(w.byMode)).toHaveText(w.modes.map((m) => m.replace(/ \(1\) /, " (1)")));
      // Staff by name (the super admin is "Administrator"), the gateway last (its name is null in SQL).
      await expect(rows(w.byStaff)).toHaveText(["Administrator (1)₹1,500", "Asha Admin (2)₹8,000", w.gateway.replace(/\) ₹/, ")₹")]);
      await expect(page.getByRole("button", { name: w.print })).toBeVisible();
      await noSidewaysScroll(page);
      await expectAccessible(page);
      await shoot(page, `payments-daily-${lang}-${width}`);
    }
  });
}
