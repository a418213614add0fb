import { Link } from "react-router";
import { useI18n } from "#app/i18n/use-i18n";
import { TRADE_SLUGS, type TradeSlug } from "#app/lib/trade-slugs";
import { cn } from "#app/lib/utils";

/** Where a chip leads: the list page with `?trade=` (no query string for "All courses"). */
export function tradeHref(basePath: string, trade: TradeSlug | null, hash = ""): string {
  return `${basePath}${trade ? `?trade=${trade}` : ""}${hash}`;
}

/**
 * One tap to a trade: plain links to `?trade=<slug>`, so they work without
 * JavaScript; the current one is marked with aria-current. `withAll` adds a first chip
 * that clears the filter. Labels in the page's language.
 */
export function TradeChips({
  basePath,
  current,
  withAll = false,
  hash,
  className,
}: {
  basePath: string;
  current: TradeSlug | null;
  withAll?: boolean;
  /** A fragment to land on the list after a full page load (no JavaScript). */
  hash?: string;
  className?: string;
}) {
  const { t } = useI18n();
  const chips: { slug: TradeSlug | null; label: string }[] = [
    ...(withAll ? [{ slug: null, label: t("trade.all") }] : []),
    ...TRADE_SLUGS.map((slug) => ({ slug, label: t(`trade.${slug}`) })),
  ];
  return (
    <ul className={cn("flex flex-wrap gap-2", className)} data-testid="trade-chips">
      {chips.map(({ slug, label }) => (
        <li key={slug ?? "all"}>
          <Link
            to={tradeHref(basePath, slug, hash)}
            preventScrollReset
            aria-current={slug === current ? "page" : undefined}
            className="inline-flex min-h-11 items-center rounded-full border border-brand-200 bg-white px-4 text-sm font-semibold text-brand-900 shadow-sm transition-colors hover:border-brand-500 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
          >
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
