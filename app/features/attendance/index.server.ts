/**
 * Attendance's server API for the rest of the app (the batch and student pages, the dashboard,
 * later the student portal); routes may import the folder's modules directly.
 */
export { absenceAlertsIdle } from "./absence-alerts.server";
export { type AttendanceSummary, attendanceSummaries, type BatchDay, batchAttendanceToday, batchesMeetingOn } from "./figures.server";
