import { AsyncLocalStorage } from "node:async_hooks";
import { sendWhatsAppTemplate, whatsAppEnabled } from "#app/features/lead-desk/index.server";
import { translatorFor } from "#app/i18n/i18n";
import { getEnv } from "#app/server/env.server";
import { logger } from "#app/server/logger.server";
import { sendMail } from "#app/server/mail/mail.server";
import { studentsOfPhone } from "./linked-students.server";

/**
 * Where a sign-in code goes. Better Auth's phone-number plugin makes and stores the code and
 * calls deliverSignInCode; it goes:
 * - to the number on WhatsApp (an authentication template through the lead desk's Cloud API
 *   client), when WhatsApp is configured;
 * - by e-mail (through the outbox) to the linked students who have an address, when the number
 *   is the student's own (a guardian's code never goes to the child's inbox);
 * - or, when staff asked for it on the student's admin page, back to that page only.
 * Sending runs in the background, so a known number answers as fast as an unknown one.
 */

const staffCapture = new AsyncLocalStorage<{ code?: string }>();
const pending = new Set<Promise<void>>();

/** Runs `work` (which asks for a code) and returns the code made, delivered to nobody but the caller. */
export async function captureSignInCode(work: () => Promise<unknown>): Promise<string | null> {
  const box: { code?: string } = {};
  await staffCapture.run(box, work);
  return box.code ?? null;
}

export function deliverSignInCode(phone: string, code: string): void {
  const box = staffCapture.getStore();
  if (box) {
    box.code = code;
    return;
  }
  const work: Promise<void> = send(phone, code)
    .catch((error: unknown) => logger.error({ err: error }, "portal sign-in code not sent"))
    .finally(() => pending.delete(work));
  pending.add(work);
}

/** Tests and shutdown wait for the codes being sent. */
export async function signInCodesIdle(): Promise<void> {
  while (pending.size) await Promise.all([...pending]);
}

async function send(phone: string, code: string): Promise<void> {
  const digits = phone.replace(/\D/g, "").slice(-10);
  const linked = await studentsOfPhone(digits);
  if (!linked.length) return;
  const emails = new Set(linked.filter((s) => !s.isGuardian && s.email).map((s) => (s.email as string).toLowerCase()));
  const en = translatorFor("en");
  const hi = translatorFor("hi");
  for (const to of emails) {
    await sendMail({
      to,
      subject: en("portal.mail.subject"),
      text: [en("portal.mail.body", { code }), "", hi("portal.mail.body", { code })].join("\n"),
    });
  }
  const env = getEnv();
  if (!whatsAppEnabled(env)) return;
  await sendWhatsAppTemplate(
    { to: digits, template: env.WHATSAPP_PORTAL_CODE_TEMPLATE, parameters: [code], leadId: null, attachToPerson: false, oneTimeCode: true },
    { retryMs: 1000 },
  );
}
