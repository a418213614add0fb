// The backups feature's server API for other features (docs/CONTRIBUTING.md, "Import rules"):
// nothing else in this folder is imported from outside it, routes apart.

/** The full backup as a stream of JSON text, and the name it is downloaded under. */
export { backupFilename, backupStream } from "./backup-stream.server";
/** A restore's dry run and its application, from a parsed file or a staged upload. */
export { applyRestore, planRestore } from "./restore-backup.server";
export type { RestorePlan } from "./restore-plan";
