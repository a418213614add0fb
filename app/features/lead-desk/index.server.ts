/**
 * The lead desk's server API for the rest of the app (other features, start-up and the
 * maintenance timer); routes may import the folder's modules directly.
 */
export { alertsIdle, leadSubmitted } from "./alerts.server";
export { runDailyDigest } from "./daily-digest.server";
export { leadDashboard } from "./dashboard.server";
export { countNewLeads } from "./inbox.server";
export { syncLeadIndex } from "./index-sync.server";
// The WhatsApp client, for other features' template messages (attendance's absence alerts).
export { sendWhatsAppTemplate, whatsAppEnabled } from "./whatsapp-messages.server";
export { changeLeadStatus, setAdmissionStatus } from "./work.server";
