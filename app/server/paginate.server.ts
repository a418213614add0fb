import { type AnyColumn, count, desc, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { pageCount, pageRange } from "../lib/list-params";
import { db } from "./db.server";

export type Page<T> = { rows: T[]; total: number; page: number; pageSize: number; pageCount: number };

/**
 * One page of a list: counts the matches, clamps the page to the last one (a stale ?page=
 * shows the last page, not an empty one) and reads that page. The rows query must order by
 * a unique key last (see newestFirst), or rows with equal sort keys could appear on two pages
 * or none as the database picks a different order per query.
 */
export async function paginate<T>(
  list: { page: number; pageSize: number },
  source: { count: () => Promise<number>; rows: (range: { limit: number; offset: number }) => Promise<T[]> },
): Promise<Page<T>> {
  const total = await source.count();
  const pages = pageCount(total, list.pageSize);
  const page = Math.min(list.page, pages);
  const rows = total === 0 ? [] : await source.rows(pageRange({ page, pageSize: list.pageSize }));
  return { rows, total, page, pageSize: list.pageSize, pageCount: pages };
}

/** The stable "newest first" order: creation time, then the primary key to break ties. */
export function newestFirst(created: AnyColumn, id: AnyColumn): SQL[] {
  return [desc(created), desc(id)];
}

/** How many rows of `table` match `where`: the usual count source for paginate(). */
export async function countWhere(table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/** One page of whole rows of one table: the common case of paginate(). */
export function paginateTable<T extends PgTable>(
  list: { page: number; pageSize: number },
  { table, where, orderBy }: { table: T; where: SQL | undefined; orderBy: SQL[] },
): Promise<Page<T["$inferSelect"]>> {
  return paginate(list, {
    count: () => countWhere(table, where),
    rows: ({ limit, offset }) =>
      db
        .select()
        .from(table as PgTable)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset) as Promise<T["$inferSelect"][]>,
  });
}
