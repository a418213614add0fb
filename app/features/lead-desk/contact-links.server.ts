import { whatsAppUrl } from "#app/lib/contact-links";
import type { LeadRow } from "./inbox.server";
import { getLeadDeskSettings } from "./settings.server";

/** The greeting with the lead's name and course filled in. */
function fillGreeting(template: string, lead: { name: string; course_name: string | null }): string {
  return template.replaceAll("{name}", lead.name).replaceAll("{course}", lead.course_name ?? "our courses");
}

/** The Call (tel:) and WhatsApp (wa.me with the greeting) links of a lead with a phone. */
export function contactLinks(lead: { name: string; phone_key: string | null; course_name: string | null }, greeting: string) {
  if (!lead.phone_key) return null;
  return { call: `tel:+91${lead.phone_key}`, whatsapp: whatsAppUrl(`91${lead.phone_key}`, fillGreeting(greeting, lead)) };
}

/**
 * Lead rows as the admin lists show them: each with its Call and WhatsApp links, the
 * WhatsApp text from the Hindi greeting (visitors read Hindi first; decision 016).
 */
export async function withContactLinks<R extends LeadRow>(rows: R[]): Promise<(R & { links: ReturnType<typeof contactLinks> })[]> {
  if (rows.length === 0) return [];
  const { greetingHi } = await getLeadDeskSettings();
  return rows.map((row) => ({ ...row, links: contactLinks(row, greetingHi) }));
}
