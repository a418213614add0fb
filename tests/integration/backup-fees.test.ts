import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { parseBackup } from "#app/features/backups/parse-backup.server";
import { applyRestore } from "#app/features/backups/restore-backup.server";
import { recordPayment } from "#app/features/fees/index.server";
import { ensureSiteSettings } from "#app/features/settings/settings.server";
import * as backupsPage from "#app/routes/admin/backups/route";
import { db } from "#app/server/db/db.server";
import {
  documentSeries,
  dues,
  feeDiscounts,
  feePlanInstalments,
  feePlans,
  feeReminders,
  feeSettings,
  paymentAllocations,
  paymentLinks,
  payments,
  refunds,
  students,
} from "#app/server/db/schema";
import { accountsFor } from "#tests/support/accounts";
import { downloadFullBackup } from "#tests/support/backup";
import { insertBatch } from "#tests/support/batches";
import { callRoute, multipartAs, ROUTE_CONTEXT } from "#tests/support/call-route";
import { insertCourse } from "#tests/support/courses";

// Backups carry the fees (issue 27, decision 048-backups-carry-fees): every fees table comes
// back row for row, and the next receipt number continues the restored series.

const people = accountsFor({ superAdmin: "super_admin" });

const TABLES = {
  fee_settings: feeSettings,
  fee_plans: feePlans,
  fee_plan_instalments: feePlanInstalments,
  dues,
  fee_discounts: feeDiscounts,
  payment_links: paymentLinks,
  payments,
  payment_allocations: paymentAllocations,
  refunds,
  fee_reminders: feeReminders,
  document_series: documentSeries,
};

async function snapshot() {
  const out: Record<string, unknown[]> = {};
  for (const [name, table] of Object.entries(TABLES)) out[name] = await db.select().from(table).orderBy(sql`1, 2`);
  return out;
}

let studentId = "";

beforeAll(async () => {
  await ensureSiteSettings();
  await db.insert(feeSettings).values({ id: 1, upi_id: "institute@upi" }).onConflictDoNothing();
  const course = await insertCourse("Fees Backup Course", 20);
  await db.insert(feePlans).values({ course_id: course.id, registration_paise: 250000 });
  await db.insert(feePlanInstalments).values({ course_id: course.id, position: 1, amount_paise: 500000, due_after_days: 30 });
  const batch = await insertBatch(course.id, 20);
  const [student] = await db
    .insert(students)
    .values({ student_number: "FB-0001", batch_id: batch.id, full_name: "Fee Backup", phone: "9830000001", admitted_on: "2026-05-01" })
    .returning();
  studentId = student.id;
  const [reg, inst] = await db
    .insert(dues)
    .values([
      { student_id: student.id, kind: "registration", position: 0, label: "Registration", amount_paise: 250000, due_date: "2026-05-01" },
      { student_id: student.id, kind: "instalment", position: 1, label: "Instalment 1 of 1", amount_paise: 500000, due_date: "2026-06-01" },
    ])
    .returning();
  await db.update(dues).set({ discount_paise: 10000 }).where(eq(dues.id, inst.id));
  await db
    .insert(feeDiscounts)
    .values({ due_id: inst.id, student_id: student.id, amount_paise: 10000, reason: "Sibling", given_by: people.superAdmin.id });
  const [link] = await db
    .insert(paymentLinks)
    .values({
      due_id: inst.id,
      student_id: student.id,
      razorpay_link_id: "plink_backup1",
      reference_id: `due-${inst.id}`,
      short_url: "https://rzp.io/i/backup1",
      amount_paise: 490000,
      expire_by: new Date("2026-07-01T00:00:00Z"),
    })
    .returning();
  const first = await recordPayment({
    studentId: student.id,
    amountPaise: 250000,
    mode: "cash",
    paidOn: "2026-05-01",
    reference: null,
    advance: false,
    recordedBy: people.superAdmin.id,
  });
  const second = await recordPayment({
    studentId: student.id,
    amountPaise: 100000,
    mode: "upi",
    paidOn: "2026-05-02",
    reference: "=UTR123",
    advance: false,
    recordedBy: people.superAdmin.id,
    paymentLinkId: link.id,
  });
  if (!first.ok || !second.ok) throw new Error("payments refused");
  expect([first.receiptNumber, second.receiptNumber]).toEqual(["RCT/2026-27/0001", "RCT/2026-27/0002"]);
  await db.insert(refunds).values({
    payment_id: second.paymentId,
    student_id: student.id,
    amount_paise: 5000,
    credit_note_number: "CN/2026-27/0001",
    financial_year: "2026-27",
    refunded_on: "2026-05-03",
    reason: "Overcharged",
    refunded_by: people.superAdmin.id,
  });
  await db.update(payments).set({ refunded_paise: 5000 }).where(eq(payments.id, second.paymentId));
  await db.insert(feeReminders).values({ student_id: student.id, sent_on: "2026-05-29", kind: "before_due", due_ids: [inst.id, reg.id] });
});

