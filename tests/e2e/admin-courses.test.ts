import { E2E_ACCOUNTS } from "#tests/support/e2e/accounts";
import {
  expectRowShows,
  expectTextsVisible,
  fillByLabel,
  holdListData,
  openList,
  tableRow as row,
  signedInAsAdmin,
} from "#tests/support/e2e/admin-list";
import { expectToast } from "#tests/support/e2e/auth";
import { deleteRowWithoutScript } from "#tests/support/e2e/confirm";
import { logIn } from "#tests/support/e2e/login";
import { expect, test } from "#tests/support/e2e/test";

const SEARCH = "Search courses by name, code, or instructor...";

test.describe("admin courses", () => {
  signedInAsAdmin();

  test("lists the courses with the spec's title, count and columns", async ({ page }) => {
    await openList(page, "/admin/courses", ["Course", "Type", "Duration", "Fee", "Enrollment", "Status", "Actions"]);
    await expect(page.getByRole("heading", { level: 1, name: "Course Management" })).toBeVisible();
    await expect(page.getByRole("heading", { name: /^Courses \(\d+\)$/ })).toBeVisible();
    await expectRowShows(row(page, "LDR-101"), [
      "Laptop and Desktop Repairing",
      "Rajesh Kumar",
      "Laptop Repair",
      "12 weeks",
      "₹25,000",
      "18/20",
    ]);
  });

  test("search narrows as one types, case-insensitively by name, code or instructor", async ({ page }) => {
    await page.goto("/admin/courses");
    const box = page.getByPlaceholder(SEARCH);
    await box.fill("RAJESH");
    await expect(page.getByRole("heading", { name: "Courses (2)" })).toBeVisible();
    await expect(row(page, "LDR-101")).toBeVisible();
    await expect(row(page, "CHS-101")).toBeVisible();
    await box.fill("msr-101");
    await expect(page.getByRole("heading", { name: "Courses (1)" })).toBeVisible();
    await expect(row(page, "Mobile and Smartphone Repairing")).toBeVisible();
    await box.fill("no such course anywhere");
    await expect(page.getByRole("cell", { name: "No courses found matching your search." })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Courses (0)" })).toBeVisible();
    // The server applies the same search (the URL can be shared, and it works without JavaScript).
    await expect(page).toHaveURL(/q=no\+such\+course\+anywhere/);
    await page.goto("/admin/courses?q=iphone");
    await expect(page.getByRole("heading", { name: "Courses (1)" })).toBeVisible();
  });

  test("shows 3 skeleton cards while the list loads", async ({ page }) => {
    await page.goto("/admin");
    const release = await holdListData(page, "courses");
    await page.getByRole("link", { name: "Courses", exact: true }).first().click();
    await expect(page.getByRole("heading", { name: "Course Management" })).toBeVisible();
    await expect(page.getByTestId("course-skeleton")).toHaveCount(3);
    await expect(page.getByRole("status", { name: "Loading courses" })).toBeVisible();
    release();
    await expect(page.getByTestId("course-skeleton")).toHaveCount(0);
    await expect(row(page, "LDR-101")).toBeVisible();
  });

  test("'Failed to fetch courses' when the list cannot be loaded", async ({ page }) => {
    await page.goto("/admin");
    await page.route("**/admin/courses.data*", async (route) => {
      if (route.request().url().includes("courses%2Froute")) await route.abort();
      else await route.continue();
    });
    await page.getByRole("link", { name: "Courses", exact: true }).first().click();
    await expectToast(page, "Failed to fetch courses");
  });

  test("add, edit and delete a course with the spec's defaults, toasts and confirmation", async ({ page }) => {
    const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
    await page.goto("/admin/courses");
    await page.getByRole("link", { name: "Add Course" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Course" });
    await expect(dialog).toBeVisible();
    // New-course defaults: 4 weeks, fee 0, 20 students, active.
    await expect(dialog.getByLabel("Duration (weeks)")).toHaveValue("4");
    await expect(dialog.getByLabel("Fee (₹)")).toHaveValue("0");
    await expect(dialog.getByLabel("Max Students")).toHaveValue("20");
    await expect(dialog.getByLabel("Active (shown on the website)")).toBeChecked();
    await expect(dialog.getByLabel("Fee (₹)")).toHaveAttribute("step", "0.01");
    const types = await dialog.getByLabel("Course Type").locator("option").allTextContents();
    expect(types).toEqual([
      "Mobile Repair",
      "Laptop Repair",
      "Computer Repair",
      "AC Repair",
      "Washing Machine Repair",
      "Inverter Repair",
      "HVAC Repair",
      "E Vehicle Repair",
      "Technical Training",
      "Other",
    ]);

    // Instant validation: nothing is sent, the dialog stays.
    await dialog.getByLabel("Duration (weeks)").fill("0");
    await dialog.getByRole("button", { name: "Create Course" }).click();
    await expectTextsVisible(dialog, ["Course name is required", "Course code is required", "Duration (weeks) must be at least 1"]);

    await fillByLabel(dialog, { "Course Name": "E2E Drone Repair", "Course Code": "LDR-101" });
    await dialog.getByLabel("Course Type").selectOption({ label: "Technical Training" });
    await fillByLabel(dialog, {
      "Duration (weeks)": "5",
      "Fee (₹)": "14999.50",
      "Instructor Name": "Ira Test",
      "Start Date": "2027-01-10",
      "End Date": "2027-01-01",
    });
    await dialog.getByRole("button", { name: "Create Course" }).click();
    await expect(dialog.getByText("End date cannot be before the start date")).toBeVisible();
    await dialog.getByLabel("End Date").fill("2027-02-20");
    // A code that exists: the server answers with a clear field error, the dialog keeps the input.
    await dialog.getByRole("button", { name: "Create Course" }).click();
    await expect(dialog.getByText("A course with this code already exists")).toBeVisible();
    await expectToast(page, "Failed to save course");
    await expect(dialog.getByLabel("Course Name")).toHaveValue("E2E Drone Repair");
    await dialog.getByLabel("Course Code").fill(code);
    await dialog.getByRole("button", { name: "Create Course" }).click();
    await expectToast(page, "Course created successfully");
    await expect(dialog).toBeHidden();
    const created = row(page, code);
    await expectRowShows(created, ["E2E Drone Repair", "Technical Training", "5 weeks", "₹14,999.50", "0/20", "Upcoming"]);

    await created.getByRole("link", { name: "Edit E2E Drone Repair" }).click();
    // The editor is a route (decision 013): its URL survives a reload, and Back closes it.
    await expect(page).toHaveURL(/\/admin\/courses\/[0-9a-f-]{36}\/edit$/);
    await page.reload();
    await expect(page.getByRole("dialog", { name: "Edit Course" })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole("dialog", { name: "Edit Course" })).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/courses$/);
    await page.goForward();
    const edit = page.getByRole("dialog", { name: "Edit Course" });
    await expect(edit.getByLabel("Course Code")).toHaveValue(code);
    await expect(edit.getByLabel("Fee (₹)")).toHaveValue("14999.5");
    await edit.getByLabel("Fee (₹)").fill("16000");
    await edit.getByLabel("Currently Enrolled").fill("7");
    await edit.getByLabel("Active (shown on the website)").uncheck();
    await edit.getByRole("button", { name: "Update Course" }).click();
    await expectToast(page, "Course updated successfully");
    await expect(row(page, code)).toContainText("₹16,000");
    await expect(row(page, code)).toContainText("7/20");
    await expect(row(page, code)).toContainText("Inactive");

    // The one delete confirmation (ConfirmForm): the browser asks the spec's question; Cancel keeps the course.
    const question = 'Are you sure you want to delete "E2E Drone Repair"? This action cannot be undone.';
    const asked: string[] = [];
    page.once("dialog", (d) => {
      asked.push(d.message());
      void d.dismiss();
    });
    await row(page, code).getByRole("button", { name: "Delete E2E Drone Repair" }).click();
    await expect.poll(() => asked).toEqual([question]);
    await expect(row(page, code)).toBeVisible();
    page.once("dialog", (d) => {
      asked.push(d.message());
      void d.accept();
    });
    await row(page, code).getByRole("button", { name: "Delete E2E Drone Repair" }).click();
    await expectToast(page, "Course deleted successfully");
    expect(asked).toEqual([question, question]);
    await expect(row(page, code)).toHaveCount(0);
  });
});

test.describe("admin courses without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the add form opens inline, posts, and the course is listed", async ({ page }) => {
    const code = `NJS-${Date.now().toString(36).toUpperCase()}`;
    await logIn(page, E2E_ACCOUNTS.admin);
    await page.goto("/admin/courses");
    await page.getByRole("link", { name: "Add Course" }).click();
    await expect(page).toHaveURL(/\/admin\/courses\/new$/);
    const form = page.getByRole("region", { name: "Add New Course" });
    await form.getByLabel("Course Name").fill("No Script Course");
    await form.getByLabel("Course Code").fill(code);
    await form.getByLabel("Fee (₹)").fill("-5");
    await form.getByRole("button", { name: "Create Course" }).click();
    // The server's check: same message, the values kept.
    await expect(page.getByText("Fee must be at least 0")).toBeVisible();
    await expect(page.getByLabel("Course Name")).toHaveValue("No Script Course");
    await page.getByLabel("Fee (₹)").fill("100");
    await page.getByRole("button", { name: "Create Course" }).click();
    await expect(page).toHaveURL(/\/admin\/courses$/);
    await expect(row(page, code)).toContainText("No Script Course");

    // Without JavaScript the delete lands on the confirmation step, which asks the same question.
    const question = 'Are you sure you want to delete "No Script Course"? This action cannot be undone.';
    const deletion = { row: row(page, code), label: "Delete No Script Course", question, list: /\/admin\/courses$/ };
    await deleteRowWithoutScript(page, deletion, "cancel");
    await deleteRowWithoutScript(page, deletion);
  });

  test("the old dialog URL ?new=1 still opens the add form", async ({ page }) => {
    await logIn(page, E2E_ACCOUNTS.admin);
    await page.goto("/admin/courses?new=1&q=repair");
    await expect(page).toHaveURL(/\/admin\/courses\/new\?q=repair$/);
    await expect(page.getByRole("region", { name: "Add New Course" })).toBeVisible();
  });
});
