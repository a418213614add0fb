import type { AttendanceMark } from "#app/lib/batch-vocabulary";

/** The register's one-letter marks, as on the paper register. */
export const MARK_LETTERS: Record<AttendanceMark, string> = { present: "P", absent: "A", late: "L" };

/** "85%" (whole per cent, rounded down so 79.9 never reads as 80); `none` before any day is marked. */
export function attendancePercentLabel(percent: number | null, none = "—"): string {
  return percent === null ? none : `${Math.floor(percent)}%`;
}

/** "18 present · 2 absent · 1 late". */
export function marksSummary(counts: Record<AttendanceMark, number>): string {
  return `${counts.present} present · ${counts.absent} absent · ${counts.late} late`;
}
