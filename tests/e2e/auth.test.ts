import { E2E_ACCOUNTS, E2E_PASSWORD } from "#tests/support/e2e/accounts";
import { expectToast, signIn, submitAuthForm } from "#tests/support/e2e/auth";
import { expect, test } from "#tests/support/e2e/test";
import { expectEachVisible } from "#tests/support/e2e/visible";

const ACCESS_DENIED = "You need admin privileges to access this area. Please contact an administrator.";

test.describe("sign-in redirects", () => {
  test("an active admin goes to /admin and sees the shell", async ({ page }) => {
    await signIn(page, E2E_ACCOUNTS.admin);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText("Admin Dashboard", { exact: true })).toBeVisible();
    await expect(page.getByText(`Welcome, ${E2E_ACCOUNTS.admin}`)).toBeVisible();
    const nav = page.getByRole("complementary", { name: "Admin" });
    await expectEachVisible(
      ["Dashboard", "Users", "Courses", "Inquiries", "Gallery", "Certificates", "Messages", "Logs", "Backups", "Settings"],
      (label) => nav.getByRole("link", { name: label, exact: true }),
    );
    await expect(nav.getByRole("button", { name: "Logout" })).toBeVisible();
  });

  test("a super admin goes to /admin", async ({ page }) => {
    await signIn(page, E2E_ACCOUNTS.superAdmin);
    await expect(page).toHaveURL(/\/admin$/);
  });

  test("a user goes home", async ({ page }) => {
    await signIn(page, E2E_ACCOUNTS.user);
    await expect(page).toHaveURL(/\/$/);
  });

  test("wrong password shows 'Invalid credentials'", async ({ page }) => {
    await submitAuthForm(page, E2E_ACCOUNTS.admin, "wrong-password");
    await expectToast(page, "Invalid credentials", "Please check your email and password and try again.");
    await expect(page).toHaveURL(/\/auth/);
  });

  test("validation shows the first issue as 'Validation Error' without a request", async ({ page }) => {
    await page.goto("/auth");
    await page.getByLabel("Email").fill("nope");
    await page.getByLabel("Password").fill("123");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Invalid email address")).toBeVisible();
    await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
  });

  test("the first issue is shown under the title 'Validation Error' (spec 5)", async ({ page }) => {
    await page.goto("/auth");
    await page.getByLabel("Email").fill("nope");
    await page.getByLabel("Password").fill("123");
    await page.getByRole("button", { name: "Sign In" }).click();
    const summary = page.getByRole("alert").filter({ hasText: "Validation Error" });
    await expect(summary).toHaveText("Validation ErrorInvalid email address");
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Email")).toHaveAccessibleDescription("Validation Error Invalid email address");
    // Fixing the e-mail makes the password's issue the first one.
    await page.getByLabel("Email").fill("someone@example.com");
    await expect(summary).toHaveText("Validation ErrorPassword must be at least 6 characters");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the server answers 400 with the first issue under 'Validation Error'", async ({ page }) => {
      await page.goto("/auth");
      await page.getByLabel("Email").fill("nope");
      await page.getByLabel("Password").fill("123");
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST"),
        page.getByRole("button", { name: "Sign In" }).click(),
      ]);
      expect(response.status()).toBe(400);
      await expect(page.getByRole("alert").filter({ hasText: "Validation Error" })).toHaveText("Validation ErrorInvalid email address");
      await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
      await expect(page.getByLabel("Email")).toHaveValue("nope");
    });

    test("a wrong password is refused on the page itself: 'Invalid credentials', no toast needed", async ({ page }) => {
      // An address with no account: the same answer, and no account's lock counter moves.
      await submitAuthForm(page, "nobody-nojs@example.com", "wrong-password-1");
      await expect(page.getByTestId("auth-refusal")).toHaveText("Invalid credentialsPlease check your email and password and try again.");
      await expect(page.getByLabel("Email")).toHaveValue("nobody-nojs@example.com");
    });
  });

  test("sign-up of a registered e-mail switches to sign-in with 'Account exists'", async ({ page }) => {
    await submitAuthForm(page, E2E_ACCOUNTS.user, "another-password", "signup");
    await expectToast(page, "Account exists", "This email is already registered. Please sign in instead.");
    await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
  });

  test("sign-up of a new e-mail says 'Check your email'", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("link", { name: "Sign up" }).click();
    await page.getByLabel("Email").fill(`new-${Date.now()}@example.com`);
    await page.getByLabel("Password").fill("a-new-password");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expectToast(page, "Check your email");
  });
});

test.describe("admin gate", () => {
  test("no session goes to /auth", async ({ page }) => {
    await page.goto("/admin/courses");
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("a user is sent home with 'Access Denied'", async ({ page }) => {
    await signIn(page, E2E_ACCOUNTS.user);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/$/);
    await expectToast(page, "Access Denied", ACCESS_DENIED);
  });

  test("an inactive admin is refused at sign-in (no session) and so at the gate", async ({ page }) => {
    await page.goto("/auth");
    await page.getByLabel("Email").fill(E2E_ACCOUNTS.inactiveAdmin);
    await page.getByLabel("Password").fill(E2E_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expectToast(page, "Account deactivated", "This account has been deactivated. Please contact an administrator.");
    await expect(page).toHaveURL(/\/auth/);
    await page.goto("/admin/users");
    await expect(page).toHaveURL(/\/auth$/);
  });
});

test("logout ends the session with the spec's toast", async ({ page }) => {
  await signIn(page, E2E_ACCOUNTS.admin);
  await page.getByRole("button", { name: "Logout" }).click();
  await expectToast(page, "Logged out", "You have been successfully logged out");
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/auth$/);
});

test("an unknown path is a real 404 with a link home", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Page not found")).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});
