import { BadgeCheck, CalendarDays, Clock, GraduationCap, Hash, IndianRupee, Info, UserRound, Users } from "lucide-react";
import { Link } from "react-router";
import { htmlFirstWith } from "#app/components/html-first";
import { useNonce } from "#app/components/nonce";
import { CourseAnswers } from "#app/components/site/course-answers";
import { CourseCarousel } from "#app/components/site/course-carousel";
import {
  CourseActions,
  CourseBadges,
  CourseBreadcrumbs,
  CourseErrorBoundary,
  EnrollButton,
  EnrollmentProgress,
  useCourseStatusMessage,
} from "#app/components/site/course-parts";
import { FactList, type FactStyles } from "#app/components/site/icon-lists";
import { Button } from "#app/components/ui/button";
import { UpcomingBatches, withBatchInstances } from "#app/features/batches";
import { listUpcomingBatches } from "#app/features/batches/index.server";
import { loadPublicCourse } from "#app/features/courses/course-page.server";
import { formatDay } from "#app/i18n/format";
import { useI18n } from "#app/i18n/use-i18n";
import { courseDescriptionIn, courseName, courseTypeIn } from "#app/lib/course-card-state";
import { demoHref } from "#app/lib/course-demo";
import { courseGallery } from "#app/lib/course-images";
import { courseJsonLd } from "#app/lib/course-jsonld";
import { courseDisplayStatus } from "#app/lib/course-status";
import { formatRupees } from "#app/lib/format";
import { indiaDate } from "#app/lib/india-time";
import { jsonLd, pageSeo, siteData } from "#app/lib/seo";
import type { Route } from "./+types/course";

// Finished HTML, no hydration: the shell island and the image carousel's (decision 024).
export const handle = htmlFirstWith("course");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = siteData(matches);
  const course = loaderData?.course;
  if (!course) return [{ title: `Course Not Found | ${site.settings.site_name}` }, { name: "robots", content: "noindex" }];
  return pageSeo(site, {
    title: courseName(course, site.lang),
    description: `${courseDescriptionIn(course, site.lang)} ${course.duration_weeks} weeks, ${formatRupees(course.fee_amount)}.`.slice(
      0,
      300,
    ),
    path: `/course/${course.id}`,
  });
};

export async function loader({ params, request }: Route.LoaderArgs) {
  const today = indiaDate();
  // The batches' query runs beside the course's: a missing course answers 404 all the same.
  const [course, batches] = await Promise.all([
    loadPublicCourse(params.courseId, "course detail", request),
    listUpcomingBatches(params.courseId, today),
  ]);
  return { course, batches, demo: demoHref(course), today };
}

/** A course's details: icon left, the term over its value. */
const DETAIL_STYLES: FactStyles = {
  item: "grid grid-cols-[auto_1fr] items-center gap-x-3 rounded-lg border p-3",
  icon: "row-span-2 size-5 shrink-0 text-brand-700",
  label: "text-sm text-slate-600",
  value: "font-semibold text-brand-950",
};

export default function CourseDetailPage({ loaderData, matches }: Route.ComponentProps) {
  const { course, today, batches } = loaderData;
  const nonce = useNonce();
  const site = siteData(matches);
  const { t, lang } = useI18n();
  const status = courseDisplayStatus(course, today);
  const message = useCourseStatusMessage(course, today);
  const images = courseGallery(course);
  const name = courseName(course, lang);

  return (
    <>
      <script
        type="application/ld+json"
        nonce={nonce}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: jsonLd() escapes <, > and &
        dangerouslySetInnerHTML={{
          __html: jsonLd(
            withBatchInstances(
              courseJsonLd(course, { origin: site.origin, siteName: site.settings.site_name, path: `/course/${course.id}` }),
              batches,
              { siteName: site.settings.site_name, weeks: course.duration_weeks },
            ),
          ),
        }}
      />
      <div className="border-b bg-white px-4 py-3">
        <div className="mx-auto max-w-7xl">
          <CourseBreadcrumbs current={name} className="text-slate-600" linkClassName="hover:text-brand-700 hover:underline" />
        </div>
      </div>

      <section className="px-4 py-8 md:py-12">
        <div className="mx-auto grid max-w-7xl gap-8 lg:grid-cols-[1.1fr_1fr]">
          <CourseCarousel images={images} label={`${name} images`} />
          <div className="flex flex-col gap-4">
            <CourseBadges courseType={course.course_type} status={status} className="flex flex-wrap items-center gap-2" />
            <h1 className="text-3xl font-extrabold leading-tight text-brand-950 md:text-4xl">{name}</h1>
            <p className="text-lg text-slate-700">{courseDescriptionIn(course, lang)}</p>
            <div
              className="flex items-start gap-2 rounded-lg border border-brand-200 bg-brand-50 p-3 text-brand-900"
              data-testid="status-message"
              role="status"
            >
              <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <p className="font-medium">{message}</p>
            </div>
            <div className="flex flex-wrap items-end justify-between gap-4 rounded-xl border bg-white p-4 shadow-sm">
              <div>
                <p className="text-sm text-slate-600">{t("course.feeLabel")}</p>
                <p className="text-3xl font-extrabold text-brand-950">{formatRupees(course.fee_amount)}</p>
              </div>
              <EnrollButton course={course} className="w-full sm:w-auto" />
              <div className="w-full">
                <EnrollmentProgress course={course} />
              </div>
              <CourseActions course={course} demo={loaderData.demo} className="w-full sm:grid sm:grid-cols-2" />
            </div>
          </div>
        </div>
      </section>

      <UpcomingBatches batches={batches} />

      <CourseAnswers course={course} />

      <CourseDetailsSection course={course} />
    </>
  );
}

