import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { useI18n } from "#app/i18n/use-i18n";

export type Crumb = { label: string; to?: string };

/**
 * A breadcrumb trail: each crumb is a list item (the separator sits inside it, hidden from
 * assistive technology); a crumb without a link is the current page.
 */
export function Breadcrumbs({ items, className, linkClassName }: { items: Crumb[]; className: string; linkClassName: string }) {
  const { t } = useI18n();
  return (
    <nav aria-label={t("nav.landmarks.breadcrumb")}>
      <ol className={`flex flex-wrap items-center gap-1 text-sm ${className}`}>
        {items.map((item, i) => (
          <li key={item.label} className="flex items-center gap-1" aria-current={item.to ? undefined : "page"}>
            {i > 0 ? <ChevronRight aria-hidden="true" className="size-4" /> : null}
            {item.to ? (
              <Link to={item.to} className={linkClassName}>
                {item.label}
              </Link>
            ) : (
              <span className="font-medium text-brand-950">{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
