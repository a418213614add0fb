/** The words of batches, students and attendance (decision 037): stored values and their labels. */

export const BATCH_STATUSES = ["planned", "open", "running", "completed", "cancelled"] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];
export const BATCH_STATUS_LABELS: Record<BatchStatus, string> = {
  planned: "Planned",
  open: "Open for admission",
  running: "Running",
  completed: "Completed",
  cancelled: "Cancelled",
};

export const STUDENT_STATUSES = ["studying", "completed", "dropped_out"] as const;
export type StudentStatus = (typeof STUDENT_STATUSES)[number];
export const STUDENT_STATUS_LABELS: Record<StudentStatus, string> = {
  studying: "Studying",
  completed: "Completed",
  dropped_out: "Dropped out",
};

export const ATTENDANCE_MARKS = ["present", "absent", "late"] as const;
export type AttendanceMark = (typeof ATTENDANCE_MARKS)[number];
export const ATTENDANCE_MARK_LABELS: Record<AttendanceMark, string> = {
  present: "Present",
  absent: "Absent",
  late: "Late",
};

/** Weekdays as stored in `batches.days`: 0 = Sunday, as JavaScript's getDay() counts. */
export const WEEKDAY_SHORT = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

/** Defaults of the settings that batches read (site_settings). */
export const BATCH_DEFAULTS = {
  studentNumberPrefix: "STU",
  absenceAlertAfter: 3,
  certificateMinAttendance: 80,
  branches: ["Main Campus", "Practical Lab & Hostel"],
} as const;
