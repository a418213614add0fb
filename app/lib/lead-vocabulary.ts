/**
 * The lead desk's vocabulary (decision 015), shared by the server and the admin pages.
 * One status list for every kind of lead: the spec's four enquiry statuses plus
 * "demo_scheduled". The spec's badge colours stay with the spec's statuses.
 */

/** A vocabulary written once, as its labels: the keys, in this order, are the stored values. */
function valuesOf<K extends string>(labels: Record<K, string>): readonly [K, ...K[]] {
  return Object.keys(labels) as [K, ...K[]];
}

export const LEAD_KIND_LABELS = {
  admission: "Admission",
  demo: "Demo",
  contact: "Contact",
  newsletter: "Newsletter",
};
export type LeadKind = keyof typeof LEAD_KIND_LABELS;
export const LEAD_KINDS = valuesOf(LEAD_KIND_LABELS);

export const LEAD_STATUS_LABELS = {
  pending: "New",
  contacted: "Contacted",
  demo_scheduled: "Demo scheduled",
  enrolled: "Enrolled",
  rejected: "Lost",
};
export type LeadStatus = keyof typeof LEAD_STATUS_LABELS;
export const LEAD_STATUSES = valuesOf(LEAD_STATUS_LABELS);

export const LEAD_EVENT_TYPES = [
  "status",
  "note",
  "follow_up_set",
  "follow_up_done",
  "assigned",
  "alert_email",
  "whatsapp_out",
  "whatsapp_in",
] as const;
export type LeadEventType = (typeof LEAD_EVENT_TYPES)[number];

export const LEAD_NOTE_MAX = 2000;
/** New leads nobody has contacted for this long appear in the follow-ups view. */
export const DEFAULT_RESPONSE_MINUTES = 120;
export const LEAD_PAGE_SIZE = 25;
export const LEAD_SEARCH_MAX = 100;
