import { ChevronDown, SlidersHorizontal } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button";
import { useAdminWords } from "./admin-words";

/**
 * A list's filters behind one "Filters" disclosure (a native <details>, so it opens without
 * JavaScript), saying how many are active. Put it in SearchForm's `filters`: its controls
 * submit with the search. On a phone the panel opens in place under the search; from `sm` up
 * it drops down over the list.
 */
export function FiltersDisclosure({
  active,
  clearHref,
  children,
}: {
  /** How many filters are set now. */
  active: number;
  /** The list without its filters (the search kept). */
  clearHref: string;
  children: ReactNode;
}) {
  const words = useAdminWords();
  return (
    <details className="group/filters basis-full sm:basis-auto [&_summary::-webkit-details-marker]:hidden" data-testid="filters">
      <summary className="inline-flex h-10 cursor-pointer list-none items-center gap-2 rounded-md border border-input bg-white px-3 text-sm font-medium shadow-xs hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
        <SlidersHorizontal className="size-4" aria-hidden="true" />
        {words.filters}
        {active ? (
          <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs font-semibold text-white">
            {active}
            <span className="sr-only"> {words.active}</span>
          </span>
        ) : null}
        <ChevronDown className="size-4 text-muted-foreground transition-transform group-open/filters:rotate-180" aria-hidden="true" />
      </summary>
      <div className="mt-2 grid gap-3 rounded-lg border bg-white p-3 shadow-md sm:absolute sm:left-0 sm:z-20 sm:w-full sm:max-w-2xl sm:grid-cols-2 sm:p-4">
        {children}
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <Button type="submit" size="sm">
            {words.applyFilters}
          </Button>
          {active ? (
            <Link to={clearHref} className="text-sm font-medium text-brand-700 underline underline-offset-2">
              {words.clearFilters}
            </Link>
          ) : null}
        </div>
      </div>
    </details>
  );
}
