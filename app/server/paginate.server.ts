import { type AnyColumn, desc, type SQL } from "drizzle-orm";
import { pageCount, pageRange } from "../lib/list-params";

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
