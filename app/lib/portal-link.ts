/**
 * The student portal's address for messages to a student or guardian (absence alerts, fee
 * reminders, receipts): e-mails are English, WhatsApp templates are in WHATSAPP_TEMPLATE_LANGUAGE,
 * so a Hindi template links the Hindi page.
 */
export function portalUrl(origin: string, templateLanguage = "en"): string {
  return `${origin.replace(/\/$/, "")}${templateLanguage.startsWith("hi") ? "/hi" : ""}/student`;
}
