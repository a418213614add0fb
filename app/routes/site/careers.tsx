import { Briefcase, Clock, GraduationCap, Mail, MapPin, TrendingUp, Users } from "lucide-react";
import { HTML_FIRST } from "#app/components/html-first";
import { PageHero } from "#app/components/site/page-hero";
import { type IconTable, PageSection } from "#app/components/site/page-section";
import { getSiteSettings } from "#app/features/settings/settings.server";
import { useI18n } from "#app/i18n/use-i18n";
import { catalogueMeta } from "#app/lib/seo";
import { trustValues } from "#app/lib/trust-figures";
import type { Route } from "./+types/careers";

// Finished HTML, no hydration: the shell island only (decision 024).
export const handle = HTML_FIRST;

export const meta: Route.MetaFunction = catalogueMeta("careers", "/careers");

export async function loader(_: Route.LoaderArgs) {
  const settings = await getSiteSettings();
  return { siteName: settings.site_name, email: settings.contact_email, address: settings.address, figures: trustValues(settings) };
}

/** The open roles: words in the catalogue (careers.<key>.title, summary, need1-3). */
const ROLES = ["trainer", "counsellor", "assistant"] as const;
const NEEDS = ["need1", "need2", "need3"] as const;
/** Why work here, beside the figures: words in careers.<key>. */
const PERKS = { team: Users, shifts: Clock, salary: Briefcase, place: MapPin } satisfies IconTable;

export default function CareersPage({ loaderData }: Route.ComponentProps) {
  const { siteName, email, address, figures } = loaderData;
  const { t } = useI18n();
  // Spec 1 had other claims here (5000+, 98%); the settings' figures, as everywhere.
  const stats = [
    { icon: GraduationCap, value: t("trust.studentsValue", figures), label: t("careers.students") },
    { icon: TrendingUp, value: t("trust.rateValue", figures), label: t("careers.placement") },
  ];
  return (
    <>
      <PageHero title={t("careers.title")} intro={t("careers.intro")} />

      <section className="px-4 py-10" aria-label={t("careers.whyTitle")}>
        <div className="mx-auto grid max-w-7xl gap-6 lg:grid-cols-[2fr_1fr] lg:items-center">
          <div>
            <h2 className="text-2xl font-extrabold text-brand-950 md:text-3xl">{t("careers.whyTitle")}</h2>
            <p className="mt-3 text-lg leading-8 text-slate-700">{t("careers.whyText")}</p>
            <ul className="mt-4 grid gap-2 text-slate-700 sm:grid-cols-2">
              {Object.entries(PERKS).map(([key, Icon]) => (
                <li key={key} className="flex items-center gap-2">
                  <Icon className="size-5 text-brand-600" aria-hidden="true" /> {t(`careers.${key}`)}
                </li>
              ))}
            </ul>
          </div>
          <dl className="grid grid-cols-2 gap-4">
            {stats.map(({ icon: Icon, value, label }) => (
              <div key={label} className="flex flex-col-reverse items-center rounded-2xl bg-brand-950 p-6 text-center text-white">
                <dt className="mt-1 text-brand-100">{label}</dt>
                <dd className="text-3xl font-extrabold text-action-400">{value}</dd>
                <Icon className="mb-2 size-7 text-brand-200" aria-hidden="true" />
              </div>
            ))}
          </dl>
        </div>
      </section>

      <PageSection headingId="roles-title" title={t("careers.rolesTitle")} className="bg-slate-50 px-4 py-12 md:py-16">
        <ul className="mt-8 grid gap-5 lg:grid-cols-3">
          {ROLES.map((role) => (
            <li key={role} className="flex flex-col rounded-2xl border bg-white p-6 shadow-sm">
              <div className="flex items-start justify-between gap-3">
                <h3 className="text-xl font-bold text-brand-950">{t(`careers.${role}.title`)}</h3>
                <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">{t("careers.fullTime")}</span>
              </div>
              <p className="mt-3 leading-7 text-slate-700">{t(`careers.${role}.summary`)}</p>
              <p className="mt-4 text-sm font-semibold text-brand-950">{t("careers.whatYouNeed")}</p>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-muted-foreground">
                {NEEDS.map((need) => (
                  <li key={need}>{t(`careers.${role}.${need}`)}</li>
                ))}
              </ul>
              <a
                href={`mailto:${email}?subject=${encodeURIComponent(t("careers.subject", { role: t(`careers.${role}.title`) }))}`}
                className="mt-6 inline-flex h-11 items-center justify-center gap-2 rounded-md bg-action-500 px-5 font-semibold text-brand-950 hover:bg-action-400"
              >
                <Mail className="size-4" aria-hidden="true" /> {t("careers.apply")}
                <span className="sr-only">{t("careers.applyFor", { role: t(`careers.${role}.title`) })}</span>
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-8 max-w-3xl leading-7 text-slate-700">
          {t("careers.howToApply")}{" "}
          <a href={`mailto:${email}`} className="font-semibold text-brand-700 underline">
            {email}
          </a>{" "}
          {t("careers.howToApplyEnd", { site: siteName, address })}
        </p>
      </PageSection>
    </>
  );
}
