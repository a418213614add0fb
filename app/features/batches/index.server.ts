// What other features may use of batches on the server (docs/CONTRIBUTING.md, "Where code lives").
export { recountCourseSeats } from "./seats.server";
export { listUpcomingBatches, type UpcomingBatch } from "./upcoming-batches.server";
