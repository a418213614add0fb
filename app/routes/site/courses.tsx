import { Award, CheckCircle2, Clock, Users } from "lucide-react";
import { Link } from "react-router";
import type { HtmlFirstHandle } from "#app/components/html-first";
import { CourseGrid } from "#app/components/site/course-card";
import { highlightsFrom, IconItem } from "#app/components/site/icon-lists";
import { PageHero } from "#app/components/site/page-hero";
import { ActionPair, HighlightStrip, PageSection } from "#app/components/site/page-section";
import { TradeChips, tradeHref } from "#app/components/site/trade-chips";
import { useShowToast } from "#app/components/toaster";
import { Button } from "#app/components/ui/button";
import { listActiveCourses } from "#app/features/courses/courses.server";
import { translatorFor } from "#app/i18n/i18n";
import { langFromPath } from "#app/i18n/lang";
import { useI18n } from "#app/i18n/use-i18n";
import { coursesOfTrade } from "#app/lib/course-search";
import { pageSeo, siteData } from "#app/lib/seo";
import { tradeFromSearch } from "#app/lib/trades";
import { logger } from "#app/server/logger.server";
import type { Route } from "./+types/courses";

/** Icons here, words in the catalogue (courses.highlights.<key>Title / <key>Text, courses.get.<key>). */
const HIGHLIGHTS = [
  { Icon: Clock, key: "duration" },
  { Icon: Users, key: "batch" },
  { Icon: Award, key: "certificate" },
] as const;

const WHAT_YOU_GET = ["practical", "chipLevel", "tools", "material", "certificate", "placement", "support", "hostel"] as const;

// Finished HTML, no hydration: the trade filters are links, a load failure's toast is drawn in
// the HTML (decision 024).
export const handle: HtmlFirstHandle = { htmlFirst: true, toast: (data: Route.ComponentProps["loaderData"]) => data.loadError };

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteData(matches);
  return pageSeo(site, {
    title: site.t("courses.title"),
    description: site.t("courses.metaDescription"),
    path: "/courses",
  });
};

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const trade = tradeFromSearch(url.searchParams);
  try {
    const all = await listActiveCourses();
    return { courses: coursesOfTrade(all, trade), total: all.length, trade, loadError: null };
  } catch (error) {
    logger.error({ err: error }, "courses page: failed to load courses");
    const t = translatorFor(langFromPath(url.pathname));
    const loadError = { title: t("courses.loadFailedTitle"), description: t("courses.loadFailed"), type: "error" } as const;
    return { courses: [], total: 0, trade, loadError };
  }
}

export default function CoursesPage({ loaderData }: Route.ComponentProps) {
  const { courses, total, trade, loadError } = loaderData;
  const { t, to } = useI18n();
  useShowToast(loadError);
  return (
    <>
      <PageHero title={t("courses.title")} intro={t("courses.intro")} />

      <HighlightStrip label={t("courses.highlightsLabel")} items={highlightsFrom(t, "courses.highlights.", HIGHLIGHTS)} />

      <PageSection headingId="course-list-heading" title={t("courses.available")} className="px-4 py-12" headingClassName="scroll-mt-24">
        <p className="mt-1 text-slate-600">{t("courses.availableIntro")}</p>
        {total > 0 && (
          <nav aria-label={t("trade.navLabel")} className="mt-5">
            <TradeChips basePath={to("/courses")} current={trade} withAll hash="#course-list-heading" />
          </nav>
        )}
        {total > 0 && courses.length === 0 && trade ? (
          <div className="mt-8 flex flex-col items-center gap-3 rounded-xl border border-dashed bg-white px-6 py-10 text-center">
            <h3 className="text-xl font-bold text-brand-950">{t("courses.noneOfTrade", { trade: t(`trade.${trade}`) })}</h3>
            <p className="max-w-md text-slate-600">{t("courses.noneOfTradeHint")}</p>
            <Button asChild variant="outline">
              <Link to={tradeHref(to("/courses"), null)}>{t("courses.showAll")}</Link>
            </Button>
          </div>
        ) : courses.length === 0 ? (
          <div className="mt-8 flex flex-col items-center gap-4 rounded-xl border border-dashed bg-white px-6 py-12 text-center">
            <img src="/images/empty-state.svg" alt="" width={160} height={120} className="h-28 w-auto" />
            <h3 className="text-xl font-bold text-brand-950">{t("courses.noneTitle")}</h3>
            <p className="max-w-md text-slate-600">{t("courses.noneText")}</p>
            <Button asChild variant="action">
              <Link to={to("/contact")}>{t("courses.contactUs")}</Link>
            </Button>
          </div>
        ) : (
          <CourseGrid courses={courses} detailHref={(course) => to(`/courses/${course.id}`)} className="mt-6" testId="course-list" />
        )}
      </PageSection>

      <section aria-labelledby="what-you-get-heading" className="bg-brand-950 px-4 py-12 text-white">
        <div className="mx-auto max-w-7xl">
          <h2 id="what-you-get-heading" className="text-2xl font-extrabold md:text-3xl">
            {t("courses.whatYouGet")}
          </h2>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2">
            {WHAT_YOU_GET.map((key) => (
              <IconItem key={key} Icon={CheckCircle2} className="items-start gap-3" iconClassName="mt-0.5 size-5 shrink-0 text-action-400">
                <span>{t(`courses.get.${key}`)}</span>
              </IconItem>
            ))}
          </ul>
          <ActionPair ns="courses" other={{ to: "/contact", key: "counsellor" }} onDark className="mt-8 flex flex-wrap gap-3" />
        </div>
      </section>
    </>
  );
}
