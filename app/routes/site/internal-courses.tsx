import { BookOpen, Clock, Layers, Search, Users } from "lucide-react";
import { type ComponentProps, useEffect, useRef } from "react";
import { Link } from "react-router";
import { htmlFirstWith } from "#app/components/html-first";
import { CourseGrid, CourseItems } from "#app/components/site/course-card";
import { enhanceCourseSearch } from "#app/components/site/course-search-filter";
import { FactList, type FactStyles } from "#app/components/site/icon-lists";
import { PageHero } from "#app/components/site/page-hero";
import { TradeChips } from "#app/components/site/trade-chips";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { listActiveCourses } from "#app/features/courses/courses.server";
import { useI18n } from "#app/i18n/use-i18n";
import { coursesOfTrade, courseTotals, filterCourses, searchableText } from "#app/lib/course-search";
import type { PublicCourse } from "#app/lib/public-course";
import { catalogueMeta } from "#app/lib/seo";
import type { TradeSlug } from "#app/lib/trade-slugs";
import { tradeFromSearch } from "#app/lib/trades";
import { logger } from "#app/server/logger.server";
import type { Route } from "./+types/internal-courses";

export const handle = htmlFirstWith("internal-courses");

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
  const { t } = useI18n();
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

      {/* A new search or trade (a client-side navigation) starts the list afresh: the search module owns its children. */}
      <CourseSearch key={`${trade ?? ""}?${loaderData.q}`} courses={courses} trade={trade} q={loaderData.q} />
    </>
  );
}

type SearchProps = { courses: Route.ComponentProps["loaderData"]["courses"]; trade: TradeSlug | null; q: string };

/**
 * The search box, the trade chips and the cards. The server filters by the URL's query (the
 * search works as a GET form without JavaScript) and keeps the other cards of the trade in a
 * <template>; the island (course-search-filter.ts) filters them all as the visitor types.
 */
function CourseSearch({ courses, trade, q }: SearchProps) {
  const { t, to } = useI18n();
  const root = useRef<HTMLElement>(null);
  useEffect(() => (root.current ? enhanceCourseSearch(root.current) : undefined), []);
  const query = q.trim();
  // The chip narrows to a trade, the search box within it.
  const inTrade = coursesOfTrade(courses, trade);
  const shown = filterCourses(inTrade, query);
  const others = inTrade.filter((course) => !shown.includes(course));
  const itemProps = searchData(inTrade);
  const values = { shown: "{{shown}}", query: "{{query}}" };
  const all = trade
    ? t("internal.tradeCount", { count: inTrade.length, trade: t(`trade.${trade}`) })
    : t("internal.count", { count: courses.length });
  const matches = t("internal.matches", { ...values, count: inTrade.length });
  const card = { detailLabel: t("card.viewDetails"), reloadDocument: true, itemProps };

  return (
    <section ref={root} aria-labelledby="internal-list-heading" className="px-4 py-10" data-island="course-search">
      <div className="mx-auto max-w-7xl">
        <h2 id="internal-list-heading" className="sr-only">
          Courses
        </h2>
        <search>
          <form method="get" action={to("/internal-courses")} className="flex max-w-xl gap-2">
            <label htmlFor="course-search" className="sr-only">
              {t("internal.searchLabel")}
            </label>
            <div className="relative flex-1">
              <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500" />
              <Input
                id="course-search"
                type="search"
                name="q"
                defaultValue={q}
                placeholder={t("internal.searchPlaceholder")}
                className="pl-9"
                autoComplete="off"
                maxLength={100}
              />
            </div>
            {trade && <input type="hidden" name="trade" value={trade} />}
            <Button type="submit">{t("internal.search")}</Button>
          </form>
        </search>
        <nav aria-label={t("trade.navLabel")} className="mt-4">
          <TradeChips basePath={to("/internal-courses")} current={trade} withAll />
        </nav>
        <p
          className="mt-3 text-sm text-slate-600"
          aria-live="polite"
          data-testid="course-count"
          data-course-count
          data-all={all}
          data-matches={matches}
        >
          {query ? t("internal.matches", { shown: shown.length, count: inTrade.length, query }) : all}
        </p>

        <NoMatch hidden={shown.length > 0} empty={courses.length === 0} trade={trade} query={query} />
        <CourseGrid
          courses={shown}
          {...card}
          className="mt-6"
          listProps={{ hidden: shown.length === 0, "data-course-list": "" } as ComponentProps<"ul">}
        />
        <template data-other-courses>
          <CourseItems courses={others} {...card} />
        </template>
      </div>
    </section>
  );
}

/** Each card's searchable text, for the island: what `filterCourses` reads, and the list's order. */
function searchData(inTrade: readonly PublicCourse[]) {
  const index = new Map(inTrade.map((course, i) => [course.id, i]));
  return (course: PublicCourse) =>
    ({
      "data-index": String(index.get(course.id)),
      "data-name": course.course_name,
      "data-search": searchableText(course),
    }) as ComponentProps<"li">;
}

/** Nothing matches: the message, a link to search every trade (within a trade), and a way to ask. */
function NoMatch({ hidden, empty, trade, query }: { hidden: boolean; empty: boolean; trade: TradeSlug | null; query: string }) {
  const { t, to } = useI18n();
  const href = to("/internal-courses?q={{query}}");
  return (
    <div hidden={hidden} data-no-match className="mt-8 rounded-xl border border-dashed bg-white px-6 py-12 text-center">
      <h3 className="text-xl font-bold text-brand-950">{empty ? t("courses.noneTitle") : t("internal.noMatch")}</h3>
      {trade && (
        <p className="mt-2 text-slate-600">
          <a
            href={fill(href, encodeURIComponent(query))}
            hidden={!query}
            data-search-all
            data-href={href}
            data-text={t("internal.searchAllTrades", { query: "{{query}}" })}
            className="font-semibold text-brand-700 underline"
          >
            {t("internal.searchAllTrades", { query })}
          </a>
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
  );
}

const fill = (template: string, query: string) => template.replace("{{query}}", query);
