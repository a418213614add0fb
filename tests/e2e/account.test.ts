import { E2E_ACCOUNTS, E2E_PASSWORD, e2eAccountFor } from "#tests/support/e2e/accounts";
import { expectToast, signIn, submitAuthForm } from "#tests/support/e2e/auth";
import { expect, test } from "#tests/support/e2e/test";
import { fromBase32, totp } from "#tests/support/e2e/totp";

/** Decision 011: "Forgot password?" and /admin/account (sessions), on a phone and a desktop. */
for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("forgot password: the same answer, a link in the outbox that works once, then sign-in with the new password", async ({
      page,
      browser,
    }) => {
      const email = e2eAccountFor("reset", width);
      const newPassword = `renewed-secret-${width}`;
      await page.goto("/auth");
      await page.getByRole("link", { name: "Forgot password?" }).click();
      await expect(page).toHaveURL(/\/auth\/forgot-password$/);
      await page.getByLabel("Email").fill(email);
      await page.getByRole("button", { name: "Send reset link" }).click();
      await expect(page.getByRole("status")).toContainText(`If an account exists for ${email}, we have e-mailed it a link`);
      await expect(page.getByRole("status")).toContainText("The link works once, for 30 minutes.");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      // The link, read from the outbox by a super admin (no SMTP here), in another browser.
      const admin = await browser.newPage({ viewport: { width, height: 800 } });
      await signIn(admin, E2E_ACCOUNTS.superAdmin);
      await admin.goto("/admin/outbox");
      const mail = admin
        .locator("tr[data-outbox-id]")
        .filter({ hasText: `To: ${email}` })
        .first();
      await mail.getByText("Show message").click();
      const body = (await mail.locator("pre").textContent()) ?? "";
      const link = body.match(/http:\/\/[^\s]+\/auth\/reset-password\?token=\S+/)?.[0];
      expect(link).toBeTruthy();
      await admin.close();

      const path = new URL(link as string).pathname + new URL(link as string).search;
      await page.goto(path);
      await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
      await page.getByLabel(/^New password/).fill(newPassword);
      await page.getByLabel("Repeat the new password").fill(newPassword);
      await page.getByRole("button", { name: "Save new password" }).click();
      await expect(page).toHaveURL(/\/auth$/);
      await expectToast(page, "Password changed");

      // Once only.
      await page.goto(path);
      await expect(page.getByRole("heading", { name: "Link expired" })).toBeVisible();
      await expect(page.getByText("This link has expired or was already used. Ask for a new one.")).toBeVisible();

      await signIn(page, email, newPassword);
      await expect(page).toHaveURL(/\/admin$/);
    });

    test("my account: sessions with device and address, end another, end all others; reached from the header", async ({
      page,
      browser,
    }) => {
      const email = e2eAccountFor("sessions", width);
      const phone = await browser.newContext({
        userAgent: "Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36",
      });
      const phonePage = await phone.newPage();
      await signIn(phonePage, email);
      const tablet = await browser.newContext();
      const tabletPage = await tablet.newPage();
      await signIn(tabletPage, email);

      await signIn(page, email);
      await page.getByRole("link", { name: `Welcome, ${email}` }).click();
      await expect(page).toHaveURL(/\/admin\/account$/);
      await expect(page.getByRole("heading", { name: "My Account" })).toBeVisible();
      const sessions = page.getByRole("list", { name: "Active sessions" }).getByRole("listitem");
      await expect(sessions).toHaveCount(3);
      await expect(sessions.filter({ hasText: "This device" })).toHaveCount(1);
      await expect(sessions.filter({ hasText: "Chrome on Android" })).toHaveCount(1);
      await expect(sessions.first()).toContainText("Last seen");
      await expect(page.getByRole("list", { name: "Sign-in history" }).getByText("Signed in").first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      await page.getByRole("button", { name: "End session: Chrome on Android" }).click();
      await expectToast(page, "Session ended");
      await expect(sessions).toHaveCount(2);
      await phonePage.goto("/admin");
      await expect(phonePage).toHaveURL(/\/auth$/);

      await page.getByRole("button", { name: "End all other sessions" }).click();
      await expectToast(page, "Signed out everywhere else", "1 other session was ended.");
      await expect(sessions).toHaveCount(1);
      await tabletPage.goto("/admin");
      await expect(tabletPage).toHaveURL(/\/auth$/);
      await page.goto("/admin");
      await expect(page).toHaveURL(/\/admin$/);
      await phone.close();
      await tablet.close();
    });
  });
}

