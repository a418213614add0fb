import { expect, type Page } from "@playwright/test";
import { E2E_ACCOUNTS, E2E_PASSWORD, E2E_TOTP_SECRET } from "./accounts";
import { totp } from "./totp";

/**
 * Signs in through the real /auth form; the super admin (two-factor on, issue 13) also enters
 * the code its authenticator would show, computed from the known secret.
 */
export async function signIn(page: Page, email: string, password = E2E_PASSWORD) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((url) => url.pathname !== "/auth");
  if (new URL(page.url()).pathname === "/auth/two-factor" && email === E2E_ACCOUNTS.superAdmin) {
    await page.getByLabel("6-digit code").fill(totp(E2E_TOTP_SECRET));
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    await page.waitForURL((url) => url.pathname !== "/auth/two-factor");
  }
}

export async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: title });
  await expect(toast.first()).toBeVisible();
  if (description) await expect(toast.first()).toContainText(description);
}
