import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Records the browser's confirm dialogs (ConfirmForm's window.confirm) and answers them:
 * Cancel until the test sets `accept`, then OK.
 */
export function browserConfirms(page: Page) {
  const confirms = { messages: [] as string[], accept: false };
  page.on("dialog", async (dialog) => {
    confirms.messages.push(dialog.message());
    if (confirms.accept) await dialog.accept();
    else await dialog.dismiss();
  });
  return confirms;
}

/**
 * Without JavaScript a ConfirmForm lands on the confirmation step (/admin/confirm) instead of
 * acting: it must ask `question` (the spec's text); then its button, named `label`, posts the
 * action for real, or Cancel goes back without it.
 */
export async function confirmWithoutScript(page: Page, question: string, label: string, answer: "confirm" | "cancel" = "confirm") {
  await expect(page).toHaveURL(/\/admin\/confirm$/);
  await expect(page.getByRole("heading", { level: 1, name: "Please confirm" })).toBeVisible();
  await expect(page.getByTestId("confirm-question")).toHaveText(question);
  if (answer === "confirm") await page.getByRole("button", { name: label, exact: true }).click();
  else await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).not.toHaveURL(/\/admin\/confirm$/);
}

/**
 * A list row's delete with JavaScript off: the row's button named `label` lands on the
 * confirmation step asking `question` (confirmWithoutScript), and the browser is back on the
 * `list` page after it, the row still there after Cancel and gone after the confirmation.
 */
export async function deleteRowWithoutScript(
  page: Page,
  { row, label, question, list }: { row: Locator; label: string; question: string; list: RegExp },
  answer: "confirm" | "cancel" = "confirm",
) {
  await row.getByRole("button", { name: label }).click();
  await confirmWithoutScript(page, question, label, answer);
  await expect(page).toHaveURL(list);
  if (answer === "confirm") {
    await expect(row).toHaveCount(0);
  } else {
    await expect(row).toHaveCount(1);
    await expect(row).toBeVisible();
  }
}
