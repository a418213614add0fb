/**
 * Attendance's door for the rest of the app, safe in the browser: how figures are shown. The
 * server API is index.server.ts; routes may import the folder's modules directly.
 */
export { attendancePercentLabel, MARK_LETTERS, marksSummary } from "./attendance-marks";
