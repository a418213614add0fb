import { E2E_ACCOUNTS } from "#tests/support/e2e/accounts";
import { logIn } from "#tests/support/e2e/login";
import { expect, test } from "#tests/support/e2e/test";

// The login fixture (support/login.ts) makes a real session: the app's own checks decide.
test("logIn opens the admin for staff, the site for a user, and refuses an inactive account", async ({ page, browser }) => {
  await logIn(page, E2E_ACCOUNTS.admin);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("link", { name: `Welcome, ${E2E_ACCOUNTS.admin}` })).toBeVisible();

  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  await logIn(userPage, E2E_ACCOUNTS.user);
  await expect(userPage).toHaveURL(/\/$/);
  await userPage.goto("/admin");
  await expect(userPage).not.toHaveURL(/\/admin/);
  await userContext.close();

  await expect(logIn(page, E2E_ACCOUNTS.inactiveAdmin)).rejects.toThrow(/no session/);
});

test("a session cookie not signed with the server's secret is refused", async ({ page }) => {
  await logIn(page, E2E_ACCOUNTS.admin);
  const [cookie] = (await page.context().cookies()).filter((c) => c.name === "better-auth.session_token");
  const token = decodeURIComponent(cookie.value).split(".")[0];
  await page.context().clearCookies();
  await page.context().addCookies([{ ...cookie, value: encodeURIComponent(`${token}.${Buffer.from("forged").toString("base64")}`) }]);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/auth$/);
});
