import { and, count, desc, eq, gt } from "drizzle-orm";
import { createPaymentLink, RazorpayError } from "#app/features/fees/razorpay/razorpay-client.server";
import { type Lang, localePath } from "#app/i18n/lang";
import { formatCalendarDate, formatPaise } from "#app/lib/format";
import { indiaDate } from "#app/lib/india-time";
import { type Refusable, refusal } from "#app/lib/refusal";
import { db } from "#app/server/db/db.server";
import { dues, paymentLinks, studentEvents } from "#app/server/db/schema";
import { baseUrl, getEnv } from "#app/server/env.server";
import { logger } from "#app/server/logger.server";
import { dueOutstanding } from "../due-status";
import { feesTranslate } from "../fees-words";
import { afterCommit } from "./background.server";
import { notifyStudent, type Recipient, recipientOf } from "./notify-student.server";
import { razorpaySettings } from "./razorpay-config.server";

const LINK_LIFETIME_MS = 7 * 24 * 60 * 60_000;

/** Razorpay's reference_id (at most 40 characters, unique): the due's id without dashes, then the link's count. */
const paymentLinkReference = (dueId: string, n: number) => `due_${dueId.replace(/-/g, "").slice(0, 20)}_${n}`;

const PAYMENT_CALLBACK_PATH = "/payments/callback";

type SentLink = { linkId: string; shortUrl: string; amountPaise: number; studentId: string };

/**
 * "Send payment link" on a due (issue 24 point 5): a Razorpay Payment Link for what the due
 * still owes, stored with a timeline event in one transaction once Razorpay has made it, then
 * sent to the student and guardian on WhatsApp and by e-mail after the answer. A refusal
 * (online payment off, nothing owed, Razorpay's error) stores nothing. `lang` is the language
 * staff chose for the student's page: the payer comes back to the callback page in it.
 */
export function sendPaymentLink(dueId: string, actorId: string, lang: Lang = "en"): Promise<Refusable<SentLink>> {
  return openPaymentLink(dueId, { actorId, type: "payment_link_sent", notify: true, lang });
}

/**
 * Pay now on the student portal (issue 26 point 3): the due's open link if it has one, else a
 * new one made the same way, with no staff author (`created_by` null) and a timeline event
 * "payment_link_requested" naming the number that asked. Nothing is sent: the payer is already
 * on the page and is taken straight to the link, and back to the callback page in the portal
 * page's language (`lang`). The caller has checked the due is theirs.
 */
export async function requestPaymentLink(dueId: string, askedByPhone: string, lang: Lang = "en"): Promise<Refusable<SentLink>> {
  const [open] = await db
    .select()
    .from(paymentLinks)
    .where(and(eq(paymentLinks.due_id, dueId), eq(paymentLinks.status, "created"), gt(paymentLinks.expire_by, new Date())))
    .orderBy(desc(paymentLinks.created_at))
    .limit(1);
  if (open)
    return {
      ok: true,
      linkId: open.razorpay_link_id,
      shortUrl: open.short_url,
      amountPaise: open.amount_paise,
      studentId: open.student_id,
    };
  return openPaymentLink(dueId, { actorId: null, type: "payment_link_requested", notify: false, askedByPhone, lang });
}

type LinkAuthor = { actorId: string | null; type: string; notify: boolean; askedByPhone?: string; lang: Lang };

async function openPaymentLink(dueId: string, by: LinkAuthor): Promise<Refusable<SentLink>> {
  // A refusal is read by staff on the student page in its language (`?lang=hi`).
  const t = feesTranslate(by.lang);
  const words = (key: string, values?: Record<string, string>) => t(`feesStaff.paymentOptions.${key}`, values);
  const settings = razorpaySettings();
  if (!settings) return refusal(409, words("notSetUp"));
  const [due] = await db.select().from(dues).where(eq(dues.id, dueId));
  if (!due) return refusal(404, words("dueGone"));
  const amountPaise = dueOutstanding(due);
  if (amountPaise <= 0) return refusal(409, words(due.cancelled_at ? "dueCancelled" : "duePaid"));
  const to = await recipientOf(due.student_id);
  if (!to) return refusal(404, words("studentGone"));
  const [{ links }] = await db.select({ links: count() }).from(paymentLinks).where(eq(paymentLinks.due_id, dueId));
  const referenceId = paymentLinkReference(dueId, links + 1);
  const expireBy = new Date(Date.now() + LINK_LIFETIME_MS);
  let link: Awaited<ReturnType<typeof createPaymentLink>>;
  try {
    link = await createPaymentLink(settings, {
      amountPaise,
      referenceId,
      description: `${due.label} (${to.studentNumber})`.slice(0, 2000),
      customer: { name: to.name, contact: `+91${to.phone}`, ...(to.email ? { email: to.email } : {}) },
      expireBy: Math.floor(expireBy.getTime() / 1000),
      // The payer's return page in their language: /payments/callback or /hi/payments/callback.
      callbackUrl: `${baseUrl()}${localePath(by.lang, PAYMENT_CALLBACK_PATH)}`,
      notes: { due_id: dueId, student_number: to.studentNumber },
    });
  } catch (error) {
    if (!(error instanceof RazorpayError)) throw error;
    logger.warn({ dueId, status: error.status, code: error.code }, "payment link refused");
    return refusal(409, error.status === 0 ? words("razorpayDown") : words("razorpayRefused", { reason: error.message }));
  }
  const stored = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(paymentLinks)
      .values({
        due_id: dueId,
        student_id: due.student_id,
        razorpay_link_id: link.id,
        razorpay_order_id: link.order_id || null,
        reference_id: referenceId,
        short_url: link.short_url,
        amount_paise: amountPaise,
        expire_by: expireBy,
        created_by: by.actorId,
      })
      .returning({ id: paymentLinks.id });
    const details = {
      due_id: dueId,
      payment_link_id: row.id,
      short_url: link.short_url,
      amount_paise: amountPaise,
      ...(by.askedByPhone ? { asked_by_phone: by.askedByPhone } : {}),
    };
    const [event] = await tx
      .insert(studentEvents)
      .values({ student_id: due.student_id, type: by.type, actor_id: by.actorId, details })
      .returning({ id: studentEvents.id });
    return { eventId: event.id, details };
  });
  if (by.notify)
    afterCommit("payment link message", async () => {
      const channels = await sendLinkMessage(to, { label: due.label, amountPaise, shortUrl: link.short_url, expireBy });
      await db
        .update(studentEvents)
        .set({ details: { ...stored.details, channels } })
        .where(eq(studentEvents.id, stored.eventId));
    });
  return { ok: true, linkId: link.id, shortUrl: link.short_url, amountPaise, studentId: due.student_id };
}

function sendLinkMessage(to: Recipient, link: { label: string; amountPaise: number; shortUrl: string; expireBy: Date }) {
  const amount = formatPaise(link.amountPaise);
  return notifyStudent(to, {
    template: getEnv().WHATSAPP_PAYMENT_LINK_TEMPLATE,
    parameters: [to.name, amount, link.label, link.shortUrl],
    subject: `Pay ${amount} online: ${link.label}`,
    text: [
      `Dear ${to.name},`,
      "",
      `You can pay ${amount} for ${link.label} online, by UPI, card or net banking, at this link:`,
      link.shortUrl,
      "",
      `The link works until ${formatCalendarDate(indiaDate(link.expireBy))}. Your receipt comes on WhatsApp once you have paid.`,
      to.institutePhone ? `Questions? Call us on ${to.institutePhone}.` : "",
      "",
      to.institute ?? "",
    ].join("\n"),
  });
}
