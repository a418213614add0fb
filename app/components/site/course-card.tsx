import { Clock, IndianRupee, Users } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Link } from "react-router";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { useI18n } from "#app/i18n/use-i18n";
import {
  courseDescriptionIn,
  courseName,
  courseTypeIn,
  isCourseFull,
  SEAT_VARIANT,
  seatLabel,
  waitlistHref,
} from "#app/lib/course-card-state";
import { courseImage } from "#app/lib/course-images";
import { enrolledCount, seatsLeft } from "#app/lib/course-status";
import { formatRupees } from "#app/lib/format";
import type { PublicCourse } from "#app/lib/public-course";
import { cn } from "#app/lib/utils";
import { SiteImage } from "./site-image";

type CourseCardProps = {
  course: PublicCourse;
  /** Where 'Read More' goes; defaults to /course/{id}. */
  detailHref?: string;
  detailLabel?: string;
  /** Full page load for the detail link (internal courses page). */
  reloadDocument?: boolean;
};

/**
 * A course card: illustration, type, name, description, duration, fee, seats, 'Enroll Now'
 * (to /admission with the course preselected) and 'Read More'. A full course shows the spec's
 * 'Course Full' and offers the next batch instead. No rating: no course has reviews
 * of its own, and a fixed "4.8 (125 reviews)" on every card is not one.
 */
function CourseCard({ course, detailHref, detailLabel, reloadDocument = false }: CourseCardProps) {
  const { t, to, lang } = useI18n();
  const href = detailHref ?? to(`/course/${course.id}`);
  const detail = detailLabel ?? t("card.readMore");
  const left = seatsLeft(course);
  const label = seatLabel(course);
  const full = isCourseFull(course);
  const name = courseName(course, lang);
  const headingId = `course-${course.id}-name`;
  return (
    <article
      aria-labelledby={headingId}
      // Grids of up to 17 cards: the browser lays out only those near the screen (below-fold).
      className="below-fold group flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition-shadow [contain-intrinsic-block-size:auto_540px] hover:shadow-md"
      data-testid="course-card"
    >
      <CardImage src={courseImage(course)} badge={courseTypeIn(course.course_type, t)} zoomOnHover />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div>
          <h3 id={headingId} className="text-lg font-bold leading-snug text-brand-950">
            {name}
          </h3>
          <p className="mt-1 line-clamp-3 text-sm text-muted-foreground">{courseDescriptionIn(course, lang)}</p>
        </div>
        <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
          <div className="flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-4 text-brand-600" />
            <dt className="sr-only">Duration</dt>
            <dd>{t("card.weeks", { count: course.duration_weeks })}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <IndianRupee aria-hidden="true" className="size-4 text-brand-600" />
            <dt className="sr-only">Fee</dt>
            <dd className="font-semibold text-brand-950">{formatRupees(course.fee_amount)}</dd>
          </div>
          <div className="col-span-2 flex flex-wrap items-center gap-1.5">
            <Users aria-hidden="true" className="size-4 text-brand-600" />
            <dt className="sr-only">Seats</dt>
            <dd>
              {t("card.enrolled", { enrolled: enrolledCount(course), max: course.max_students })}
              {full ? null : <> · {t("card.seatsLeft", { count: left })}</>}
            </dd>
            <dd>
              <Badge variant={SEAT_VARIANT[label]} data-testid="card-seats">
                {t(`course.seats.availability.${label}`)}
              </Badge>
            </dd>
          </div>
        </dl>
        <div className="mt-auto grid grid-cols-2 gap-2 pt-1">
          <Button asChild variant="action">
            {full ? (
              <Link to={to(waitlistHref(course))} aria-label={`${t("course.action.nextBatch")}: ${name}`}>
                {t("course.action.nextBatch")}
                <span className="sr-only">: {name}</span>
              </Link>
            ) : (
              <Link to={to(`/admission?course=${encodeURIComponent(course.id)}`)} aria-label={`${t("card.enrollNow")}: ${name}`}>
                {t("card.enrollNow")}
                <span className="sr-only">: {name}</span>
              </Link>
            )}
          </Button>
          <Button asChild variant="outline">
            {/* The course name, for screen readers (aria-label) and search engines (hidden text): "Read More" alone says nothing. */}
            <Link to={href} reloadDocument={reloadDocument} aria-label={`${detail}: ${name}`}>
              {detail}
              <span className="sr-only">: {name}</span>
            </Link>
          </Button>
        </div>
      </div>
    </article>
  );
}

type CourseItemsProps = Pick<CourseCardProps, "detailLabel" | "reloadDocument"> & {
  courses: readonly PublicCourse[];
  /** Each card's 'Read More' target; the card's default (/course/{id}) without it. */
  detailHref?: (course: PublicCourse) => string;
  /** Attributes of each card's list item (the internal courses search reads its data-* there). */
  itemProps?: (course: PublicCourse) => ComponentProps<"li">;
};
type CourseGridProps = CourseItemsProps & { className?: string; testId?: string; listProps?: ComponentProps<"ul"> };

/** The cards as list items, for a list of the caller's own (CourseGrid's, or a template's). */
export function CourseItems({ courses, detailHref, itemProps, ...card }: CourseItemsProps) {
  return courses.map((course) => (
    <li key={course.id} {...itemProps?.(course)}>
      <CourseCard course={course} detailHref={detailHref?.(course)} {...card} />
    </li>
  ));
}

/** The course lists (home, /courses, /internal-courses): one card a column on phones, two from `sm`, three from `lg`. */
export function CourseGrid({ className, testId, listProps, ...items }: CourseGridProps) {
  return (
    <ul className={cn("grid gap-6 sm:grid-cols-2 lg:grid-cols-3", className)} data-testid={testId} {...listProps}>
      <CourseItems {...items} />
    </ul>
  );
}

/**
 * A card's 16:10 illustration with a badge in its top-left corner (course cards, online course
 * cards). `zoomOnHover` (course cards): the picture grows a little while the card (a `group`)
 * is hovered, and the badge casts a shadow over it.
 */
export function CardImage({ src, badge, zoomOnHover = false }: { src: string; badge: ReactNode; zoomOnHover?: boolean }) {
  return (
    <div className={cn("relative aspect-[16/10] bg-brand-50", zoomOnHover && "overflow-hidden")}>
      <SiteImage
        src={src}
        alt=""
        width={640}
        height={400}
        className={cn(
          "size-full object-cover",
          zoomOnHover && "transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none",
        )}
      />
      <Badge variant="action" className={cn("absolute left-3 top-3", zoomOnHover && "shadow-sm")}>
        {badge}
      </Badge>
    </div>
  );
}
