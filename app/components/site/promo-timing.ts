import { formSent } from "#app/lib/form-sent";

/** Phones get a bottom sheet that leaves the page (and its header) usable: not modal. */
const PHONE = "(max-width: 639px)";
/** How often a held-back popup looks again whether the visitor has left the form. */
const RECHECK_MS = 1000;

/** A form field has focus, or a form with unsent input is on screen. */
function busyWithForm(dialog: HTMLDialogElement): boolean {
  const active = document.activeElement;
  if (active?.closest("form") && !dialog.contains(active) && active.matches("input, select, textarea")) return true;
  for (const form of document.forms) {
    if (dialog.contains(form) || !edited(form)) continue;
    const box = form.getBoundingClientRect();
    if (box.bottom > 0 && box.top < window.innerHeight) return true;
  }
  return false;
}

/** Anything typed, ticked or chosen that differs from what the page loaded with. */
function edited(form: HTMLFormElement): boolean {
  for (const el of form.elements) {
    if (el instanceof HTMLInputElement) {
      if (el.type === "hidden" || el.tabIndex < 0) continue;
      if (el.type === "checkbox" || el.type === "radio" ? el.checked !== el.defaultChecked : el.value !== el.defaultValue) return true;
    } else if (el instanceof HTMLTextAreaElement) {
      if (el.value !== el.defaultValue) return true;
    } else if (el instanceof HTMLSelectElement) {
      if ([...el.options].some((o) => o.selected !== o.defaultSelected)) return true;
    }
  }
  return false;
}

/**
 * The promo popup's timing (spec 2: opens on load, reopens 60 000 ms after each close), made
 * calmer: never while a form field has focus or a form with unsent input is on
 * screen (it waits, looking again each second, until the visitor has left the form); never
 * again in the session once a form was sent; on phones a non-modal bottom sheet. Loaded after
 * hydration, outside the home page's initial JavaScript. Returns the clean-up.
 */
export function runPromoTiming(dialog: HTMLDialogElement): () => void {
  // From the markup (LIMITS.promoReopenMs): the island does not load the spec's constants.
  const reopenMs = Number(dialog.dataset.reopenMs);
  let timer: number | undefined;
  const phone = window.matchMedia(PHONE);
  const open = () => {
    if (dialog.open || formSent()) return;
    if (busyWithForm(dialog)) {
      timer = window.setTimeout(open, RECHECK_MS);
      return;
    }
    if (phone.matches) dialog.show();
    else dialog.showModal();
  };
  const onClose = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(open, reopenMs);
  };
  // A non-modal sheet gets no Escape from the browser: close it the same way.
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Escape" && dialog.open) dialog.close();
  };
  dialog.addEventListener("close", onClose);
  document.addEventListener("keydown", onKey);
  if (dialog.open) {
    // Still showing as the page loaded it: make it modal (desktop) without a visible change,
    // or put it away for good when a form was already sent in this session. On a phone the
    // sheet as sent (open, not modal) is already right: closing and showing it again would
    // only cost the phone two style passes over the whole page.
    if (formSent()) dialog.close();
    else if (!phone.matches) {
      dialog.close();
      window.clearTimeout(timer);
      dialog.showModal();
    }
  } else {
    onClose(); // closed before hydration: the 60 s start now
  }
  return () => {
    dialog.removeEventListener("close", onClose);
    document.removeEventListener("keydown", onKey);
    window.clearTimeout(timer);
  };
}
