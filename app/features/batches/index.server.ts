// What other features may use of batches on the server (docs/CONTRIBUTING.md, "Where code lives").

// The certificate rule (attendance at least the settings' minimum, every task signed), for the student page and certificates.
export { recountCourseSeats } from "./seats.server";
export { listUpcomingBatches, type UpcomingBatch } from "./upcoming-batches.server";
