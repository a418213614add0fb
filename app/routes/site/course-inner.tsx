import { BookOpen, CheckCircle2, Clock, IndianRupee, Star, UserRound, Users } from "lucide-react";
import { useState } from "react";
import { data, isRouteErrorResponse, Link } from "react-router";
import { Breadcrumbs } from "../../components/site/breadcrumbs";
import { CourseNotFound, DisplayStatusBadge, EnrollButton, EnrollmentProgress } from "../../components/site/course-parts";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { courseImage } from "../../lib/course-images";
import { courseDescription, courseDisplayStatus, courseStatusMessage, courseTypeLabel, todayInIndia } from "../../lib/course-status";
import { LIMITS } from "../../lib/domain";
import { formatCalendarDate, formatRupees } from "../../lib/format";
import { seo, siteData } from "../../lib/seo";
import { logger } from "../../server/logger.server";
import { getCourseById } from "../../server/models/courses.server";
import { redirectWithToast } from "../../server/toast.server";
import type { Route } from "./+types/course-inner";

const TABS = [
  { value: "overview", label: "Overview" },
  { value: "curriculum", label: "Curriculum" },
  { value: "instructor", label: "Instructor" },
  { value: "reviews", label: "Reviews" },
] as const;
type Tab = (typeof TABS)[number]["value"];
const isTab = (v: string | null): v is Tab => TABS.some((t) => t.value === v);

/** Static sample content (spec 2): curriculum, reviews and related courses. */
const CURRICULUM = [
  {
    title: "Module 1: Electronics Fundamentals",
    lessons: ["Voltage, current and resistance", "Reading a multimeter", "Components and their symbols"],
  },
  { title: "Module 2: Tools and Safety", lessons: ["Soldering and desoldering", "Hot air and rework stations", "ESD and workshop safety"] },
  { title: "Module 3: Circuit Diagrams", lessons: ["Reading schematics", "Tracing power sections", "Test points and measurements"] },
  { title: "Module 4: Fault Finding", lessons: ["Common faults and symptoms", "Step-by-step diagnosis", "Component-level replacement"] },
  {
    title: "Module 5: Practical Projects",
    lessons: ["Live repairs on real devices", "Customer handling and estimates", "Final assessment and certificate"],
  },
];

const SAMPLE_REVIEWS = [
  {
    name: "Ravi K.",
    rating: 5,
    when: "2 weeks ago",
    text: "Teachers explain every fault on a real board. I started taking repair work from my area within a month.",
  },
  {
    name: "Sandeep M.",
    rating: 5,
    when: "1 month ago",
    text: "Small batch, so I got lots of practice time. The toolkit guidance saved me money.",
  },
  {
    name: "Farhan A.",
    rating: 4,
    when: "2 months ago",
    text: "Good practical course. Hostel near the institute made it easy to join from outside Delhi.",
  },
];

const RELATED = [
  { title: "Mobile and Smartphone Repairing", image: "/images/courses/mobile.svg", weeks: 8 },
  { title: "Laptop and Desktop Repairing", image: "/images/courses/laptop.svg", weeks: 12 },
  { title: "AC PCB Repairing Course", image: "/images/courses/ac.svg", weeks: 6 },
];

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = siteData(matches);
  const course = loaderData?.course;
  if (!course) return [{ title: `Course Not Found | ${site.settings.site_name}` }, { name: "robots", content: "noindex" }];
  const tags = seo({
    title: `${course.course_name}: Curriculum and Reviews`,
    description: courseDescription(course.description).slice(0, 300),
    path: `/course-inner/${course.id}`,
    origin: site.origin,
    lang: site.lang,
    siteName: site.settings.site_name,
  });
  // The canonical page for a course is /course/{id}.
  return tags.map((tag) => ("rel" in tag && tag.rel === "canonical" ? { ...tag, href: `${site.origin}/course/${course.id}` } : tag));
};

export async function loader({ params, request }: Route.LoaderArgs) {
  const tabParam = new URL(request.url).searchParams.get("tab");
  let course: Awaited<ReturnType<typeof getCourseById>>;
  try {
    course = await getCourseById(params.courseId);
  } catch (error) {
    logger.error({ err: error, courseId: params.courseId }, "course inner: failed to load course");
    throw await redirectWithToast("/courses", { title: "Error", description: "Failed to fetch course details", type: "error" });
  }
  if (!course) throw data({ message: "Course Not Found" }, { status: 404 });
  return { course, today: todayInIndia(), tab: isTab(tabParam) ? tabParam : "overview" };
}

