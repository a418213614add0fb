import { seatsLeft } from "#app/lib/course-status";
import type { UpcomingBatch } from "./upcoming-batches.server";

const DAY_URLS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"].map((d) => `https://schema.org/${d}`);

/**
 * A batch as a schema.org CourseInstance (the course page's JSON-LD; escaped by jsonLd() like
 * the rest): its dates, its weekly schedule in India time, the branch as its place, the seats.
 */
function batchCourseInstance(batch: UpcomingBatch, { siteName, weeks }: { siteName: string; weeks: number }) {
  return {
    "@type": "CourseInstance",
    name: batch.code,
    courseMode: "Onsite",
    courseWorkload: `P${weeks}W`,
    startDate: batch.start_date,
    endDate: batch.end_date,
    location: { "@type": "Place", name: `${siteName}, ${batch.branch}` },
    courseSchedule: {
      "@type": "Schedule",
      repeatFrequency: "P1W",
      byDay: batch.days.map((d) => DAY_URLS[d]),
      startTime: batch.start_time.slice(0, 5),
      endTime: batch.end_time.slice(0, 5),
      scheduleTimezone: "Asia/Kolkata",
      startDate: batch.start_date,
      endDate: batch.end_date,
    },
    maximumAttendeeCapacity: batch.capacity,
    remainingAttendeeCapacity: seatsLeft({ max_students: batch.capacity, currently_enrolled: batch.admitted }),
  };
}

/** A course's JSON-LD (lib/course-jsonld.ts) with its upcoming batches as its CourseInstances, when it has any. */
export function withBatchInstances<T extends { hasCourseInstance: unknown[] }>(
  course: T,
  batches: readonly UpcomingBatch[],
  options: { siteName: string; weeks: number },
): T {
  if (!batches.length) return course;
  return { ...course, hasCourseInstance: batches.map((b) => batchCourseInstance(b, options)) };
}
