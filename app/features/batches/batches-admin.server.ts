import { and, asc, count, desc, eq, ilike, inArray, ne, notInArray, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { batchSettings } from "#app/features/settings/index.server";
import { BATCH_DEFAULTS, type BatchStatus } from "#app/lib/batch-vocabulary";
import type { ListParams } from "#app/lib/list-params";
import { db, type Transaction } from "#app/server/db/db.server";
import { containsPattern } from "#app/server/db/like.server";
import { paginate } from "#app/server/db/paginate.server";
import { batches, courses, profiles, students, user } from "#app/server/db/schema";

/** The staff a batch can be taught by: active trainers, admins and super admins. */
const TEACHING_ROLES = ["trainer", "admin", "super_admin"];

/** The list's filters (?course=, ?branch=, ?trainer=, ?status=). */
export type BatchFilter = "course" | "branch" | "trainer" | "status";

/**
 * A column of the outer query named with its table, for a correlated subquery: Drizzle leaves
 * columns unqualified in a one-table select, where "id" would mean the subquery's own.
 */
const outer = (table: "batches" | "students", column: "id") => sql.raw(`"${table}"."${column}"`);

/** Admitted students: those studying in the batch now (completed and dropped-out ones free their seat). */
export const admittedCount =
  sql<number>`(select count(*) from ${students} where ${students.batch_id} = ${outer("batches", "id")} and ${students.status} = 'studying')`.mapWith(
    Number,
  );

const listColumns = {
  id: batches.id,
  code: batches.code,
  course_id: batches.course_id,
  course_name: courses.course_name,
  course_code: courses.course_code,
  branch: batches.branch,
  start_date: batches.start_date,
  end_date: batches.end_date,
  days: batches.days,
  start_time: batches.start_time,
  end_time: batches.end_time,
  trainer_user_id: batches.trainer_user_id,
  trainer_name: user.name,
  capacity: batches.capacity,
  status: batches.status,
  admitted: admittedCount,
};

export type AdminBatch = Awaited<ReturnType<typeof listAdminBatches>>["rows"][number];

function listWhere(list: ListParams<never, BatchFilter>): SQL | undefined {
  const f = list.filters;
  const term = list.q ? containsPattern(list.q) : null;
  return and(
    term ? or(ilike(batches.code, term), ilike(courses.course_name, term)) : undefined,
    f.course ? eq(batches.course_id, f.course) : undefined,
    f.branch ? eq(batches.branch, f.branch) : undefined,
    f.trainer ? eq(batches.trainer_user_id, f.trainer) : undefined,
    f.status ? eq(batches.status, f.status as BatchStatus) : undefined,
  );
}

/** One page of batches (?q= matches the code or the course's name), the latest start first, with their course, trainer and seats taken. */
export function listAdminBatches(list: ListParams<never, BatchFilter>) {
  const where = listWhere(list);
  return paginate(list, {
    count: async () =>
      (await db.select({ n: count() }).from(batches).innerJoin(courses, eq(courses.id, batches.course_id)).where(where))[0]?.n ?? 0,
    rows: ({ limit, offset }) =>
      db
        .select(listColumns)
        .from(batches)
        .innerJoin(courses, eq(courses.id, batches.course_id))
        .leftJoin(user, eq(user.id, batches.trainer_user_id))
        .where(where)
        .orderBy(desc(batches.start_date), desc(batches.id))
        .limit(limit)
        .offset(offset),
  });
}

/** One batch as the batch page and the editor show it. */
export async function getAdminBatch(id: string) {
  const [row] = await db
    .select({ ...listColumns, duration_weeks: courses.duration_weeks })
    .from(batches)
    .innerJoin(courses, eq(courses.id, batches.course_id))
    .leftJoin(user, eq(user.id, batches.trainer_user_id))
    .where(eq(batches.id, id))
    .limit(1);
  return row ?? null;
}

/** The courses a batch can be of (every course, active first, by name), with what the editor suggests from. */
export function listCourseChoices() {
  return db
    .select({
      id: courses.id,
      course_name: courses.course_name,
      course_code: courses.course_code,
      duration_weeks: courses.duration_weeks,
      max_students: courses.max_students,
    })
    .from(courses)
    .orderBy(desc(courses.is_active), asc(courses.course_name));
}

/** The staff who can teach a batch: active trainers, admins and super admins, by name. */
export async function listTrainerChoices(): Promise<{ id: string; name: string }[]> {
  const rows = await db
    .select({ id: profiles.user_id, first: profiles.first_name, last: profiles.last_name, name: user.name, email: user.email })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.user_id))
    .where(and(eq(profiles.is_active, true), inArray(profiles.role, TEACHING_ROLES)));
  return rows
    .map((r) => ({ id: r.id, name: [r.first, r.last].filter(Boolean).join(" ") || r.name || r.email }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The branches staff set in Admin > Settings (one a line); the defaults before they do. */
export async function listBranches(): Promise<string[]> {
  const branches = (await batchSettings()).branches.filter((b) => typeof b === "string" && b.trim());
  return branches.length ? branches : [...BATCH_DEFAULTS.branches];
}

/** Another batch with this code, compared case-insensitively (the unique index's own rule). */
export async function findBatchCodeClash(code: string, exceptId: string | null): Promise<boolean> {
  const same = sql`upper(${batches.code}) = upper(${code})`;
  const [row] = await db
    .select({ id: batches.id })
    .from(batches)
    .where(exceptId ? and(same, ne(batches.id, exceptId)) : same)
    .limit(1);
  return Boolean(row);
}

/** The first free code from a suggestion: MRC-2026-07, then MRC-2026-07-2, -3... */
export async function freeBatchCode(suggestion: string): Promise<string> {
  const taken = await db
    .select({ code: sql<string>`upper(${batches.code})` })
    .from(batches)
    .where(sql`upper(${batches.code}) like ${`${suggestion.replace(/[\\%_]/g, "\\$&")}%`}`);
  const used = new Set(taken.map((r) => r.code));
  if (!used.has(suggestion)) return suggestion;
  for (let n = 2; ; n++) if (!used.has(`${suggestion}-${n}`)) return `${suggestion}-${n}`;
}

type Slot = {
  id: string | null;
  trainer_user_id: string | null;
  start_date: string;
  end_date: string;
  days: readonly number[];
  start_time: string;
  end_time: string;
};

const other = alias(batches, "other");

/**
 * The trainer's other batches at the same time: overlapping dates AND a shared weekday AND
 * overlapping hours. Completed and cancelled batches meet no more, so they never clash.
 */
export async function findTrainerClashes(slot: Slot): Promise<{ id: string; code: string }[]> {
  if (!slot.trainer_user_id) return [];
  const days = sql.join(
    slot.days.map((d) => sql`${d}`),
    sql`, `,
  );
  return db
    .select({ id: other.id, code: other.code })
    .from(other)
    .where(
      and(
        eq(other.trainer_user_id, slot.trainer_user_id),
        slot.id ? ne(other.id, slot.id) : undefined,
        notInArray(other.status, ["completed", "cancelled"]),
        sql`${other.start_date} <= ${slot.end_date} and ${other.end_date} >= ${slot.start_date}`,
        sql`${other.days} && array[${days}]::smallint[]`,
        sql`${other.start_time} < ${slot.end_time}::time and ${other.end_time} > ${slot.start_time}::time`,
      ),
    )
    .orderBy(asc(other.start_date), asc(other.code));
}

export type BatchColumns = Omit<typeof batches.$inferInsert, "id" | "created_at" | "updated_at">;

export async function insertBatch(tx: Transaction, values: BatchColumns) {
  const [row] = await tx.insert(batches).values(values).returning();
  return row;
}

export async function updateBatch(tx: Transaction, id: string, values: BatchColumns) {
  const [row] = await tx
    .update(batches)
    .set({ ...values, updated_at: new Date() })
    .where(eq(batches.id, id))
    .returning();
  return row ?? null;
}

/** The stored row, for the editor's before/after and its checks. */
export async function getBatchRow(id: string, executor: Pick<Transaction, "select"> = db) {
  const [row] = await executor.select().from(batches).where(eq(batches.id, id)).limit(1);
  return row ?? null;
}

/** How many students (any status) a batch holds: a batch with any cannot be deleted. */
export async function countBatchStudents(tx: Pick<Transaction, "select">, id: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(students).where(eq(students.batch_id, id));
  return row?.n ?? 0;
}
