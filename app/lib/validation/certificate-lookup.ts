import { z } from "zod";

/** Spec 5 and 8: the certificate lookup and its three outcomes. */
export const CERTIFICATE_MESSAGES = {
  empty: "Please enter a certificate ID",
  notFound: "Certificate not found. Please check the ID and try again.",
  failed: "Failed to verify certificate",
} as const;

export const certificateLookupSchema = z.object({
  id: z.string().trim().min(1, CERTIFICATE_MESSAGES.empty).max(100, CERTIFICATE_MESSAGES.notFound),
});
