import { Clock, IndianRupee, UserRound, Users } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { htmlFirstWith } from "#app/components/html-first";
import { SyllabusList } from "#app/components/site/course-answers";
import {
  CourseActions,
  CourseBadges,
  CourseBreadcrumbs,
  CourseErrorBoundary,
  courseSyllabus,
  EnrollButton,
  EnrollmentProgress,
  relatedCourses,
  useCourseStatusMessage,
} from "#app/components/site/course-parts";
import { IconItem } from "#app/components/site/icon-lists";
import { SiteImage } from "#app/components/site/site-image";
import { enhanceTabs } from "#app/components/site/tabs-enhance";
import { Button } from "#app/components/ui/button";
import { TabsContent, TabsList, TabsTrigger } from "#app/components/ui/tabs";
import { loadPublicCourse } from "#app/features/courses/course-page.server";
import { listActiveCourses } from "#app/features/courses/courses.server";
import { formatDay } from "#app/i18n/format";
import { useI18n } from "#app/i18n/use-i18n";
import { courseDescriptionIn, courseName, courseTypeIn } from "#app/lib/course-card-state";
import { demoHref } from "#app/lib/course-demo";
import { courseImage } from "#app/lib/course-images";
import { courseDisplayStatus } from "#app/lib/course-status";
import { formatRupees } from "#app/lib/format";
import { indiaDate } from "#app/lib/india-time";
import { pageSeo, siteData } from "#app/lib/seo";
import { logger } from "#app/server/logger.server";
import type { Route } from "./+types/course-inner";

const TABS = ["overview", "curriculum", "instructor", "reviews"] as const;
type Tab = (typeof TABS)[number];
const isTab = (v: string | null): v is Tab => TABS.some((t) => t === v);

export const handle = htmlFirstWith("course-inner");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = siteData(matches);
  const course = loaderData?.course;
  if (!course) return [{ title: `Course Not Found | ${site.settings.site_name}` }, { name: "robots", content: "noindex" }];
  const tags = pageSeo(site, {
    title: site.lang === "hi" ? `${courseName(course, "hi")}: सिलेबस और रिव्यू` : `${course.course_name}: Curriculum and Reviews`,
    description: courseDescriptionIn(course, site.lang).slice(0, 300),
    path: `/course-inner/${course.id}`,
  });
  // The canonical page for a course is /course/{id}.
  return tags.map((tag) => ("rel" in tag && tag.rel === "canonical" ? { ...tag, href: `${site.origin}/course/${course.id}` } : tag));
};

export async function loader({ params, request }: Route.LoaderArgs) {
  const tabParam = new URL(request.url).searchParams.get("tab");
  const course = await loadPublicCourse(params.courseId, "course inner", request);
  // Related courses: the same trade first, never the course itself. A failure only hides them.
  const related = await listActiveCourses().then(
    (all) => relatedCourses(course, all),
    (error) => {
      logger.error({ err: error }, "course inner: failed to load related courses");
      return [];
    },
  );
  return { course, related, demo: demoHref(course), today: indiaDate(), tab: isTab(tabParam) ? tabParam : "overview" };
}

export default function CourseInnerPage({ loaderData }: Route.ComponentProps) {
  const { course, related, today } = loaderData;
  const { t, to, lang } = useI18n();
  // The tab the URL names (?tab=, the links' target without JavaScript); the island switches in place.
  const tab = loaderData.tab;
  const tabs = useRef<HTMLDivElement>(null);
  useEffect(() => (tabs.current ? enhanceTabs(tabs.current) : undefined), []);
  const panel = (value: Tab) => ({ id: "course", value, active: tab === value });
  const status = courseDisplayStatus(course, today);
  const message = useCourseStatusMessage(course, today);
  const modules = courseSyllabus(course, lang);
  const dateOr = (date: string | null) => (date ? formatDay(date, lang) : t("course.toBeAnnounced"));

  return (
    <>
      <CourseInnerHero course={course} status={status} />

      <section className="px-4 py-10">
        <div className="mx-auto grid max-w-7xl gap-8 lg:grid-cols-[1fr_20rem]">
          <div id="course-tabs" ref={tabs} data-island="tabs" className="min-w-0">
            <TabsList className="flex h-auto w-full flex-wrap justify-start gap-1 sm:w-auto">
              {TABS.map((value) => (
                <TabsTrigger key={value} {...panel(value)} href={`?tab=${value}#course-tabs`} className="min-h-10 px-4">
                  {t(`course.tabs.${value}`)}
                </TabsTrigger>
              ))}
            </TabsList>

            <TabsContent {...panel("overview")} className="flex flex-col gap-6">
              <div>
                <h2 className="text-2xl font-extrabold text-brand-950">{t("course.inner.about")}</h2>
                <p className="mt-2 text-slate-700">{courseDescriptionIn(course, lang)}</p>
              </div>
              <div className="rounded-lg border border-brand-200 bg-brand-50 p-3 font-medium text-brand-900" data-testid="status-message">
                {message}
              </div>
              <dl className="grid gap-3 sm:grid-cols-2">
                {[
                  [t("course.fact.code"), course.course_code],
                  [t("course.fact.duration"), t("course.weeks", { count: course.duration_weeks })],
                  [t("course.startDate"), dateOr(course.start_date)],
                  [t("course.endDate"), dateOr(course.end_date)],
                ].map(([label, value]) => (
                  <div key={label} className="rounded-lg border p-3">
                    <dt className="text-sm text-slate-600">{label}</dt>
                    <dd className="font-semibold text-brand-950">{value}</dd>
                  </div>
                ))}
              </dl>
            </TabsContent>

            <TabsContent {...panel("curriculum")}>
              <h2 className="text-2xl font-extrabold text-brand-950">{t("course.inner.curriculum")}</h2>
              {/* The course's own syllabus; none written: no sample modules. */}
              <div className="mt-4">
                {modules.length ? <SyllabusList modules={modules} /> : <p className="text-slate-600">{t("course.inner.noCurriculum")}</p>}
              </div>
            </TabsContent>

            <InstructorTab course={course} active={tab === "instructor"} />

            <TabsContent {...panel("reviews")}>
              <h2 className="text-2xl font-extrabold text-brand-950">{t("course.inner.reviews")}</h2>
              {/* No course has reviews of its own yet (no sample reviews, no fixed rating). */}
              <p className="mt-2 text-slate-600" data-testid="no-reviews">
                {t("course.inner.noReviews")}
              </p>
            </TabsContent>
          </div>

          <aside className="flex flex-col gap-4">
            <div className="flex flex-col gap-4 rounded-xl border bg-white p-5 shadow-sm">
              <p className="text-3xl font-extrabold text-brand-950">{formatRupees(course.fee_amount)}</p>
              <EnrollButton course={course} className="w-full" />
              <EnrollmentProgress course={course} />
              <CourseActions course={course} demo={loaderData.demo} />
              <Button asChild variant="ghost">
                <Link to={to(`/course/${course.id}`)}>{t("course.fullDetails")}</Link>
              </Button>
            </div>
            <RelatedCourses related={related} />
          </aside>
        </div>
      </section>
    </>
  );
}

