import { z } from "zod";

/** Spec 5 and 8: the certificate lookup and its three outcomes. */
export const CERTIFICATE_MESSAGES = {
  empty: "Please enter a certificate ID",
  notFound: "Certificate not found. Please check the ID and try again.",
  failed: "Failed to verify certificate",
} as const;

/** The lookup's rule with a language's messages (the catalogue's certificate.lookup; English: the spec's). */
export function certificateLookupSchemaWith(messages: { empty: string; notFound: string }) {
  return z.object({ id: z.string().trim().min(1, messages.empty).max(100, messages.notFound) });
}