type Course = Route.ComponentProps["loaderData"]["course"];

/** The course's facts, the links onward, its schedule and its instructor. */
function CourseDetailsSection({ course }: { course: Course }) {
  const { t, to, lang } = useI18n();
  const facts = [
    { Icon: Clock, label: t("course.fact.duration"), value: t("course.weeks", { count: course.duration_weeks }) },
    { Icon: IndianRupee, label: t("course.fact.fee"), value: formatRupees(course.fee_amount) },
    { Icon: Users, label: t("course.fact.batchSize"), value: t("course.maxStudents", { count: course.max_students }) },
    { Icon: Hash, label: t("course.fact.code"), value: course.course_code },
    { Icon: GraduationCap, label: t("course.fact.type"), value: courseTypeIn(course.course_type, t) },
    { Icon: BadgeCheck, label: t("course.fact.certificate"), value: t("course.fact.onCompletion") },
  ];
  const dateOr = (date: string | null) => (date ? formatDay(date, lang) : t("course.toBeAnnounced"));
  const schedule = [
    { label: t("course.startDate"), value: dateOr(course.start_date), testId: "start-date" },
    { label: t("course.endDate"), value: dateOr(course.end_date), testId: "end-date" },
    { label: t("course.fact.duration"), value: t("course.weeks", { count: course.duration_weeks }), testId: undefined },
  ];
  return (
    <section aria-labelledby="course-details-heading" className="bg-white px-4 py-10">
      <div className="mx-auto grid max-w-7xl gap-8 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <h2 id="course-details-heading" className="text-2xl font-extrabold text-brand-950">
            {t("course.details")}
          </h2>
          <FactList facts={facts} styles={DETAIL_STYLES} className="mt-4 grid gap-3 sm:grid-cols-2" />
          <div className="mt-6 flex flex-wrap gap-3">
            <Button asChild variant="outline">
              <Link to={to(`/course-inner/${course.id}`)}>{t("course.innerLink")}</Link>
            </Button>
            <Button asChild variant="ghost">
              <Link to={to("/courses")}>{t("course.allCourses")}</Link>
            </Button>
          </div>
        </div>
        <div className="flex flex-col gap-6">
          <section aria-labelledby="schedule-heading" className="rounded-xl border p-5">
            <h2 id="schedule-heading" className="flex items-center gap-2 text-lg font-bold text-brand-950">
              <CalendarDays aria-hidden="true" className="size-5 text-brand-700" />
              {t("course.schedule")}
            </h2>
            <dl className="mt-3 flex flex-col gap-2 text-sm">
              {schedule.map(({ label, value, testId }) => (
                <div key={label} className="flex justify-between gap-4">
                  <dt className="text-slate-600">{label}</dt>
                  <dd className="font-semibold text-brand-950" data-testid={testId}>
                    {value}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
          <section aria-labelledby="instructor-heading" className="rounded-xl border p-5">
            <h2 id="instructor-heading" className="flex items-center gap-2 text-lg font-bold text-brand-950">
              <UserRound aria-hidden="true" className="size-5 text-brand-700" />
              {t("course.instructor")}
            </h2>
            <p className="mt-3 font-semibold text-brand-950" data-testid="instructor">
              {course.instructor_name ?? t("course.seniorFaculty")}
            </p>
            <p className="text-sm text-slate-600">{t("course.instructorNote")}</p>
          </section>
        </div>
      </div>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CourseErrorBoundary error={error} />;
}
