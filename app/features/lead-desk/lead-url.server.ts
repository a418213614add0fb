import { baseUrl } from "#app/server/env.server";

/** The lead desk's page at `path` ("" the inbox, "/follow-ups"), as a full link for e-mails and WhatsApp alerts. */
export function leadDeskUrl(path: string): string {
  return `${baseUrl()}/admin/leads${path}`;
}

/** A lead's page, as a full link. */
export function leadUrl(leadId: string): string {
  return leadDeskUrl(`/${leadId}`);
}
