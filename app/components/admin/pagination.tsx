import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link, useLocation } from "react-router";
import { buttonVariants } from "#app/components/ui/button";
import { pageCount } from "#app/lib/list-params";
import { cn } from "#app/lib/utils";
import { useAdminWords } from "./admin-words";

/**
 * Server-side pagination: plain links to ?page=N that keep the other query parameters (q, role, ...),
 * so it works without JavaScript. Pair with parseListParams() and paginate() in the loader. A page
 * with two lists names the second one's parameter (`param`, as parseListParams' `pageParam`).
 */
export function Pagination({
  page,
  total,
  pageSize,
  param = "page",
  className,
}: {
  page: number;
  total: number;
  pageSize: number;
  param?: string;
  className?: string;
}) {
  const location = useLocation();
  const words = useAdminWords();
  const pages = pageCount(total, pageSize);
  if (total <= pageSize && page <= 1) return null;
  const href = (n: number) => {
    const params = new URLSearchParams(location.search);
    if (n <= 1) params.delete(param);
    else params.set(param, String(n));
    const qs = params.toString();
    return `${location.pathname}${qs ? `?${qs}` : ""}`;
  };
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const numbers = pageWindow(page, pages);
  const linkClass = buttonVariants({ variant: "outline", size: "sm" });
  return (
    <nav aria-label={words.pagination} className={cn("mt-4 flex flex-col items-center justify-between gap-3 sm:flex-row", className)}>
      <p className="text-sm text-muted-foreground">{words.showing(first, last, total)}</p>
      <ul className="flex items-center gap-1">
        <li>
          {page > 1 ? (
            <Link to={href(page - 1)} className={linkClass} rel="prev" preventScrollReset>
              <ChevronLeft aria-hidden="true" />
              <span>{words.previous}</span>
            </Link>
          ) : (
            <span className={cn(linkClass, "pointer-events-none opacity-50")} aria-disabled="true">
              <ChevronLeft aria-hidden="true" />
              <span>{words.previous}</span>
            </span>
          )}
        </li>
        {numbers.map((n, i) =>
          n === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity
            <li key={`gap-${i}`} className="hidden px-1 text-muted-foreground sm:block" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n} className="hidden sm:block">
              <Link
                to={href(n)}
                preventScrollReset
                aria-current={n === page ? "page" : undefined}
                aria-label={words.page(n)}
                className={cn(buttonVariants({ variant: n === page ? "default" : "ghost", size: "sm" }), "min-w-9")}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pages ? (
            <Link to={href(page + 1)} className={linkClass} rel="next" preventScrollReset>
              <span>{words.next}</span>
              <ChevronRight aria-hidden="true" />
            </Link>
          ) : (
            <span className={cn(linkClass, "pointer-events-none opacity-50")} aria-disabled="true">
              <span>{words.next}</span>
              <ChevronRight aria-hidden="true" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}

/** 1 … 4 5 [6] 7 8 … 20 */
function pageWindow(page: number, pages: number): (number | null)[] {
  const out: (number | null)[] = [];
  const from = Math.max(1, page - 2);
  const to = Math.min(pages, page + 2);
  if (from > 1) out.push(1);
  if (from > 2) out.push(null);
  for (let n = from; n <= to; n++) out.push(n);
  if (to < pages - 1) out.push(null);
  if (to < pages) out.push(pages);
  return out;
}
