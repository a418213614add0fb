import { and, desc, eq, gt, isNull, lte, ne, sql } from "drizzle-orm";
import type { ReminderKind } from "#app/lib/fee-vocabulary";
import { formatCalendarDate, formatPaise } from "#app/lib/format";
import { indiaDate } from "#app/lib/india-time";
import { portalUrl } from "#app/lib/portal-link";
import { db } from "#app/server/db/db.server";
import { dues, feeReminders, paymentLinks, studentEvents, students } from "#app/server/db/schema";
import { baseUrl, getEnv } from "#app/server/env.server";
import { logger } from "#app/server/logger.server";
import { dueOutstanding } from "../due-status";
import { type FeeSettings, readFeeSettings } from "../fee-settings.server";
import { dueUpiLink } from "./due-upi";
import { notifyStudent, type Recipient, recipientOf } from "./notify-student.server";

type OpenDue = typeof dues.$inferSelect;
type Reminder = { studentId: string; kind: ReminderKind; dues: OpenDue[] };

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);
const addDays = (day: string, days: number) => new Date(Date.parse(day) + days * DAY_MS).toISOString().slice(0, 10);

/** How many overdue reminders named each due. */
async function overdueCounts(dueIds: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (dueIds.length === 0) return counts;
  const rows = await db
    .select({ dueIds: feeReminders.due_ids })
    .from(feeReminders)
    .where(and(eq(feeReminders.kind, "overdue"), sql`${feeReminders.due_ids} && ${`{${dueIds.join(",")}}`}::uuid[]`));
  for (const row of rows) for (const id of row.dueIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

/**
 * The reminders due on `today` (issue 24 point 7): a due `reminder_days_before` days ahead
 * ("before_due"), or overdue by a multiple of `reminder_every_days` with fewer than
 * `reminder_max_overdue` overdue reminders so far ("overdue"); one reminder per student, none
 * to a student who dropped out.
 */
async function remindersDue(today: string, settings: FeeSettings): Promise<Reminder[]> {
  const ahead = addDays(today, settings.reminder_days_before);
  // A student who dropped out is not chased: staff cancel or collect their dues by hand.
  const open = (
    await db
      .select({ due: dues })
      .from(dues)
      .innerJoin(students, eq(students.id, dues.student_id))
      .where(
        and(
          isNull(dues.cancelled_at),
          lte(dues.due_date, ahead),
          sql`${dues.paid_paise} + ${dues.discount_paise} < ${dues.amount_paise}`,
          ne(students.status, "dropped_out"),
        ),
      )
  )
    .map((row) => row.due)
    .filter((due) => dueOutstanding(due) > 0);
  const overdue = open.filter(
    (d) => d.due_date < today && daysBetween(d.due_date, today) % Math.max(1, settings.reminder_every_days) === 0,
  );
  const counts = await overdueCounts(overdue.map((d) => d.id));
  const byStudent = new Map<string, Reminder>();
  const add = (due: OpenDue, kind: ReminderKind) => {
    const reminder = byStudent.get(due.student_id) ?? { studentId: due.student_id, kind, dues: [] };
    if (kind === "overdue") reminder.kind = "overdue";
    reminder.dues.push(due);
    byStudent.set(due.student_id, reminder);
  };
  for (const due of overdue) if ((counts.get(due.id) ?? 0) < settings.reminder_max_overdue) add(due, "overdue");
  for (const due of open) if (due.due_date === ahead) add(due, "before_due");
  return [...byStudent.values()];
}

/**
 * Sends the day's fee reminders. The (student, day) row of fee_reminders is claimed first: a
 * second run, or a second app instance on the same PostgreSQL, finds it taken and sends
 * nothing, so a student gets at most one reminder a day. The clock is a parameter for tests.
 */
export async function sendFeeReminders({ now = new Date() }: { now?: Date } = {}) {
  const today = indiaDate(now);
  const settings = await readFeeSettings();
  let sent = 0;
  for (const reminder of await remindersDue(today, settings)) {
    const dueIds = reminder.dues.map((d) => d.id);
    const [claimed] = await db
      .insert(feeReminders)
      .values({ student_id: reminder.studentId, sent_on: today, kind: reminder.kind, due_ids: dueIds })
      .onConflictDoNothing()
      .returning({ studentId: feeReminders.student_id });
    if (!claimed) continue;
    try {
      await deliver(reminder, today, settings, now);
      sent += 1;
    } catch (error) {
      logger.error({ err: error, studentId: reminder.studentId }, "fee reminder send failed");
    }
  }
  if (sent) logger.info({ sent, today }, "fee reminders sent");
  return sent;
}

/** How the student can pay the first due: its open payment link, else the UPI link. */
async function howToPay(due: OpenDue, to: Recipient, settings: FeeSettings, now: Date): Promise<string> {
  const [link] = await db
    .select({ url: paymentLinks.short_url })
    .from(paymentLinks)
    .where(and(eq(paymentLinks.due_id, due.id), eq(paymentLinks.status, "created"), gt(paymentLinks.expire_by, now)))
    .orderBy(desc(paymentLinks.created_at))
    .limit(1);
  if (link) return link.url;
  const upi = dueUpiLink(settings, { id: due.id, label: due.label, outstandingPaise: dueOutstanding(due) }, to.studentNumber, to.institute);
  return upi ?? (to.institutePhone ? `Pay at the institute or call ${to.institutePhone}` : "Pay at the institute");
}

async function deliver(reminder: Reminder, today: string, settings: FeeSettings, now: Date) {
  const to = await recipientOf(reminder.studentId);
  if (!to) return;
  const amountPaise = reminder.dues.reduce((sum, due) => sum + dueOutstanding(due), 0);
  const first = [...reminder.dues].sort((a, b) => a.due_date.localeCompare(b.due_date))[0];
  const amount = formatPaise(amountPaise);
  const dueDate = formatCalendarDate(first.due_date);
  const pay = await howToPay(first, to, settings, now);
  const phone = to.institutePhone ?? "";
  const late = reminder.kind === "overdue";
  const channels = await notifyStudent(to, {
    template: getEnv().WHATSAPP_FEE_REMINDER_TEMPLATE,
    // {{6}}: the student page, with every due and receipt (issue 26 point 7).
    parameters: [to.name, amount, dueDate, pay, phone || "-", portalUrl(baseUrl(), getEnv().WHATSAPP_TEMPLATE_LANGUAGE)],
    subject: late ? `Fee overdue: ${amount} was due on ${dueDate}` : `Fee reminder: ${amount} due on ${dueDate}`,
    text: [
      `Dear ${to.name},`,
      "",
      late
        ? `${amount} for ${reminder.dues.map((d) => d.label).join(", ")} was due on ${dueDate} and is still unpaid.`
        : `${amount} for ${reminder.dues.map((d) => d.label).join(", ")} is due on ${dueDate}.`,
      `You can pay here: ${pay}`,
      `Your dues and receipts are on your student page: ${portalUrl(baseUrl())}`,
      phone ? `Questions? Call us on ${phone}.` : "",
      "",
      to.institute ?? "",
    ].join("\n"),
  });
  const details = { kind: reminder.kind, due_ids: reminder.dues.map((d) => d.id), amount_paise: amountPaise, channels };
  await db.insert(studentEvents).values({ student_id: reminder.studentId, type: "fee_reminder", details });
  await db
    .update(feeReminders)
    .set({ details })
    .where(and(eq(feeReminders.student_id, reminder.studentId), eq(feeReminders.sent_on, today)));
}
