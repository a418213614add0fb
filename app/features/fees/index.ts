/** The fees feature's client-safe words and arithmetic. */
export { dueOutstanding, dueStatus } from "./due-status";
