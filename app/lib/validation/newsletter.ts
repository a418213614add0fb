import { z } from "zod";

/** The footer's 'Stay Updated' box. */
export const newsletterSchema = z.object({
  email: z
    .string({ error: "Please enter a valid email address" })
    .trim()
    .toLowerCase()
    .pipe(z.email("Please enter a valid email address").max(254, "Please enter a valid email address")),
});

export const NEWSLETTER_MESSAGES = {
  subscribed: { title: "Subscribed!", description: "Thank you! We'll e-mail you about new batches and free demo classes." },
  already: { title: "Already subscribed", description: "This e-mail address is already on our list. Thank you for staying in touch!" },
  failure: { title: "Error", description: "Please enter a valid email address" },
} as const;
