import { enhanceForm } from "./form-enhance";

/**
 * The free demo form on an HTML-first home page (decision 059): a public form (form-enhance.ts)
 * that also opens a blank tab inside the click (popup blockers allow that) and points it at the
 * WhatsApp chat once the request is stored (the answer's `data-chat-url`), or closes it.
 * Returns the clean-up.
 */
export function enhanceDemoForm(form: HTMLFormElement): () => void {
  return enhanceForm(form, {
    beforeSend: () => {
      const chat = openChatTab();
      return (answered) => pointChatTab(chat, answered?.dataset.chatUrl);
    },
  });
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
