import { ArrowLeft, CalendarPlus, MessageCircle, PlayCircle, SearchX } from "lucide-react";
import { isRouteErrorResponse, Link } from "react-router";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { formatDay } from "#app/i18n/format";
import type { Lang } from "#app/i18n/lang";
import { useI18n } from "#app/i18n/use-i18n";
import { whatsAppUrl } from "#app/lib/contact-links";
import { courseName, courseTypeIn, isCourseFull, SEAT_VARIANT, type SeatLabel, seatLabel, waitlistHref } from "#app/lib/course-card-state";
import { courseDisplayStatus, type DisplayStatus, enrolledCount, enrollState, seatShare, seatsLeft } from "#app/lib/course-status";
import type { SyllabusModule } from "#app/lib/course-syllabus";
import type { PublicCourse } from "#app/lib/public-course";
import { useSiteLayoutData } from "#app/lib/site-layout";
import { courseTrade } from "#app/lib/trades";
import { cn } from "#app/lib/utils";
import { Breadcrumbs, type Crumb } from "./breadcrumbs";

const STATUS_VARIANT: Record<DisplayStatus, "grey" | "blue" | "yellow" | "green"> = {
  Inactive: "grey",
  Upcoming: "blue",
  Completed: "yellow",
  Active: "green",
};

/** A course's type and its status, side by side above its name (both course pages). */
export function CourseBadges({ courseType, status, className }: { courseType: string; status: DisplayStatus; className: string }) {
  const { t } = useI18n();
  return (
    <div className={className}>
      <Badge variant="action">{courseTypeIn(courseType, t)}</Badge>
      <DisplayStatusBadge status={status} />
    </div>
  );
}

function DisplayStatusBadge({ status, className }: { status: DisplayStatus; className?: string }) {
  const { t } = useI18n();
  return (
    <Badge variant={STATUS_VARIANT[status]} className={className} data-testid="display-status">
      {t(`course.displayStatus.${status}`)}
    </Badge>
  );
}

const SEAT_BAR: Record<SeatLabel, string> = {
  "Course Full": "bg-red-600",
  "Almost Full": "bg-red-600",
  "Filling Fast": "bg-action-500",
  Available: "bg-green-600",
};

/** Enrollment progress: enrolled of max, a bar, seats left and the availability label. */
export function EnrollmentProgress({ course }: { course: PublicCourse }) {
  const { t } = useI18n();
  const enrolled = enrolledCount(course);
  const max = course.max_students;
  const percent = Math.round(seatShare(course) * 100);
  const label = seatLabel(course);
  const left = seatsLeft(course);
  return (
    <div className="flex flex-col gap-2" data-testid="enrollment-progress">
      <div className="flex items-center justify-between gap-2 text-sm">
        <span className="font-semibold text-brand-950">{t("course.seats.enrolled", { enrolled, max })}</span>
        <Badge variant={SEAT_VARIANT[label]} data-testid="seat-availability">
          {t(`course.seats.availability.${label}`)}
        </Badge>
      </div>
      <div
        role="progressbar"
        aria-label={t("course.seats.filled")}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={Math.min(enrolled, max)}
        aria-valuetext={t("course.seats.filledOf", { enrolled, max })}
        className="h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div className={cn("h-full rounded-full", SEAT_BAR[label])} style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-slate-600">
        {left === 0 ? t("course.seats.none") : t("course.seats.left", { count: left })} · {t("course.seats.percent", { percent })}
      </p>
    </div>
  );
}

/** Course Inactive / Course Full (disabled) or Enroll Now (to the admission form). */
export function EnrollButton({ course, className, size = "lg" }: { course: PublicCourse; className?: string; size?: "default" | "lg" }) {
  const { t, to } = useI18n();
  const state = enrollState(course);
  if (state !== "Enroll Now") {
    return (
      <Button type="button" size={size} variant="secondary" disabled className={className} data-testid="enroll-button">
        {t(state === "Course Full" ? "course.enroll.full" : "course.enroll.inactive")}
      </Button>
    );
  }
  return (
    <Button asChild size={size} variant="action" className={className}>
      <Link to={to(`/admission?course=${encodeURIComponent(course.id)}`)} data-testid="enroll-button">
        {t("course.enroll.open")}
      </Link>
    </Button>
  );
}

/**
 * The course's own ways to talk to the institute: a free demo with the course
 * chosen (`demo`: the loader's demoHref), WhatsApp with a message naming it, and for a full course the next batch's waitlist.
 */
