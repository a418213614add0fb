import type { Locator } from "@playwright/test";
import { expect } from "./test";

/** Each of `names` is visible where `locate` finds it: a link by its name, a text within a section, … */
export async function expectEachVisible(names: readonly string[], locate: (name: string) => Locator) {
  for (const name of names) await expect(locate(name)).toBeVisible();
}
