/**
 * The enquiries' server API for the rest of the app: the public form pipeline and the stores
 * of the four public forms. Routes may import the folder's modules directly.
 */
export { insertContactMessage } from "./contact-messages.server";
export { createDemoRequest } from "./demo-requests.server";
export { storeEnquiry } from "./enquiry-store.server";
export { createInquiry } from "./inquiries.server";
export { subscribe } from "./newsletter.server";
export { handlePublicForm } from "./public-form.server";
