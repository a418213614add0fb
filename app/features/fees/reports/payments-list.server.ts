import { and, eq, gte, ilike, lte, or, type SQL, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import { PAYMENT_MODE_LABELS } from "#app/lib/fee-vocabulary";
import type { ListParams } from "#app/lib/list-params";
import { db } from "#app/server/db/db.server";
import { containsPattern } from "#app/server/db/like.server";
import { type Page, paginate } from "#app/server/db/paginate.server";
import { batches, courses, payments, students, user } from "#app/server/db/schema";
import type { PaymentFilter } from "./payment-filter";

const columns = {
  id: payments.id,
  receipt_number: payments.receipt_number,
  paid_on: payments.paid_on,
  amount_paise: payments.amount_paise,
  refunded_paise: payments.refunded_paise,
  mode: payments.mode,
  reference: payments.reference,
  student_id: students.id,
  student_name: students.full_name,
  student_number: students.student_number,
  batch_code: batches.code,
  course_name: courses.course_name,
  recorded_by: user.name,
};

/** A receipt number, a student's name or number, phone digits or a payment's reference. */
function searchOf(q: string): SQL | undefined {
  if (!q) return undefined;
  const digits = q.replace(/\D/g, "");
  return or(
    ilike(payments.receipt_number, containsPattern(q)),
    ilike(payments.reference, containsPattern(q)),
    ilike(students.full_name, containsPattern(q)),
    ilike(students.student_number, containsPattern(q)),
    digits.length >= 3 && /^[\d\s+-]+$/.test(q) ? sql`${students.phone} like ${containsPattern(digits.slice(-10))}` : undefined,
  );
}

function whereOf(filter: PaymentFilter, q: string) {
  return and(
    filter.from ? gte(payments.paid_on, filter.from) : undefined,
    filter.to ? lte(payments.paid_on, filter.to) : undefined,
    filter.mode ? eq(payments.mode, filter.mode) : undefined,
    filter.courseId ? eq(batches.course_id, filter.courseId) : undefined,
    filter.staffId ? eq(payments.recorded_by, filter.staffId) : undefined,
    searchOf(q),
  );
}

/** Payments joined to their student, the batch they paid in, its course and who recorded them. */
const withJoins = <Q extends PgSelect>(query: Q) =>
  query
    .innerJoin(students, eq(students.id, payments.student_id))
    .leftJoin(batches, eq(batches.id, payments.batch_id))
    .leftJoin(courses, eq(courses.id, batches.course_id))
    .leftJoin(user, eq(user.id, payments.recorded_by));

const joinedRows = () => withJoins(db.select(columns).from(payments).$dynamic());

export type PaymentRow = Awaited<ReturnType<typeof joinedRows>>[number];

/**
 * The count and the net sum of the same rows. Every payment has its student, so the joins are
 * added only when a search or the course filter reads them: the unfiltered sum reads payments alone.
 */
async function sumsOf(where: SQL | undefined, filter: PaymentFilter, q: string) {
  let query = db
    .select({ n: sql<number>`count(*)::int`, total: sql<string>`coalesce(sum(${payments.amount_paise} - ${payments.refunded_paise}), 0)` })
    .from(payments)
    .$dynamic();
  if (q) query = query.innerJoin(students, eq(students.id, payments.student_id));
  if (filter.courseId) query = query.leftJoin(batches, eq(batches.id, payments.batch_id));
  const [row] = await query.where(where);
  return { n: row?.n ?? 0, totalPaise: Number(row?.total ?? 0) };
}

/** /admin/payments, newest first, paginated on the server, with the filtered total. */
export async function listPayments(filter: PaymentFilter, list: ListParams): Promise<Page<PaymentRow> & { totalPaise: number }> {
  const where = whereOf(filter, list.q);
  const sums = await sumsOf(where, filter, list.q);
  const page = await paginate(list, {
    count: async () => sums.n,
    rows: ({ limit, offset }) =>
      joinedRows()
        .where(where)
        .orderBy(sql`${payments.paid_on} desc, ${payments.created_at} desc, ${payments.id} desc`)
        .limit(limit)
        .offset(offset),
  });
  return { ...page, totalPaise: sums.totalPaise };
}

export const PAYMENT_CSV_HEADER = [
  "Receipt",
  "Date",
  "Student",
  "Student number",
  "Course",
  "Batch",
  "Mode",
  "Reference",
  "Amount (₹)",
  "Refunded (₹)",
  "Recorded by",
];
const rupees = (paise: number) => (paise / 100).toFixed(2);

/**
 * The filtered payments as CSV rows, oldest first, in pages of 1,000 (one long read never holds
 * PGlite), each page after the last row's key: 30,000 rows read 30 index ranges, not a growing OFFSET.
 */
export async function* paymentCsvRows(filter: PaymentFilter, q: string): AsyncIterable<unknown[][]> {
  const where = whereOf(filter, q);
  // created_at as PostgreSQL's own text: a JavaScript Date would drop its microseconds and skip rows.
  let after: { paid_on: string; created_at: string; id: string } | null = null;
  for (;;) {
    const rows: (PaymentRow & { created_at: string })[] = await withJoins(
      db
        .select({ ...columns, created_at: sql<string>`${payments.created_at}::text` })
        .from(payments)
        .$dynamic(),
    )
      .where(
        and(
          where,
          after
            ? sql`(${payments.paid_on}, ${payments.created_at}, ${payments.id}) > (${after.paid_on}::date, ${after.created_at}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(payments.paid_on, payments.created_at, payments.id)
      .limit(1000);
    if (rows.length)
      yield rows.map((r) => [
        r.receipt_number,
        r.paid_on,
        r.student_name,
        r.student_number,
        r.course_name,
        r.batch_code,
        PAYMENT_MODE_LABELS[r.mode],
        r.reference,
        rupees(r.amount_paise),
        rupees(r.refunded_paise),
        r.recorded_by ?? "Online (gateway)",
      ]);
    if (rows.length < 1000) return;
    const last = rows[rows.length - 1];
    after = { paid_on: last.paid_on, created_at: last.created_at, id: last.id };
  }
}

/** The staff who have recorded payments, for the list's filter. */
export function paymentRecorders() {
  return db
    .selectDistinct({ id: user.id, name: user.name })
    .from(payments)
    .innerJoin(user, eq(user.id, payments.recorded_by))
    .orderBy(user.name);
}
