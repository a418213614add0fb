import type { Page } from "@playwright/test";
import { E2E_ACCOUNTS } from "#tests/support/e2e/accounts";
import { expectToast } from "#tests/support/e2e/auth";
import { browserConfirms, deleteRowWithoutScript } from "#tests/support/e2e/confirm";
import { logIn } from "#tests/support/e2e/login";
import { expect, test } from "#tests/support/e2e/test";

const row = (page: Page, email: string) => page.locator(`tr[data-user="${email}"]`);

/** Signs in as `who`, opens the users page and adds a user whose e-mail starts with `prefix`; returns the e-mail. */
async function withNewUser(page: Page, who: string, prefix: string, fields: { first?: string; last?: string } = {}) {
  await logIn(page, who);
  await page.goto("/admin/users");
  const email = `${prefix}-${Date.now()}@example.com`;
  await createUser(page, { email, ...fields });
  await expectToast(page, "User created successfully");
  return email;
}

async function createUser(
  page: Page,
  {
    email,
    password = "secret-12",
    first = "",
    last = "",
    role = "user",
  }: { email: string; password?: string; first?: string; last?: string; role?: string },
) {
  await page.getByRole("link", { name: "Add User" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New User" });
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password").fill(password);
  if (first) await dialog.getByLabel("First Name").fill(first);
  if (last) await dialog.getByLabel("Last Name").fill(last);
  await dialog.getByLabel("Role").selectOption(role);
  await dialog.getByRole("button", { name: "Create User" }).click();
  return dialog;
}

test.describe("admin users", () => {
  test("create validates instantly, creates on the server and keeps the admin signed in", async ({ page }) => {
    await logIn(page, E2E_ACCOUNTS.admin);
    await page.goto("/admin/users");
    await page.getByRole("link", { name: "Add User" }).click();
    // The dialog is a route (decision 013): its own URL, kept on reload; the old ?new=1 link opens it too.
    await expect(page).toHaveURL(/\/admin\/users\/new$/);
    await page.reload();
    const dialog = page.getByRole("dialog", { name: "Add New User" });
    await expect(dialog.getByLabel("Password")).toHaveAttribute("placeholder", "Minimum 6 characters");
    await dialog.getByRole("button", { name: "Create User" }).click();
    await expect(dialog.getByText("Email and password are required").first()).toBeVisible();
    // Focus stays inside the dialog (trapped).
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await page.goto("/admin/users?new=1");
    await expect(page).toHaveURL(/\/admin\/users\/new$/);
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    const email = `created-${Date.now()}@example.com`;
    const created = await createUser(page, { email, first: "Kiran", last: "Bedi", role: "admin" });
    await expectToast(page, "User created successfully");
    await expect(created).toBeHidden();
    await expect(row(page, email)).toContainText("Kiran Bedi");
    await expect(row(page, email).getByLabel(`Role for ${email}`)).toHaveValue("admin");
    // Still signed in as the same admin.
    await expect(page.getByText(`Welcome, ${E2E_ACCOUNTS.admin}`)).toBeVisible();
    await page.reload();
    await expect(page.getByText(`Welcome, ${E2E_ACCOUNTS.admin}`)).toBeVisible();

    // An existing e-mail: the server's message, the dialog stays as it was.
    const again = await createUser(page, { email, role: "user" });
    await expectToast(page, "Failed to create user", "A user with this email already exists");
    await expect(again).toBeVisible();
    await expect(again.getByLabel("Email")).toHaveValue(email);
  });

  test("change role, deactivate and activate with the spec's toasts", async ({ page }) => {
    const email = await withNewUser(page, E2E_ACCOUNTS.admin, "role", { first: "Role", last: "Target" });

    const select = row(page, email).getByLabel(`Role for ${email}`);
    await select.selectOption("admin");
    await expectToast(page, "User role updated successfully");
    await page.reload();
    await expect(row(page, email).getByLabel(`Role for ${email}`)).toHaveValue("admin");

    const toggle = row(page, email).getByRole("switch", { name: `Active status for ${email}` });
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expectToast(page, "User deactivated successfully");
    await expect(row(page, email)).toContainText("Inactive");
    await page.reload();
    await expect(row(page, email).getByRole("switch")).not.toBeChecked();
    await row(page, email).getByRole("switch").click();
    await expectToast(page, "User activated successfully");
    await expect(row(page, email).getByRole("switch")).toBeChecked();
  });

  test("the server refuses an admin promoting to super_admin or touching a super_admin", async ({ page }) => {
    const email = await withNewUser(page, E2E_ACCOUNTS.admin, "guard");

    await row(page, email).getByLabel(`Role for ${email}`).selectOption("super_admin");
    await expectToast(page, "Failed to update user role", "Only a super admin can grant, change or remove the super admin role");
    await expect(row(page, email).getByLabel(`Role for ${email}`)).toHaveValue("user");
    await page.reload();
    await expect(row(page, email).getByLabel(`Role for ${email}`)).toHaveValue("user");

    // Found by search: with the e2e trainers and staff the super admin (the oldest account) is past page 1.
    const sa = E2E_ACCOUNTS.superAdmin;
    await page.goto(`/admin/users?q=${encodeURIComponent(sa)}`);
    await row(page, sa).getByRole("switch").click();
    await expectToast(page, "Failed to update user status", "Only a super admin can grant, change or remove the super admin role");
    await expect(row(page, sa).getByRole("switch")).toBeChecked();

    // One's own row cannot be changed from the page (and the server refuses it too).
    await page.goto(`/admin/users?q=${encodeURIComponent(E2E_ACCOUNTS.admin)}`);
    await expect(row(page, E2E_ACCOUNTS.admin).getByRole("switch")).toBeDisabled();
    await expect(row(page, E2E_ACCOUNTS.admin).getByRole("button", { name: /Delete/ })).toHaveCount(0);
  });

  test("delete asks for confirmation (the one ConfirmForm), then removes the user", async ({ page }) => {
    const email = await withNewUser(page, E2E_ACCOUNTS.superAdmin, "delete");

    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && new URL(r.url()).pathname.startsWith("/admin/users")) posts.push(r.postData() ?? "");
    });
    const confirms = browserConfirms(page);
    const confirmText = `Delete user ${email}? Their profile and sign-in are deleted and they are signed out at once. This cannot be undone.`;
    await row(page, email)
      .getByRole("button", { name: `Delete ${email}` })
      .click();
    expect(confirms.messages).toEqual([confirmText]);
    await expect(row(page, email)).toBeVisible();
    expect(posts).toEqual([]);

    confirms.accept = true;
    await row(page, email)
      .getByRole("button", { name: `Delete ${email}` })
      .click();
    await expectToast(page, "User deleted successfully");
    await expect(row(page, email)).toHaveCount(0);
    expect(confirms.messages).toEqual([confirmText, confirmText]);
    expect(posts[0]).toContain("intent=delete");
    await page.reload();
    await expect(row(page, email)).toHaveCount(0);
  });

  test("search by name or company and filter by role on the server", async ({ page }) => {
    await logIn(page, E2E_ACCOUNTS.admin);
    await page.goto("/admin/users");
    const search = page.getByRole("searchbox", { name: "Search users" });
    await search.fill("Uma");
    await expect(page).toHaveURL(/q=Uma/);
    await expect(row(page, E2E_ACCOUNTS.user)).toBeVisible();
    await expect(row(page, E2E_ACCOUNTS.admin)).toHaveCount(0);

    await search.fill("zzz-nobody");
    await expect(page.getByText("No users match your search")).toBeVisible();

    await search.fill("");
    await page.getByLabel("Filter by role").selectOption("super_admin");
    await expect(page).toHaveURL(/role=super_admin/);
    await expect(row(page, E2E_ACCOUNTS.superAdmin)).toBeVisible();
    await expect(row(page, E2E_ACCOUNTS.user)).toHaveCount(0);
    const roles = await page.locator("tr[data-user] select").evaluateAll((els) => els.map((e) => (e as HTMLSelectElement).value));
    expect(new Set(roles)).toEqual(new Set(["super_admin"]));

    // The same URL works without JavaScript (plain GET).
    const html = await (await page.request.get("/admin/users?q=Asha&role=admin")).text();
    expect(html).toContain(E2E_ACCOUNTS.admin);
    expect(html).not.toContain(`data-user="${E2E_ACCOUNTS.user}"`);
  });
});

