import { courseDescription } from "./course-status";
import type { PublicCourse } from "./public-course";

/** schema.org Course with its provider, an INR offer and the batch as a CourseInstance. */
export function courseJsonLd(course: PublicCourse, { origin, siteName, path }: { origin: string; siteName: string; path: string }) {
  const url = `${origin}${path}`;
  const instance: Record<string, unknown> = {
    "@type": "CourseInstance",
    courseMode: "Onsite",
    location: { "@type": "Place", name: siteName },
    courseWorkload: `P${course.duration_weeks}W`,
  };
  if (course.start_date) instance.startDate = course.start_date;
  if (course.end_date) instance.endDate = course.end_date;
  if (course.instructor_name) instance.instructor = { "@type": "Person", name: course.instructor_name };
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    name: course.course_name,
    courseCode: course.course_code,
    description: courseDescription(course.description),
    url,
    provider: { "@type": "EducationalOrganization", name: siteName, url: origin || undefined },
    offers: {
      "@type": "Offer",
      category: "Paid",
      price: Number(course.fee_amount).toFixed(2),
      priceCurrency: "INR",
      availability:
        course.is_active && (course.currently_enrolled ?? 0) < course.max_students
          ? "https://schema.org/InStock"
          : "https://schema.org/SoldOut",
      url,
    },
    hasCourseInstance: [instance],
  };
}
