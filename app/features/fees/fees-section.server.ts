import { inArray } from "drizzle-orm";
import type { Admin } from "#app/features/accounts/index.server";
import { indiaDate } from "#app/lib/india-time";
import { db } from "#app/server/db/db.server";
import { user } from "#app/server/db/schema";
import { readFeeSettings } from "./fee-settings.server";
import { feesLangOf } from "./fees-words";
import { studentFees } from "./student-fees.server";

/** Which of the Fees section's dialogs the address opens (?fees=pay, ?fees=discount&due=…, ?fees=refund&payment=…, ?fees=cancel). */
export type FeesDialog =
  | { kind: "pay" }
  | { kind: "discount"; dueId: string }
  | { kind: "refund"; paymentId: string }
  | { kind: "cancel" }
  | null;

function dialogOf(url: URL, isSuperAdmin: boolean): FeesDialog {
  const kind = url.searchParams.get("fees");
  if (kind === "pay") return { kind };
  if (kind === "discount") return { kind, dueId: url.searchParams.get("due") ?? "" };
  if (kind === "refund" && isSuperAdmin) return { kind, paymentId: url.searchParams.get("payment") ?? "" };
  if (kind === "cancel") return { kind };
  return null;
}

/** Staff names of the payments' "Recorded by", by user id (a deleted account reads as former staff). */
async function recorderNames(ids: string[]): Promise<Record<string, string>> {
  if (ids.length === 0) return {};
  const rows = await db.select({ id: user.id, name: user.name, email: user.email }).from(user).where(inArray(user.id, ids));
  return Object.fromEntries(rows.map((r) => [r.id, r.name || r.email]));
}

/**
 * What the admin student page's Fees section shows (loader half): the student's fees, the
 * names of who recorded each payment, the discount limit, the page's language and the open
 * dialog. Only admins and super admins reach it (the page's gate); refunds only super admins.
 */
export async function feesSection(studentId: string, admin: Admin, requestUrl: string) {
  const url = new URL(requestUrl);
  const today = indiaDate();
  const [fees, settings] = await Promise.all([studentFees(studentId, today), readFeeSettings()]);
  const recorders = await recorderNames([...new Set(fees.payments.map((p) => p.recorded_by).filter((id): id is string => Boolean(id)))]);
  const isSuperAdmin = admin.profile.role === "super_admin";
  return {
    ...fees,
    recorders,
    today,
    isSuperAdmin,
    discountLimitPaise: settings.discount_limit_paise,
    studentId,
    lang: feesLangOf(url),
    dialog: dialogOf(url, isSuperAdmin),
  };
}

export type FeesSectionData = Awaited<ReturnType<typeof feesSection>>;
