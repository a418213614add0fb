// The certificates feature's server API for other features and start-up (docs/CONTRIBUTING.md,
// "Import rules"): nothing else in this folder is imported from outside it, routes apart.

/** Registers the key in hand and signs what is unsigned: at start-up and after a restore. */
export { prepareCertificateSigning } from "./certificate-signing.server";
