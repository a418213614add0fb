import { Link } from "react-router";
import { HTML_FIRST } from "#app/components/html-first";
import { EmailOrPhone, LegalPage, TextList } from "#app/components/site/legal-page";
import { getSiteSettings } from "#app/features/settings/settings.server";
import { useI18n } from "#app/i18n/use-i18n";
import { catalogueMeta } from "#app/lib/seo";
import type { Route } from "./+types/terms";

// Finished HTML, no hydration: the shell island only (decision 024).
export const handle = HTML_FIRST;

export const meta: Route.MetaFunction = catalogueMeta("legal.terms", "/terms");

export async function loader(_: Route.LoaderArgs) {
  const settings = await getSiteSettings();
  return { siteName: settings.site_name, email: settings.contact_email, phone: settings.contact_phone };
}

/** The admission and lab rules: four sentences each (legal.terms.admission1-4, lab1-4). */
const FOUR = [1, 2, 3, 4] as const;

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  const { siteName, email, phone } = loaderData;
  const { t, to } = useI18n();
  const m = (key: string) => t(`legal.terms.${key}`);
  return (
    <LegalPage title={m("title")} intro={t("legal.terms.intro", { site: siteName })} updated={t("legal.updatedDate")}>
      <h2>{m("websiteTitle")}</h2>
      <p>{m("website")}</p>

      <h2>{m("admissionTitle")}</h2>
      <TextList items={FOUR.map((n) => m(`admission${n}`))} />

      <h2>{m("certificatesTitle")}</h2>
      <ul>
        <li>{m("certificates1")}</li>
        <li>
          {m("certificates2Before")} <Link to={to("/certificate")}>{m("certificates2Link")}</Link>
          {m("certificates2After")}
        </li>
      </ul>

      <h2>{m("labTitle")}</h2>
      <TextList items={FOUR.map((n) => m(`lab${n}`))} />

      <h2>{m("liabilityTitle")}</h2>
      <p>{m("liability")}</p>

      <h2>{m("questionsTitle")}</h2>
      <p>
        {m("questionsWrite")} <EmailOrPhone email={email} phone={phone} or={m("questionsCall")} />
        {m("questionsSeeAlso")} <Link to={to("/privacy")}>{m("questionsPrivacy")}</Link>
        {m("questionsLaw")}
      </p>
    </LegalPage>
  );
}
