// The certificates feature's server API for other features and start-up (docs/CONTRIBUTING.md,
// "Import rules"): nothing else in this folder is imported from outside it, routes apart.

export { suggestCertificateId } from "./certificate-sequence.server";
/** Registers the key in hand and signs what is unsigned: at start-up and after a restore. */
/** The institute's signing key for other documents (fee receipts): each purpose signs its own first line. */
export { prepareCertificateSigning, type SigningPurpose, signForPurpose, verifyForPurpose } from "./certificate-signing.server";
/** A signed certificate inserted, numbered in the sequence (certificates earned by students). */
export { issueCertificate } from "./issue-certificate.server";
