import { Link } from "react-router";
import { HTML_FIRST } from "#app/components/html-first";
import { EmailOrPhone, LegalPage } from "#app/components/site/legal-page";
import { getSiteSettings } from "#app/features/settings/settings.server";
import { useI18n } from "#app/i18n/use-i18n";
import { catalogueMeta } from "#app/lib/seo";
import type { Route } from "./+types/privacy";

// Finished HTML, no hydration: the shell island only (decision 024).
export const handle = HTML_FIRST;

export const meta: Route.MetaFunction = catalogueMeta("legal.privacy", "/privacy");

export async function loader(_: Route.LoaderArgs) {
  const settings = await getSiteSettings();
  return { siteName: settings.site_name, email: settings.contact_email, phone: settings.contact_phone, address: settings.address };
}

/** The forms, in the order the policy lists them: words in legal.privacy.<key>. */
const FORMS = ["demo", "admission", "contact", "newsletter", "account"] as const;
const PARTS = ["where", "collects", "why", "keep"] as const;

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  const { siteName, email, phone, address } = loaderData;
  const { t, to } = useI18n();
  const p = (key: string, values?: Record<string, string>) => t(`legal.privacy.${key}`, values);
  return (
    <LegalPage title={p("title")} intro={p("intro", { site: siteName })} updated={t("legal.updatedDate")}>
      <p>{p("lead")}</p>

      <h2>{p("formsTitle")}</h2>
      {FORMS.map((form) => (
        <section key={form} aria-label={p(`${form}.name`)}>
          <h3>{p(`${form}.name`)}</h3>
          <ul>
            {PARTS.map((part) => (
              <li key={part}>
                <strong>{p(part)}</strong> {p(`${form}.${part}`)}
              </li>
            ))}
          </ul>
        </section>
      ))}

      <h2>{p("certificateTitle")}</h2>
      <p>
        {p("certificateBefore")} <Link to={to("/certificate")}>{p("certificateLink")}</Link>
        {p("certificateAfter")}
      </p>

      <h2>{p("technicalTitle")}</h2>
      <p>{p("technical")}</p>
      <p>{p("backups")}</p>

      <h2>{p("whoTitle")}</h2>
      <p>{p("who")}</p>

      <h2>{p("rightsTitle")}</h2>
      <p>
        {p("rightsBefore")} <EmailOrPhone email={email} phone={phone} or={p("rightsOr")} />
        {p("rightsWrite", { site: siteName, address })}
      </p>
    </LegalPage>
  );
}
