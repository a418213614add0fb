import type { LeadRow } from "./inbox.server";
import { contactLinks, getLeadDeskSettings } from "./settings.server";

/**
 * Lead rows as the admin lists show them: each with its Call and WhatsApp links, the
 * WhatsApp text from the Hindi greeting (visitors read Hindi first; issue 10).
 */
export async function withContactLinks<R extends LeadRow>(rows: R[]): Promise<(R & { links: ReturnType<typeof contactLinks> })[]> {
  if (rows.length === 0) return [];
  const { greetingHi } = await getLeadDeskSettings();
  return rows.map((row) => ({ ...row, links: contactLinks(row, greetingHi) }));
}
