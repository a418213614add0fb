import path from "node:path";
import { E2E_ACCOUNTS, E2E_PASSWORD } from "#tests/support/e2e/accounts";
import { FIXTURES, holdListData, openList, tableRow as row, signedInAsAdmin } from "#tests/support/e2e/admin-list";
import { expectToast } from "#tests/support/e2e/auth";
import { browserConfirms, deleteRowWithoutScript } from "#tests/support/e2e/confirm";
import { startEmptyServer } from "#tests/support/e2e/empty-server";
import { logIn } from "#tests/support/e2e/login";
import { expect, test } from "#tests/support/e2e/test";

const CONFIRM = "Are you sure you want to delete this gallery item?";

test.describe("admin gallery", () => {
  signedInAsAdmin();

  test("lists every item by sort order with the spec's columns", async ({ page }) => {
    await openList(page, "/admin/gallery", ["Image", "Title", "Status", "Featured", "Sort Order", "Actions"]);
    const first = page.getByRole("row").nth(1);
    await expect(first).toContainText("Theory session in progress");
    await expect(first).toContainText("Featured");
    await expect(first.getByRole("img", { name: "Trainer explaining a circuit diagram to students in a classroom" })).toBeVisible();
    const orders = await page.locator("tbody tr td:nth-child(5)").allTextContents();
    const numbers = orders.map(Number);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  });

  test("the status switch toggles with 'Gallery item deactivated' / 'Gallery item activated'", async ({ page }) => {
    await page.goto("/admin/gallery");
    const toggle = row(page, "Tools for every trade").getByRole("switch", { name: "Active: Tools for every trade" });
    await expect(toggle).toHaveAttribute("aria-checked", "true");
    await toggle.click();
    await expectToast(page, "Gallery item deactivated");
    await expect(toggle).toHaveAttribute("aria-checked", "false");
    await page.reload();
    await expect(row(page, "Tools for every trade").getByRole("switch")).toHaveAttribute("aria-checked", "false");
    await row(page, "Tools for every trade").getByRole("switch").click();
    await expectToast(page, "Gallery item activated");
    await expect(row(page, "Tools for every trade").getByRole("switch")).toHaveAttribute("aria-checked", "true");
  });

  test("add with an uploaded image, replace it, refuse a non-image, then delete after the browser confirm", async ({ page }) => {
    const title = `E2E bench ${Date.now()}`;
    await page.goto("/admin/gallery");
    await page.getByRole("link", { name: "Add Gallery Item" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Gallery Item" });
    await expect(dialog.getByLabel("Alt Text")).toHaveAttribute("placeholder", "Descriptive text for accessibility");
    await expect(dialog.getByLabel("Image")).toHaveAttribute("accept", "image/*");
    await expect(dialog.getByLabel("Sort Order")).toHaveValue("0");
    await expect(dialog.getByLabel("Active", { exact: true })).toBeChecked();
    await expect(dialog.getByLabel("Featured")).not.toBeChecked();

    await dialog.getByRole("button", { name: "Create Gallery Item" }).click();
    await expect(dialog.getByText("Title is required")).toBeVisible();

    await dialog.getByLabel("Image").setInputFiles(path.join(FIXTURES, "lab-orange.png"));
    await expectToast(page, "Image uploaded successfully");
    await expect(dialog.getByTestId("image-preview")).toHaveAttribute("src", /^\/uploads\/gallery\/.+\.webp$/);
    await dialog.getByLabel("Title").fill(title);
    await dialog.getByLabel("Alt Text").fill("An orange test bench");
    await dialog.getByLabel("Sort Order").fill("99");
    await dialog.getByLabel("Featured").check();
    await dialog.getByRole("button", { name: "Create Gallery Item" }).click();
    await expectToast(page, "Gallery item created successfully");
    await expect(dialog).toBeHidden();
    const created = row(page, title);
    await expect(created).toContainText("Featured");
    await expect(created).toContainText("99");
    const thumb = created.getByRole("img", { name: "An orange test bench" });
    await expect(thumb).toHaveAttribute("src", /^\/uploads\/gallery\/.+\.webp$/);
    const firstSrc = await thumb.getAttribute("src");
    // The stored file is served.
    expect((await page.request.get(firstSrc as string)).status()).toBe(200);

    await created.getByRole("link", { name: `Edit ${title}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Gallery Item" });
    await expect(edit.getByTestId("image-preview")).toHaveAttribute("src", firstSrc as string);
    await edit.getByLabel("Image").setInputFiles(path.join(FIXTURES, "not-an-image.png"));
    await expectToast(page, "Failed to upload image");
    await expect(edit.getByText("Only image files (JPEG, PNG, WebP, GIF or AVIF) can be uploaded.")).toBeVisible();
    await edit.getByLabel("Image").setInputFiles(path.join(FIXTURES, "lab-navy.jpg"));
    await expect(edit.getByTestId("image-preview")).toHaveAttribute("src", /^\/uploads\/gallery\/.+\.webp$/);
    await expect(edit.getByTestId("image-preview")).not.toHaveAttribute("src", firstSrc as string);
    await edit.getByRole("button", { name: "Update Gallery Item" }).click();
    await expectToast(page, "Gallery item updated successfully");
    const newSrc = await row(page, title).getByRole("img", { name: "An orange test bench" }).getAttribute("src");
    expect(newSrc).not.toBe(firstSrc);
    // Replacing the image removed the old file.
    expect((await page.request.get(firstSrc as string)).status()).toBe(404);

    const confirms = browserConfirms(page);
    await row(page, title)
      .getByRole("button", { name: `Delete ${title}` })
      .click();
    expect(confirms.messages).toEqual([CONFIRM]);
    await expect(row(page, title)).toBeVisible();
    confirms.accept = true;
    await row(page, title)
      .getByRole("button", { name: `Delete ${title}` })
      .click();
    await expectToast(page, "Gallery item deleted successfully");
    expect(confirms.messages).toEqual([CONFIRM, CONFIRM]);
    await expect(row(page, title)).toHaveCount(0);
    expect((await page.request.get(newSrc as string)).status()).toBe(404);
  });

  test("the editors are routes: links, reload and back work, old ?edit= links still open them, Cancel discards an upload", async ({
    page,
  }) => {
    await page.goto("/admin/gallery");
    await page.getByRole("link", { name: "Add Gallery Item" }).click();
    await expect(page).toHaveURL(/\/admin\/gallery\/new$/);
    await page.reload();
    const dialog = page.getByRole("dialog", { name: "Add Gallery Item" });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Image").setInputFiles(path.join(FIXTURES, "lab-orange.png"));
    await expectToast(page, "Image uploaded successfully");
    const unsaved = (await dialog.getByTestId("image-preview").getAttribute("src")) as string;
    expect(unsaved).toMatch(/^\/uploads\/gallery\/.+\.webp$/);
    await dialog.getByRole("link", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/gallery$/);
    // The upload no record took is removed at once.
    await expect.poll(async () => (await page.request.get(unsaved)).status()).toBe(404);

    const edit = row(page, "Mobile repair lab").getByRole("link", { name: "Edit Mobile repair lab" });
    const href = (await edit.getAttribute("href")) as string;
    expect(href).toMatch(/^\/admin\/gallery\/[0-9a-f-]{36}\/edit$/);
    await edit.click();
    await expect(page.getByRole("dialog", { name: "Edit Gallery Item" }).getByLabel("Title")).toHaveValue("Mobile repair lab");
    await page.goBack();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).toHaveURL(/\/admin\/gallery$/);
    const id = href.split("/")[3];
    await page.goto(`/admin/gallery?edit=${id}`);
    await expect(page).toHaveURL(href);
    await expect(page.getByRole("dialog", { name: "Edit Gallery Item" })).toBeVisible();
  });

  test("shows 'Loading gallery items...' while the list loads", async ({ page }) => {
    await page.goto("/admin");
    const release = await holdListData(page, "gallery");
    await page.getByRole("link", { name: "Gallery", exact: true }).first().click();
    await expect(page.getByText("Loading gallery items...")).toBeVisible();
    release();
    await expect(page.getByText("Loading gallery items...")).toBeHidden();
    await expect(row(page, "Mobile repair lab")).toBeVisible();
  });
});

test.describe("admin gallery without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the file travels with the form and the item is created", async ({ page }) => {
    const title = `No-JS picture ${Date.now()}`;
    await logIn(page, E2E_ACCOUNTS.admin);
    await page.goto("/admin/gallery?new=1");
    const form = page.getByRole("region", { name: "Add Gallery Item" });
    // A refused post keeps what was typed and says why, without JavaScript too.
    await form.getByLabel("Alt Text").fill("Kept alt text");
    await form.getByRole("button", { name: "Create Gallery Item" }).click();
    await expect(page).toHaveURL(/\/admin\/gallery\/new$/);
    await expect(form.getByText("Title is required")).toBeVisible();
    await expect(form.getByLabel("Alt Text")).toHaveValue("Kept alt text");
    await form.getByLabel("Image").setInputFiles(path.join(FIXTURES, "lab-orange.png"));
    await form.getByLabel("Title").fill(title);
    await form.getByRole("button", { name: "Create Gallery Item" }).click();
    await expect(page).toHaveURL(/\/admin\/gallery$/);
    await expect(row(page, title).getByRole("img")).toHaveAttribute("src", /^\/uploads\/gallery\//);
    // Without JavaScript the delete lands on the confirmation step with the spec's question.
    await deleteRowWithoutScript(page, { row: row(page, title), label: `Delete ${title}`, question: CONFIRM, list: /\/admin\/gallery$/ });
  });
});

test.describe("admin gallery with no items", () => {
  test.setTimeout(180_000);

  test("shows 'No gallery items found' with an add button", async ({ page }) => {
    const server = await startEmptyServer();
    try {
      await page.goto(`${server.baseURL}/auth`);
      await page.getByLabel("Email").fill(E2E_ACCOUNTS.superAdmin);
      await page.getByLabel("Password").fill(E2E_PASSWORD);
      await page.getByRole("button", { name: "Sign In" }).click();
      await page.waitForURL((url) => url.pathname !== "/auth");
      await page.goto(`${server.baseURL}/admin/gallery`);
      await expect(page.getByRole("heading", { name: "No gallery items found" })).toBeVisible();
      await expect(page.getByText("Get started by adding your first gallery item.")).toBeVisible();
      const main = page.getByRole("main");
      await expect(main.getByRole("link", { name: "Add Gallery Item" })).toHaveCount(2);
      await main.getByRole("link", { name: "Add Gallery Item" }).last().click();
      await expect(page.getByRole("dialog", { name: "Add Gallery Item" })).toBeVisible();
      await page.goto(`${server.baseURL}/admin/courses?q=anything`);
      await expect(page.getByRole("cell", { name: "No courses found matching your search." })).toBeVisible();
    } finally {
      await server.stop();
    }
  });
});
