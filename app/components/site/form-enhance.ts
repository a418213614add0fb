import { markFormSent } from "#app/lib/form-sent";
import { TOAST_IN_PAGE_HEADER } from "#app/lib/toast-in-page";
import { formIn, requiredBlank, watchFieldChecks } from "./field-checks";

type SendHooks = {
  /**
   * Runs inside the click, for a form that passed its checks (the demo form opens its chat tab
   * there, where popup blockers allow it); what it returns runs with the answer's island, or
   * with null when no answer came.
   */
  beforeSend?: () => (answered: HTMLElement | null) => void;
};

/**
 * A public form on an HTML-first page (decisions 054, 059), as plain DOM code over the server's
 * markup. `root` is the island (`data-island`): the form itself, or an element around the form
 * and what the server shows beside it (a confirmation panel, the form's message).
 * - Instant checks with the server's rules and words (`data-checks`, field-checks.ts); a refused
 *   form shows the toast the server drew in `<template data-toast-template=missing>` (a required
 *   field is blank) or `…=invalid`.
 * - A valid form is sent with fetch: the button says the form's `data-pending-text`; the answer
 *   is the page a post without JavaScript gets, and its island (the confirmation panel or the
 *   errors, the fields reset or kept) replaces this one's content; its toast (the action's,
 *   drawn by the root's ServerToast, see formReplies) is shown, and a form marked `data-sent`
 *   counts as sent for the promo popup. No answer (or not the page): the form stays, sendable again, and
 *   the `failure` toast (else `invalid`) is shown.
 * Returns the clean-up.
 */
export function enhanceForm(root: HTMLElement, hooks: SendHooks = {}): () => void {
  const events = new AbortController();
  const checks = watchFieldChecks(root, events.signal);
  let busy = false;
  const submit = (event: SubmitEvent) => {
    const form = formIn(root);
    if (event.target !== form || !form) return;
    event.preventDefault();
    if (busy) return;
    if (!checks.check()) {
      showToast(toastTemplate(root, requiredBlank(form) ? "missing" : "invalid"));
      return;
    }
    busy = true;
    const answered = hooks.beforeSend?.();
    const restore = setPending(form);
    void send(root, form)
      .then((island) => {
        answered?.(island);
        if (island) {
          checks.forget();
          // The button that had the focus is gone with the old content: a field the server refused takes it.
          root.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
        } else {
          restore();
          showToast(toastTemplate(root, "failure"));
        }
      })
      .finally(() => {
        busy = false;
      });
  };
  root.addEventListener("submit", submit, { signal: events.signal });
  return () => events.abort();
}

/** Posts the form as the browser would, and puts the answer's island in place of this one; null when there is none. */
async function send(root: HTMLElement, form: HTMLFormElement): Promise<HTMLElement | null> {
  const answer = await fetch(form.action, {
    method: "POST",
    body: new FormData(form),
    headers: { [TOAST_IN_PAGE_HEADER]: "1" },
  })
    .then(async (response) => new DOMParser().parseFromString(await response.text(), "text/html"))
    .catch(() => null);
  const island = answer?.querySelector<HTMLElement>(`[data-island="${root.dataset.island}"]`);
  if (!island) return null;
  root.replaceChildren(...Array.from(island.childNodes, (node) => document.importNode(node, true)));
  // The answer's own data (the demo form's chat link, the sent mark) replaces this one's.
  for (const key of Object.keys(root.dataset)) if (!(key in island.dataset)) delete root.dataset[key];
  Object.assign(root.dataset, island.dataset);
  if (root.querySelector("[data-sent]") ?? root.closest("[data-sent]")) markFormSent();
  showToast(answer?.querySelector("[data-toast]")?.parentElement ?? null);
  return island;
}

/** One of the toasts the server drew for the island, by name; a missing `missing` or `failure` falls back to `invalid`. */
function toastTemplate(root: HTMLElement, name: "invalid" | "missing" | "failure"): HTMLTemplateElement | null {
  const find = (n: string) => root.querySelector<HTMLTemplateElement>(`template[data-toast-template=${n}]`);
  return find(name) ?? find("invalid");
}

/**
 * The send button while the request is on its way: disabled, busy, with the form's pending
 * words (a copy stands in for it, so its icon and words come back as they were). Returns the
 * undo, for a request that got no answer.
 */
function setPending(form: HTMLFormElement): () => void {
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  if (!button) return () => {};
  const pending = button.cloneNode(false) as HTMLButtonElement;
  pending.disabled = true;
  pending.setAttribute("aria-busy", "true");
  pending.textContent = form.dataset.pendingText ?? "";
  button.hidden = true;
  button.after(pending);
  return () => {
    pending.remove();
    button.hidden = false;
  };
}

/** Shows a toast the server drew (ServerToast, in a template or in the fetched page), in place of any toast shown before. */
function showToast(drawn: HTMLTemplateElement | Element | null): void {
  if (!drawn) return;
  for (const old of document.querySelectorAll("[data-toast]")) old.parentElement?.remove();
  const content = drawn instanceof HTMLTemplateElement ? drawn.content : drawn;
  document.body.append(document.importNode(content, true));
}
