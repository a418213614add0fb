import {
  Award,
  BadgeCheck,
  BedDouble,
  BookOpenCheck,
  CalendarClock,
  Cpu,
  GraduationCap,
  Hand,
  Laptop,
  Smartphone,
  Star,
  TrendingUp,
  Users,
  Wrench,
} from "lucide-react";
import type { ReactNode } from "react";
import { useI18n } from "#app/i18n/use-i18n";
import type { SiteSettings } from "#app/lib/site-defaults";
import { hasRating, trustValues } from "#app/lib/trust-figures";
import { cn } from "#app/lib/utils";
import { CtaLink } from "./cta-link";
import { type Fact, FactList, type FactStyles, IconItem } from "./icon-lists";
import { SiteImage } from "./site-image";

/** The settings a section words its trust figures from (one source). */
type Figures = Pick<SiteSettings, "students_trained" | "placement_rate" | "founded_year" | "rating" | "review_count">;

type HeadingProps = { id?: string; eyebrow?: string; title: string; className?: string };

/** The home sections' heading: a small coloured line above a large h2 (the colours by class: light or dark ground). */
function EyebrowHeading({ id, eyebrow, title, eyebrowClassName, className }: HeadingProps & { eyebrowClassName: string }) {
  return (
    <>
      {eyebrow ? <p className={cn("text-sm font-bold uppercase tracking-wider", eyebrowClassName)}>{eyebrow}</p> : null}
      <h2 id={id} className={cn("mt-1 text-3xl font-extrabold tracking-tight md:text-4xl", className)}>
        {title}
      </h2>
    </>
  );
}

/** A section's centred heading with an optional line of intro (`children`); `dark` on the dark ground. `className` is the wrapper's. */
export function SectionHeading({ children, dark = false, className, ...heading }: HeadingProps & { children?: ReactNode; dark?: boolean }) {
  return (
    <div className={cn("mx-auto max-w-2xl text-center", className)}>
      <EyebrowHeading
        {...heading}
        eyebrowClassName={dark ? "text-action-400" : "text-action-600"}
        className={dark ? undefined : "text-balance text-brand-950"}
      />
      {children ? <p className="mt-3 text-base leading-7 text-muted-foreground md:text-lg">{children}</p> : null}
    </div>
  );
}

/** The hero and about claims (spec 1), right under the carousel; the figures from settings. */
export function ClaimsStrip({ settings }: { settings: Figures }) {
  const { t } = useI18n();
  const values = trustValues(settings);
  const claims = [
    { Icon: Users, text: t("trust.studentsTrained", values) },
    { Icon: TrendingUp, text: t("trust.placement", values) },
    { Icon: CalendarClock, text: t("trust.since", values) },
    { Icon: BedDouble, text: t("trust.hostel") },
  ];
  return (
    <div className="border-b bg-white">
      <ul className="mx-auto grid max-w-7xl grid-cols-2 gap-3 px-4 py-4 md:grid-cols-4">
        {claims.map(({ Icon, text }) => (
          <IconItem
            key={text}
            Icon={Icon}
            className="justify-center gap-2 text-sm font-semibold text-brand-900 md:text-base"
            iconClassName="size-5 text-action-600"
          >
            {text}
          </IconItem>
        ))}
      </ul>
    </div>
  );
}

/** Rs. 3000 off on online admission, with BGA and OCA machine training and 100% practical training. */
export function DiscountBanner() {
  const { t, to } = useI18n();
  return (
    <section aria-labelledby="offer-title" className="below-fold px-4 py-10 md:py-14">
      <div className="relative mx-auto max-w-7xl overflow-hidden rounded-2xl bg-gradient-to-r from-action-700 to-action-600 px-6 py-8 text-white shadow-lg md:px-10">
        <div aria-hidden="true" className="absolute -right-16 -top-16 size-56 rounded-full bg-white/10" />
        <div aria-hidden="true" className="absolute -bottom-20 right-24 size-48 rounded-full bg-white/10" />
        <div className="relative flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
          <div>
            <p className="inline-flex rounded-full bg-brand-950 px-3 py-1 text-xs font-bold uppercase tracking-wider text-white">
              {t("home.offer.eyebrow")}
            </p>
            <h2 id="offer-title" className="mt-3 text-2xl font-extrabold leading-tight md:text-4xl">
              {t("home.offer.title")}
            </h2>
            <ul className="mt-4 flex flex-col gap-2 text-base font-semibold sm:flex-row sm:gap-6">
              <li className="flex items-center gap-2">
                <Cpu aria-hidden="true" className="size-5" /> {t("home.offer.bga")}
              </li>
              <li className="flex items-center gap-2">
                <Hand aria-hidden="true" className="size-5" /> {t("home.offer.practical")}
              </li>
            </ul>
          </div>
          <CtaLink to={to("/admission")} className="shrink-0 bg-brand-950 px-7 text-white shadow-md hover:bg-brand-800">
            {t("home.offer.apply")}
          </CtaLink>
        </div>
      </div>
    </section>
  );
}

