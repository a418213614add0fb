import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { E2E_ACCOUNTS } from "#tests/support/e2e/accounts";
import { logIn } from "#tests/support/e2e/login";
import { expect, test } from "#tests/support/e2e/test";

/**
 * after a sent form, a confirmation panel with a reference number (with and without
 * JavaScript), the waitlist, the forms in Hindi, the consent notice, and a calmer popup.
 */
const REFERENCE = /^ENQ-\d{4}-\d{6}$/;
const LANGS = [
  { lang: "en", prefix: "", fullName: "Full Name", email: "Email", phone: "Phone Number", course: "Course", submit: "Submit Application" },
  { lang: "hi", prefix: "/hi", fullName: "पूरा नाम", email: "ईमेल", phone: "फ़ोन नंबर", course: "कोर्स", submit: "आवेदन भेजें" },
] as const;
const NEXT = { en: "We will call you from +91 98765 43210 within 24 hours.", hi: "हम आपको 24 घंटे के अंदर +91 98765 43210 से कॉल करेंगे।" };

let phone = 0;
/** A fresh phone number per enquiry: the same phone and course within 10 minutes is stored once. */
const freshPhone = () => `98${String(Date.now() % 1_000_000).padStart(6, "0")}${String(++phone % 100).padStart(2, "0")}`;

async function courseIdFor(page: Page, name: string): Promise<string> {
  await page.goto("/courses");
  const href = await page.getByRole("link", { name: `Read More: ${name}`, exact: true }).getAttribute("href");
  return href?.split("/").pop() ?? "";
}

async function axeClean(page: Page) {
  // The toast library's own success toast is left out: its contrast is sonner's (see the report).
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .exclude("[data-sonner-toaster]")
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

for (const width of [375, 1280]) {
  for (const l of LANGS) {
    test.describe(`confirmation panel, ${l.lang} at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });

      test("an admission: the panel with its reference, the next step, WhatsApp, and the course kept", async ({ page }) => {
        const id = await courseIdFor(page, "CCTV Camera Technician Course");
        await page.goto(`${l.prefix}/admission?course=${id}`);
        const form = page.locator("main form");
        // The consent notice links the privacy policy in the page's language; the opt-in starts unticked.
        await expect(form.getByTestId("consent").getByRole("link")).toHaveAttribute("href", `${l.prefix}/privacy`);
        await expect(form.getByTestId("consent").getByRole("checkbox")).not.toBeChecked();
        await form.getByLabel(l.fullName).fill("Panel Student");
        await form.getByLabel(l.email).first().fill("panel.student@example.com");
        await form.getByLabel(l.phone).fill(freshPhone());
        await form.getByTestId("consent").getByRole("checkbox").check();
        await form.getByRole("button", { name: l.submit }).click();

        const panel = page.getByTestId("admission-confirmation");
        await expect(panel).toBeVisible();
        const reference = (await panel.getByTestId("enquiry-reference").textContent()) ?? "";
        expect(reference).toMatch(REFERENCE);
        await expect(panel).toContainText(NEXT[l.lang]);
        const chat = await panel.getByRole("link").getAttribute("href");
        expect(decodeURIComponent(chat ?? "")).toContain(reference);
        await expect(form.locator('[name="courseId"]')).toHaveValue(id);
        await expect(form.getByLabel(l.fullName)).toHaveValue("");
        await panel.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `test-results/screens/admission-panel-${l.lang}-${width}.png` });
        await axeClean(page);
      });

      test("in Hindi or English, a refused field says so in the page's language", async ({ page }) => {
        await page.goto(`${l.prefix}/admission`);
        await page.locator("main form").getByRole("button", { name: l.submit }).click();
        await expect(page.getByText(l.lang === "hi" ? "कृपया अपना पूरा नाम लिखें" : "Please enter your full name")).toBeVisible();
      });
    });

    test.describe(`without JavaScript, ${l.lang} at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 }, javaScriptEnabled: false });

      test("a contact message shows the panel with its reference", async ({ page }) => {
        await page.goto(`${l.prefix}/contact`);
        const form = page.locator(`main form[action="${l.prefix}/contact"]`);
        await form.locator('[name="name"]').fill("Nojs Panel");
        await form.locator('[name="email"]').fill("nojs.panel@example.com");
        await form.locator('[name="message"]').fill(`A question sent without JavaScript ${width} ${l.lang}`);
        await form.locator('button[type="submit"]').click();
        const panel = page.getByTestId("contact-confirmation");
        await expect(panel).toBeVisible();
        await expect(panel.getByTestId("enquiry-reference")).toHaveText(REFERENCE);
        await expect(panel).toContainText(NEXT[l.lang]);
        await panel.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `test-results/screens/contact-panel-nojs-${l.lang}-${width}.png` });
      });

      test("a demo request shows the same panel as with JavaScript: reference, 'Tap Send in WhatsApp to finish' and the chat link", async ({
        page,
      }) => {
        await page.goto(`${l.prefix}/`);
        await page
          .getByRole("dialog")
          .getByRole("button", { name: l.lang === "hi" ? "बंद करें" : "Close" })
          .click();
        const form = page.getByTestId("demo-form");
        const name = `Nojs Demo ${l.lang === "hi" ? "Hindi" : "English"}`;
        const mobile = freshPhone();
        await form.locator('[name="name"]').fill(name);
        await form.locator('[name="mobile"]').fill(mobile);
        await form.locator('[name="course"]').selectOption("Inverter Repairing Course");
        await form.locator('button[type="submit"]').click();
        // No redirect to the chat: the page comes back at the form, with the panel.
        await expect(page).toHaveURL(/\?index#demo-request$/);
        const panel = page.getByTestId("demo-confirmation");
        await expect(panel).toBeInViewport();
        // The answer is the panel alone: the offer popup does not open over it.
        await expect(page.getByTestId("promo-popup")).toHaveCount(0);
        await expect(panel).toContainText(l.lang === "hi" ? "पूरा करने के लिए WhatsApp में Send दबाएं" : "Tap Send in WhatsApp to finish");
        const reference = (await panel.getByTestId("enquiry-reference").textContent()) ?? "";
        expect(reference).toMatch(REFERENCE);
        const chat = decodeURIComponent((await panel.getByRole("link").last().getAttribute("href")) ?? "");
        expect(chat).toMatch(/^https:\/\/wa\.me\/919876543210\?text=/);
        expect(chat).toContain(`Name: ${name}`);
        expect(chat).toContain(`Mobile: ${mobile}`);
        expect(chat).toContain(`Reference: ${reference}`);
        await expect(form.locator('[name="name"]')).toHaveValue("");
        await page.screenshot({ path: `test-results/screens/demo-panel-nojs-${l.lang}-${width}.png` });
      });

      test("the server answers a refused admission in the page's language", async ({ page }) => {
        await page.goto(`${l.prefix}/admission`);
        await page.locator("main form").locator('button[type="submit"]').click();
        await expect(page.getByText(l.lang === "hi" ? "कृपया अपना पूरा नाम लिखें" : "Please enter your full name")).toBeVisible();
        await expect(page.getByTestId("admission-error")).toContainText(
          l.lang === "hi" ? "कृपया सभी ज़रूरी खाने भरें" : "Please fill in all required fields",
        );
      });
    });
  }
}

