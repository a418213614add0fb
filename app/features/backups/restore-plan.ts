/** What a restore changes in one table (the dry run's table, and the audit entry's counts). */
export type TablePlan = {
  table: string;
  label: string;
  insert: number;
  update: number;
  delete: number;
  unchanged: number;
  skipped: number;
};

/** What a restore would change (the dry run) or changed: per table, with warnings for people. */
export type RestorePlan = { backupCreatedAt: string; tables: TablePlan[]; warnings: string[]; changes: number };
