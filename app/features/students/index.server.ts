/**
 * The students feature's server API for the rest of the app: the lead page shows the student a
 * lead became. Routes may import the folder's modules directly.
 */
export { studentOfLead } from "./admit-student.server";
