import nodemailer, { type Transporter } from "nodemailer";
import { getEnv } from "./env.server";
import { logger } from "./logger.server";

export type Mail = { to: string; subject: string; text: string; html?: string };

let transporter: Transporter | undefined;

/**
 * Sends over SMTP when SMTP_URL is set. Without it the message is written to the log,
 * so a local install can still follow a confirmation link.
 */
export async function sendMail(mail: Mail): Promise<void> {
  const env = getEnv();
  if (!env.SMTP_URL) {
    logger.info({ mail: { to: mail.to, subject: mail.subject, text: mail.text } }, `mail (SMTP_URL not set): ${mail.subject}`);
    return;
  }
  transporter ??= nodemailer.createTransport(env.SMTP_URL);
  await transporter.sendMail({ from: env.MAIL_FROM, ...mail });
}
