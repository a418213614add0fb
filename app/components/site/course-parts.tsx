import { ArrowLeft, SearchX } from "lucide-react";
import { Link } from "react-router";
import {
  type DisplayStatus,
  enrolledCount,
  enrollState,
  type SeatAvailability,
  seatAvailability,
  seatShare,
  seatsLeft,
} from "../../lib/course-status";
import { cn } from "../../lib/utils";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import type { PublicCourse } from "./course-card";

const STATUS_VARIANT: Record<DisplayStatus, "grey" | "blue" | "yellow" | "green"> = {
  Inactive: "grey",
  Upcoming: "blue",
  Completed: "yellow",
  Active: "green",
};

export function DisplayStatusBadge({ status, className }: { status: DisplayStatus; className?: string }) {
  return (
    <Badge variant={STATUS_VARIANT[status]} className={className} data-testid="display-status">
      {status}
    </Badge>
  );
}

const AVAILABILITY_BAR: Record<SeatAvailability, string> = {
  "Almost Full": "bg-red-600",
  "Filling Fast": "bg-action-500",
  Available: "bg-green-600",
};
const AVAILABILITY_VARIANT = { "Almost Full": "red", "Filling Fast": "yellow", Available: "green" } as const;

/** Enrollment progress: enrolled of max, a bar, seats left and the availability label. */
export function EnrollmentProgress({ course }: { course: PublicCourse }) {
  const enrolled = enrolledCount(course);
  const percent = Math.round(seatShare(course) * 100);
  const availability = seatAvailability(course);
  const left = seatsLeft(course);
  return (
    <div className="flex flex-col gap-2" data-testid="enrollment-progress">
      <div className="flex items-center justify-between gap-2 text-sm">
        <span className="font-semibold text-brand-950">
          {enrolled} / {course.max_students} students enrolled
        </span>
        <Badge variant={AVAILABILITY_VARIANT[availability]} data-testid="seat-availability">
          {availability}
        </Badge>
      </div>
      <div
        role="progressbar"
        aria-label="Seats filled"
        aria-valuemin={0}
        aria-valuemax={course.max_students}
        aria-valuenow={Math.min(enrolled, course.max_students)}
        aria-valuetext={`${enrolled} of ${course.max_students} seats filled`}
        className="h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div className={cn("h-full rounded-full", AVAILABILITY_BAR[availability])} style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-slate-600">
        {left === 0 ? "No seats left in this batch" : `${left} ${left === 1 ? "seat" : "seats"} left`} · {percent}% filled
      </p>
    </div>
  );
}

/** Course Inactive / Course Full (disabled) or Enroll Now (to the admission form). */
export function EnrollButton({ course, className, size = "lg" }: { course: PublicCourse; className?: string; size?: "default" | "lg" }) {
  const state = enrollState(course);
  if (state !== "Enroll Now") {
    return (
      <Button type="button" size={size} variant="secondary" disabled className={className} data-testid="enroll-button">
        {state}
      </Button>
    );
  }
  return (
    <Button asChild size={size} variant="action" className={className}>
      <Link to={`/admission?course=${encodeURIComponent(course.id)}`} data-testid="enroll-button">
        Enroll Now
      </Link>
    </Button>
  );
}

/** Shown for an unknown or malformed course id (HTTP 404, inside the site layout). */
export function CourseNotFound() {
  return (
    <section className="px-4 py-20">
      <div className="mx-auto flex max-w-lg flex-col items-center gap-4 text-center">
        <span className="grid size-16 place-items-center rounded-full bg-brand-50 text-brand-700">
          <SearchX aria-hidden="true" className="size-8" />
        </span>
        <h1 className="text-3xl font-extrabold text-brand-950">Course Not Found</h1>
        <p className="text-slate-600">The course you are looking for does not exist or is no longer offered.</p>
        <Button asChild size="lg">
          <Link to="/courses">
            <ArrowLeft aria-hidden="true" />
            Back to Courses
          </Link>
        </Button>
      </div>
    </section>
  );
}
