import { eq } from "drizzle-orm";
import { sendWhatsAppTemplate, whatsAppEnabled } from "#app/features/lead-desk/index.server";
import { db } from "#app/server/db/db.server";
import { siteSettings, students } from "#app/server/db/schema";
import { getEnv } from "#app/server/env.server";
import { sendMail } from "#app/server/mail/mail.server";

export type Channel = {
  channel: "email" | "whatsapp";
  to: "student" | "guardian";
  status: "queued" | "sent" | "failed" | "skipped";
  reason?: string;
};

export type Recipient = {
  name: string;
  phone: string;
  email: string | null;
  guardianPhone: string | null;
  studentNumber: string;
  institute: string | null;
  institutePhone: string | null;
};

/** Who a fee message goes to, and the institute's name and phone it is signed with. */
export async function recipientOf(studentId: string): Promise<Recipient | null> {
  const [row] = await db
    .select({
      name: students.full_name,
      phone: students.phone,
      email: students.email,
      guardianPhone: students.guardian_phone,
      studentNumber: students.student_number,
      institute: siteSettings.site_name,
      institutePhone: siteSettings.contact_phone,
    })
    .from(students)
    .leftJoin(siteSettings, eq(siteSettings.id, 1))
    .where(eq(students.id, studentId));
  return row ?? null;
}

/**
 * A fee message as the absence alert sends its own: an e-mail to the student through the outbox
 * (when they have an address) and a WhatsApp template to the student and the guardian. What
 * happened on each channel comes back for the timeline; a failed send is reported, not thrown.
 */
export async function notifyStudent(
  to: Recipient,
  message: { template: string; parameters: string[]; subject: string; text: string },
): Promise<Channel[]> {
  const channels: Channel[] = [];
  if (to.email) {
    await sendMail({ to: to.email, subject: message.subject, text: message.text });
    channels.push({ channel: "email", to: "student", status: "queued" });
  } else channels.push({ channel: "email", to: "student", status: "skipped", reason: "no e-mail address" });
  const env = getEnv();
  if (!whatsAppEnabled(env)) {
    channels.push({ channel: "whatsapp", to: "student", status: "skipped", reason: "WhatsApp is not configured" });
    return channels;
  }
  const phones: ["student" | "guardian", string][] = [["student", to.phone]];
  if (to.guardianPhone && to.guardianPhone !== to.phone) phones.push(["guardian", to.guardianPhone]);
  for (const [who, phone] of phones) {
    const result = await sendWhatsAppTemplate(
      { to: phone, template: message.template, parameters: message.parameters, leadId: null, attachToPerson: who === "student" },
      { retryMs: 1000 },
    );
    channels.push(
      result.ok
        ? { channel: "whatsapp", to: who, status: "sent" }
        : { channel: "whatsapp", to: who, status: "failed", reason: result.error },
    );
  }
  return channels;
}
