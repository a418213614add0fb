import { parseVerificationCode, verificationCode } from "#app/features/certificates/index";
import { signForPurpose, verifyForPurpose } from "#app/features/certificates/index.server";
import { type Lang, localePath } from "#app/i18n/lang";
import { baseUrl } from "#app/server/env.server";
import { receiptPath } from "./receipt-view";

/**
 * A receipt's signed code (decision 046-signed-receipts): the institute's
 * certificate key signs `supertech-receipt-v1`, the number, the amount in paise and the date,
 * printed and linked as `K{N}-{signature}` like a certificate's. Ed25519 is deterministic, so
 * the code is worked out again on every PDF and never stored; the distinct first line means a
 * certificate's code can never verify a receipt, nor a receipt's a certificate.
 */

export type SignableReceipt = { receiptNumber: string; amountPaise: number; paidOn: string };

function receiptLines(receipt: SignableReceipt): string[] {
  return [`number:${receipt.receiptNumber}`, `amount:${receipt.amountPaise}`, `date:${receipt.paidOn.slice(0, 10)}`];
}

/** The receipt's code, `K1-…` (86 characters of signature). */
export async function receiptCode(receipt: SignableReceipt): Promise<string> {
  const { signature, signing_key_id } = await signForPurpose("receipt", receiptLines(receipt));
  return verificationCode(signing_key_id, signature);
}

/** Whether a code brought by a copy (its QR code or typed) was signed for this receipt as it is now. */
export async function receiptCodeMatches(receipt: SignableReceipt, codeText: string): Promise<boolean> {
  const code = parseVerificationCode(codeText);
  if (!code) return false;
  return (await verifyForPurpose("receipt", receiptLines(receipt), code.signing_key_id, code.signature)) === "valid";
}

/** The public verify page of a receipt with its code, as its QR code and the WhatsApp share carry it. */
export async function receiptVerifyUrl(receipt: SignableReceipt, lang: Lang): Promise<string> {
  return `${baseUrl()}${localePath(lang, receiptPath(receipt.receiptNumber))}?code=${await receiptCode(receipt)}`;
}
