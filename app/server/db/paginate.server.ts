import { type AnyColumn, asc, count, desc, type SQL } from "drizzle-orm";
import type { PgTable, SelectedFields } from "drizzle-orm/pg-core";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import { pageCount, pageRange } from "#app/lib/list-params";
import { logger } from "#app/server/logger.server";
import { db } from "./db.server";

export type Page<T> = { rows: T[]; total: number; page: number; pageSize: number; pageCount: number };

/**
 * One page of a list: counts the matches, clamps the page to the last one (a stale ?page=
 * shows the last page, not an empty one) and reads that page. The rows query must order by
 * a unique key last (see newestFirst), or rows with equal sort keys could appear on two pages
 * or none as the database picks a different order per query. The rows query is told the
 * total too, for a list that reads a late page from the other end.
 */
export async function paginate<T>(
  list: { page: number; pageSize: number },
  source: { count: () => Promise<number>; rows: (range: { limit: number; offset: number; total: number }) => Promise<T[]> },
): Promise<Page<T>> {
  const total = await source.count();
  const pages = pageCount(total, list.pageSize);
  const page = Math.min(list.page, pages);
  const rows = total === 0 ? [] : await source.rows({ ...pageRange({ page, pageSize: list.pageSize }), total });
  return { rows, total, page, pageSize: list.pageSize, pageCount: pages };
}

/** The stable "newest first" order: creation time, then the primary key to break ties. */
export function newestFirst(created: AnyColumn, id: AnyColumn): SQL[] {
  return [desc(created), desc(id)];
}

/** The stable "soonest first" order (a queue: follow-ups due, leads waiting): the time, then the primary key. */
export function earliestFirst(time: AnyColumn, id: AnyColumn): SQL[] {
  return [asc(time), asc(id)];
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

/**
 * One page of chosen columns of one table: paginateTable for a list that shows only some columns.
 * Drizzle cannot chain a select over a generic column set (its builder types need the concrete
 * one), so the query is built over `SelectedFields` and its rows typed back to `C`'s here, once.
 */
export function paginateColumns<C extends SelectedFields>(
  list: { page: number; pageSize: number },
  { table, columns, where, orderBy }: { table: PgTable; columns: C; where?: SQL; orderBy: SQL[] },
): Promise<Page<SelectResultFields<C>>> {
  const fields: SelectedFields = columns;
  return paginate(list, {
    count: () => countWhere(table, where),
    rows: ({ limit, offset }) =>
      db
        .select(fields)
        .from(table)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset)
        .then((rows) => rows as SelectResultFields<C>[]),
  });
}

/** What a list page shows besides its rows: which page of how many, and the total. */
type PageInfo = Omit<Page<unknown>, "rows">;

/**
 * The one load-error path of every admin list loader (decision 013): `read()`'s answer with
 * `loadError: null`; or, when any of its queries fails, `empty` with the page's message as
 * `loadError` (logged), so the page still renders its frame and <LoadError>, never a 500.
 */
export async function listOrLoadError<T extends object, E extends object>(
  loadError: string,
  read: () => Promise<T>,
  empty: E,
): Promise<(T & { loadError: null }) | (E & { loadError: string })> {
  try {
    return { ...(await read()), loadError: null };
  } catch (error) {
    logger.error({ err: error }, loadError);
    return { ...empty, loadError };
  }
}

/** The common list: one page as `{ [key]: rows, page }`, or no rows and no page when it fails. */
export function pageOrLoadError<K extends string, T>(key: K, read: () => Promise<Page<T>>, loadError: string) {
  return listOrLoadError(
    loadError,
    async () => {
      const { rows, ...page } = await read();
      return { [key]: rows, page } as Record<K, T[]> & { page: PageInfo };
    },
    { [key]: [], page: null } as unknown as Record<K, T[]> & { page: null },
  );
}
