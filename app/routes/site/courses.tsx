import { Award, CheckCircle2, Clock, Users } from "lucide-react";
import { Link } from "react-router";
import { CourseCard } from "../../components/site/course-card";
import { PageHero } from "../../components/site/page-hero";
import { HighlightStrip, PageSection } from "../../components/site/page-section";
import { TradeChips, tradeHref } from "../../components/site/trade-chips";
import { useShowToast } from "../../components/toaster";
import { Button } from "../../components/ui/button";
import { useI18n } from "../../i18n/use-i18n";
import { coursesOfTrade } from "../../lib/course-search";
import { pageSeo, siteData } from "../../lib/seo";
import { tradeFromSearch } from "../../lib/trades";
import { logger } from "../../server/logger.server";
import { listActiveCourses } from "../../server/models/courses.server";
import type { Route } from "./+types/courses";

const COURSES_LOAD_FAILED = { title: "Error", description: "Failed to load courses. Please try again.", type: "error" } as const;

const HIGHLIGHTS = [
  { Icon: Clock, title: "4-8 Weeks Duration", text: "Short, focused programmes that get you job-ready fast." },
  { Icon: Users, title: "Max 20 Students per Batch", text: "Small batches so every student gets bench time and attention." },
  { Icon: Award, title: "Certification", text: "A verifiable certificate on completion of your course." },
];

const WHAT_YOU_GET = [
  "Hands-on practical training on real devices",
  "Chip-level fault finding and repair techniques",
  "Use of professional tools and equipment",
  "Study material and circuit diagrams",
  "Verifiable course completion certificate",
  "Placement assistance and business guidance",
  "Doubt-clearing support after the course",
  "Hostel facility for students from outside Delhi",
];

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteData(matches);
  return pageSeo(site, {
    title: "Our Courses",
    description:
      "Mobile, laptop, AC, HVAC, inverter, EV and electronics repair courses in Delhi: 4-8 week practical batches of at most 20 students, with certification.",
    path: "/courses",
  });
};

export async function loader({ request }: Route.LoaderArgs) {
  const trade = tradeFromSearch(new URL(request.url).searchParams);
  try {
    const all = await listActiveCourses();
    return { courses: coursesOfTrade(all, trade), total: all.length, trade, loadError: null };
  } catch (error) {
    logger.error({ err: error }, "courses page: failed to load courses");
    return { courses: [], total: 0, trade, loadError: COURSES_LOAD_FAILED };
  }
}

export default function CoursesPage({ loaderData }: Route.ComponentProps) {
  const { courses, total, trade, loadError } = loaderData;
  const { t, to } = useI18n();
  useShowToast(loadError);
  return (
    <>
      <PageHero title={t("courses.title")}>
        <p>{t("courses.intro")}</p>
      </PageHero>

      <HighlightStrip label="Course highlights" items={HIGHLIGHTS} />

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
            <h3 className="text-xl font-bold text-brand-950">No Courses Available</h3>
            <p className="max-w-md text-slate-600">New batches are being planned. Contact us to hear about the next one.</p>
            <Button asChild variant="action">
              <Link to="/contact">Contact Us</Link>
            </Button>
          </div>
        ) : (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="course-list">
            {courses.map((course) => (
              <li key={course.id}>
                <CourseCard course={course} detailHref={to(`/courses/${course.id}`)} />
              </li>
            ))}
          </ul>
        )}
      </PageSection>

      <PageSection
        headingId="what-you-get-heading"
        title="What You'll Get"
        className="bg-brand-950 px-4 py-12 text-white"
        headingClassName="text-white"
      >
        <ul className="mt-6 grid gap-3 sm:grid-cols-2">
          {WHAT_YOU_GET.map((item) => (
            <li key={item} className="flex items-start gap-3">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-action-400" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-wrap gap-3">
          <Button asChild variant="action" size="lg">
            <Link to="/admission">Apply for Admission</Link>
          </Button>
          <Button asChild variant="outline" size="lg" className="border-white/40 bg-transparent text-white hover:bg-white/10">
            <Link to="/contact">Talk to a Counsellor</Link>
          </Button>
        </div>
      </PageSection>
    </>
  );
}
