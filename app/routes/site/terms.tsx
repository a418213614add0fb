import { Link } from "react-router";
import { LegalPage } from "../../components/site/legal-page";
import { useI18n } from "../../i18n/use-i18n";
import { catalogueMeta } from "../../lib/seo";
import { getSiteSettings } from "../../server/models/settings.server";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = catalogueMeta("legal.terms", "/terms");

export async function loader(_: Route.LoaderArgs) {
  const settings = await getSiteSettings();
  return { siteName: settings.site_name, email: settings.contact_email, phone: settings.contact_phone };
}

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  const { siteName, email, phone } = loaderData;
  const { t, to } = useI18n();
  const m = (key: string) => t(`legal.terms.${key}`);
  return (
    <LegalPage title={m("title")} intro={t("legal.terms.intro", { site: siteName })} updated={t("legal.updatedDate")}>
      <h2>{m("websiteTitle")}</h2>
      <p>{m("website")}</p>

      <h2>{m("admissionTitle")}</h2>
      <ul>
        <li>{m("admission1")}</li>
        <li>{m("admission2")}</li>
        <li>{m("admission3")}</li>
        <li>{m("admission4")}</li>
      </ul>

      <h2>{m("certificatesTitle")}</h2>
      <ul>
        <li>{m("certificates1")}</li>
        <li>
          {m("certificates2Before")} <Link to={to("/certificate")}>{m("certificates2Link")}</Link>
          {m("certificates2After")}
        </li>
      </ul>

      <h2>{m("labTitle")}</h2>
      <ul>
        <li>{m("lab1")}</li>
        <li>{m("lab2")}</li>
        <li>{m("lab3")}</li>
        <li>{m("lab4")}</li>
      </ul>

      <h2>{m("liabilityTitle")}</h2>
      <p>{m("liability")}</p>

      <h2>{m("questionsTitle")}</h2>
      <p>
        {m("questionsWrite")} <a href={`mailto:${email}`}>{email}</a> {m("questionsCall")}{" "}
        <a href={`tel:${phone.replace(/[^\d+]/g, "")}`}>{phone}</a>
        {m("questionsSeeAlso")} <Link to={to("/privacy")}>{m("questionsPrivacy")}</Link>
        {m("questionsLaw")}
      </p>
    </LegalPage>
  );
}
