import { leadSubmitted } from "#app/features/lead-desk/index.server";
import { db } from "#app/server/db/db.server";
import { newsletterSubscribers } from "#app/server/db/schema";

/**
 * Adds an address once (the unique index is on lower(email)). Returns "subscribed" for a
 * new address and "already" for one that is on the list in any letter case.
 */
export async function subscribe(email: string): Promise<"subscribed" | "already"> {
  const normalized = email.trim().toLowerCase();
  const inserted = await db
    .insert(newsletterSubscribers)
    // Signing up is the consent to our e-mails (DPDP Act 2023): its time is kept with the address.
    .values({ email: normalized, updates_consent_at: new Date() })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscribers.id });
  if (inserted[0]) await leadSubmitted("newsletter", inserted[0].id);
  return inserted.length > 0 ? "subscribed" : "already";
}
