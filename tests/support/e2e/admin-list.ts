import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { E2E_ACCOUNTS } from "./accounts";
import { logIn } from "./login";
import { expect, test } from "./test";
import { expectEachVisible } from "./visible";

/**
 * What the admin list specs (courses, gallery, certificates) share: the signed-in admin, the
 * table's columns and rows, and a way to hold a list's data so its loading state stays on screen.
 */
export const FIXTURES = path.resolve("tests/fixtures");

/** Every test of the calling describe block starts signed in as an admin (the login fixture). */
export function signedInAsAdmin() {
  test.beforeEach(async ({ page }) => {
    await logIn(page, E2E_ACCOUNTS.admin);
  });
}

/** The visible (desktop) table row holding `text`. */
export const tableRow = (page: Page, text: string) => page.getByRole("row").filter({ hasText: text });

/** Opens the admin list at `path`; its table's column headers are `columns`, in order. */
export async function openList(page: Page, path: string, columns: string[]) {
  await page.goto(path);
  expect(await page.getByRole("columnheader").allTextContents()).toEqual(columns);
}

/** A row shows each of `texts`. */
export async function expectRowShows(row: Locator, texts: string[]) {
  for (const text of texts) await expect(row).toContainText(text);
}

/** Fills each labelled field of a form or dialog with its value, in the order given. */
export async function fillByLabel(scope: Locator, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await scope.getByLabel(label).fill(value);
}

/** Each of `texts` (a form's messages, say) is visible within `scope`. */
export async function expectTextsVisible(scope: Locator, texts: string[]) {
  await expectEachVisible(texts, (text) => scope.getByText(text));
}

/**
 * Holds the data request of the admin list at /admin/<entity> (its route's loader) until the
 * returned function is called, so a test sees the list's loading state.
 */
export async function holdListData(page: Page, entity: string): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/admin/${entity}.data*`, async (route) => {
    if (route.request().url().includes(`${entity}%2Froute`)) await held;
    await route.continue();
  });
  return () => release();
}
