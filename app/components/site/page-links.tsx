import { Link } from "react-router";
import { useI18n } from "#app/i18n/use-i18n";

/**
 * A list of links to the site's own pages (footer, sitemap): each path in the visitor's
 * language, each label the catalogue's `<ns>.<key>`.
 */
export function PageLinks({
  links,
  ns,
  className,
  linkClassName,
}: {
  links: readonly { to: string; key: string }[];
  ns: string;
  className: string;
  linkClassName: string;
}) {
  const { t, to } = useI18n();
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={to(link.to)} className={linkClassName}>
            {t(`${ns}.${link.key}`)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