for (const width of [375, 1280]) {
  test.describe(`two-factor at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("set up with the QR code's key, then sign in with a code, and elsewhere with a backup code", async ({ page, browser }) => {
      const email = e2eAccountFor("2fa", width);
      await signIn(page, email);
      await page.goto("/admin/account");
      const card = page.getByRole("region", { name: "Two-factor authentication" });
      await expect(card.getByText("Off", { exact: true })).toBeVisible();
      await card.getByLabel("Your password").fill(E2E_PASSWORD);
      await card.getByRole("button", { name: "Set up two-factor authentication" }).click();
      await expect(card.getByRole("img", { name: "QR code for your authenticator app" }).locator("svg")).toBeVisible();
      const codes = await card.getByRole("list", { name: "Backup codes" }).getByRole("listitem").allTextContents();
      expect(codes).toHaveLength(10);
      const key = fromBase32((await card.getByTestId("totp-secret").textContent()) ?? "");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await card.getByLabel("Code from the app").fill(totp(key));
      await card.getByRole("button", { name: "Turn on" }).click();
      await expectToast(page, "Two-factor authentication is on");
      await expect(card.getByText("On", { exact: true })).toBeVisible();

      // A new browser: the password, then the code; remembered for 30 days if asked.
      const phone = await browser.newContext({ viewport: { width, height: 800 } });
      const phonePage = await phone.newPage();
      await submitAuthForm(phonePage, email, E2E_PASSWORD);
      await expect(phonePage).toHaveURL(/\/auth\/two-factor$/);
      await expect(phonePage.getByRole("heading", { name: "Verify it's you" })).toBeVisible();
      await phonePage.getByLabel("6-digit code").fill("000000" === totp(key) ? "111111" : "000000");
      await phonePage.getByRole("button", { name: "Verify and sign in" }).click();
      await expect(phonePage.getByText("That code is not right. Check the time on your phone and try again.")).toBeVisible();
      await phonePage.getByLabel("6-digit code").fill(totp(key));
      await phonePage.getByLabel("Remember this device for 30 days").check();
      await phonePage.getByRole("button", { name: "Verify and sign in" }).click();
      await expect(phonePage).toHaveURL(/\/admin$/);
      await phone.close();

      // Another browser without the phone: a backup code, once.
      const laptop = await browser.newContext({ viewport: { width, height: 800 } });
      const laptopPage = await laptop.newPage();
      await submitAuthForm(laptopPage, email, E2E_PASSWORD);
      await laptopPage.getByRole("link", { name: "Use a backup code" }).click();
      await expect(laptopPage).toHaveURL(/method=backup/);
      await laptopPage.getByLabel("Backup code").fill(codes[0]);
      await laptopPage.getByRole("button", { name: "Verify and sign in" }).click();
      await expect(laptopPage).toHaveURL(/\/admin$/);
      await laptopPage.goto("/admin/account");
      await expect(laptopPage.getByRole("list", { name: "Sign-in history" }).getByText("Signed in").first()).toBeVisible();
      await laptop.close();
    });
  });
}

test("works without JavaScript: ask for a reset link, change a password with a mismatch refused", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/auth/forgot-password");
  await page.getByLabel("Email").fill("nobody-nojs@example.com");
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toContainText("If an account exists for nobody-nojs@example.com");

  await page.goto("/auth");
  await page.getByLabel("Email").fill(E2E_ACCOUNTS.admin);
  await page.getByLabel("Password").fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.goto("/admin/account");
  await page.getByLabel("Current password").fill(E2E_PASSWORD);
  await page.getByLabel(/^New password/).fill("nojs-secret-pass-1");
  await page.getByLabel("Repeat the new password").fill("something-else-2");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("The two passwords do not match")).toBeVisible();
  await context.close();
});
