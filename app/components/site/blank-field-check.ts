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
    const errorId = `${input.id}-error`;
    let error = document.getElementById(errorId);
    if (!error) {
      error = document.createElement("p");
      error.id = errorId;
      error.className = "text-sm font-medium text-destructive";
      error.setAttribute("role", "alert");
      input.parentElement?.append(error);
    }
    error.textContent = message;
    input.setAttribute("aria-invalid", "true");
    input.setAttribute("aria-describedby", errorId);
    input.focus();
  });
}
