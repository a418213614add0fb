import type { Page } from "@playwright/test";

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
