import { BadgeCheck, CalendarDays, Clock, GraduationCap, Hash, IndianRupee, Info, Star, UserRound, Users } from "lucide-react";
import { data, isRouteErrorResponse, Link } from "react-router";
import { useNonce } from "../../components/nonce";
import { Breadcrumbs } from "../../components/site/breadcrumbs";
import { CourseCarousel } from "../../components/site/course-carousel";
import { CourseNotFound, DisplayStatusBadge, EnrollButton, EnrollmentProgress } from "../../components/site/course-parts";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { courseGallery } from "../../lib/course-images";
import { courseJsonLd } from "../../lib/course-jsonld";
import { courseDescription, courseDisplayStatus, courseStatusMessage, courseTypeLabel, todayInIndia } from "../../lib/course-status";
import { LIMITS } from "../../lib/domain";
import { formatCalendarDate, formatRupees } from "../../lib/format";
import { jsonLd, seo, siteData } from "../../lib/seo";
import { logger } from "../../server/logger.server";
import { getCourseById } from "../../server/models/courses.server";
import { redirectWithToast } from "../../server/toast.server";
import type { Route } from "./+types/course";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = siteData(matches);
  const course = loaderData?.course;
  if (!course) return [{ title: `Course Not Found | ${site.settings.site_name}` }, { name: "robots", content: "noindex" }];
  return seo({
    title: course.course_name,
    description: `${courseDescription(course.description)} ${course.duration_weeks} weeks, ${formatRupees(course.fee_amount)}.`.slice(
      0,
      300,
    ),
    path: `/course/${course.id}`,
    origin: site.origin,
    lang: site.lang,
    siteName: site.settings.site_name,
  });
};

export async function loader({ params }: Route.LoaderArgs) {
  let course: Awaited<ReturnType<typeof getCourseById>>;
  try {
    course = await getCourseById(params.courseId);
  } catch (error) {
    logger.error({ err: error, courseId: params.courseId }, "course detail: failed to load course");
    throw await redirectWithToast("/courses", { title: "Error", description: "Failed to fetch course details", type: "error" });
  }
  if (!course) throw data({ message: "Course Not Found" }, { status: 404 });
  return { course, today: todayInIndia() };
}

