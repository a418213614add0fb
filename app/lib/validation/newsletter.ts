import { z } from "zod";
import { type FormErrors, perLang } from "./form-errors";

/** The footer's 'Stay Updated' box, in the page's language. */
const buildNewsletterSchema = (e: FormErrors) =>
  z.object({
    email: z.string({ error: e.emailInvalid }).trim().toLowerCase().pipe(z.email(e.emailInvalid).max(254, e.emailInvalid)),
  });

export const newsletterSchemaFor = perLang(buildNewsletterSchema);

export { NEWSLETTER_MESSAGES } from "./newsletter.messages";
