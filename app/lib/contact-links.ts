/** Links built from the site settings' phone and WhatsApp numbers. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** https://wa.me/<digits>?text=<text> */
export function whatsAppUrl(whatsappNumber: string, text?: string): string {
  const base = `https://wa.me/${whatsappNumber.replace(/\D/g, "")}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

/** The greeting the promo popup and floating button prefill. */
export const COURSES_GREETING = "Hello Supertech Institute! I would like to know more about your courses and the free demo class.";