export default function CourseDetailPage({ loaderData, matches }: Route.ComponentProps) {
  const { course, today } = loaderData;
  const nonce = useNonce();
  const site = siteData(matches);
  const status = courseDisplayStatus(course, today);
  const message = courseStatusMessage(course, today);
  const images = courseGallery(course);
  const facts = [
    { Icon: Clock, label: "Duration", value: `${course.duration_weeks} weeks` },
    { Icon: IndianRupee, label: "Course Fee", value: formatRupees(course.fee_amount) },
    { Icon: Users, label: "Batch Size", value: `Max ${course.max_students} students` },
    { Icon: Hash, label: "Course Code", value: course.course_code },
    { Icon: GraduationCap, label: "Course Type", value: courseTypeLabel(course.course_type) },
    { Icon: BadgeCheck, label: "Certificate", value: "On completion" },
  ];

  return (
    <>
      <script
        type="application/ld+json"
        nonce={nonce}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: jsonLd() escapes <, > and &
        dangerouslySetInnerHTML={{
          __html: jsonLd(courseJsonLd(course, { origin: site.origin, siteName: site.settings.site_name, path: `/course/${course.id}` })),
        }}
      />
      <div className="border-b bg-white px-4 py-3">
        <div className="mx-auto max-w-7xl">
          <Breadcrumbs
            items={[{ label: "Home", to: "/" }, { label: "Courses", to: "/courses" }, { label: course.course_name }]}
            className="text-slate-600"
            linkClassName="hover:text-brand-700 hover:underline"
          />
        </div>
      </div>

      <section className="px-4 py-8 md:py-12">
        <div className="mx-auto grid max-w-7xl gap-8 lg:grid-cols-[1.1fr_1fr]">
          <CourseCarousel images={images} label={`${course.course_name} images`} />
          <div className="flex flex-col gap-4">
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="action">{courseTypeLabel(course.course_type)}</Badge>
              <DisplayStatusBadge status={status} />
            </div>
            <h1 className="text-3xl font-extrabold leading-tight text-brand-950 md:text-4xl">{course.course_name}</h1>
            <p className="flex items-center gap-1 text-sm">
              <Star aria-hidden="true" className="size-4 fill-action-500 text-action-500" />
              <span className="font-semibold">{LIMITS.courseCardRating}</span>
              <span className="text-slate-600">({LIMITS.courseCardReviews} reviews)</span>
            </p>
            <p className="text-lg text-slate-700">{courseDescription(course.description)}</p>
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
                <p className="text-sm text-slate-600">Course fee</p>
                <p className="text-3xl font-extrabold text-brand-950">{formatRupees(course.fee_amount)}</p>
              </div>
              <EnrollButton course={course} className="w-full sm:w-auto" />
              <div className="w-full">
                <EnrollmentProgress course={course} />
              </div>
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="course-details-heading" className="bg-white px-4 py-10">
        <div className="mx-auto grid max-w-7xl gap-8 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <h2 id="course-details-heading" className="text-2xl font-extrabold text-brand-950">
              Course Details
            </h2>
            <dl className="mt-4 grid gap-3 sm:grid-cols-2">
              {facts.map(({ Icon, label, value }) => (
                <div key={label} className="grid grid-cols-[auto_1fr] items-center gap-x-3 rounded-lg border p-3">
                  <Icon aria-hidden="true" className="row-span-2 size-5 shrink-0 text-brand-700" />
                  <dt className="text-sm text-slate-600">{label}</dt>
                  <dd className="font-semibold text-brand-950">{value}</dd>
                </div>
              ))}
            </dl>
            <div className="mt-6 flex flex-wrap gap-3">
              <Button asChild variant="outline">
                <Link to={`/course-inner/${course.id}`}>Curriculum, instructor and reviews</Link>
              </Button>
              <Button asChild variant="ghost">
                <Link to="/courses">All courses</Link>
              </Button>
            </div>
          </div>
          <div className="flex flex-col gap-6">
            <section aria-labelledby="schedule-heading" className="rounded-xl border p-5">
              <h2 id="schedule-heading" className="flex items-center gap-2 text-lg font-bold text-brand-950">
                <CalendarDays aria-hidden="true" className="size-5 text-brand-700" />
                Schedule
              </h2>
              <dl className="mt-3 flex flex-col gap-2 text-sm">
                <div className="flex justify-between gap-4">
                  <dt className="text-slate-600">Start date</dt>
                  <dd className="font-semibold text-brand-950" data-testid="start-date">
                    {course.start_date ? formatCalendarDate(course.start_date) : "To be announced"}
                  </dd>
                </div>
                <div className="flex justify-between gap-4">
                  <dt className="text-slate-600">End date</dt>
                  <dd className="font-semibold text-brand-950" data-testid="end-date">
                    {course.end_date ? formatCalendarDate(course.end_date) : "To be announced"}
                  </dd>
                </div>
                <div className="flex justify-between gap-4">
                  <dt className="text-slate-600">Duration</dt>
                  <dd className="font-semibold text-brand-950">{course.duration_weeks} weeks</dd>
                </div>
              </dl>
            </section>
            <section aria-labelledby="instructor-heading" className="rounded-xl border p-5">
              <h2 id="instructor-heading" className="flex items-center gap-2 text-lg font-bold text-brand-950">
                <UserRound aria-hidden="true" className="size-5 text-brand-700" />
                Instructor
              </h2>
              <p className="mt-3 font-semibold text-brand-950" data-testid="instructor">
                {course.instructor_name ?? "Senior faculty"}
              </p>
              <p className="text-sm text-slate-600">Working technician and trainer at our Delhi campus.</p>
            </section>
          </div>
        </div>
      </section>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <CourseNotFound />;
  return (
    <section className="px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-brand-950">Something went wrong</h1>
      <p className="mt-2 text-slate-600">We could not show this course. Please try again in a moment.</p>
      <Button asChild className="mt-6">
        <Link to="/courses">Back to Courses</Link>
      </Button>
    </section>
  );
}
