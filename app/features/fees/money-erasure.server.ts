import { type SQL, sql } from "drizzle-orm";
import type { db } from "#app/server/db/db.server";

type Executor = { execute: typeof db.execute };

/** What an erased student with money records is called from then on. */
const ERASED_STUDENT_NAME = "Erased student";
/** A phone that passes the students' check and reaches no one. */
const NO_PHONE = "0000000000";
const ERASED_TEXT = "Erased on request";

const rowsOf = async <T>(executor: Executor, statement: SQL) => ((await executor.execute(statement)) as unknown as { rows: T[] }).rows;

/**
 * Erasure of a student who has money records (decision 047-money-records-and-erasure).
 * Dues, payments, receipts, discounts, refunds and payment links must be kept (the Income Tax
 * Act and GST law keep accounts for years), and they point to the student: so the student row
 * stays, anonymised (name, phone, e-mail, guardian, address, lead), and what is not money goes
 * (attendance, task sign-offs, timeline, reminders); free text on the money rows (a payment's
 * note, a discount's or refund's reason) is replaced. `where` is the erasure's condition over
 * `students`; returns the ids it kept, so the erasure deletes only the others.
 */
export async function keepMoneyRecordsOfErased(executor: Executor, where: SQL): Promise<string[]> {
  const found = await rowsOf<{ id: string }>(
    executor,
    sql`select id from students where ${where} and (
          exists (select 1 from dues where dues.student_id = students.id)
          or exists (select 1 from payments where payments.student_id = students.id)
          or exists (select 1 from payment_links where payment_links.student_id = students.id))
        for update`,
  );
  const ids = found.map((row) => row.id);
  if (ids.length === 0) return ids;
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await executor.execute(sql`update students set full_name = ${ERASED_STUDENT_NAME}, phone = ${NO_PHONE}, email = null,
      guardian_name = null, guardian_phone = null, address = null, lead_id = null, updated_at = now() where id in (${list})`);
  for (const table of ["attendance", "task_signoffs", "student_events", "fee_reminders"])
    await executor.execute(sql`delete from ${sql.identifier(table)} where student_id in (${list})`);
  await executor.execute(sql`update payments set note = null where student_id in (${list})`);
  await executor.execute(sql`update fee_discounts set reason = ${ERASED_TEXT} where student_id in (${list}) and rule is null`);
  await executor.execute(sql`update refunds set reason = ${ERASED_TEXT} where student_id in (${list})`);
  return ids;
}
