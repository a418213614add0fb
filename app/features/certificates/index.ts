// The certificates feature's door for other features, safe in the browser (docs/CONTRIBUTING.md,
// "Import rules"): nothing else in this folder is imported from outside it, routes apart.

/** A signed code as printed (`K1-…`), grouped for people, and read back: fee receipts print theirs the same way. */
export { groupedVerificationCode, parseVerificationCode, verificationCode } from "./certificate-code";
/** The admin certificate form's rule: a restore checks each restored certificate with it. */
export { certificateCreateSchema } from "./certificate-schemas";
/** A wa.me share link for a text: fee receipts and payment links are shared the same way. */
export { whatsAppShareUrl } from "./certificate-sheet-view";
/** A course's weeks as a certificate prints them. */
export { courseDuration } from "./course-duration";
