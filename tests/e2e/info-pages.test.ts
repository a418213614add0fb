import type { Page } from "@playwright/test";
import { DEMO_COURSES } from "#app/server/seed/demo-data";
import { openPublicPage } from "#tests/support/e2e/public-page";
import { expect, test } from "#tests/support/e2e/test";
import { PUBLIC_PAGES } from "#tests/support/public-pages";

async function openPage(page: Page, path: string, title: string) {
  const main = await openPublicPage(page, path, title);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path.replace("/", "\\/")}$`));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,}/);
  return main;
}

test.describe("information pages", () => {
  test("/about: story, claims, mission, vision, values, CEO message and facilities", async ({ page }) => {
    const main = await openPage(page, "/about", "About Us");
    for (const heading of ["Our story", "Our mission", "Our vision", "Our values", "A message from our director", "Our facilities"]) {
      await expect(main.getByRole("heading", { name: heading })).toBeVisible();
    }
    for (const claim of ["500+", "95%", "2021", "Hostel"]) await expect(main.getByText(claim, { exact: true })).toBeVisible();
    await expect(main.getByRole("img", { name: "Portrait of the institute's director" })).toHaveAttribute("src", "/images/about/ceo.svg");
    await expect(main.getByRole("heading", { name: "Student hostel" })).toBeVisible();
  });

  test("/privacy: what each form collects, why, how long, and whom to contact", async ({ page }) => {
    const main = await openPage(page, "/privacy", "Privacy Policy");
    for (const form of [
      "Free demo class request",
      "Admission enquiry",
      "Contact message",
      "Newsletter e-mail ('Stay Updated')",
      "Account",
    ]) {
      const section = main.getByRole("region", { name: form });
      await expect(section.getByText("What we collect:")).toBeVisible();
      await expect(section.getByText("Why:")).toBeVisible();
      await expect(section.getByText("How long we keep it:")).toBeVisible();
    }
    await expect(main.getByRole("link", { name: "info@supertech.example" })).toHaveAttribute("href", "mailto:info@supertech.example");
  });

  test("/terms: admission, fees, certificates and the 80% attendance rule", async ({ page }) => {
    const main = await openPage(page, "/terms", "Terms of Service");
    await expect(main.getByRole("heading", { name: "Admission and fees" })).toBeVisible();
    await expect(main.getByText(/at least 80% attendance/)).toBeVisible();
    await expect(main.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
  });

  test("/careers: trainer, counsellor and lab assistant, applying by e-mail from the settings", async ({ page }) => {
    const main = await openPage(page, "/careers", "Careers");
    for (const role of ["Repair Trainer", "Admission Counsellor", "Lab Assistant"]) {
      await expect(main.getByRole("heading", { name: role })).toBeVisible();
      await expect(main.getByRole("link", { name: `Apply by e-mail for ${role}` })).toHaveAttribute(
        "href",
        `mailto:info@supertech.example?subject=${encodeURIComponent(`Application: ${role}`)}`,
      );
    }
    // one source for the figures (settings), no longer spec 1's "5000+" and "98%" here.
    await expect(main.getByText("500+", { exact: true })).toBeVisible();
    await expect(main.getByText("95%", { exact: true })).toBeVisible();
  });

  test("/sitemap: every page and every active course", async ({ page }) => {
    const main = await openPage(page, "/sitemap", "Sitemap");
    // Every public page but the sitemap itself, from the one list the chrome, a11y and fuzz checks share.
    for (const path of PUBLIC_PAGES.filter((p) => p !== "/sitemap")) {
      await expect(main.locator(`a[href="${path}"]`)).toHaveCount(1);
    }
    const courseLinks = main.locator('a[href^="/course/"]');
    await expect(courseLinks).toHaveCount(DEMO_COURSES.length);
    const names = await courseLinks.allTextContents();
    expect([...names].sort()).toEqual(DEMO_COURSES.map((c) => c.course_name).sort());
    await courseLinks.filter({ hasText: "iPhone Repairing Course" }).click();
    await expect(page).toHaveURL(/\/course\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1, name: "iPhone Repairing Course" })).toBeVisible();
  });

  test("the footer's links lead to real pages, not 404s", async ({ page }) => {
    for (const path of ["/privacy", "/terms", "/careers", "/sitemap"]) {
      // Not from "/": the home page's promo popup is modal on load.
      await page.goto("/gallery");
      await page.getByTestId("site-footer").locator(`a[href="${path}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/not found|404/i);
    }
  });
});
