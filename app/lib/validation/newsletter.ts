import { z } from "zod";

/** The footer's 'Stay Updated' box. */
export const newsletterSchema = z.object({
  email: z
    .string({ error: "Please enter a valid email address" })
    .trim()
    .toLowerCase()
    .pipe(z.email("Please enter a valid email address").max(254, "Please enter a valid email address")),
});

export { NEWSLETTER_MESSAGES } from "./newsletter.messages";
