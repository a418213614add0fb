// The practical skills feature's server API for other features and routes (docs/CONTRIBUTING.md,
// "Import rules"): nothing else in this folder is imported from outside it.

/** /admin/batches/:id/certificates: its data, and issuing to every eligible student at once. */
export { issueBatchCertificates, loadBatchCertificates } from "./batch-certificates.server";
/** /admin/batches/:id/tasks: the batch (404 when unknown), its checklist, and sign-off and undo. */
export { batchTasksAction, findTaskBatch, loadBatchTasks } from "./batch-tasks.server";
/** The course editor's practical tasks: the list, and the action of their forms. */
export { courseTasksAction, listCourseTasks } from "./course-tasks.server";
/** Each student's certificate eligibility: attendance %, tasks done of the total, and why not. */
export { certificateEligibility } from "./eligibility.server";
export { isCourseTaskIntent } from "./skills-schemas";
/** The student page's "Certificate" card (its loader half) and the POST that issues it. */
export { studentCertificateAction, studentCertificateSection } from "./student-certificate.server";
