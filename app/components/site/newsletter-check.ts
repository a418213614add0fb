/**
 * Instant validation of the footer's newsletter box on an HTML-first page (decision 024), where
 * no React checks it: the browser's own bubble gives way to the box's message (the same words
 * as the server's, from `data-invalid-message`), and a good address posts natively as without
 * JavaScript. An empty box posts too: the server answers it in the page's language.
 */
export function enhanceNewsletter(form: HTMLFormElement): void {
  const input = form.querySelector<HTMLInputElement>("input[type=email]");
  const message = form.querySelector<HTMLElement>("[data-testid=newsletter-message]");
  if (!input || !message) return;
  form.noValidate = true;
  form.addEventListener("submit", (event) => {
    if (input.value.trim() === "" || input.validity.valid) return;
    event.preventDefault();
    message.textContent = form.dataset.invalidMessage ?? "";
    input.setAttribute("aria-invalid", "true");
    input.setAttribute("aria-describedby", message.id);
    input.focus();
  });
}
