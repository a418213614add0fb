/**
 * The enquiries' door for the rest of the app, safe in the browser: the types of what the
 * public forms store. The server API is index.server.ts; routes may import the folder's
 * modules directly.
 */
export type { EnquiryKind } from "./enquiry-store.server";
export type { AdminInquiry } from "./inquiries-admin.server";
