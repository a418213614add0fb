import type { Page } from "@playwright/test";
import { expect } from "./test";

/**
 * Opens a public page and checks what every one has: a 200, the title "<title> | Supertech
 * Institute", the header and the footer. Returns the page's main region.
 */
export async function openPublicPage(page: Page, path: string, title: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(`${title} | Supertech Institute`);
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByTestId("site-footer")).toBeVisible();
  return page.locator("main");
}
