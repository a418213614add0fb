import type { Page } from "@playwright/test";
import { E2E_ACCOUNTS } from "./accounts";
import { logIn } from "./login";
import { expect } from "./test";

/**
 * An admission enquiry through the public form for the video door phone course (whose seats no
 * other test counts: an admission recounts them from students); returns the lead page's URL.
 */
export async function admissionLead(page: Page, baseURL: string | undefined, name: string, mobile: string): Promise<string> {
  await page.goto("/admission");
  const courseId = await page.locator('select[name="courseId"] option', { hasText: "Video Door Phone" }).first().getAttribute("value");
  const response = await page.request.post("/admission", {
    form: {
      fullName: name,
      email: `s${mobile}@example.com`,
      phone: `+91 ${mobile}`,
      courseId: courseId ?? "",
      address: "14 Nehru Place, Delhi",
    },
    headers: { origin: baseURL ?? "" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(200);
  await logIn(page, E2E_ACCOUNTS.admin);
  await page.goto(`/admin/leads?q=${mobile}`);
  await page.locator("tbody tr").filter({ hasText: name }).getByRole("link", { name }).first().click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  return page.url();
}
