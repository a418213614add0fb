import type { Page } from "@playwright/test";
import { DEMO_COURSES } from "#app/server/seed/demo-data";
import { expectToast } from "#tests/support/e2e/auth";
import { openPublicPage } from "#tests/support/e2e/public-page";
import { expect, test } from "#tests/support/e2e/test";

const SUCCESS = "Message sent successfully! We'll get back to you soon.";
const REQUIRED = "Please fill in all required fields";
const ADDRESS = "123 Example Market, Laxmi Nagar, New Delhi 110092";

/** The contact form (the footer has its own e-mail box). */
const form = (page: Page) => page.locator('form[action="/contact"]');

async function fillValid(page: Page, suffix: string) {
  await form(page).getByLabel("Full Name").fill(`Neha ${suffix}`);
  await form(page).getByLabel("Email").fill(`neha.${suffix}@example.com`);
  await form(page).getByLabel("Phone").fill("98100 12345");
  await form(page).getByLabel("Course of interest").selectOption({ label: "AC PCB Repairing Course" });
  await form(page).getByLabel("Subject").fill("Weekend batch");
  await form(page).getByLabel("Message").fill("Is there a Sunday batch for the AC PCB course?");
}

async function expectCleared(page: Page) {
  for (const label of ["Full Name", "Email", "Phone", "Subject", "Message"]) await expect(form(page).getByLabel(label)).toHaveValue("");
  await expect(form(page).getByLabel("Course of interest")).toHaveValue("");
}

test.describe("contact page", () => {
  test("shows the contact cards, two campuses, FAQ, a local map card and social links", async ({ page }) => {
    const main = await openPublicPage(page, "/contact", "Contact Us");

    await expect(main.getByRole("link", { name: "+91 98765 43210" }).first()).toHaveAttribute("href", "tel:+919876543210");
    await expect(main.getByRole("link", { name: "+91 98765 43211" }).first()).toHaveAttribute("href", "tel:+919876543211");
    await expect(main.getByRole("link", { name: "info@supertech.example" })).toHaveAttribute("href", "mailto:info@supertech.example");
    await expect(main.getByText("Monday to Sunday", { exact: true })).toBeVisible();
    await expect(main.getByText("08:00 AM to 08:00 PM", { exact: true })).toBeVisible();
    await expect(main.getByRole("link", { name: /Chat with us/ })).toHaveAttribute("href", /^https:\/\/wa\.me\/919876543210\?text=/);
    await expect(main.getByRole("heading", { name: "Main Campus" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Practical Lab & Hostel" })).toBeVisible();

    // The map is a local card with a link, never a remote iframe.
    await expect(page.locator("iframe")).toHaveCount(0);
    await expect(main.getByRole("link", { name: /Open in Google Maps/ })).toHaveAttribute(
      "href",
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(ADDRESS)}`,
    );
    for (const name of ["Facebook", "Instagram", "YouTube"])
      await expect(main.getByRole("link", { name: new RegExp(`^${name}`) })).toBeVisible();

    const question = main.locator("summary", { hasText: "Will I get a certificate?" });
    const answer = main.getByText(/at least 80% attendance/);
    await expect(answer).toBeHidden();
    await question.focus();
    await page.keyboard.press("Enter");
    await expect(answer).toBeVisible();
  });

  test("the course select lists active courses by name", async ({ page }) => {
    await page.goto("/contact");
    const options = await form(page).getByLabel("Course of interest").locator("option").allTextContents();
    expect(options[0]).toBe("Select a course (optional)");
    expect([...options.slice(1)].sort()).toEqual(DEMO_COURSES.map((c) => c.course_name).sort());
  });

  test("missing required fields: toast and field errors, nothing sent", async ({ page }) => {
    await page.goto("/contact");
    let posts = 0;
    page.on("request", (request) => {
      if (request.method() === "POST") posts++;
    });
    await form(page).getByLabel("Subject").fill("Only a subject");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expectToast(page, "Error", REQUIRED);
    await expect(page.getByText("Name is required")).toBeVisible();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText("Message is required")).toBeVisible();
    await expect(form(page).getByLabel("Full Name")).toBeFocused();
    expect(posts).toBe(0);
    // Errors clear as the user fixes them.
    await form(page).getByLabel("Full Name").fill("Neha");
    await expect(page.getByText("Name is required")).toHaveCount(0);
  });

  test("an invalid e-mail is caught at once", async ({ page }) => {
    await page.goto("/contact");
    await form(page).getByLabel("Full Name").fill("Neha");
    await form(page).getByLabel("Email").fill("neha-at-example");
    await form(page).getByLabel("Message").fill("Hello");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  });

  test("a valid message is sent with the spec's success message and the form clears", async ({ page }) => {
    await page.goto("/contact");
    await fillValid(page, "js");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expectToast(page, "Success", SUCCESS);
    // The panel in the page (the server's toast, outside main, is a status too).
    await expect(page.getByRole("main").getByRole("status").filter({ hasText: SUCCESS })).toBeVisible();
    await expectCleared(page);
  });
});

test.describe("contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server refuses missing fields with the same messages and keeps what was typed", async ({ page }) => {
    await page.goto("/contact");
    await form(page).getByLabel("Subject").fill("Kept subject");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: "Send Message" }).click(),
    ]);
    expect(response.status()).toBe(400);
    await expect(page.getByRole("main").getByRole("alert").filter({ hasText: REQUIRED })).toBeVisible();
    // The answer's toast is drawn in the page it answers (the HTML-first page has no sonner).
    await expectToast(page, "Error", REQUIRED);
    await expect(page.getByText("Name is required")).toBeVisible();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText("Message is required")).toBeVisible();
    await expect(form(page).getByLabel("Subject")).toHaveValue("Kept subject");
  });

  test("a valid message is stored, the success message shows and the form is empty", async ({ page }) => {
    await page.goto("/contact");
    await fillValid(page, "nojs");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: "Send Message" }).click(),
    ]);
    expect(response.status()).toBe(200);
    await expect(page.getByRole("main").getByRole("status").filter({ hasText: SUCCESS })).toBeVisible();
    await expectCleared(page);
  });

  test("each answer shows its own toast, never an earlier one's, and leaves none for the next page", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.locator("[data-toast]")).toHaveText(/Error.*Please fill in all required fields/);
    await fillValid(page, "nojs-twice");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByTestId("contact-confirmation")).toBeVisible();
    await expect(page.locator("[data-toast]")).toHaveCount(1);
    await expect(page.locator("[data-toast]")).toContainText(SUCCESS);
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("[data-toast]")).toHaveCount(0);
  });
});
