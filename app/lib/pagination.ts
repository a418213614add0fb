/** Server-side pagination helpers shared by admin list loaders and the Pagination component. */

export const DEFAULT_PAGE_SIZE = 25;

/** Reads ?page= (1-based; bad values become 1) and returns page, limit and offset for a query. */
export function pageParams(url: URL | string, pageSize = DEFAULT_PAGE_SIZE) {
  const u = typeof url === "string" ? new URL(url) : url;
  const raw = Number.parseInt(u.searchParams.get("page") ?? "1", 10);
  const page = Number.isFinite(raw) && raw > 0 ? Math.min(raw, 100_000) : 1;
  return { page, limit: pageSize, offset: (page - 1) * pageSize };
}

/** Total pages for a row count (at least 1). */
export function pageCount(total: number, pageSize = DEFAULT_PAGE_SIZE) {
  return Math.max(1, Math.ceil(total / pageSize));
}
