// The student portal's door, safe in the browser (docs/CONTRIBUTING.md, "Import rules").

export { PortalView } from "./components/portal-view";
/** The sign-in card (number, then code) and the signed-in page. */
export { PortalSignIn } from "./components/sign-in-form";
export { displayPhone } from "./phone-number";
export type { SignInState } from "./sign-in-schemas";