test.describe("admin users without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the add-user form posts on its own route, a refusal keeps the e-mail, and delete asks on the confirmation step", async ({
    page,
  }) => {
    await logIn(page, E2E_ACCOUNTS.superAdmin);
    const email = `nojs-${Date.now()}@example.com`;
    await page.goto("/admin/users?new=1");
    await expect(page).toHaveURL(/\/admin\/users\/new$/);
    const form = page.getByRole("region", { name: "Add New User" });
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Password").fill("123");
    await form.getByRole("button", { name: "Create User" }).click();
    await expect(form.getByText("Password must be at least 6 characters")).toBeVisible();
    await expect(form.getByLabel("Email")).toHaveValue(email);
    await expect(form.getByLabel("Password")).toHaveValue("");
    await form.getByLabel("Password").fill("secret-12345");
    await form.getByRole("button", { name: "Create User" }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(row(page, email)).toBeVisible();
    // The delete lands on the confirmation step: Cancel keeps the user, its button deletes.
    const question = `Delete user ${email}? Their profile and sign-in are deleted and they are signed out at once. This cannot be undone.`;
    const deletion = { row: row(page, email), label: `Delete ${email}`, question, list: /\/admin\/users$/ };
    await deleteRowWithoutScript(page, deletion, "cancel");
    await deleteRowWithoutScript(page, deletion);
  });
});
