/** Teaching's server API for the rest of the app (the dashboard); routes may import the folder's modules directly. */
export { batchesMeetingToday, studentsAtRisk } from "./today.server";
