import { useI18n } from "#app/i18n/use-i18n";
import type { SiteSettings } from "#app/lib/site-defaults";
import { FacebookIcon, InstagramIcon, YoutubeIcon } from "./brand-icons";

/** The institute's social profiles from site settings (empty ones left out), as icon links. */
export function SocialLinks({
  settings,
  className,
  linkClassName,
  iconClassName,
}: {
  settings: SiteSettings;
  className: string;
  linkClassName: string;
  iconClassName: string;
}) {
  const { t } = useI18n();
  const socials = [
    { href: settings.facebook_url, label: "Facebook", Icon: FacebookIcon },
    { href: settings.instagram_url, label: "Instagram", Icon: InstagramIcon },
    { href: settings.youtube_url, label: "YouTube", Icon: YoutubeIcon },
  ].filter((s): s is typeof s & { href: string } => Boolean(s.href));
  if (socials.length === 0) return null;
  return (
    <ul className={className} aria-label={t("nav.landmarks.followUs")}>
      {socials.map(({ href, label, Icon }) => (
        <li key={label}>
          <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label} className={linkClassName}>
            <Icon className={iconClassName} />
          </a>
        </li>
      ))}
    </ul>
  );
}