type Course = Route.ComponentProps["loaderData"]["course"];

/** The course's name, description and key facts beside its picture. */
function CourseInnerHero({ course, status }: { course: Course; status: ReturnType<typeof courseDisplayStatus> }) {
  const { t, lang } = useI18n();
  const name = courseName(course, lang);
  const facts = [
    { Icon: Clock, text: t("course.weeks", { count: course.duration_weeks }) },
    { Icon: IndianRupee, text: formatRupees(course.fee_amount) },
    { Icon: Users, text: t("course.maxStudents", { count: course.max_students }) },
  ];
  return (
    <section className="bg-gradient-to-br from-brand-900 to-brand-700 px-4 py-10 text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-8 md:grid-cols-[1.4fr_1fr]">
        <div className="flex flex-col gap-3">
          <CourseBreadcrumbs className="text-brand-100" linkClassName="hover:underline" />
          <CourseBadges courseType={course.course_type} status={status} className="flex flex-wrap gap-2" />
          <h1 className="text-3xl font-extrabold leading-tight md:text-5xl">{name}</h1>
          <p className="max-w-2xl text-lg text-brand-100">{courseDescriptionIn(course, lang)}</p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {facts.map(({ Icon, text }) => (
              <IconItem key={text} Icon={Icon} className="gap-1.5" iconClassName="size-4 text-action-400">
                {text}
              </IconItem>
            ))}
          </ul>
        </div>
        <img src={courseImage(course)} alt="" width={800} height={500} className="w-full rounded-xl bg-white shadow-lg" />
      </div>
    </section>
  );
}

/** Who teaches the course (the senior faculty when no instructor is named). */
function InstructorTab({ course, active }: { course: Course; active: boolean }) {
  const { t } = useI18n();
  return (
    <TabsContent id="course" value="instructor" active={active}>
      <h2 className="text-2xl font-extrabold text-brand-950">{t("course.instructor")}</h2>
      <div className="mt-4 flex items-start gap-4 rounded-lg border bg-white p-5">
        <span className="grid size-16 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-800">
          <UserRound aria-hidden="true" className="size-8" />
        </span>
        <div>
          <p className="text-lg font-bold text-brand-950">{course.instructor_name ?? t("course.seniorFaculty")}</p>
          <p className="text-sm text-slate-600">{t("course.inner.leadTrainer", { type: courseTypeIn(course.course_type, t) })}</p>
          <p className="mt-2 text-slate-700">{t("course.instructorNote")}</p>
        </div>
      </div>
    </TabsContent>
  );
}

/** Other courses, the same trade first; nothing when there are none. */
function RelatedCourses({ related }: { related: Route.ComponentProps["loaderData"]["related"] }) {
  const { t, to, lang } = useI18n();
  if (!related.length) return null;
  return (
    <div className="rounded-xl border bg-white p-5">
      <h2 className="font-bold text-brand-950">{t("course.inner.related")}</h2>
      <ul className="mt-3 flex flex-col gap-3" data-testid="related-courses">
        {related.map((item) => (
          <li key={item.id}>
            <Link to={to(`/course/${item.id}`)} className="flex items-center gap-3 rounded-lg p-1 hover:bg-muted">
              <SiteImage src={courseImage(item)} alt="" width={64} height={40} className="h-10 w-16 rounded object-cover" />
              <span>
                <span className="block text-sm font-semibold text-brand-950">{courseName(item, lang)}</span>
                <span className="block text-xs text-slate-600">{t("course.weeks", { count: item.duration_weeks })}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CourseErrorBoundary error={error} />;
}
