import type { Lang } from "#app/i18n/lang";
import type { Translate } from "#app/i18n/translate";
import type { Refusal } from "#app/lib/refusal";

/**
 * The ledger's refusals are English sentences (the models know no language, and the tests and
 * the activity log read them). The Fees section in Hindi shows them from the catalogue's
 * `fees.refusals`: each pattern names its message and the figures it carries over.
 */
const REFUSALS: readonly [RegExp, string, readonly string[]][] = [
  [/^(₹[\d,.]+) is more than the balance of (₹[\d,.]+)\. Tick "Advance"/, "overBalance", ["amount", "balance"]],
  [/^Reference (.+) is already on receipt (.+)$/, "referenceUsed", ["reference", "receipt"]],
  [/^Reference (.+) is already on another receipt$/, "referenceUsedElsewhere", ["reference"]],
  [/^Enter the UPI payment's UTR$/, "utrRequired", []],
  [/^Enter the bank transfer's reference$/, "bankReferenceRequired", []],
  [/^A discount cannot be more than the (₹[\d,.]+) this due still owes$/, "discountOverOwed", ["owed"]],
  [/^A discount over (₹[\d,.]+) needs a super admin$/, "discountOverLimit", ["limit"]],
  [/^Only a super admin can refund a payment$/, "refundSuperAdmin", []],
  [/^At most (₹[\d,.]+) of this payment can be refunded$/, "refundOverPaid", ["refundable"]],
  [/^Nothing is owed: there are no dues to cancel$/, "nothingToCancel", []],
];

/** A refusal in the section's language: English as the ledger wrote it, Hindi from the catalogue when it knows the sentence. */
export function refusalIn(refused: Refusal, lang: Lang, t: Translate): Refusal {
  if (lang === "en") return refused;
  for (const [pattern, key, names] of REFUSALS) {
    const match = pattern.exec(refused.message);
    if (match) return { ...refused, message: t(`fees.refusals.${key}`, Object.fromEntries(names.map((n, i) => [n, match[i + 1]]))) };
  }
  return refused;
}
