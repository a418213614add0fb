import { showFieldError } from "./blank-field-check";

/**
 * One rule of a field, in the order the form's zod schema checks it, with the schema's message
 * in the page's language: a value given, a trimmed length at least / at most, a pattern, or a
 * whole number within bounds (when one is given).
 */
export type FieldCheck =
  | ["required", string]
  | ["min" | "max", number, string]
  | ["pattern", string, string]
  | ["range", number, number, string];
/** A form's rules by field name, written by the server into the form's `data-checks` (JSON). */
export type FormChecks = Record<string, FieldCheck[]>;

function breaks(v: string, check: FieldCheck): boolean {
  switch (check[0]) {
    case "required":
      return v === "";
    case "min":
      return v.length < check[1];
    case "max":
      return v.length > check[1];
    case "pattern":
      return !new RegExp(check[1]).test(v);
    case "range": {
      if (v === "") return false;
      const n = /^\d+$/.test(v) ? Number.parseInt(v, 10) : Number.NaN;
      return !(n >= check[1] && n <= check[2]);
    }
  }
}

/** The first rule the value breaks: its message, or undefined. */
export function firstProblem(value: string, checks: readonly FieldCheck[]): string | undefined {
  const v = value.trim();
  const broken = checks.find((check) => breaks(v, check));
  return broken?.[broken.length - 1] as string | undefined;
}

/** The form inside an island's root (or the root itself, when it is the form). */
export function formIn(root: HTMLElement): HTMLFormElement | null {
  return root instanceof HTMLFormElement ? root : root.querySelector("form");
}

const rulesOf = (form: HTMLFormElement) => JSON.parse(form.dataset.checks ?? "{}") as FormChecks;
const controlIn = (form: HTMLFormElement, name: string) => form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;

/** True when a field the form requires is blank (the admission form's "Missing Information" toast). */
export function requiredBlank(form: HTMLFormElement): boolean {
  return Object.entries(rulesOf(form)).some(
    ([name, checks]) => checks.some((c) => c[0] === "required") && (controlIn(form, name)?.value.trim() ?? "") === "",
  );
}

/**
 * Instant validation on an HTML-first page, as Conform does it on a hydrated one: every field
 * is checked when the form is sent, and a field is checked again as it is typed in once the
 * form was sent (or came back from the server with errors). The rules and messages are the
 * server's (`data-checks`), so nothing about the form's language or schema is in the script.
 * The form is looked up in `root` at each event, so the server's answer may replace it.
 * Returns `check()`, which shows every field's first problem, focuses the first wrong field and
 * says whether all passed, and `forget()`, for a form the server has just answered afresh.
 */
export function watchFieldChecks(root: HTMLElement, signal: AbortSignal): { check: () => boolean; forget: () => void } {
  let sent = root.querySelector("[aria-invalid=true]") !== null;
  const checkOne = (form: HTMLFormElement, rules: FormChecks, name: string) => {
    const control = controlIn(form, name);
    if (!control) return true;
    const problem = firstProblem(control.value, rules[name] ?? []);
    showFieldError(control, problem);
    return problem === undefined;
  };
  const recheck = (event: Event) => {
    const form = formIn(root);
    const name = (event.target as HTMLInputElement).name;
    if (!form || !sent) return;
    const rules = rulesOf(form);
    if (name in rules) checkOne(form, rules, name);
  };
  root.addEventListener("input", recheck, { signal });
  root.addEventListener("change", recheck, { signal });
  const check = () => {
    const form = formIn(root);
    if (!form) return true;
    sent = true;
    const rules = rulesOf(form);
    // Every field shows its problem; the first wrong one gets the focus.
    const wrong = Object.keys(rules).filter((name) => !checkOne(form, rules, name));
    const firstBad = wrong[0];
    if (firstBad) controlIn(form, firstBad)?.focus();
    return firstBad === undefined;
  };
  const forget = () => {
    sent = root.querySelector("[aria-invalid=true]") !== null;
  };
  return { check, forget };
}
