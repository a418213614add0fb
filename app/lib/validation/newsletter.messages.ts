// The newsletter box's texts, apart from its zod schema (which the browser loads on first use).
export const NEWSLETTER_MESSAGES = {
  subscribed: { title: "Subscribed!", description: "Thank you! We'll e-mail you about new batches and free demo classes." },
  already: { title: "Already subscribed", description: "This e-mail address is already on our list. Thank you for staying in touch!" },
  failure: { title: "Error", description: "Please enter a valid email address" },
} as const;

/** What POST /newsletter answers a fetcher (with JavaScript); the footer's form reads it. */
export type NewsletterResult = {
  ok: boolean;
  status?: "subscribed" | "already";
  title: string;
  description: string;
  fieldErrors?: Record<string, string>;
};
