import { markFormSent } from "#app/lib/form-sent";
import { watchFieldChecks } from "./field-checks";

/** The header that asks the home action to put its toast in the answer's page instead of the toast cookie. */
export const TOAST_IN_PAGE_HEADER = "X-Toast-In-Page";

/**
 * The free demo form on an HTML-first home page (decision 054), as plain DOM code over the
 * server's form: instant validation with the server's rules and words (`data-checks`), the
 * failure toast the server drew in `<template data-toast-template=invalid>`, and a valid request sent
 * with fetch: the button says `data-pending-text`, a blank tab opens inside the click (popup
 * blockers allow that) and is pointed at the WhatsApp chat once the request is stored. The
 * server's answer is the same page a post without JavaScript gets; its form (the confirmation
 * panel or the errors, the fields reset or kept) replaces this one's content and its toast
 * (`<template data-toast-template=answer>`) is shown. Returns the clean-up.
 */
export function enhanceDemoForm(form: HTMLFormElement): () => void {
  const events = new AbortController();
  const check = watchFieldChecks(form, events.signal);
  let busy = false;
  form.addEventListener(
    "submit",
    (event) => {
      event.preventDefault();
      if (busy) return;
      if (!check()) {
        showToast(form.querySelector("template[data-toast-template=invalid]"));
        return;
      }
      busy = true;
      const chat = openChatTab();
      const restore = setPending(form);
      void send(form, chat, restore).finally(() => {
        busy = false;
      });
    },
    { signal: events.signal },
  );
  return () => events.abort();
}

async function send(form: HTMLFormElement, chat: Window | null, restore: () => void): Promise<void> {
  const answer = await fetch(form.action, {
    method: "POST",
    body: new FormData(form),
    headers: { [TOAST_IN_PAGE_HEADER]: "1" },
  })
    .then(async (response) => new DOMParser().parseFromString(await response.text(), "text/html"))
    .catch(() => null);
  const answered = answer?.querySelector<HTMLFormElement>("form[data-island=demo-form]");
  if (!answered) {
    // No answer, or not the page (an outage page): the form stays as it was, sendable again.
    chat?.close();
    restore();
    showToast(form.querySelector("template[data-toast-template=invalid]"));
    return;
  }
  form.replaceChildren(...Array.from(answered.childNodes, (node) => document.importNode(node, true)));
  const chatUrl = answered.dataset.chatUrl;
  if (chatUrl) markFormSent();
  pointChatTab(chat, chatUrl);
  showToast(form.querySelector("template[data-toast-template=answer]"));
}

/**
 * The chat's tab, opened now, inside the click, so popup blockers let it through; pointed at
 * the chat later (pointChatTab). The hydrated form (demo-form.tsx) uses the same two.
 */
export function openChatTab(): Window | null {
  const win = window.open("", "_blank");
  if (!win) return null;
  win.opener = null;
  try {
    win.document.title = "Opening WhatsApp…";
    win.document.body.textContent = "Opening WhatsApp…";
  } catch {
    // cross-origin or closed: nothing to write
  }
  return win;
}

/** The tab opened at submit, pointed at the chat once the request is stored, or closed if it was not. */
export function pointChatTab(chat: Window | null, chatUrl: string | undefined): void {
  if (!chatUrl) chat?.close();
  else if (chat && !chat.closed) chat.location.href = chatUrl;
  else window.open(chatUrl, "_blank", "noopener,noreferrer");
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

/** Shows a toast the server drew in a template (ServerToast), in place of any toast shown before. */
function showToast(template: HTMLTemplateElement | null): void {
  if (!template) return;
  for (const old of document.querySelectorAll("[data-toast]")) old.parentElement?.remove();
  document.body.append(template.content.cloneNode(true));
}