test.describe("waitlist", () => {
  test("'Join the next batch' sends a waitlist enquiry with the same panel", async ({ page }) => {
    const id = await courseIdFor(page, "Fire Alarm System Training");
    await page.goto(`/admission?course=${id}&waitlist=1`);
    await expect(page.getByRole("heading", { name: "Join the next batch" })).toBeVisible();
    await expect(page.getByTestId("waitlist-intro")).toContainText("Fire Alarm System Training");
    const form = page.locator("main form");
    await form.getByLabel("Full Name").fill("Waiting Student");
    await form.getByLabel("Email").first().fill("waiting@example.com");
    await form.getByLabel("Phone Number").fill(freshPhone());
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByTestId("enquiry-reference")).toHaveText(REFERENCE);
    await expect(page.getByTestId("waitlist-confirmation")).toContainText("waitlist for the next batch of Fire Alarm System Training");
  });
});

test.describe("demo form", () => {
  test("?course= prefills the course; the panel says to tap Send and offers the chat again, with the reference", async ({
    page,
    context,
  }) => {
    await context.route("https://wa.me/**", (route) => route.fulfill({ body: "ok", contentType: "text/plain" }));
    await page.goto("/?course=ac%20pcb%20repairing%20course#demo");
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
    const form = page.getByTestId("demo-form");
    await expect(form.getByLabel("Course")).toHaveValue("AC PCB Repairing Course");
    await form.getByLabel("Your Name").fill("Panel Demo");
    await form.getByLabel("Mobile Number").fill(freshPhone());
    const popup = page.waitForEvent("popup");
    await form.getByRole("button", { name: "BOOK FREE DEMO CLASS" }).click();
    await (await popup).close();
    const panel = page.getByTestId("demo-confirmation");
    await expect(panel).toContainText("Tap Send in WhatsApp to finish");
    const reference = (await panel.getByTestId("enquiry-reference").textContent()) ?? "";
    expect(reference).toMatch(REFERENCE);
    const again = panel.getByRole("link", { name: "Open WhatsApp again" });
    expect(decodeURIComponent((await again.getAttribute("href")) ?? "")).toContain(`Reference: ${reference}`);
  });
});

