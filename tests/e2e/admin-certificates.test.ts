import path from "node:path";
import { E2E_ACCOUNTS } from "#tests/support/e2e/accounts";
import {
  expectRowShows,
  expectTextsVisible,
  FIXTURES,
  fillByLabel,
  openList,
  tableRow as row,
  signedInAsAdmin,
} from "#tests/support/e2e/admin-list";
import { expectToast } from "#tests/support/e2e/auth";
import { deleteRowWithoutScript } from "#tests/support/e2e/confirm";
import { logIn } from "#tests/support/e2e/login";
import { expect, test } from "#tests/support/e2e/test";

const CONFIRM = "Are you sure you want to delete this certificate?";

test.describe("admin certificates", () => {
  signedInAsAdmin();

  test("lists certificates, newest first, with the spec's columns", async ({ page }) => {
    await openList(page, "/admin/certificates", ["Certificate ID", "Student Name", "Course Name", "Issue Date", "Approved By", "Actions"]);
    const demo = row(page, "STI-2025-0001");
    await expectRowShows(demo, ["Rahul Verma", "Mobile and Smartphone Repairing", "14 June 2025", "Amit Sharma"]);
    await expect(demo.getByRole("link", { name: "Edit certificate STI-2025-0001" })).toBeVisible();
    await expect(demo.getByRole("button", { name: "Delete certificate STI-2025-0001" })).toBeVisible();
  });

  test("add with an image, refuse a duplicate ID, edit with the ID locked, delete after the confirm", async ({ page }) => {
    const id = `E2E-${Date.now().toString(36).toUpperCase()}`;
    await page.goto("/admin/certificates");

    // The dialog resets on close.
    await page.getByRole("link", { name: "Add Certificate" }).click();
    let dialog = page.getByRole("dialog", { name: "Add Certificate" });
    await dialog.getByLabel("Student Name").fill("Left Behind");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await page.getByRole("link", { name: "Add Certificate" }).click();
    dialog = page.getByRole("dialog", { name: "Add Certificate" });
    await expect(dialog.getByLabel("Student Name")).toHaveValue("");

    // The next ID in the sequence is prefilled (docs/certificates.md); cleared, the spec's rule applies.
    await expect(dialog.getByLabel("Certificate ID")).toHaveValue(/^STI-\d{4}-\d{4,}$/);
    await dialog.getByLabel("Certificate ID").fill("");
    await dialog.getByRole("button", { name: "Add Certificate" }).click();
    await expectTextsVisible(dialog, ["Certificate ID is required", "Student name is required", "Approved by is required"]);

    await fillByLabel(dialog, { "Certificate ID": "STI-2025-0001", "Student Name": "Esha Test" });
    // The course is picked from the course list (docs/certificates.md).
    await dialog.getByLabel("Course Name").selectOption({ label: "AC PCB Repairing Course" });
    await fillByLabel(dialog, { "Issue Date": "2026-03-04", "Approved By": "Sanjay Gupta", Details: "Grade A" });
    await expect(dialog.getByLabel("Certificate Image")).toHaveAttribute("accept", "image/*");
    await dialog.getByLabel("Certificate Image").setInputFiles(path.join(FIXTURES, "lab-navy.jpg"));
    await expectToast(page, "Image uploaded successfully");
    await expect(dialog.getByTestId("image-preview")).toHaveAttribute("src", /^\/uploads\/certificates\/.+\.webp$/);
    await dialog.getByRole("button", { name: "Add Certificate" }).click();
    // The server's message, as a toast and at the field; the dialog keeps what was typed.
    await expectToast(page, "Error", "A certificate with this ID already exists");
    await expect(dialog.getByText("A certificate with this ID already exists")).toBeVisible();
    await expect(dialog.getByLabel("Student Name")).toHaveValue("Esha Test");
    await dialog.getByLabel("Certificate ID").fill(id);
    await dialog.getByRole("button", { name: "Add Certificate" }).click();
    await expectToast(page, "Certificate added successfully");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("row").nth(1)).toContainText(id);
    await expect(row(page, id)).toContainText("4 March 2026");

    await row(page, id)
      .getByRole("link", { name: `Edit certificate ${id}` })
      .click();
    const edit = page.getByRole("dialog", { name: "Edit Certificate" });
    const idBox = edit.getByLabel("Certificate ID");
    await expect(idBox).toHaveValue(id);
    await expect(idBox).toHaveAttribute("readonly", "");
    await expect(edit.getByText("The certificate ID cannot be changed once the certificate exists.")).toBeVisible();
    await idBox.press("End");
    await page.keyboard.type("X");
    await expect(idBox).toHaveValue(id);
    await expect(edit.getByTestId("image-preview")).toHaveAttribute("src", /^\/uploads\/certificates\//);
    await edit.getByLabel("Certificate Image").setInputFiles(path.join(FIXTURES, "not-an-image.png"));
    await expectToast(page, "Error", "Only image files (JPEG, PNG, WebP, GIF or AVIF) can be uploaded.");
    await edit.getByLabel("Student Name").fill("Esha K. Test");
    await edit.getByRole("button", { name: "Update Certificate" }).click();
    await expectToast(page, "Certificate updated successfully");
    await expect(row(page, id)).toContainText("Esha K. Test");

    const messages: string[] = [];
    page.on("dialog", async (d) => {
      messages.push(d.message());
      await d.accept();
    });
    await row(page, id)
      .getByRole("button", { name: `Delete certificate ${id}` })
      .click();
    await expectToast(page, "Certificate deleted successfully");
    expect(messages).toEqual([CONFIRM]);
    await expect(row(page, id)).toHaveCount(0);
  });

  test("'Failed to load certificates' when the list cannot be loaded", async ({ page }) => {
    await page.goto("/admin");
    await page.route("**/admin/certificates.data*", async (route) => {
      if (route.request().url().includes("certificates%2Froute")) await route.abort();
      else await route.continue();
    });
    await page.getByRole("link", { name: "Certificates", exact: true }).first().click();
    await expectToast(page, "Failed to load certificates");
    await expect(page.getByRole("alert").filter({ hasText: "Failed to load certificates" })).toBeVisible();
  });
});

