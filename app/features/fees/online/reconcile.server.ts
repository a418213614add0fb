import { and, eq, isNull, lt, or } from "drizzle-orm";
import { fetchPaymentLink, RazorpayError } from "#app/features/fees/razorpay/razorpay-client.server";
import { db } from "#app/server/db/db.server";
import { paymentLinks } from "#app/server/db/schema";
import { logger } from "#app/server/logger.server";
import { settleFetchedLink } from "./fetched-link.server";
import { razorpaySettings } from "./razorpay-config.server";

/** A webhook normally comes within seconds; a link still open after this is asked about. */
const SETTLE_AFTER_MS = 10 * 60_000;
const BATCH = 50;

/**
 * Reconciliation (issue 24 point 5): open links older than 10 minutes and not checked for 10
 * minutes are fetched from Razorpay; a paid one is recorded through the webhook's settlement
 * (once, whoever comes first), an expired or cancelled one marked. Safe on several instances:
 * the settlement locks the link, and a double check only costs a fetch.
 */
export async function reconcilePaymentLinks({ now = new Date() }: { now?: Date } = {}) {
  const settings = razorpaySettings();
  const counts = { checked: 0, recorded: 0, closed: 0, failed: 0 };
  if (!settings) return counts;
  const before = new Date(now.getTime() - SETTLE_AFTER_MS);
  const open = await db
    .select({ id: paymentLinks.id, linkId: paymentLinks.razorpay_link_id })
    .from(paymentLinks)
    .where(
      and(
        eq(paymentLinks.status, "created"),
        lt(paymentLinks.created_at, before),
        or(isNull(paymentLinks.last_checked_at), lt(paymentLinks.last_checked_at, before)),
      ),
    )
    .orderBy(paymentLinks.created_at)
    .limit(BATCH);
  for (const row of open) {
    counts.checked += 1;
    try {
      const link = await fetchPaymentLink(settings, row.linkId);
      const settled = await settleFetchedLink(link);
      if (settled?.status === "recorded") counts.recorded += 1;
      if (link.status === "expired" || link.status === "cancelled") {
        await db
          .update(paymentLinks)
          .set({ status: link.status })
          .where(and(eq(paymentLinks.id, row.id), eq(paymentLinks.status, "created")));
        counts.closed += 1;
      }
    } catch (error) {
      if (!(error instanceof RazorpayError)) throw error;
      counts.failed += 1;
      logger.warn({ linkId: row.linkId, status: error.status }, "reconciliation: link fetch failed");
    }
    await db.update(paymentLinks).set({ last_checked_at: now }).where(eq(paymentLinks.id, row.id));
  }
  if (counts.checked) logger.info(counts, "payment links reconciled");
  return counts;
}
