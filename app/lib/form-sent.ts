/**
 * "The visitor has sent a form in this session" (the promo popup then never opens
 * again), in sessionStorage. A private tab or a full disk may refuse it: then the popup
 * simply behaves as the spec says.
 */
export function markFormSent(): void {
  try {
    sessionStorage.formSent = "1";
  } catch {}
}

export function formSent(): boolean {
  try {
    return sessionStorage.formSent === "1";
  } catch {
    return false;
  }
}
