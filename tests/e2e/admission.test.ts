import type { Page } from "@playwright/test";
import { expectToast } from "#tests/support/e2e/auth";
import { expect, test } from "#tests/support/e2e/test";

const SUCCESS = "Inquiry Submitted Successfully! We'll contact you within 24 hours to confirm your admission.";

const form = (page: Page) => page.getByRole("form", { name: "Admission form" });

async function courseIdFor(page: Page, name: string): Promise<string> {
  await page.goto("/courses");
  const href = await page.getByRole("link", { name: `Read More: ${name}`, exact: true }).getAttribute("href");
  return href?.split("/").pop() ?? "";
}

/** Opens the admission form, fills the required fields and `age`, and submits it. */
async function applyAged(page: Page, person: Parameters<typeof fillRequired>[1], age: string) {
  await page.goto("/admission");
  await fillRequired(page, person);
  await form(page).getByLabel("Age").fill(age);
  await page.getByRole("button", { name: "Submit Application" }).click();
}

async function fillRequired(
  page: Page,
  { name, email, phone = "9810012345", course }: { name: string; email: string; phone?: string; course?: string },
) {
  await form(page).getByLabel("Full Name").fill(name);
  await form(page).getByLabel("Email").fill(email);
  await form(page).getByLabel("Phone Number").fill(phone);
  if (course) await form(page).getByLabel("Course").selectOption({ label: course });
}

test.describe("admission form with JavaScript", () => {
  test("shows the sidebar: selected course, the three steps and contact help from settings", async ({ page }) => {
    const id = await courseIdFor(page, "Inverter Repairing Course");
    await page.goto(`/admission?course=${id}`);
    await expect(form(page).getByLabel("Course")).toHaveValue(id);
    await expect(page.getByTestId("selected-course")).toContainText("Inverter Repairing Course");
    await expect(page.getByTestId("selected-course")).toContainText("₹8,000");
    for (const step of ["Submit Application", "Verification", "Start Learning"]) {
      await expect(page.getByText(step, { exact: false }).first()).toBeVisible();
    }
    const help = page.getByRole("complementary", { name: "Admission help" });
    await expect(help.getByRole("link", { name: "+91 98765 43210" })).toHaveAttribute("href", "tel:+919876543210");
    await expect(help.getByRole("link", { name: "info@supertech.example" })).toHaveAttribute("href", "mailto:info@supertech.example");
    await form(page).getByLabel("Course").selectOption({ label: "EPABX Intercom System" });
    await expect(page.getByTestId("selected-course")).toContainText("EPABX Intercom System");
  });

  test("lists active courses by name", async ({ page }) => {
    await page.goto("/admission");
    const options = await form(page).getByLabel("Course").locator("option").allTextContents();
    expect(options[0]).toBe("Select a course");
    const names = options.slice(1);
    expect(names).toHaveLength(17);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const education = await form(page)
      .getByLabel("Education")
      .locator("option")
      .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value));
    expect(education).toEqual(["", "10th", "12th", "diploma", "graduate", "postgraduate"]);
  });

  test("missing required fields: 'Missing Information' toast and field errors, nothing sent", async ({ page }) => {
    await page.goto("/admission");
    let posted = false;
    page.on("request", (r) => {
      if (r.method() === "POST") posted = true;
    });
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expectToast(page, "Missing Information", "Please fill in all required fields");
    await expect(page.getByText("Please enter your full name")).toBeVisible();
    await expect(page.getByText("Please enter your email address")).toBeVisible();
    await expect(page.getByText("Please enter your phone number")).toBeVisible();
    await expect(page.getByText("Please select a course")).toBeVisible();
    await expect(form(page).getByLabel("Full Name")).toHaveAttribute("aria-invalid", "true");
    expect(posted).toBe(false);
  });

  test("age must be 16 to 60", async ({ page }) => {
    await applyAged(page, { name: "Young Learner", email: "young@example.com", course: "Printer Repairing Course" }, "15");
    await expect(page.getByText("Age must be a whole number from 16 to 60")).toBeVisible();
    await form(page).getByLabel("Age").fill("16");
    await expect(page.getByText("Age must be a whole number from 16 to 60")).toHaveCount(0);
  });

  test("a valid application shows the success message and clears the form, keeping the chosen course", async ({ page }) => {
    const id = await courseIdFor(page, "CCTV Camera Technician Course");
    await page.goto(`/admission?course=${id}`);
    await fillRequired(page, { name: "Kiran Devi", email: "kiran.e2e@example.com" });
    await form(page).getByLabel("Age").fill("24");
    await form(page).getByLabel("Education").selectOption("graduate");
    await form(page).getByLabel("Address").fill("Laxmi Nagar, Delhi");
    await form(page).getByLabel("Reason for Joining").fill("Start my own CCTV business");
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expectToast(page, "Inquiry Submitted Successfully!", "We'll contact you within 24 hours to confirm your admission.");
    await expect(page.getByTestId("admission-success")).toHaveText(SUCCESS);
    await expect(form(page).getByLabel("Full Name")).toHaveValue("");
    await expect(form(page).getByLabel("Email")).toHaveValue("");
    await expect(form(page).getByLabel("Age")).toHaveValue("");
    // the course stays chosen, for a second enquiry or a friend.
    await expect(form(page).getByLabel("Course")).toHaveValue(id);
    await expect(form(page).getByLabel("Education")).toHaveValue("");
    await expect(form(page).getByLabel("Reason for Joining")).toHaveValue("");
  });

  test("Enroll Now on a course card preselects that course", async ({ page }) => {
    await page.goto("/courses");
    await page.getByRole("link", { name: "Enroll Now: Fire Alarm System Training" }).click();
    await expect(page).toHaveURL(/\/admission\?course=/);
    await expect(form(page).getByLabel("Course").locator("option:checked")).toHaveText("Fire Alarm System Training");
  });
});

test.describe("admission form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server answers missing fields with the spec's message and field errors, keeping the input", async ({ page }) => {
    await page.goto("/admission");
    await form(page).getByLabel("Full Name").fill("Only Name");
    await page.getByRole("button", { name: "Submit Application" }).click();
    const alert = page.getByTestId("admission-error");
    await expect(alert).toContainText("Missing Information");
    await expect(alert).toContainText("Please fill in all required fields");
    await expect(page.getByText("Please enter your email address")).toBeVisible();
    await expect(page.getByText("Please select a course")).toBeVisible();
    await expect(form(page).getByLabel("Full Name")).toHaveValue("Only Name");
  });

  test("a valid plain POST shows the success message and an empty form, keeping the chosen course", async ({ page }) => {
    await page.goto("/admission");
    await fillRequired(page, { name: "Nojs Student", email: "nojs@example.com", course: "Computer Hardware & Software" });
    await form(page).getByLabel("Age").fill("30");
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByTestId("admission-success")).toHaveText(SUCCESS);
    await expect(form(page).getByLabel("Full Name")).toHaveValue("");
    await expect(form(page).getByLabel("Course").locator("option:checked")).toHaveText("Computer Hardware & Software");
    await expect(page.getByTestId("site-header")).toBeVisible();
    await expect(page.getByTestId("site-footer")).toBeVisible();
  });

  test("an out-of-range age is refused by the server", async ({ page }) => {
    await applyAged(page, { name: "Old Student", email: "old@example.com", course: "Computer Hardware & Software" }, "61");
    await expect(page.getByText("Age must be a whole number from 16 to 60")).toBeVisible();
    await expect(page.getByTestId("admission-success")).toHaveCount(0);
  });
});
