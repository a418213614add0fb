// The backups feature's door for other features, safe in the browser (docs/CONTRIBUTING.md,
// "Import rules"): nothing else in this folder is imported from outside it, routes apart.

/** The backup file's format: its version and the schema a restore checks it with. */
export { BACKUP_VERSION, type BackupFile, backupFileSchema } from "./backup-schemas";
/** The dashboard's banner when the last backup failed or the last good one is too old. */
export { BackupWarning } from "./backup-warning";
