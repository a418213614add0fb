/**
 * Refuses a blank text field in the browser, before any request, with the form's own words:
 * an HTML-first page's instant validation (decision 024), where no React checks the form. The
 * message shows where Field draws a field's error (`<id>-error`) and the field is marked
 * invalid, as a hydrated page's Conform does. Anything else posts or navigates natively.
 */
export function refuseBlank(form: HTMLFormElement, input: HTMLInputElement, message: string): void {
  form.addEventListener("submit", (event) => {
    if (input.value.trim() !== "") return;
    event.preventDefault();
    showFieldError(input, message);
    input.focus();
  });
}

/**
 * Shows a field's error where Field draws it (`<id>-error`, under the control, described by
 * it, the control marked invalid), or takes it away when `message` is undefined.
 */
export function showFieldError(control: HTMLElement, message: string | undefined): void {
  const errorId = `${control.id}-error`;
  let error = document.getElementById(errorId);
  const described = (control.getAttribute("aria-describedby") ?? "").split(" ").filter((id) => id && id !== errorId);
  if (message === undefined) {
    error?.remove();
    control.removeAttribute("aria-invalid");
    if (described.length) control.setAttribute("aria-describedby", described.join(" "));
    else control.removeAttribute("aria-describedby");
    return;
  }
  if (!error) {
    error = document.createElement("p");
    error.id = errorId;
    error.className = "text-sm font-medium text-destructive";
    error.setAttribute("role", "alert");
    control.parentElement?.append(error);
  }
  error.textContent = message;
  control.setAttribute("aria-invalid", "true");
  control.setAttribute("aria-describedby", [...described, errorId].join(" "));
}
