import type { Page } from "@playwright/test";
import { DEMO_COURSES } from "#app/lib/validation/demo";
import { NEWSLETTER_MESSAGES } from "#app/lib/validation/newsletter";
import { E2E_ACCOUNTS } from "#tests/support/e2e/accounts";
import { expectToast } from "#tests/support/e2e/auth";
import { logIn } from "#tests/support/e2e/login";
import { expect, test } from "#tests/support/e2e/test";
import { PUBLIC_PAGES } from "#tests/support/public-pages";

const FOOTER_HREFS = ["/", "/courses", "/about", "/admission", "/contact", "/privacy", "/terms", "/careers", "/sitemap"];

test.describe("site chrome", () => {
  for (const path of PUBLIC_PAGES) {
    test(`${path} has the top bar, header and footer`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      if (path === "/") await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
      await expect(page.getByTestId("top-bar")).toContainText("Hostel facility available");
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("link", { name: "ENQUIRY" })).toHaveAttribute("href", "/admission");
      await expect(page.getByTestId("site-footer")).toBeVisible();
      await expect(page.getByTestId("site-footer").getByRole("heading", { name: "Stay Updated" })).toBeVisible();
    });
  }

  test("the navigation marks the current page, and follows client-side navigation", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/about");
    const main = page.getByRole("navigation", { name: "Main" });
    await expect(main.getByRole("link", { name: "About Us" })).toHaveAttribute("aria-current", "page");
    await expect(main.locator("[aria-current]")).toHaveCount(1);
    await main.getByRole("link", { name: "Gallery" }).click();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(main.getByRole("link", { name: "Gallery" })).toHaveAttribute("aria-current", "page");
    await expect(main.getByRole("link", { name: "About Us" })).not.toHaveAttribute("aria-current");
    // "Home" only for "/" itself; the mobile menu marks exact matches.
    await page.goto("/");
    await expect(main.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("mobile-menu").getByRole("link", { name: "Home", exact: true, includeHidden: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("/auth has neither header nor footer", async ({ page }) => {
    await page.goto("/auth");
    await expect(page.getByTestId("site-header")).toHaveCount(0);
    await expect(page.getByTestId("site-footer")).toHaveCount(0);
    await expect(page.getByTestId("floating-contact")).toHaveCount(0);
  });

  test("top bar: both call numbers and the social links from the settings", async ({ page }) => {
    await page.goto("/about");
    const bar = page.getByTestId("top-bar");
    await expect(bar.getByRole("link", { name: "+91 98765 43210" })).toHaveAttribute("href", "tel:+919876543210");
    await expect(bar.getByRole("link", { name: "+91 98765 43211" })).toHaveAttribute("href", "tel:+919876543211");
    for (const name of ["Facebook", "Instagram", "YouTube"]) {
      await expect(bar.getByRole("link", { name })).toHaveAttribute("target", "_blank");
    }
  });

  test("main navigation and the footer's links", async ({ page }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [name, href] of [
      ["Home", "/"],
      ["About Us", "/about"],
      ["Online Courses", "/online-courses"],
      ["Certificate", "/certificate"],
      ["Gallery", "/gallery"],
      ["Contact", "/contact"],
    ]) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    const footer = page.getByRole("navigation", { name: "Footer" });
    const hrefs = await footer.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(FOOTER_HREFS);
    const info = page.getByTestId("site-footer");
    await expect(info).toContainText("123 Example Market, Laxmi Nagar, New Delhi 110092");
    await expect(info.getByRole("link", { name: "info@supertech.example" })).toHaveAttribute("href", "mailto:info@supertech.example");
    await expect(info.getByRole("link", { name: "+91 98765 43211" })).toBeVisible();
  });

  test("the Courses menu lists every active course and ends with 'View All Courses'", async ({ page }) => {
    await page.goto("/about");
    const button = page.getByRole("button", { name: "Courses" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    const menu = page.getByTestId("courses-menu");
    const links = menu.getByRole("link");
    await expect(links).toHaveCount(DEMO_COURSES.length + 1);
    const names = await links.allInnerTexts();
    expect(names.slice(0, -1).sort()).toEqual([...DEMO_COURSES].sort());
    for (const href of await links.evaluateAll((as) => as.slice(0, -1).map((a) => a.getAttribute("href")))) {
      expect(href).toMatch(/^\/course\/[0-9a-f-]+$/);
    }
    await expect(links.last()).toHaveText(/View All Courses/);
    await expect(links.last()).toHaveAttribute("href", "/internal-courses");
    await links.first().click();
    await expect(page).toHaveURL(/\/course\/[0-9a-f-]+$/);
    await expect(menu).toBeHidden();
  });

  // HTML-first pages (/about, /privacy, /contact: the shell island's courses-menu.ts) and a
  // hydrated one (a certificate's own page: React's effect).
  for (const path of ["/about", "/privacy", "/contact", "/certificate/STI-2025-0001"]) {
    test(`the Courses menu works from the keyboard on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expectMenuKeyboard(page);
    });
  }
});

/** Arrows, End, Escape and Enter on the header's Courses menu. */
async function expectMenuKeyboard(page: Page) {
  const button = page.getByRole("button", { name: "Courses" });
  await button.focus();
  await page.keyboard.press("ArrowDown");
  await expect(button).toHaveAttribute("aria-expanded", "true");
  const links = page.getByTestId("courses-menu").getByRole("link");
  await expect(links.first()).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(links.nth(1)).toBeFocused();
  await page.keyboard.press("End");
  await expect(links.last()).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(button).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("courses-menu")).toBeVisible();
}

test.describe("site chrome: the newsletter", () => {
  test("newsletter: subscribed the first time, politely 'already subscribed' the second", async ({ page }) => {
    const email = `news-${Date.now()}@example.com`;
    await page.goto("/about");
    const box = page.getByRole("form", { name: "Stay Updated" });
    await box.getByLabel("Email address").fill(email);
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expectToast(page, NEWSLETTER_MESSAGES.subscribed.title, NEWSLETTER_MESSAGES.subscribed.description);
    await expect(box.getByLabel("Email address")).toHaveValue("");
    await box.getByLabel("Email address").fill(email.toUpperCase());
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expectToast(page, NEWSLETTER_MESSAGES.already.title, NEWSLETTER_MESSAGES.already.description);
    await box.getByLabel("Email address").fill("not-an-email");
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByTestId("newsletter-message")).toHaveText("Please enter a valid email address");
  });
});

test.describe("site chrome on a phone (375 px)", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("mobile menu with Internal Courses and Online Courses; floating WhatsApp and call", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const menu = page.getByTestId("mobile-menu");
    await expect(menu).toBeHidden();
    await page.locator("summary[aria-label=Menu]").click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Internal Courses" })).toHaveAttribute("href", "/courses");
    await expect(menu.getByRole("link", { name: "Online Courses" })).toHaveAttribute("href", "/online-courses");
    await expect(menu.getByRole("link", { name: "ENQUIRY" })).toHaveAttribute("href", "/admission");
    await menu.getByRole("link", { name: "Internal Courses" }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(menu).toBeHidden();

    const floating = page.getByTestId("floating-contact");
    await expect(floating.getByRole("link", { name: "Chat on WhatsApp" })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/919876543210\?text=/,
    );
    await expect(floating.getByRole("link", { name: /^Call/ })).toHaveAttribute("href", "tel:+919876543210");
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  });

  test("floating buttons are only for phones", async ({ browser }) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto("/about");
    await expect(page.getByTestId("floating-contact")).toBeHidden();
    await page.close();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

  test("the mobile menu still opens", async ({ page }) => {
    await page.goto("/about");
    await page.locator("summary").first().click();
    await expect(page.getByTestId("mobile-menu").getByRole("link", { name: "Internal Courses" })).toBeVisible();
  });

  test("the newsletter box posts and comes back with its message", async ({ page }) => {
    const email = `nojs-${Date.now()}@example.com`;
    await page.goto("/contact");
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/contact#newsletter$/);
    await expect(page.getByTestId("newsletter-message")).toHaveText(NEWSLETTER_MESSAGES.subscribed.description);
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByTestId("newsletter-message")).toHaveText(NEWSLETTER_MESSAGES.already.description);
  });
});

/** Replaces HTMLMediaElement.play: the first `blockFirst` calls reject as autoplay-blocked. */
async function stubPlay(page: Page, blockFirst: number) {
  await page.addInitScript((block) => {
    const w = window as unknown as { __plays: string[] };
    w.__plays = [];
    HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
      w.__plays.push(this.currentSrc || this.src);
      if (w.__plays.length <= block) return Promise.reject(new DOMException("play() needs a user gesture", "NotAllowedError"));
      return Promise.resolve();
    };
  }, blockFirst);
}
const plays = (page: Page) => page.evaluate(() => (window as unknown as { __plays: string[] }).__plays);
const soundState = (page: Page) => page.evaluate(() => document.documentElement.dataset.welcomeSound ?? null);

test.describe("welcome sound", () => {
  test("is tried 1000 ms after load and plays once, not again in the same session", async ({ page }) => {
    await stubPlay(page, 0);
    // Time stands still from the start; only runFor() moves it.
    await page.clock.install({ time: new Date("2026-03-02T10:00:00+05:30") });
    await page.clock.pauseAt(new Date("2026-03-02T10:00:01+05:30"));
    await page.goto("/about");
    await expect.poll(() => soundState(page)).toBe("waiting");
    await page.clock.runFor(900);
    expect(await soundState(page)).toBe("waiting");
    expect(await plays(page)).toEqual([]);
    await page.clock.runFor(200);
    await expect.poll(() => soundState(page)).toBe("played");
    expect(await plays(page)).toEqual([expect.stringMatching(/\/sounds\/welcome\.wav$/)]);

    await page.reload();
    await page.clock.runFor(3000);
    await expect.poll(() => soundState(page)).toBe("skipped");
    expect(await plays(page)).toEqual([]);
  });

  test("when autoplay is blocked it plays on the first click, and only once", async ({ page }) => {
    await stubPlay(page, 1);
    await page.goto("/about");
    await expect.poll(() => soundState(page), { timeout: 5000 }).toBe("blocked");
    expect(await plays(page)).toHaveLength(1);
    await page.locator("main").click({ position: { x: 5, y: 5 } });
    await expect.poll(() => soundState(page)).toBe("played");
    expect(await plays(page)).toHaveLength(2);
    await page.locator("main").click({ position: { x: 5, y: 5 } });
    await page.keyboard.press("Shift");
    expect(await plays(page)).toHaveLength(2);
  });

  test("a key press also counts as the first interaction", async ({ page }) => {
    await stubPlay(page, 1);
    await page.goto("/about");
    await expect.poll(() => soundState(page), { timeout: 5000 }).toBe("blocked");
    await page.keyboard.press("Tab");
    await expect.poll(() => soundState(page)).toBe("played");
  });

  test("never plays on /auth or /admin", async ({ page }) => {
    await stubPlay(page, 0);
    await page.goto("/auth");
    await page.waitForTimeout(1500);
    expect(await soundState(page)).toBeNull();
    expect(await plays(page)).toEqual([]);
    await logIn(page, E2E_ACCOUNTS.admin);
    await expect(page).toHaveURL(/\/admin/);
    await expect(page.getByTestId("site-header")).toHaveCount(0);
    await expect(page.getByTestId("floating-contact")).toHaveCount(0);
    await page.waitForTimeout(1500);
    expect(await soundState(page)).toBeNull();
    expect(await plays(page)).toEqual([]);
  });
});
