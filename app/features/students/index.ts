/** The students feature's door, safe in the browser: the status words (decision 037). */
export { STUDENT_STATUS_LABELS, STUDENT_STATUSES, type StudentStatus } from "#app/lib/batch-vocabulary";
