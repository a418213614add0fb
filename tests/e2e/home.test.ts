import type { Page } from "@playwright/test";
import { SAMPLE_REVIEWS } from "#app/lib/sample-reviews";
import { DEMO_COURSES, DEMO_MESSAGES } from "#app/lib/validation/demo";
import { expectToast } from "#tests/support/e2e/auth";
import { expect, test } from "#tests/support/e2e/test";

const counter = (page: Page) => page.getByTestId("hero-counter");

async function closePromo(page: Page) {
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
}

/** After the page has loaded with a fake clock: stop time so only runFor() moves it. */
async function pauseClock(page: Page) {
  // On a busy machine more than the margin can pass between reading the page's time and the
  // pause, and Playwright refuses a pause in the past: read it again and retry.
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 50);
      return;
    } catch (error) {
      if (attempt === 5 || !String(error).includes("to the past")) throw error;
    }
  }
}

/**
 * The home page with the browser's clock stopped from before it loads, the promo closed and the
 * pointer off the hero. Stopped before, not after: the autoplay's 5 s start when the island
 * runs, and on a busy machine the real time between that and a later pause ate into them.
 */
async function openHomeWithClock(page: Page) {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto("/");
  await closePromo(page);
  await page.mouse.move(5, 5);
}

test.describe("home page", () => {
  test("server-rendered sections with the spec's content", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Supertech Institute/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /repairing courses in Delhi/i);
    expect(await page.locator('link[rel="preload"][as="image"][href="/images/hero/mobile-repair.svg"]').count()).toBeGreaterThan(0);
    await closePromo(page);

    await expect(page.getByRole("heading", { name: "Get Rs. 3000 discount on online admission" })).toBeVisible();
    await expect(page.getByText("BGA and OCA machine training")).toBeVisible();
    await expect(page.getByText("100% practical training", { exact: true })).toBeVisible();

    const stats = page.getByTestId("home-stats");
    // the figures come from settings (the demo data: 500 students, 95%, 4.8 from
    // 125 reviews), the same as the claims strip and the about section below.
    for (const value of ["500+", "95%", "20+", "4.8/5"]) await expect(stats.getByText(value, { exact: true })).toBeVisible();
    await expect(stats.getByText("Rating from 125 reviews", { exact: true })).toBeVisible();

    const why = page.getByTestId("why-choose-us").getByRole("heading");
    await expect(why).toHaveText([
      "Mobile Repair",
      "Computer Repair",
      "Hands-on Training",
      "Expert Instructors",
      "Certification",
      "Flexible Timing",
    ]);

    const cards = page.getByTestId("home-courses").getByTestId("course-card");
    await expect(cards).toHaveCount(9);
    // Featured first: the AC, Mobile and Laptop courses open the grid.
    await expect(cards.getByRole("heading").first()).toHaveText("AC PCB Repairing Course");
    await expect(cards.getByRole("heading").nth(1)).toHaveText("Mobile and Smartphone Repairing");
    await expect(cards.getByRole("heading").nth(2)).toHaveText("Laptop and Desktop Repairing");
    await expect(cards.first().getByRole("link", { name: /^Enroll Now/ })).toHaveAttribute("href", /^\/admission/);
    await expect(cards.first().getByRole("link", { name: /^Read More/ })).toHaveAttribute("href", /^\/course\/[0-9a-f-]+$/);

    const about = page.getByRole("region", { name: /Delhi's workshop/ });
    await expect(about.locator('img[src="/images/about/institute.svg"]')).toHaveAttribute("width", "1200");
    for (const claim of ["500+ students trained", "95% placement record", "Operating since 2021", "Hostel facility for students"]) {
      await expect(about.getByText(claim)).toBeVisible();
    }

    // No Google key in the test server: the five samples with their local average.
    const reviews = page.getByTestId("reviews");
    await expect(reviews).toHaveAttribute("data-review-source", "sample");
    await expect(reviews).toHaveAttribute("data-review-error", "Failed to fetch reviews from Edge Function");
    await expect(reviews.getByTestId("review-card")).toHaveCount(5);
    await expect(page.getByTestId("reviews-average")).toHaveText("5.0");
    await expect(reviews.getByText(SAMPLE_REVIEWS[0]?.author_name ?? "")).toBeVisible();

    const ld = await page.locator('script[type="application/ld+json"]').first().textContent();
    const graph = JSON.parse(ld ?? "{}")["@graph"] as Record<string, unknown>[];
    expect(graph.map((n) => n["@type"])).toEqual(["EducationalOrganization", "LocalBusiness"]);
    expect(graph[1]).toMatchObject({ openingHours: "Mo-Su 08:00-20:00", telephone: ["+91 98765 43210", "+91 98765 43211"] });
    expect(ld).not.toContain("AggregateRating");
  });

  test("every image has its size set (no layout shift)", async ({ page }) => {
    await page.goto("/");
    const missing = await page
      .locator("main img")
      .evaluateAll((imgs) =>
        imgs.filter((img) => !img.getAttribute("width") || !img.getAttribute("height")).map((img) => img.getAttribute("src")),
      );
    expect(missing).toEqual([]);
  });

  test("reviews carousel: 1 card per view on phones, 2 on tablets, 3 on desktops", async ({ page }) => {
    for (const [width, perView] of [
      [375, 1],
      [800, 2],
      [1280, 3],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      await closePromo(page);
      const visible = await page.getByTestId("review-card").evaluateAll((cards) => {
        const viewport = cards[0]?.parentElement?.parentElement?.getBoundingClientRect();
        if (!viewport) return 0;
        return cards
          .map((card) => card.querySelector("figure") as HTMLElement)
          .filter((c) => {
            const r = c.getBoundingClientRect();
            return r.left >= viewport.left - 1 && r.right <= viewport.right + 1;
          }).length;
      });
      expect(visible, `${width} px`).toBe(perView);
    }
  });
});

test.describe("hero carousel", () => {
  test("six slides with arrows, dots and the 'n / 6' counter; it loops", async ({ page }) => {
    await openHomeWithClock(page);
    const hero = page.getByTestId("hero-carousel");
    await expect(hero.getByTestId("hero-slide")).toHaveCount(6);
    await expect(counter(page)).toHaveText("1 / 6");
    const first = hero.getByTestId("hero-slide").first();
    await expect(first.getByRole("heading", { name: "Mobile Repairing Course" })).toBeVisible();
    await expect(first.getByRole("link", { name: "Enroll Now" })).toHaveAttribute("href", "/admission");
    await expect(first.getByRole("link", { name: "View All Courses" })).toHaveAttribute("href", "/courses");

    await hero.getByRole("button", { name: "Next slide" }).click();
    await expect(counter(page)).toHaveText("2 / 6");
    await hero.getByRole("button", { name: "Previous slide" }).click();
    await expect(counter(page)).toHaveText("1 / 6");
    await hero.getByRole("button", { name: "Previous slide" }).click();
    await expect(counter(page)).toHaveText("6 / 6");
    await hero.getByRole("button", { name: "Next slide" }).click();
    await expect(counter(page)).toHaveText("1 / 6");
    await hero.getByTestId("hero-dot").nth(3).click();
    await expect(counter(page)).toHaveText("4 / 6");
    await expect(hero.getByTestId("hero-dot").nth(3)).toHaveAttribute("aria-current", "true");
  });

  test("autoplays every 5000 ms, keeps going after a click, pauses on hover and keyboard focus", async ({ page }) => {
    await openHomeWithClock(page);
    await expect(counter(page)).toHaveText("1 / 6");
    await page.clock.runFor(4800);
    await expect(counter(page)).toHaveText("1 / 6");
    await page.clock.runFor(300);
    await expect(counter(page)).toHaveText("2 / 6");

    // Interaction does not stop autoplay.
    await page.getByRole("button", { name: "Next slide" }).click();
    await expect(counter(page)).toHaveText("3 / 6");
    await page.mouse.move(5, 5);
    await page.clock.runFor(5100);
    await expect(counter(page)).toHaveText("4 / 6");
    await page.clock.runFor(5000);
    await expect(counter(page)).toHaveText("5 / 6");

    // Paused while hovered.
    await page.getByTestId("hero-carousel").hover();
    await page.clock.runFor(11_000);
    await expect(counter(page)).toHaveText("5 / 6");
    await page.mouse.move(5, 5);
    await page.clock.runFor(5100);
    await expect(counter(page)).toHaveText("6 / 6");

    // Paused while keyboard focus is inside; loops from 6 back to 1 afterwards.
    await page.getByTestId("hero-dot").first().focus();
    await page.keyboard.press("Tab");
    await expect(page.getByTestId("hero-carousel")).toHaveAttribute("data-autoplay", "paused");
    await page.clock.runFor(11_000);
    await expect(counter(page)).toHaveText("6 / 6");
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(page.getByTestId("hero-carousel")).toHaveAttribute("data-autoplay", "playing");
    await page.clock.runFor(5100);
    await expect(counter(page)).toHaveText("1 / 6");
  });

  test.describe("for reduced-motion users", () => {
    test.use({ reducedMotion: "reduce" });
    test("there is no autoplay", async ({ page }) => {
      await openHomeWithClock(page);
      await page.clock.runFor(12_000);
      await expect(counter(page)).toHaveText("1 / 6");
      await page.getByRole("button", { name: "Next slide" }).click();
      await expect(counter(page)).toHaveText("2 / 6");
    });
  });
});

test.describe("promo popup", () => {
  test("opens on load in Hindi with Call Now and WhatsApp Now, and reopens 60 s after closing", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('[lang="hi"]').first()).toContainText("डेमो");
    await expect(dialog.getByRole("link", { name: "Call Now" })).toHaveAttribute("href", "tel:+919876543210");
    const whatsapp = await dialog.getByRole("link", { name: "WhatsApp Now" }).getAttribute("href");
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/919876543210\?text=/);
    expect(new URL(whatsapp ?? "").searchParams.get("text")).toMatch(/courses/);

    await pauseClock(page);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await page.clock.runFor(59_000);
    await expect(dialog).toBeHidden();
    await page.clock.runFor(1_500);
    await expect(dialog).toBeVisible();

    // Escape closes it too, and the 60 s start again.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await page.clock.runFor(30_000);
    await expect(dialog).toBeHidden();
    await page.clock.runFor(31_000);
    await expect(dialog).toBeVisible();
  });

  test("is only on the home page", async ({ page }) => {
    await page.goto("/about");
    await page.waitForTimeout(500);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test.describe("demo-class form", () => {
  test("lists the 17 demo courses and validates instantly with the spec's messages", async ({ page }) => {
    await page.goto("/");
    await closePromo(page);
    const form = page.getByTestId("demo-form");
    const options = await form.getByLabel("Course").locator("option").allTextContents();
    expect(options.slice(1)).toEqual([...DEMO_COURSES]);
    await expect(form.getByLabel("Mobile Number")).toHaveAttribute("maxlength", "10");

    await form.getByRole("button", { name: "BOOK FREE DEMO CLASS" }).click();
    await expect(form.getByText("Name must be at least 2 characters")).toBeVisible();
    await expect(form.getByText("Please enter a valid 10-digit mobile number")).toBeVisible();
    await expect(form.getByText("Please select a course")).toBeVisible();
    await expectToast(page, DEMO_MESSAGES.failure.title, DEMO_MESSAGES.failure.description);

    await form.getByLabel("Your Name").fill("Ravi 123");
    await expect(form.getByText("Name can only contain letters and spaces")).toBeVisible();
    await form.getByLabel("Your Name").fill("R".repeat(51));
    await expect(form.getByText("Name must be less than 50 characters")).toBeVisible();
    await form.getByLabel("Your Name").fill("Ravi Kumar");
    await expect(form.getByText("Name must be less than 50 characters")).toBeHidden();
    await form.getByLabel("Mobile Number").fill("512345678901");
    await expect(form.getByLabel("Mobile Number")).toHaveValue("5123456789");
    await expect(form.getByText("Please enter a valid 10-digit mobile number")).toBeVisible();
    await expect(form.getByLabel("Your Name")).not.toHaveAttribute("aria-invalid", "true");
  });

  test("a valid request: 'SUBMITTING...', the WhatsApp chat in a new tab, the success toast and a reset form", async ({
    page,
    context,
  }) => {
    await context.route("https://wa.me/**", (route) => route.fulfill({ body: "ok", contentType: "text/plain" }));
    await page.route(/\.data(\?|$)/, async (route) => {
      if (route.request().method() === "POST") await new Promise((r) => setTimeout(r, 700));
      await route.continue();
    });
    await page.goto("/");
    await closePromo(page);
    const form = page.getByTestId("demo-form");
    await form.getByLabel("Your Name").fill("Sunita Devi");
    await form.getByLabel("Mobile Number").fill("9812345678");
    await form.getByLabel("Course").selectOption("CCTV Camera Technician Course");

    const popupPromise = page.waitForEvent("popup");
    await form.getByRole("button", { name: "BOOK FREE DEMO CLASS" }).click();
    await expect(form.getByRole("button", { name: "SUBMITTING..." })).toBeVisible();
    const popup = await popupPromise;
    await popup.waitForURL(/^https:\/\/wa\.me\//);
    const chat = new URL(popup.url());
    expect(chat.pathname).toBe("/919876543210");
    const text = chat.searchParams.get("text") ?? "";
    expect(text).toContain("Sunita Devi");
    expect(text).toContain("9812345678");
    expect(text).toContain("CCTV Camera Technician Course");

    await expectToast(page, DEMO_MESSAGES.success.title, DEMO_MESSAGES.success.description);
    await expect(form.getByLabel("Your Name")).toHaveValue("");
    await expect(form.getByLabel("Mobile Number")).toHaveValue("");
    await expect(form.getByLabel("Course")).toHaveValue("");
    await expect(form.getByRole("button", { name: "BOOK FREE DEMO CLASS" })).toBeEnabled();
  });
});

test.describe("home without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the popup opens on load and closes; the first hero slide shows in full and the sections are there", async ({ page }) => {
    await page.goto("/");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Call Now" })).toHaveAttribute("href", "tel:+919876543210");
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { name: "Mobile Repairing Course" })).toBeInViewport();
    await expect(page.getByTestId("home-courses").getByTestId("course-card")).toHaveCount(9);
    await expect(page.getByTestId("review-card")).toHaveCount(5);
  });

  test("the demo form shows the server's messages, then the confirmation panel with the WhatsApp chat", async ({ page }) => {
    await page.goto("/");
    const form = page.getByTestId("demo-form");
    await form.getByLabel("Your Name").fill("A");
    await form.getByLabel("Mobile Number").fill("1234567890");
    await form.getByRole("button", { name: "BOOK FREE DEMO CLASS" }).click();
    await page.waitForLoadState();
    const after = page.getByTestId("demo-form");
    await expect(after.getByText("Name must be at least 2 characters")).toBeVisible();
    await expect(after.getByText("Please enter a valid 10-digit mobile number")).toBeVisible();
    await expect(after.getByText("Please select a course")).toBeVisible();
    await expect(after.getByRole("alert").first()).toContainText(DEMO_MESSAGES.failure.description);
    await expect(after.getByLabel("Your Name")).toHaveValue("A");

    await after.getByLabel("Your Name").fill("Arif Khan");
    await after.getByLabel("Mobile Number").fill("7012345678");
    await after.getByLabel("Course").selectOption("Inverter Repairing Course");
    await after.getByRole("button", { name: "BOOK FREE DEMO CLASS" }).click();
    // no jump to the chat before the visitor knows what to do there; the panel offers it.
    const panel = page.getByTestId("demo-confirmation");
    await expect(panel).toContainText("Tap Send in WhatsApp to finish");
    const chat = new URL((await panel.getByRole("link", { name: "Open WhatsApp again" }).getAttribute("href")) ?? "");
    expect(chat.host).toBe("wa.me");
    expect(chat.pathname).toBe("/919876543210");
    expect(chat.searchParams.get("text")).toContain("Arif Khan");
    expect(chat.searchParams.get("text")).toContain("Inverter Repairing Course");
  });
});
