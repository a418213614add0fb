// The student portal's server API for routes and other features (docs/CONTRIBUTING.md, "Import rules").

/** Codes being sent in the background: tests and shutdown wait for them. */
export { signInCodesIdle } from "./code-delivery.server";
/** The receipt PDF for the signed-in number's own payment (404 for anything else). */
export { portalReceiptPdf } from "./portal-access.server";
/** /student: the loader (sign-in or the students' page) and the form posts. */
export { portalAction, portalPage } from "./portal-page.server";
/** The installable app's files: manifest, service worker, the page's script, icons. */
export { portalAppFile } from "./pwa/app-files.server";
/** The admin student page's "Show sign-in code". */
export { staffCodeAction, staffCodePage } from "./staff-code-action.server";
