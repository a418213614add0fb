import { eq, sql } from "drizzle-orm";
import { sendWhatsAppTemplate, whatsAppEnabled } from "#app/features/lead-desk/index.server";
import { batchSettings } from "#app/features/settings/index.server";
import { formatCalendarDate } from "#app/lib/format";
import { portalUrl } from "#app/lib/portal-link";
import { db } from "#app/server/db/db.server";
import { batches, courses, siteSettings, studentEvents, students } from "#app/server/db/schema";
import { baseUrl, getEnv } from "#app/server/env.server";
import { logger } from "#app/server/logger.server";
import { sendMail } from "#app/server/mail/mail.server";
import { attendanceSummaries } from "./figures.server";

/**
 * The absence alert: when a student's absences in a row reach the setting (site_settings
 * .absence_alert_after, default 3), an e-mail to the student through the outbox and a WhatsApp
 * template to the student and the guardian, once per run of absences: the timeline row's
 * once_key `absence:<student>:<first day of the run>` is claimed before anything is sent, so a
 * second save (or a second server) finds it taken. A present or late day ends the run; the next
 * run has another first day and alerts again. A failed send is recorded, never thrown: the
 * day's marks are stored before this runs.
 */

// Sends run after the save has answered; tests and shutdown wait for them with absenceAlertsIdle().
const pending = new Set<Promise<void>>();

/** After a save: checks the students marked absent, in the background. Never throws. */
export function alertAbsences(studentIds: readonly string[], actorId: string): void {
  if (studentIds.length === 0) return;
  const work: Promise<void> = sendAbsenceAlerts(studentIds, actorId)
    .then(() => undefined)
    .catch((error: unknown) => logger.error({ err: error }, "absence alerts failed"))
    .finally(() => pending.delete(work));
  pending.add(work);
}

export async function absenceAlertsIdle(): Promise<void> {
  while (pending.size) await Promise.all([...pending]);
}

type Channel = {
  channel: "email" | "whatsapp";
  to: "student" | "guardian";
  status: "queued" | "sent" | "failed" | "skipped";
  reason?: string;
};

/** Alerts each of `studentIds` whose current run of absences has reached the setting and was not alerted. */
async function sendAbsenceAlerts(studentIds: readonly string[], actorId: string | null): Promise<number> {
  const after = (await batchSettings()).absenceAlertAfter;
  if (after < 1) return 0;
  const summaries = await attendanceSummaries(studentIds);
  let sent = 0;
  for (const summary of summaries.values()) {
    if (summary.consecutiveAbsences < after || !summary.absenceRunStart) continue;
    const [claimed] = await db
      .insert(studentEvents)
      .values({
        student_id: summary.studentId,
        type: "absence_alert",
        details: { days: summary.consecutiveAbsences, since: summary.absenceRunStart, channels: [] },
        actor_id: actorId,
        once_key: `absence:${summary.studentId}:${summary.absenceRunStart}`,
      })
      .onConflictDoNothing({ target: studentEvents.once_key })
      .returning({ id: studentEvents.id });
    if (!claimed) continue;
    const channels = await sendOne(summary.studentId, summary.consecutiveAbsences, summary.absenceRunStart).catch((error: unknown) => {
      logger.error({ err: error, studentId: summary.studentId }, "absence alert send failed");
      return [{ channel: "email", to: "student", status: "failed", reason: String(error).slice(0, 200) }] satisfies Channel[];
    });
    await db
      .update(studentEvents)
      .set({ details: sql`jsonb_set(${studentEvents.details}, '{channels}', ${JSON.stringify(channels)}::jsonb)` })
      .where(eq(studentEvents.id, claimed.id));
    sent += 1;
  }
  return sent;
}

/** The e-mail and WhatsApp messages of one alert; what happened on each channel. */
async function sendOne(studentId: string, days: number, since: string): Promise<Channel[]> {
  const [student] = await db
    .select({
      full_name: students.full_name,
      email: students.email,
      phone: students.phone,
      guardian_phone: students.guardian_phone,
      code: batches.code,
      course: courses.course_name,
      institute: siteSettings.site_name,
      institute_phone: siteSettings.contact_phone,
    })
    .from(students)
    .innerJoin(batches, eq(batches.id, students.batch_id))
    .innerJoin(courses, eq(courses.id, batches.course_id))
    .leftJoin(siteSettings, eq(siteSettings.id, 1))
    .where(eq(students.id, studentId));
  if (!student) return [];
  const batch = `${student.course} (${student.code})`;
  const channels: Channel[] = [];
  if (student.email) {
    await sendMail({
      to: student.email,
      subject: `You have missed ${days} classes in a row: ${batch}`,
      text: [
        `Dear ${student.full_name},`,
        "",
        `You have been absent from ${batch} for ${days} classes in a row, since ${formatCalendarDate(since)}.`,
        "Practical skills are learnt at the workbench, and a certificate needs enough attendance.",
        `Please come back to class, or call us${student.institute_phone ? ` on ${student.institute_phone}` : ""} if something is keeping you away.`,
        `Your attendance, day by day, is on your student page: ${portalUrl(baseUrl())}`,
        "",
        student.institute ?? "",
      ].join("\n"),
    });
    channels.push({ channel: "email", to: "student", status: "queued" });
  } else channels.push({ channel: "email", to: "student", status: "skipped", reason: "no e-mail address" });
  const env = getEnv();
  if (!whatsAppEnabled(env)) {
    channels.push({ channel: "whatsapp", to: "student", status: "skipped", reason: "WhatsApp is not configured" });
    return channels;
  }
  // {{5}}: the student page, where the attendance is (issue 26 point 7).
  const parameters = [
    student.full_name,
    String(days),
    batch,
    formatCalendarDate(since),
    portalUrl(baseUrl(env), env.WHATSAPP_TEMPLATE_LANGUAGE),
  ];
  const phones: ["student" | "guardian", string][] = [["student", student.phone]];
  if (student.guardian_phone && student.guardian_phone !== student.phone) phones.push(["guardian", student.guardian_phone]);
  for (const [to, phone] of phones) {
    const result = await sendWhatsAppTemplate(
      { to: phone, template: env.WHATSAPP_ABSENCE_TEMPLATE, parameters, leadId: null, attachToPerson: to === "student" },
      { retryMs: 1000 },
    );
    channels.push(
      result.ok ? { channel: "whatsapp", to, status: "sent" } : { channel: "whatsapp", to, status: "failed", reason: result.error },
    );
  }
  return channels;
}
