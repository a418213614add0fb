import { expect, type Page } from "@playwright/test";
import { E2E_ACCOUNTS, E2E_PASSWORD, E2E_TOTP_SECRET } from "./accounts";
import { totp } from "./totp";

/** Opens /auth (or its sign-up mode) and sends the form with `email` and `password`, without waiting for the answer. */
export async function submitAuthForm(page: Page, email: string, password: string, mode: "signin" | "signup" = "signin") {
  await page.goto(mode === "signup" ? "/auth?mode=signup" : "/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: mode === "signup" ? "Sign Up" : "Sign In" }).click();
}

/**
 * Signs in through the real /auth form; the super admin (two-factor on, decision 011) also enters
 * the code its authenticator would show, computed from the known secret.
 */
export async function signIn(page: Page, email: string, password = E2E_PASSWORD) {
  await submitAuthForm(page, email, password);
  await page.waitForURL((url) => url.pathname !== "/auth");
  if (new URL(page.url()).pathname === "/auth/two-factor" && email === E2E_ACCOUNTS.superAdmin) {
    await page.getByLabel("6-digit code").fill(totp(E2E_TOTP_SECRET));
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    await page.waitForURL((url) => url.pathname !== "/auth/two-factor");
  }
}

/** A toast: sonner's on a hydrated page, the server's (server-toast.tsx) on an HTML-first one. */
export async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.locator("[data-sonner-toast], [data-toast]").filter({ hasText: title });
  await expect(toast.first()).toBeVisible();
  if (description) await expect(toast.first()).toContainText(description);
}