test.describe("the certificate dialogs have their own URLs (decision 013)", () => {
  test("reload, back and forward keep the dialog; the old ?edit= link opens it too", async ({ page }) => {
    await logIn(page, E2E_ACCOUNTS.admin);
    await page.goto("/admin/certificates");
    await row(page, "STI-2025-0001").getByRole("link", { name: "Edit certificate STI-2025-0001" }).click();
    await expect(page).toHaveURL(/\/admin\/certificates\/[0-9a-f-]{36}\/edit$/);
    const editUrl = page.url();
    const dialog = page.getByRole("dialog", { name: "Edit Certificate" });
    await expect(dialog.getByLabel("Certificate ID")).toHaveValue("STI-2025-0001");

    await page.reload();
    await expect(dialog.getByLabel("Certificate ID")).toHaveValue("STI-2025-0001");
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/certificates$/);
    await expect(dialog).toBeHidden();
    await page.goForward();
    await expect(dialog.getByLabel("Student Name")).toHaveValue("Rahul Verma");

    const id = new URL(editUrl).pathname.split("/")[3];
    await page.goto(`/admin/certificates?edit=${id}`);
    await expect(page).toHaveURL(editUrl);
    await expect(dialog.getByLabel("Certificate ID")).toHaveValue("STI-2025-0001");
    await page.goto("/admin/certificates?new=1");
    await expect(page).toHaveURL(/\/admin\/certificates\/new$/);
    await expect(page.getByRole("dialog", { name: "Add Certificate" })).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the add form is on the page; a refused save keeps what was typed and says why", async ({ page }) => {
    await logIn(page, E2E_ACCOUNTS.admin);
    await page.goto("/admin/certificates/new");
    const form = page.getByRole("region", { name: "Add Certificate" });
    await form.getByLabel("Certificate ID").fill("STI-2025-0001");
    await form.getByLabel("Student Name").fill("No Script");
    await form.getByLabel("Course Name").selectOption({ label: "AC PCB Repairing Course" });
    await form.getByLabel("Approved By").fill("Sanjay Gupta");
    await form.getByRole("button", { name: "Add Certificate" }).click();
    await expect(form.getByText("A certificate with this ID already exists")).toBeVisible();
    await expect(form.getByLabel("Student Name")).toHaveValue("No Script");
    await expect(form.getByLabel("Approved By")).toHaveValue("Sanjay Gupta");
    await page.goto("/admin/certificates");
    await expect(row(page, "No Script")).toHaveCount(0);
  });

  test("a delete asks on the confirmation step first, with the spec's text", async ({ page }) => {
    const id = `NOJS-${Date.now().toString(36).toUpperCase()}`;
    await logIn(page, E2E_ACCOUNTS.admin);
    await page.goto("/admin/certificates/new");
    const form = page.getByRole("region", { name: "Add Certificate" });
    await form.getByLabel("Certificate ID").fill(id);
    await form.getByLabel("Student Name").fill("No Script Delete");
    await form.getByLabel("Course Name").selectOption({ label: "AC PCB Repairing Course" });
    await form.getByLabel("Approved By").fill("Sanjay Gupta");
    await form.getByRole("button", { name: "Add Certificate" }).click();
    await expect(page).toHaveURL(/\/admin\/certificates$/);
    const deletion = { row: row(page, id), label: `Delete certificate ${id}`, question: CONFIRM, list: /\/admin\/certificates$/ };
    await deleteRowWithoutScript(page, deletion, "cancel");
    await deleteRowWithoutScript(page, deletion);
  });
});
