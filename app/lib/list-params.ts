/**
 * One reading of an admin list's URL: ?q= (trimmed, at most SEARCH_MAX characters), ?page=
 * (1-based; anything else becomes 1), ?sort= (only a key the list allows) and the filters
 * the list names (only values it allows). Loaders pass the result to paginate().
 */

/** Longest search text a list accepts; longer input is cut, never refused. */
export const SEARCH_MAX = 100;
export const DEFAULT_PAGE_SIZE = 25;
const PAGE_MAX = 100_000;

export type ListParams<Sort extends string = string, Filter extends string = string> = {
  q: string;
  page: number;
  pageSize: number;
  sort: Sort | null;
  filters: Partial<Record<Filter, string>>;
};

type ListOptions<Sort extends string, Filter extends string> = {
  pageSize?: number;
  /** The query parameter holding the page: "page", or another name for a page's second list. */
  pageParam?: string;
  sorts?: readonly Sort[];
  /** Each filter's allowed values; a value outside them is ignored (as if absent). */
  filters?: Record<Filter, readonly string[]>;
};

export function parseListParams<Sort extends string = never, Filter extends string = never>(
  url: URL | string,
  options: ListOptions<Sort, Filter> = {},
): ListParams<Sort, Filter> {
  const params = (typeof url === "string" ? new URL(url) : url).searchParams;
  const sortRaw = params.get("sort");
  const filters: Partial<Record<Filter, string>> = {};
  for (const [name, allowed] of Object.entries(options.filters ?? {}) as [Filter, readonly string[]][]) {
    const value = params.get(name);
    if (value !== null && allowed.includes(value)) filters[name] = value;
  }
  return {
    q: (params.get("q") ?? "").trim().slice(0, SEARCH_MAX),
    page: parsePage(params.get(options.pageParam ?? "page")),
    pageSize: options.pageSize ?? DEFAULT_PAGE_SIZE,
    sort: options.sorts?.find((s) => s === sortRaw) ?? null,
    filters,
  };
}

/** A 1-based page number from text (leading digits, as parseInt reads them), 1 to PAGE_MAX, else 1. */
function parsePage(raw: string | null | undefined): number {
  const page = Number.parseInt(raw ?? "1", 10);
  return Number.isFinite(page) && page >= 1 ? Math.min(page, PAGE_MAX) : 1;
}

/** The rows a page covers, for a query's LIMIT and OFFSET. */
export function pageRange({ page, pageSize }: { page: number; pageSize: number }) {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

/** Total pages for a row count (at least 1). */
export function pageCount(total: number, pageSize = DEFAULT_PAGE_SIZE) {
  return Math.max(1, Math.ceil(total / pageSize));
}
