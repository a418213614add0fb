import { eq } from "drizzle-orm";
import type { EducationLevel } from "#app/lib/domain";
import { LEAD_KIND_LABELS, type LeadKind } from "#app/lib/lead-vocabulary";
import { EDUCATION_LABELS } from "#app/lib/validation/admission";
import { db } from "#app/server/db/db.server";
import { courseInquiries, courses, leadEvents, leads, siteSettings } from "#app/server/db/schema";
import { getEnv } from "#app/server/env.server";
import { logger } from "#app/server/logger.server";
import { sendMail } from "#app/server/mail/mail.server";
import { indexLead } from "./index-sync.server";
import { leadUrl } from "./lead-url.server";
import { sendWhatsAppTemplate, whatsAppEnabled } from "./whatsapp-messages.server";

/**
 * Alerts on every new lead (decision 015): an e-mail to STAFF_EMAIL through the mail outbox, a
 * WhatsApp template confirmation to the lead and an alert to the institute's number (when
 * WhatsApp is configured), each outcome on the lead's timeline.
 */

// Alerts run after the form has answered; tests and shutdown wait for them with alertsIdle().
const pending = new Set<Promise<void>>();

/**
 * The one call the public forms make after storing a new submission (not a duplicate):
 * indexes it in the inbox and sends the alerts in the background. Never throws.
 */
export async function leadSubmitted(kind: LeadKind, sourceId: string): Promise<void> {
  try {
    const leadId = await indexLead(kind, sourceId);
    if (!leadId) return;
    const work = announceLead(leadId)
      .catch((error: unknown) => logger.error({ err: error, leadId }, "lead alert failed"))
      .finally(() => pending.delete(work));
    pending.add(work);
  } catch (error) {
    // The submission is stored; the hourly index sync will still bring it to the inbox.
    logger.error({ err: error, kind }, "indexing a new lead failed");
  }
}

export async function alertsIdle(): Promise<void> {
  while (pending.size) await Promise.all([...pending]);
}

/** Sends the e-mail and WhatsApp alerts of one lead. */
export async function announceLead(leadId: string, options: { retryMs?: number } = {}): Promise<void> {
  const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
  if (!lead) return;
  const env = getEnv();
  const kind = LEAD_KIND_LABELS[lead.kind];
  const course = lead.course_name ?? "";
  const link = leadUrl(lead.id);
  const [settings] = await db
    .select({ email: siteSettings.contact_email, whatsapp: siteSettings.whatsapp_number })
    .from(siteSettings)
    .limit(1);
  // STAFF_EMAIL, else the institute's contact address from settings (as before the lead desk).
  const to = env.STAFF_EMAIL ?? settings?.email;
  if (!to) {
    logger.info({ leadId, kind, course, link }, "new enquiry received; no alert e-mail because STAFF_EMAIL is not set");
  } else {
    const outboxId = await sendMail({
      to,
      subject: `New enquiry: ${lead.name}${course ? ` (${course})` : ""}`,
      text: [
        `A new ${kind.toLowerCase()} enquiry has arrived on the website.`,
        "",
        `Name: ${lead.name}`,
        `Phone: ${lead.phone ?? "-"}`,
        `E-mail: ${lead.email ?? "-"}`,
        `Course: ${await courseLine(lead)}`,
        ...(lead.kind === "admission" ? await admissionLines(lead.source_id) : []),
        "",
        `Open the lead: ${link}`,
      ].join("\n"),
    });
    if (!env.SMTP_URL)
      logger.info(
        { leadId, kind, course, link, outboxId },
        "new enquiry received; SMTP_URL is not set, the alert e-mail waits in Admin > Outbox",
      );
    await db.insert(leadEvents).values({ lead_id: leadId, type: "alert_email", details: { outboxId, to } });
  }
  if (!whatsAppEnabled(env)) return;
  const retry = { retryMs: options.retryMs ?? 1000 };
  if (lead.phone_key) {
    await sendWhatsAppTemplate(
      {
        to: lead.phone_key,
        template: env.WHATSAPP_CONFIRM_TEMPLATE,
        parameters: [lead.name, course || kind],
        leadId,
        attachToPerson: true,
      },
      retry,
    );
  }
  if (settings?.whatsapp) {
    const sent = await sendWhatsAppTemplate(
      {
        to: settings.whatsapp,
        template: env.WHATSAPP_ALERT_TEMPLATE,
        parameters: [lead.name, lead.phone ?? lead.email ?? "-", course || kind, link],
        leadId,
        attachToPerson: false,
      },
      retry,
    );
    await db.insert(leadEvents).values({
      lead_id: leadId,
      type: "whatsapp_out",
      body: sent.ok ? "Alert sent to the institute's WhatsApp" : "Alert to the institute's WhatsApp failed",
      details: sent.ok ? { status: "sent", messageId: sent.messageId } : { status: "failed", error: sent.error },
    });
  }
}

/** "Mobile Repair Basic (T-MOB)" for a course of the catalogue, else the name the form sent. */
async function courseLine(lead: { course_id: string | null; course_name: string | null }): Promise<string> {
  if (lead.course_id) {
    const [course] = await db
      .select({ name: courses.course_name, code: courses.course_code })
      .from(courses)
      .where(eq(courses.id, lead.course_id));
    if (course) return `${course.name} (${course.code})`;
  }
  return lead.course_name || "-";
}

/** The admission form's other answers. */
async function admissionLines(inquiryId: string): Promise<string[]> {
  const [inquiry] = await db.select().from(courseInquiries).where(eq(courseInquiries.id, inquiryId));
  if (!inquiry) return [];
  return [
    `Age: ${inquiry.age ?? "-"}`,
    `Education: ${inquiry.education ? EDUCATION_LABELS[inquiry.education as EducationLevel] : "-"}`,
    `Address: ${inquiry.address ?? "-"}`,
    `Previous experience: ${inquiry.previous_experience ?? "-"}`,
    `Reason for joining: ${inquiry.reason_for_joining ?? "-"}`,
  ];
}
