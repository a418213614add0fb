import { and, asc, count, gte, isNotNull, lt } from "drizzle-orm";
import { INDIA_TIME_ZONE, indiaDate, indiaHour, startOfIndiaDay } from "#app/lib/india-time";
import { LEAD_KIND_LABELS } from "#app/lib/lead-vocabulary";
import { db } from "#app/server/db/db.server";
import { leadDigests, leads, mailOutbox, siteSettings } from "#app/server/db/schema";
import { getEnv } from "#app/server/env.server";
import { logger } from "#app/server/logger.server";
import { kickOutbox } from "#app/server/mail/mail.server";
import { leadDeskUrl, leadUrl } from "./lead-url.server";

export type DigestRun = "sent" | "not_yet" | "already_sent" | "no_recipient";

/**
 * The daily digest: at DIGEST_HOUR (India time) or the first run after it, yesterday's leads
 * and today's follow-ups to STAFF_EMAIL (else the settings' contact e-mail). The day's lead_digests row and the outbox message
 * are written in one transaction, and the row's primary key lets only one of several
 * processes (or concurrent runs) insert it: the digest is queued exactly once per day.
 */
export async function runDailyDigest({ now = new Date() }: { now?: Date } = {}): Promise<DigestRun> {
  const env = getEnv();
  if (indiaHour(now) < env.DIGEST_HOUR) return "not_yet";
  const [settings] = await db.select({ email: siteSettings.contact_email }).from(siteSettings).limit(1);
  const to = env.STAFF_EMAIL ?? settings?.email;
  if (!to) return "no_recipient";
  const day = indiaDate(now);
  const queued = await db.transaction(async (tx) => {
    const claimed = await tx.insert(leadDigests).values({ day }).onConflictDoNothing().returning({ day: leadDigests.day });
    if (claimed.length === 0) return false;
    const [yesterday, followUps, [{ total }]] = await Promise.all([
      tx
        .select({ id: leads.id, name: leads.name, kind: leads.kind, course: leads.course_name, phone: leads.phone })
        .from(leads)
        .where(and(gte(leads.created_at, startOfIndiaDay(now, -1)), lt(leads.created_at, startOfIndiaDay(now))))
        .orderBy(asc(leads.created_at))
        .limit(100),
      tx
        .select({ id: leads.id, name: leads.name, at: leads.follow_up_at, phone: leads.phone })
        .from(leads)
        .where(and(isNotNull(leads.follow_up_at), lt(leads.follow_up_at, startOfIndiaDay(now, 1))))
        .orderBy(asc(leads.follow_up_at))
        .limit(100),
      tx
        .select({ total: count() })
        .from(leads)
        .where(and(gte(leads.created_at, startOfIndiaDay(now, -1)), lt(leads.created_at, startOfIndiaDay(now)))),
    ]);
    const time = (d: Date | null) =>
      d ? d.toLocaleString("en-IN", { timeZone: INDIA_TIME_ZONE, dateStyle: "medium", timeStyle: "short" }) : "";
    const text = [
      `Leads yesterday (${indiaDate(now, -1)}): ${total}`,
      ...yesterday.map(
        (l) => `- ${l.name}, ${LEAD_KIND_LABELS[l.kind]}${l.course ? `, ${l.course}` : ""}, ${l.phone ?? "-"}: ${leadUrl(l.id)}`,
      ),
      total > yesterday.length ? `...and ${total - yesterday.length} more at ${leadDeskUrl("")}` : "",
      "",
      `Follow-ups due today or overdue: ${followUps.length}`,
      ...followUps.map((l) => `- ${time(l.at)} ${l.name}, ${l.phone ?? "-"}: ${leadUrl(l.id)}`),
      "",
      `Follow-ups: ${leadDeskUrl("/follow-ups")}`,
    ].join("\n");
    await tx
      .insert(mailOutbox)
      .values({ to, subject: `Lead digest for ${day}: ${total} new, ${followUps.length} follow-ups`, text_body: text });
    return true;
  });
  if (!queued) return "already_sent";
  logger.info({ day }, "lead digest queued");
  kickOutbox();
  return "sent";
}