export function CourseActions({ course, demo, className }: { course: PublicCourse; demo: string; className?: string }) {
  const { t, to, lang } = useI18n();
  const settings = useSiteLayoutData()?.settings;
  const text = t("course.action.whatsappText", {
    site: settings?.site_name ?? "",
    course: courseName(course, lang),
    code: course.course_code,
  });
  return (
    <div className={cn("flex flex-col gap-2", className)} data-testid="course-actions">
      {isCourseFull(course) ? (
        <Button asChild variant="action">
          <Link to={to(waitlistHref(course))} data-testid="join-next-batch">
            <CalendarPlus aria-hidden="true" />
            {t("course.action.nextBatch")}
          </Link>
        </Button>
      ) : null}
      <Button asChild variant="outline">
        <Link to={to(demo)} data-testid="book-demo">
          <PlayCircle aria-hidden="true" />
          {t("course.action.demo")}
        </Link>
      </Button>
      {settings?.whatsapp_number ? (
        <Button asChild variant="outline" className="border-green-700 text-green-800 hover:bg-green-50">
          <a href={whatsAppUrl(settings.whatsapp_number, text)} target="_blank" rel="noopener noreferrer" data-testid="course-whatsapp">
            <MessageCircle aria-hidden="true" />
            {t("course.action.whatsapp")}
          </a>
        </Button>
      ) : null}
    </div>
  );
}

/** Shown for an unknown or malformed course id (HTTP 404, inside the site layout), or, `failed`, when the page could not be shown. */
function CourseNotFound({ failed = false }: { failed?: boolean }) {
  const { t, to } = useI18n();
  return (
    <section className="px-4 py-20">
      <div className="mx-auto flex max-w-lg flex-col items-center gap-4 text-center">
        <span className="grid size-16 place-items-center rounded-full bg-brand-50 text-brand-700">
          <SearchX aria-hidden="true" className="size-8" />
        </span>
        <h1 className="text-3xl font-extrabold text-brand-950">{t(failed ? "course.notFound.error" : "course.notFound.title")}</h1>
        <p className="text-slate-600">{t(failed ? "course.notFound.errorText" : "course.notFound.text")}</p>
        <Button asChild size="lg">
          <Link to={to("/courses")}>
            <ArrowLeft aria-hidden="true" />
            {t("course.notFound.back")}
          </Link>
        </Button>
      </div>
    </section>
  );
}

/** Home › Courses (› the course, where the page names it): the trail above both course pages. */
export function CourseBreadcrumbs({ current, className, linkClassName }: { current?: string; className: string; linkClassName: string }) {
  const { t, to } = useI18n();
  const items: Crumb[] = [
    { label: t("course.breadcrumbHome"), to: to("/") },
    { label: t("course.breadcrumbCourses"), to: to("/courses") },
  ];
  return <Breadcrumbs items={current ? [...items, { label: current }] : items} className={className} linkClassName={linkClassName} />;
}

/** The course pages' ErrorBoundary: a 404 says the course is not found, anything else that loading failed. */
export function CourseErrorBoundary({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <CourseNotFound />;
  return <CourseNotFound failed />;
}

// The course pages' helpers. Here, not in lib/, because a module this small shared by
// the two course routes would be bundled into every public page's "site" chunk (vite.chunks.ts).

/** The syllabus in the page's language (the English one where no Hindi was written); [] when none. */
export function courseSyllabus(
  course: { syllabus?: SyllabusModule[] | null; syllabus_hi?: SyllabusModule[] | null },
  lang: Lang,
): SyllabusModule[] {
  return (lang === "hi" && course.syllabus_hi?.length ? course.syllabus_hi : course.syllabus) ?? [];
}

type Relatable = { id: string; course_type: string; trade?: string | null; is_featured?: boolean };

/** "Related courses": never the course itself; the same trade first, then the list's order (featured, newest). */
export function relatedCourses<T extends Relatable>(course: Relatable, candidates: readonly T[], count = 3): T[] {
  const trade = courseTrade(course);
  const others = candidates.filter((c) => c.id !== course.id);
  const same = trade ? others.filter((c) => courseTrade(c) === trade) : [];
  return [...same, ...others.filter((c) => !same.includes(c))].slice(0, count);
}

type StatusCourse = {
  is_active: boolean;
  start_date: string | null;
  end_date: string | null;
  max_students: number;
  currently_enrolled: number | null;
};

/**
 * The detail pages' status message (spec 4) in the page's language. A full active course does
 * not say it is "accepting enrollments" next to 'Course Full': it points to the next batch.
 */
export function useCourseStatusMessage(course: StatusCourse, today: string): string {
  const { t, lang } = useI18n();
  switch (courseDisplayStatus(course, today)) {
    case "Inactive":
      return t("course.status.inactive");
    case "Upcoming":
      return t("course.status.upcoming", { date: formatDay(course.start_date, lang) });
    case "Completed":
      return t("course.status.completed", { date: formatDay(course.end_date, lang) });
    default:
      return isCourseFull(course) ? t("course.status.full") : t("course.status.active");
  }
}
