import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { useI18n } from "#app/i18n/use-i18n";

/**
 * A link to another site, opened in a new tab without giving it this page (`noopener`); screen
 * readers hear "(opens in a new tab)" after its words. `external` adds the external-link icon
 * after them (a text link); a link that leads with its own icon (a social network) goes without.
 */
export function NewTabLink({
  href,
  className,
  external,
  children,
}: {
  href: string;
  className: string;
  external?: boolean;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      {external ? " " : null}
      <span className="sr-only">{t("contact.newTab")}</span>
      {external ? <ExternalLink className="size-4" aria-hidden="true" /> : null}
    </a>
  );
}
