/** What a floating button must never sit on: anything a visitor taps or types into. */
const CONTROLS = "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab]";

const FIELDS = "input:not([type=hidden]):not([type=checkbox]):not([type=radio]), select, textarea, [contenteditable=true]";

/** The on-screen keyboard takes at least this share of the layout viewport's height. */
const KEYBOARD_SHARE = 0.25;

/**
 * Calls `onChange(false)` while `box` would cover a control, a form field has focus or the
 * on-screen keyboard is up (the WhatsApp button sat on the Search button and the
 * admission form), `onChange(true)` when it is clear again. One IntersectionObserver whose root
 * margin shrinks the viewport to the floating box reports the controls under it, so scrolling
 * costs no layout work of our own. Plain DOM code: the React hook and the HTML-first pages'
 * island script (decision 024) both use it. Returns the clean-up.
 */
export function watchClearOfControls(box: HTMLElement, onChange: (clear: boolean) => void): () => void {
  let covering = false;
  let typing = false;
  const report = () => onChange(!covering && !typing);
  const stopCovering = watchCovering(box, (value) => {
    covering = value;
    report();
  });
  const stopTyping = watchTyping((value) => {
    typing = value;
    report();
  });
  return () => {
    stopCovering();
    stopTyping();
  };
}

function watchCovering(box: HTMLElement, setCovering: (covering: boolean) => void): () => void {
  if (typeof IntersectionObserver === "undefined") return () => {};
  const under = new Set<Element>();
  let observer: IntersectionObserver | null = null;
  let rescan = 0;

  const watch = () => {
    observer?.disconnect();
    under.clear();
    const rect = box.getBoundingClientRect();
    if (rect.width === 0) {
      setCovering(false);
      return; // hidden (wide screens): nothing to avoid
    }
    const margin = 8; // a finger's slack around the buttons
    const top = Math.max(0, rect.top - margin);
    const right = Math.max(0, window.innerWidth - rect.right - margin);
    const bottom = Math.max(0, window.innerHeight - rect.bottom - margin);
    const left = Math.max(0, rect.left - margin);
    observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) under.add(entry.target);
          else under.delete(entry.target);
        }
        setCovering(under.size > 0);
      },
      { rootMargin: `-${top}px -${right}px -${bottom}px -${left}px` },
    );
    for (const element of document.querySelectorAll(CONTROLS)) {
      if (!box.contains(element)) observer.observe(element);
    }
  };
  const scheduleWatch = () => {
    window.clearTimeout(rescan);
    rescan = window.setTimeout(watch, 150);
  };
  watch();
  // Controls that appear later (a dialog, a toast's button, a result list) and a rotated phone.
  const mutations = new MutationObserver(scheduleWatch);
  mutations.observe(document.body, { childList: true, subtree: true });
  window.addEventListener("resize", scheduleWatch);
  return () => {
    window.clearTimeout(rescan);
    mutations.disconnect();
    observer?.disconnect();
    window.removeEventListener("resize", scheduleWatch);
  };
}

function watchTyping(setTyping: (typing: boolean) => void): () => void {
  // Some phones shrink the layout viewport with the keyboard too: compare with the tallest seen.
  let tallest = window.visualViewport?.height ?? window.innerHeight;
  const update = () => {
    const fieldFocused = Boolean(document.activeElement?.matches(FIELDS));
    const height = window.visualViewport?.height ?? window.innerHeight;
    tallest = Math.max(tallest, height);
    setTyping(fieldFocused || height < tallest * (1 - KEYBOARD_SHARE));
  };
  // focusout fires before the next element has focus: look once focus has settled.
  const afterFocusOut = () => window.setTimeout(update, 0);
  update();
  document.addEventListener("focusin", update);
  document.addEventListener("focusout", afterFocusOut);
  window.visualViewport?.addEventListener("resize", update);
  return () => {
    document.removeEventListener("focusin", update);
    document.removeEventListener("focusout", afterFocusOut);
    window.visualViewport?.removeEventListener("resize", update);
  };
}
