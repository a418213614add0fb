// The practical skills feature's door for other features and routes, safe in the browser
// (docs/CONTRIBUTING.md, "Import rules"): nothing else in this folder is imported from outside it.

/** /admin/batches/:id/certificates: eligible, issued and not eligible students, and the bulk issue. */
export { BatchCertificates } from "./batch-certificates";
/** The trainer's sign-off checklist on /admin/batches/:id/tasks. */
export { BatchTasksChecklist } from "./batch-tasks";
/** The course editor's "Practical tasks" section. */
export { PracticalTasksEditor } from "./course-tasks-editor";
export type { Eligibility } from "./eligibility";
/** A student's "Certificate" card (eligibility and Issue certificate), for the student's page. */
export { StudentCertificateCard, type StudentCertificateData } from "./student-certificate";
