import { expect, type Page } from "@playwright/test";

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
