import { CheckCircle2, Clock, IndianRupee, MonitorPlay, Star, Video } from "lucide-react";
import { Link } from "react-router";
import { HTML_FIRST } from "#app/components/html-first";
import { CardImage } from "#app/components/site/course-card";
import { highlightsFrom, IconItem } from "#app/components/site/icon-lists";
import { PageHero } from "#app/components/site/page-hero";
import { HighlightStrip, PageSection } from "#app/components/site/page-section";
import { useSiteSettings } from "#app/components/site/use-site-settings";
import { Button } from "#app/components/ui/button";
import { useI18n } from "#app/i18n/use-i18n";
import { formatRupees } from "#app/lib/format";
import { catalogueMeta } from "#app/lib/seo";
import { hasRating } from "#app/lib/trust-figures";
import type { Route } from "./+types/online-courses";

/** Spec 2: six hard-coded online course cards, each with Enroll Now to /admission; words in onlineCourses.<key>. */
const ONLINE_COURSES = [
  { key: "mobile", image: "/images/courses/mobile.svg", level: "beginnerAdvanced", weeks: 6, fee: 9999 },
  { key: "laptop", image: "/images/courses/laptop.svg", level: "intermediate", weeks: 8, fee: 14999 },
  { key: "ac", image: "/images/courses/ac.svg", level: "intermediate", weeks: 4, fee: 7999 },
  { key: "tv", image: "/images/courses/tv.svg", level: "beginner", weeks: 4, fee: 6999 },
  { key: "inverter", image: "/images/courses/inverter.svg", level: "beginner", weeks: 3, fee: 4999 },
  { key: "cctv", image: "/images/courses/cctv.svg", level: "beginner", weeks: 3, fee: 4999 },
] as const;
const POINTS = ["point1", "point2", "point3"] as const;

const BENEFITS = [
  { Icon: Video, key: "live" },
  { Icon: MonitorPlay, key: "demos" },
  { Icon: CheckCircle2, key: "certificate" },
] as const;

// Finished HTML, no hydration: the shell island only (decision 024).
export const handle = HTML_FIRST;

export const meta: Route.MetaFunction = catalogueMeta("onlineCourses", "/online-courses");

export default function OnlineCoursesPage() {
  const { t, to } = useI18n();
  // The institute's rating from settings, and only where reviews are behind it.
  const settings = useSiteSettings();
  return (
    <>
      <PageHero title={t("onlineCourses.title")} intro={t("onlineCourses.intro")} />

      <HighlightStrip label={t("onlineCourses.whyLabel")} items={highlightsFrom(t, "onlineCourses.", BENEFITS)} />

      <PageSection headingId="online-list-heading" title={t("onlineCourses.listTitle")} className="px-4 py-12">
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {ONLINE_COURSES.map((course) => (
            <li key={course.key}>
              <article
                className="flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm"
                data-testid="online-course-card"
                aria-label={t(`onlineCourses.${course.key}.title`)}
              >
                <CardImage src={course.image} badge={t("onlineCourses.online")} />
                <div className="flex flex-1 flex-col gap-3 p-5">
                  <div>
                    <p className="text-xs font-semibold uppercase tracking-wide text-brand-600">
                      {t(`onlineCourses.level.${course.level}`)}
                    </p>
                    <h3 className="mt-1 text-lg font-bold leading-snug text-brand-950">{t(`onlineCourses.${course.key}.title`)}</h3>
                    <p className="mt-1 text-sm text-muted-foreground">{t(`onlineCourses.${course.key}.description`)}</p>
                  </div>
                  <ul className="flex flex-col gap-1 text-sm">
                    {POINTS.map((point) => (
                      <IconItem key={point} Icon={CheckCircle2} className="gap-2" iconClassName="size-4 text-green-700">
                        {t(`onlineCourses.${course.key}.${point}`)}
                      </IconItem>
                    ))}
                  </ul>
                  <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
                    <span className="flex items-center gap-1.5">
                      <Clock aria-hidden="true" className="size-4 text-brand-600" />
                      {t("onlineCourses.weeks", { count: course.weeks })}
                    </span>
                    <span className="flex items-center gap-1.5 font-semibold text-brand-950">
                      <IndianRupee aria-hidden="true" className="size-4 text-brand-600" />
                      {formatRupees(course.fee)}
                    </span>
                    {hasRating(settings) ? (
                      <span className="flex items-center gap-1">
                        <Star aria-hidden="true" className="size-4 fill-action-500 text-action-500" />
                        <span className="font-semibold">{settings.rating.toFixed(1)}</span>
                        <span className="text-muted-foreground">{t("onlineCourses.reviews", { count: settings.review_count })}</span>
                      </span>
                    ) : null}
                  </div>
                  <Button asChild variant="action" className="mt-auto">
                    <Link
                      to={to("/admission")}
                      aria-label={t("onlineCourses.enrollLabel", { course: t(`onlineCourses.${course.key}.title`) })}
                    >
                      {t("onlineCourses.enrollNow")}
                    </Link>
                  </Button>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  );
}
