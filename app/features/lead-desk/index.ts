/**
 * The lead desk's door for the rest of the app, safe in the browser: its vocabulary. The
 * server API is index.server.ts; routes may import the folder's modules directly.
 */
export {
  LEAD_EVENT_TYPES,
  LEAD_KIND_LABELS,
  LEAD_KINDS,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  type LeadEventType,
  type LeadKind,
  type LeadStatus,
} from "#app/lib/lead-vocabulary";
