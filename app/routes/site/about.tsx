import {
  BedDouble,
  BookOpenCheck,
  Cpu,
  Eye,
  Handshake,
  HeartHandshake,
  Lightbulb,
  Microscope,
  Quote,
  ShieldCheck,
  Target,
  Users,
  Wrench,
} from "lucide-react";
import { HTML_FIRST } from "#app/components/html-first";
import { PageHero } from "#app/components/site/page-hero";
import { ClosingCall, FeatureCards, type IconTable, PageSection, SplitSection } from "#app/components/site/page-section";
import { useSiteSettings } from "#app/components/site/use-site-settings";
import { useI18n } from "#app/i18n/use-i18n";
import { catalogueMeta } from "#app/lib/seo";
import { instituteFigures, trustValues } from "#app/lib/trust-figures";
import { cn } from "#app/lib/utils";
import type { Route } from "./+types/about";

// Finished HTML, no hydration: nothing on the page needs the browser, the shell island only
// (decision 024).
export const handle = HTML_FIRST;

export const meta: Route.MetaFunction = catalogueMeta("about", "/about", trustValues);

/** Icons here, words in the catalogue (about.values.<key>Title / <key>Text, likewise about.facilities). */
const VALUES = { practical: Wrench, honest: ShieldCheck, batches: Users, current: Lightbulb } satisfies IconTable;
const FACILITIES = {
  microscope: Microscope,
  bga: Cpu,
  ac: Wrench,
  classrooms: BookOpenCheck,
  hostel: BedDouble,
  placement: Handshake,
} satisfies IconTable;

/** The two statements side by side: words in about.<key>Title / about.<key>. */
const AIMS = [
  { key: "mission", Icon: Target, box: "bg-brand-50", icon: "text-brand-600" },
  { key: "vision", Icon: Eye, box: "bg-action-50", icon: "text-action-700" },
] as const;

export default function AboutPage() {
  const { t } = useI18n();
  const values = trustValues(useSiteSettings());
  // Spec 1's about claims, the figures from settings (one source).
  const stats = instituteFigures(t, values, "about");
  return (
    <>
      <PageHero title={t("about.title")} intro={t("about.intro", values)} />

      <SplitSection
        headingId="story-title"
        title={t("about.storyTitle")}
        className="px-4 py-12 md:py-16"
        gridClassName="items-center"
        headingClassName="text-brand-950"
        aside={
          <img
            src="/images/about/institute.svg"
            alt={t("about.buildingAlt")}
            width={1200}
            height={800}
            className="h-auto w-full rounded-2xl border shadow-sm"
          />
        }
      >
        <div className="mt-4 space-y-4 text-lg leading-8 text-slate-700">
          <p>{t("about.story1", values)}</p>
          <p>{t("about.story2", values)}</p>
          <p>{t("about.story3")}</p>
        </div>
      </SplitSection>

      <section aria-label={t("about.numbersLabel")} className="bg-brand-950 px-4 py-10 text-white">
        <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-6 text-center md:grid-cols-4">
          {stats.map((stat) => (
            <div key={stat.key} className="flex flex-col-reverse">
              <dt className="mt-1 text-brand-100">{stat.label}</dt>
              <dd className="text-3xl font-extrabold text-action-400 md:text-4xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="below-fold px-4 py-12 md:py-16" aria-label={t("about.missionVisionLabel")}>
        <div className="mx-auto grid max-w-7xl gap-6 md:grid-cols-2">
          {AIMS.map(({ key, Icon, box, icon }) => (
            <div key={key} className={cn("rounded-2xl border p-6 md:p-8", box)}>
              <Icon className={cn("size-9", icon)} aria-hidden="true" />
              <h2 className="mt-4 text-2xl font-extrabold text-brand-950">{t(`about.${key}Title`)}</h2>
              <p className="mt-3 text-lg leading-8 text-slate-700">{t(`about.${key}`)}</p>
            </div>
          ))}
        </div>
      </section>

      <PageSection headingId="values-title" title={t("about.valuesTitle")} className="below-fold bg-slate-50 px-4 py-12 md:py-16">
        <FeatureCards ns="about.values" icons={VALUES} layout="plain" className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4" />
      </PageSection>

      <section className="below-fold px-4 py-12 md:py-16" aria-labelledby="ceo-title">
        <div className="mx-auto grid max-w-5xl items-center gap-8 rounded-3xl border bg-white p-6 shadow-sm md:grid-cols-[220px_1fr] md:p-10">
          <img
            src="/images/about/ceo.svg"
            alt={t("about.directorAlt")}
            width={600}
            height={600}
            loading="lazy"
            className="mx-auto size-44 rounded-full border-4 border-brand-100 md:size-52"
          />
          <div>
            <h2 id="ceo-title" className="text-2xl font-extrabold text-brand-950">
              {t("about.directorTitle")}
            </h2>
            <blockquote className="relative mt-4 pl-10 text-lg leading-8 text-slate-700">
              <Quote className="absolute left-0 top-1 size-7 text-action-500" aria-hidden="true" />
              <p>{t("about.directorQuote")}</p>
            </blockquote>
            <p className="mt-4 font-semibold text-brand-950">{t("about.directorRole")}</p>
          </div>
        </div>
      </section>

      <PageSection headingId="facilities-title" title={t("about.facilitiesTitle")} className="below-fold bg-slate-50 px-4 py-12 md:py-16">
        <FeatureCards ns="about.facilities" icons={FACILITIES} layout="beside" className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" />
      </PageSection>

      <ClosingCall
        ns="about"
        icon={<HeartHandshake className="size-10 text-action-600" aria-hidden="true" />}
        second={{ to: "/courses", key: "viewAll" }}
      />
    </>
  );
}
