// The backups feature's server API for other features (docs/CONTRIBUTING.md, "Import rules"):
// nothing else in this folder is imported from outside it, routes apart.

/** Stored backups: the nightly run (maintenance), and the dashboard's warning when backups fall behind. */
export { backupWarning, runScheduledBackup } from "./backup-runs.server";
/** Start-up's check that backups leaving the machine are encrypted. */
export { warnUnencryptedOffsite } from "./backup-settings.server";
/** The full backup as a stream of JSON text, and the name it is downloaded under. */
export { backupFilename, backupStream } from "./backup-stream.server";
/** A restore's dry run and its application, from a parsed file or a staged upload. */
export { applyRestore, planRestore } from "./restore-backup.server";
export type { RestorePlan } from "./restore-plan";