/** The statistics on the dark ground: the figure large, its words under it (`order-last`). */
const STAT_STYLES: FactStyles = {
  item: "flex flex-col items-center rounded-xl bg-white/5 px-4 py-6 text-center ring-1 ring-white/10",
  icon: "size-8 text-action-400",
  label: "order-last mt-1 text-sm font-medium text-brand-100 md:text-base",
  value: "mt-3 text-3xl font-extrabold tabular-nums md:text-4xl",
};

/**
 * Awards and achievements: the home statistics (spec 1). Students trained, placement and the
 * rating come from settings, so they match every other page; the rating only
 * where reviews are behind it.
 */
export function Achievements({ settings }: { settings: Figures }) {
  const { t } = useI18n();
  const values = trustValues(settings);
  // "1,000+ batches" and "19,980+ happy students" went: beside 500+ students trained they
  // contradicted it. A rating only where reviews are behind it.
  const stats: Fact[] = [
    { value: t("trust.studentsValue", values), label: t("home.stats.trainedStudents"), Icon: GraduationCap },
    { value: t("trust.rateValue", values), label: t("home.stats.placement"), Icon: TrendingUp },
    { value: "20+", label: t("home.stats.certificationCourses"), Icon: Award },
    hasRating(settings)
      ? { value: t("trust.ratingValue", values), label: t("trust.ratingLabel", values), Icon: Star }
      : { value: String(settings.founded_year), label: t("home.stats.since"), Icon: CalendarClock },
  ];
  return (
    <section aria-labelledby="achievements-title" className="below-fold bg-brand-950 px-4 py-14 text-white md:py-20">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="achievements-title" eyebrow={t("home.stats.eyebrow")} title={t("home.stats.title")} dark />
        <FactList facts={stats} styles={STAT_STYLES} className="mt-10 grid grid-cols-2 gap-4 md:grid-cols-4 md:gap-6" testId="home-stats" />
      </div>
    </section>
  );
}

/** The six reasons: icons here, words in the catalogue (home.why.<key>Title / <key>Text). */
const WHY = [
  { icon: Smartphone, key: "mobile" },
  { icon: Laptop, key: "computer" },
  { icon: Wrench, key: "handsOn" },
  { icon: BadgeCheck, key: "experts" },
  { icon: BookOpenCheck, key: "certification" },
  { icon: CalendarClock, key: "timing" },
] as const;

export function WhyChooseUs() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="why-title" className="below-fold px-4 py-14 md:py-20">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="why-title" eyebrow={t("home.why.eyebrow")} title={t("home.why.title")}>
          {t("home.why.intro")}
        </SectionHeading>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="why-choose-us">
          {WHY.map(({ icon: Icon, key }) => (
            <li key={key} className="rounded-xl border bg-white p-6 shadow-sm transition-shadow hover:shadow-md">
              <span className="flex size-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-bold text-brand-950">{t(`home.why.${key}Title`)}</h3>
              <p className="mt-1.5 text-[0.9375rem] leading-7 text-muted-foreground">{t(`home.why.${key}Text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** About the institute, with its photo (spec 2); claims from spec 1, figures from settings. */
export function AboutInstitute({ settings }: { settings: Figures & { site_name: string } }) {
  const { t, to } = useI18n();
  const values = { ...trustValues(settings), site: settings.site_name };
  const points = [
    t("trust.studentsTrained", values),
    t("trust.placementRecord", values),
    t("trust.operatingSince", values),
    t("trust.hostelForStudents"),
  ];
  return (
    <section aria-labelledby="about-title" className="below-fold bg-brand-50 px-4 py-14 md:py-20">
      <div className="mx-auto grid max-w-7xl items-center gap-10 lg:grid-cols-2">
        <div className="aspect-[3/2] overflow-hidden rounded-2xl bg-white shadow-lg ring-1 ring-black/5">
          <SiteImage
            src="/images/about/institute.svg"
            alt={t("home.about.imageAlt", values)}
            width={1200}
            height={800}
            className="size-full object-cover"
          />
        </div>
        <div>
          <EyebrowHeading
            id="about-title"
            eyebrow={t("home.about.eyebrow")}
            title={t("home.about.title")}
            eyebrowClassName="text-action-600"
            className="text-brand-950"
          />
          <p className="mt-4 text-base leading-7 text-slate-700">{t("home.about.text1", values)}</p>
          <p className="mt-3 text-base leading-7 text-slate-700">{t("home.about.text2", values)}</p>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2">
            {points.map((point) => (
              <IconItem
                key={point}
                Icon={BadgeCheck}
                className="gap-2 font-semibold text-brand-900"
                iconClassName="size-5 shrink-0 text-action-600"
              >
                {point}
              </IconItem>
            ))}
          </ul>
          <CtaLink to={to("/about")} className="mt-8 bg-primary text-white hover:bg-brand-800">
            {t("home.about.more")}
          </CtaLink>
        </div>
      </div>
    </section>
  );
}
