import { BookOpen, Clock, Layers, Search, Users } from "lucide-react";
import { useState } from "react";
import { Form, Link } from "react-router";
import { CourseGrid } from "#app/components/site/course-card";
import { FactList, type FactStyles } from "#app/components/site/icon-lists";
import { PageHero } from "#app/components/site/page-hero";
import { TradeChips } from "#app/components/site/trade-chips";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { listActiveCourses } from "#app/features/courses/courses.server";
import { useI18n } from "#app/i18n/use-i18n";
import { coursesOfTrade, courseTotals, filterCourses } from "#app/lib/course-search";
import { catalogueMeta } from "#app/lib/seo";
import { tradeFromSearch } from "#app/lib/trades";
import { logger } from "#app/server/logger.server";
import type { Route } from "./+types/internal-courses";

export const meta: Route.MetaFunction = catalogueMeta("internal", "/internal-courses");

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").slice(0, 100);
  const trade = tradeFromSearch(params);
  try {
    return { courses: await listActiveCourses(), q, trade };
  } catch (error) {
    logger.error({ err: error }, "internal courses: failed to load courses");
    return { courses: [], q, trade };
  }
}

/** The totals strip: icon left, the label over a large figure. */
const TOTAL_STYLES: FactStyles = {
  item: "grid grid-cols-[auto_1fr] items-center gap-x-3 rounded-xl bg-brand-50 p-4",
  icon: "row-span-2 size-6 shrink-0 text-brand-700",
  label: "text-sm text-slate-600",
  value: "text-2xl font-extrabold text-brand-950",
};

export default function InternalCoursesPage({ loaderData }: Route.ComponentProps) {
  const { courses, trade } = loaderData;
  const { t, to } = useI18n();
  const [query, setQuery] = useState(loaderData.q);
  // Every navigation (a search, a trade chip) starts from the URL's query, even an unchanged one.
  const [lastData, setLastData] = useState(loaderData);
  if (loaderData !== lastData) {
    setLastData(loaderData);
    setQuery(loaderData.q);
  }
  // The chip narrows to a trade, the search box within it; both also work without JavaScript.
  const inTrade = coursesOfTrade(courses, trade);
  const shown = filterCourses(inTrade, query);
  const totals = courseTotals(courses);
  const stats = [
    { Icon: BookOpen, label: t("internal.totals.courses"), value: String(totals.count) },
    { Icon: Layers, label: t("internal.totals.types"), value: String(totals.types) },
    { Icon: Users, label: t("internal.totals.seats"), value: String(totals.seats) },
    { Icon: Clock, label: t("internal.totals.duration"), value: t("card.weeks", { count: totals.averageWeeks }) },
  ].map((stat) => ({ ...stat, testId: `total-${stat.label.toLowerCase().replace(/\s+/g, "-")}` }));

  return (
    <>
      <PageHero title={t("internal.title")} intro={t("internal.intro")} />

      <section aria-label={t("internal.totals.label")} className="border-b bg-white px-4 py-6">
        <FactList facts={stats} styles={TOTAL_STYLES} className="mx-auto grid max-w-7xl grid-cols-2 gap-3 md:grid-cols-4" />
      </section>

      <section aria-labelledby="internal-list-heading" className="px-4 py-10">
        <div className="mx-auto max-w-7xl">
          <h2 id="internal-list-heading" className="sr-only">
            Courses
          </h2>
          <Form method="get" role="search" className="flex max-w-xl gap-2" onSubmit={(event) => event.preventDefault()} preventScrollReset>
            <label htmlFor="course-search" className="sr-only">
              {t("internal.searchLabel")}
            </label>
            <div className="relative flex-1">
              <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500" />
              <Input
                id="course-search"
                type="search"
                name="q"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                placeholder={t("internal.searchPlaceholder")}
                className="pl-9"
                autoComplete="off"
                maxLength={100}
              />
            </div>
            {trade && <input type="hidden" name="trade" value={trade} />}
            <Button type="submit">{t("internal.search")}</Button>
          </Form>
          <nav aria-label={t("trade.navLabel")} className="mt-4">
            <TradeChips basePath={to("/internal-courses")} current={trade} withAll />
          </nav>
          <p className="mt-3 text-sm text-slate-600" aria-live="polite" data-testid="course-count">
            {query.trim()
              ? t("internal.matches", { shown: shown.length, count: inTrade.length, query: query.trim() })
              : trade
                ? t("internal.tradeCount", { count: inTrade.length, trade: t(`trade.${trade}`) })
                : t("internal.count", { count: courses.length })}
          </p>

          {shown.length === 0 ? (
            <div className="mt-8 rounded-xl border border-dashed bg-white px-6 py-12 text-center">
              <h3 className="text-xl font-bold text-brand-950">{courses.length === 0 ? t("courses.noneTitle") : t("internal.noMatch")}</h3>
              {trade && query.trim() && (
                <p className="mt-2 text-slate-600">
                  <Link
                    to={to(`/internal-courses?q=${encodeURIComponent(query.trim())}`)}
                    className="font-semibold text-brand-700 underline"
                  >
                    {t("internal.searchAllTrades", { query: query.trim() })}
                  </Link>
                </p>
              )}
              <p className="mt-2 text-slate-600">
                Try another word, or{" "}
                <Link to="/contact" className="font-semibold text-brand-700 underline">
                  contact us
                </Link>{" "}
                to ask about a course.
              </p>
            </div>
          ) : (
            <CourseGrid courses={shown} detailLabel={t("card.viewDetails")} reloadDocument className="mt-6" />
          )}
        </div>
      </section>
    </>
  );
}
