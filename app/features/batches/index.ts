// The batches' client-safe entry for other features and the site pages (docs/CONTRIBUTING.md, "Where code lives").
export { formatDays, formatTimeRange, formatTiming } from "./batch-format";
export { withBatchInstances } from "./batch-jsonld";
export { UpcomingBatches } from "./upcoming-batches";
