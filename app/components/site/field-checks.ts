import { showFieldError } from "./blank-field-check";

/**
 * One rule of a field, in the order the form's zod schema checks it, with the schema's message
 * in the page's language: a trimmed length at least / at most, a pattern, or a choice made.
 */
type FieldCheck = ["min" | "max", number, string] | ["pattern", string, string] | ["required", string];
/** A form's rules by field name, written by the server into the form's `data-checks` (JSON). */
export type FormChecks = Record<string, FieldCheck[]>;

/** The first rule the value breaks: its message, or undefined. */
export function firstProblem(value: string, checks: readonly FieldCheck[]): string | undefined {
  const v = value.trim();
  for (const check of checks) {
    if (check[0] === "required" && v === "") return check[1];
    if (check[0] === "min" && v.length < check[1]) return check[2];
    if (check[0] === "max" && v.length > check[1]) return check[2];
    if (check[0] === "pattern" && !new RegExp(check[1]).test(v)) return check[2];
  }
  return undefined;
}

/**
 * Instant validation on an HTML-first page, as Conform does it on a hydrated one: every field
 * is checked when the form is sent, and a field is checked again as it is typed in once the
 * form was sent (or came back from the server with errors). The rules and messages are the
 * server's (`data-checks`), so nothing about the form's language or schema is in the script.
 * Returns `check()`, which shows every field's first problem and says whether all passed.
 */
export function watchFieldChecks(form: HTMLFormElement, signal: AbortSignal): () => boolean {
  const rules = JSON.parse(form.dataset.checks ?? "{}") as FormChecks;
  let sent = form.querySelector("[aria-invalid=true]") !== null;
  const controlOf = (name: string) => form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;
  const checkOne = (name: string) => {
    const control = controlOf(name);
    if (!control) return true;
    const problem = firstProblem(control.value, rules[name] ?? []);
    showFieldError(control, problem);
    return problem === undefined;
  };
  const recheck = (event: Event) => {
    const name = (event.target as HTMLInputElement).name;
    if (sent && name in rules) checkOne(name);
  };
  form.addEventListener("input", recheck, { signal });
  form.addEventListener("change", recheck, { signal });
  return () => {
    sent = true;
    const results = Object.keys(rules).map(checkOne);
    const firstBad = Object.keys(rules).find((_, i) => !results[i]);
    if (firstBad) controlOf(firstBad)?.focus();
    return firstBad === undefined;
  };
}