describe("backups of fees", () => {
  it("restores every fees table row for row, and the next receipt number continues the series", async () => {
    const before = await snapshot();
    expect(before.payments).toHaveLength(2);
    expect(before.payment_allocations).toHaveLength(2);
    const text = await downloadFullBackup(people.superAdmin);
    expect(JSON.parse(text).counts).toMatchObject({
      fee_settings: 1,
      fee_plans: 1,
      fee_plan_instalments: 1,
      dues: 2,
      fee_discounts: 1,
      payment_links: 1,
      payments: 2,
      payment_allocations: 2,
      refunds: 1,
      fee_reminders: 1,
    });
    expect(text).not.toContain('"gateway_events"');

    // Everything about money goes (as on a new machine), then comes back from the file.
    await db.delete(feeReminders);
    await db.delete(refunds);
    await db.delete(paymentAllocations);
    await db.delete(payments);
    await db.delete(paymentLinks);
    await db.delete(feeDiscounts);
    await db.delete(dues);
    await db.delete(feePlanInstalments);
    await db.delete(feePlans);
    await db.update(feeSettings).set({ upi_id: null });
    await db.delete(documentSeries).where(sql`${documentSeries.series} like 'RCT/%'`);

    await applyRestore(parseBackup(text), people.superAdmin.id);
    expect(await snapshot()).toEqual(before);

    const next = await recordPayment({
      studentId,
      amountPaise: 1000,
      mode: "cash",
      paidOn: "2026-06-01",
      reference: null,
      advance: false,
      recordedBy: people.superAdmin.id,
    });
    expect(next).toMatchObject({ ok: true, receiptNumber: "RCT/2026-27/0003" });
  });

  // The law requires money records to be kept: a file from before fees (no fees tables at all)
  // would delete every payment and due, so its dry run and its restore are refused.
  it("refuses a backup made before fees while payments are recorded, and changes nothing", async () => {
    const file = JSON.parse(await downloadFullBackup(people.superAdmin));
    for (const name of Object.keys(TABLES)) if (name !== "document_series") delete file.tables[name];
    const bytes = new TextEncoder().encode(JSON.stringify(file));
    const before = await snapshot();
    const outcome = await callRoute(() =>
      backupsPage.action({
        request: multipartAs(people.superAdmin, "/admin/backups", {
          intent: "dry-run",
          backup: new File([bytes], "backup-2026-04-01.json"),
        }),
        params: {},
        context: ROUTE_CONTEXT,
      } as never),
    );
    const reply = outcome.data?.reply as { error?: Record<string, string[]> } | undefined;
    expect(outcome.status).toBe(400);
    expect(reply?.error?.[""]?.[0]).toBe(
      "This backup was made before fees were recorded here, so restoring it would delete 3 payments and 2 dues that must be kept. Choose a backup made after fees began. Nothing was changed.",
    );
    expect(await snapshot()).toEqual(before);
  });
});