test.describe("a calmer popup", () => {
  test("waits while a form field has focus or a form on screen has unsent input, then reopens", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    // Stop time, so only runFor() moves it.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 50);
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();

    const form = page.getByTestId("demo-form");
    await form.scrollIntoViewIfNeeded();
    await form.getByLabel("Your Name").fill("Half Filled");
    await page.clock.runFor(65_000);
    await expect(dialog).toBeHidden(); // a field has focus
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await form.scrollIntoViewIfNeeded();
    await page.clock.runFor(5_000);
    await expect(dialog).toBeHidden(); // no focus, but the half-filled form is on screen
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.clock.runFor(2_000);
    await expect(dialog).toBeVisible(); // the visitor has left the form
  });

  test("never opens again in the session once a form was sent", async ({ page }) => {
    await page.goto("/contact");
    const form = page.locator('main form[action="/contact"]');
    await form.getByLabel("Full Name").fill("Sent Once");
    await form.getByLabel("Email").fill("sent.once@example.com");
    await form.getByLabel("Message").fill("Sent before visiting the home page");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByTestId("contact-confirmation")).toBeVisible();

    await page.clock.install();
    await page.goto("/");
    await expect(page.getByRole("dialog")).toBeHidden();
    await page.clock.runFor(120_000);
    await expect(page.getByRole("dialog")).toBeHidden();
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 800 } });

    test("is a bottom sheet that leaves the page header usable", async ({ page }) => {
      await page.goto("/");
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      const box = await dialog.boundingBox();
      expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(800);
      const header = await page.getByTestId("site-header").boundingBox();
      expect(box?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
      // Nothing modal: the header's controls still take a tap.
      const hit = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x, y)?.closest('[data-testid="site-header"]') !== null,
        [(header?.x ?? 0) + (header?.width ?? 0) / 2, (header?.y ?? 0) + (header?.height ?? 0) / 2],
      );
      expect(hit).toBe(true);
      await page.screenshot({ path: "test-results/screens/popup-sheet-375.png" });
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    });
  });
});

/** The lead page of the demo request sent from `mobile`, as staff open it. */
async function demoLeadPage(page: Page, mobile: string) {
  await logIn(page, E2E_ACCOUNTS.admin);
  await page.goto(`/admin/leads?q=${mobile}`);
  await page.locator("tbody tr").first().getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

for (const l of LANGS) {
  test.describe(`the home demo form's updates opt-in, ${l.lang} at 375 px`, () => {
    test.use({ viewport: { width: 375, height: 667 }, javaScriptEnabled: false });

    for (const ticked of [true, false]) {
      test(`unticked at first, with the privacy link; ${ticked ? "ticked, it is stored with the request" : "left alone, no consent is stored"}`, async ({
        page,
      }) => {
        await page.goto(`${l.prefix}/`);
        await page
          .getByRole("dialog")
          .getByRole("button", { name: l.lang === "hi" ? "बंद करें" : "Close" })
          .click();
        const form = page.getByTestId("demo-form");
        const consent = form.getByTestId("consent");
        await expect(consent.getByRole("checkbox")).not.toBeChecked();
        await expect(consent.getByRole("checkbox")).toHaveAccessibleName(
          l.lang === "hi" ? "नए बैच और ऑफ़र की जानकारी मुझे भेजें (ज़रूरी नहीं)" : "Send me updates about new batches and offers (optional)",
        );
        await expect(consent.getByRole("link")).toHaveAttribute("href", `${l.prefix}/privacy`);
        const mobile = freshPhone();
        await form.locator('[name="name"]').fill("Optin Visitor");
        await form.locator('[name="mobile"]').fill(mobile);
        await form.locator('[name="course"]').selectOption("Mobile and Smartphone Repairing");
        if (ticked) await consent.getByRole("checkbox").check();
        await form.locator('button[type="submit"]').click();
        await expect(page.getByTestId("demo-confirmation")).toBeVisible();

        await demoLeadPage(page, mobile);
        await expect(page.getByTestId("lead-consent")).toHaveText(ticked ? /^Opted in to updates / : "No opt-in to updates");
      });
    }
  });
}