export default function CourseInnerPage({ loaderData }: Route.ComponentProps) {
  const { course, today } = loaderData;
  const [tab, setTab] = useState<Tab>(loaderData.tab);
  const status = courseDisplayStatus(course, today);

  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 to-brand-700 px-4 py-10 text-white">
        <div className="mx-auto grid max-w-7xl items-center gap-8 md:grid-cols-[1.4fr_1fr]">
          <div className="flex flex-col gap-3">
            <Breadcrumbs
              items={[
                { label: "Home", to: "/" },
                { label: "Courses", to: "/courses" },
              ]}
              className="text-brand-100"
              linkClassName="hover:underline"
            />
            <div className="flex flex-wrap gap-2">
              <Badge variant="action">{courseTypeLabel(course.course_type)}</Badge>
              <DisplayStatusBadge status={status} />
            </div>
            <h1 className="text-3xl font-extrabold leading-tight md:text-5xl">{course.course_name}</h1>
            <p className="max-w-2xl text-lg text-brand-100">{courseDescription(course.description)}</p>
            <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
              <li className="flex items-center gap-1.5">
                <Clock aria-hidden="true" className="size-4 text-action-400" />
                {course.duration_weeks} weeks
              </li>
              <li className="flex items-center gap-1.5">
                <IndianRupee aria-hidden="true" className="size-4 text-action-400" />
                {formatRupees(course.fee_amount)}
              </li>
              <li className="flex items-center gap-1.5">
                <Users aria-hidden="true" className="size-4 text-action-400" />
                Max {course.max_students} students
              </li>
              <li className="flex items-center gap-1.5">
                <Star aria-hidden="true" className="size-4 fill-action-400 text-action-400" />
                {LIMITS.courseCardRating} ({LIMITS.courseCardReviews} reviews)
              </li>
            </ul>
          </div>
          <img src={courseImage(course)} alt="" width={800} height={500} className="w-full rounded-xl bg-white shadow-lg" />
        </div>
      </section>

      <section className="px-4 py-10">
        <div className="mx-auto grid max-w-7xl gap-8 lg:grid-cols-[1fr_20rem]">
          <Tabs id="course-tabs" value={tab} onValueChange={(v) => isTab(v) && setTab(v)} className="min-w-0">
            <TabsList className="flex h-auto w-full flex-wrap justify-start gap-1 sm:w-auto">
              {TABS.map((t) => (
                <TabsTrigger key={t.value} value={t.value} asChild className="min-h-10 px-4">
                  {/* A link, so the tabs still work without JavaScript (?tab=...). */}
                  <a href={`?tab=${t.value}#course-tabs`} onClick={(event) => event.preventDefault()}>
                    {t.label}
                  </a>
                </TabsTrigger>
              ))}
            </TabsList>

            <TabsContent value="overview" className="flex flex-col gap-6">
              <div>
                <h2 className="text-2xl font-extrabold text-brand-950">About this course</h2>
                <p className="mt-2 text-slate-700">{courseDescription(course.description)}</p>
              </div>
              <div className="rounded-lg border border-brand-200 bg-brand-50 p-3 font-medium text-brand-900" data-testid="status-message">
                {courseStatusMessage(course, today)}
              </div>
              <dl className="grid gap-3 sm:grid-cols-2">
                <div className="rounded-lg border p-3">
                  <dt className="text-sm text-slate-600">Course code</dt>
                  <dd className="font-semibold text-brand-950">{course.course_code}</dd>
                </div>
                <div className="rounded-lg border p-3">
                  <dt className="text-sm text-slate-600">Duration</dt>
                  <dd className="font-semibold text-brand-950">{course.duration_weeks} weeks</dd>
                </div>
                <div className="rounded-lg border p-3">
                  <dt className="text-sm text-slate-600">Start date</dt>
                  <dd className="font-semibold text-brand-950">
                    {course.start_date ? formatCalendarDate(course.start_date) : "To be announced"}
                  </dd>
                </div>
                <div className="rounded-lg border p-3">
                  <dt className="text-sm text-slate-600">End date</dt>
                  <dd className="font-semibold text-brand-950">
                    {course.end_date ? formatCalendarDate(course.end_date) : "To be announced"}
                  </dd>
                </div>
              </dl>
              <div>
                <h3 className="text-lg font-bold text-brand-950">What you will learn</h3>
                <ul className="mt-2 grid gap-2 sm:grid-cols-2">
                  {[
                    "Diagnose faults step by step",
                    "Work safely with professional tools",
                    "Read and trace circuit diagrams",
                    "Repair at component level",
                  ].map((item) => (
                    <li key={item} className="flex items-start gap-2">
                      <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
                      {item}
                    </li>
                  ))}
                </ul>
              </div>
            </TabsContent>

            <TabsContent value="curriculum">
              <h2 className="text-2xl font-extrabold text-brand-950">Curriculum</h2>
              <ol className="mt-4 flex flex-col gap-3">
                {CURRICULUM.map((module) => (
                  <li key={module.title} className="rounded-lg border bg-white p-4">
                    <h3 className="flex items-center gap-2 font-bold text-brand-950">
                      <BookOpen aria-hidden="true" className="size-5 text-brand-700" />
                      {module.title}
                    </h3>
                    <ul className="mt-2 list-disc pl-10 text-slate-700">
                      {module.lessons.map((lesson) => (
                        <li key={lesson}>{lesson}</li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ol>
            </TabsContent>

            <TabsContent value="instructor">
              <h2 className="text-2xl font-extrabold text-brand-950">Instructor</h2>
              <div className="mt-4 flex items-start gap-4 rounded-lg border bg-white p-5">
                <span className="grid size-16 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-800">
                  <UserRound aria-hidden="true" className="size-8" />
                </span>
                <div>
                  <p className="text-lg font-bold text-brand-950">{course.instructor_name ?? "Senior faculty"}</p>
                  <p className="text-sm text-slate-600">Lead trainer, {courseTypeLabel(course.course_type)}</p>
                  <p className="mt-2 text-slate-700">
                    A working technician with years of bench experience, who teaches every topic on real devices and stays with students
                    until they can repair on their own.
                  </p>
                </div>
              </div>
            </TabsContent>

            <TabsContent value="reviews">
              <h2 className="text-2xl font-extrabold text-brand-950">Student Reviews</h2>
              <p className="mt-1 text-slate-600">
                {LIMITS.courseCardRating} out of 5 from {LIMITS.courseCardReviews} reviews
              </p>
              <ul className="mt-4 flex flex-col gap-3">
                {SAMPLE_REVIEWS.map((review) => (
                  <li key={review.name} className="rounded-lg border bg-white p-4">
                    <div className="flex items-center justify-between gap-2">
                      <p className="font-bold text-brand-950">{review.name}</p>
                      <p className="text-sm text-slate-600">{review.when}</p>
                    </div>
                    <p className="mt-1 flex gap-0.5" role="img" aria-label={`${review.rating} out of 5 stars`}>
                      {Array.from({ length: 5 }, (_, i) => (
                        <Star
                          // biome-ignore lint/suspicious/noArrayIndexKey: fixed five stars
                          key={i}
                          aria-hidden="true"
                          className={i < review.rating ? "size-4 fill-action-500 text-action-500" : "size-4 text-slate-300"}
                        />
                      ))}
                    </p>
                    <p className="mt-2 text-slate-700">{review.text}</p>
                  </li>
                ))}
              </ul>
            </TabsContent>
          </Tabs>

          <aside className="flex flex-col gap-4">
            <div className="flex flex-col gap-4 rounded-xl border bg-white p-5 shadow-sm">
              <p className="text-3xl font-extrabold text-brand-950">{formatRupees(course.fee_amount)}</p>
              <EnrollButton course={course} className="w-full" />
              <EnrollmentProgress course={course} />
              <Button asChild variant="outline">
                <Link to={`/course/${course.id}`}>Full course details</Link>
              </Button>
            </div>
            <div className="rounded-xl border bg-white p-5">
              <h2 className="font-bold text-brand-950">Related Courses</h2>
              <ul className="mt-3 flex flex-col gap-3">
                {RELATED.map((item) => (
                  <li key={item.title}>
                    <Link to="/courses" className="flex items-center gap-3 rounded-lg p-1 hover:bg-muted">
                      <img src={item.image} alt="" width={64} height={40} loading="lazy" className="h-10 w-16 rounded object-cover" />
                      <span>
                        <span className="block text-sm font-semibold text-brand-950">{item.title}</span>
                        <span className="block text-xs text-slate-600">{item.weeks} weeks</span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          </aside>
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
      <Button asChild className="mt-6">
        <Link to="/courses">Back to Courses</Link>
      </Button>
    </section>
  );
}
