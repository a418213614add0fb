import { describe, expect, it } from "vitest";
import { courseJsonLd } from "./course-jsonld";
import { jsonLd } from "./seo";

const course = {
  id: "3f2a1c9e-8b7d-4e6f-9a1b-2c3d4e5f6a7b",
  course_name: "Evil </script><script>alert(1)</script> Course",
  course_code: "EV-1",
  course_type: "other",
  description: null,
  duration_weeks: 6,
  fee_amount: "15000.5",
  max_students: 20,
  currently_enrolled: 20,
  instructor_name: "Neha",
  start_date: "2026-03-01",
  end_date: "2026-04-12",
  is_active: true,
};

describe("courseJsonLd", () => {
  it("is a schema.org Course with provider, an INR offer and a CourseInstance with dates", () => {
    const ld = courseJsonLd(course, { origin: "https://example.in", siteName: "Supertech Institute", path: `/course/${course.id}` });
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Course",
      courseCode: "EV-1",
      description: "Comprehensive training with hands-on practical experience",
      provider: { "@type": "EducationalOrganization", name: "Supertech Institute" },
      offers: { "@type": "Offer", price: "15000.50", priceCurrency: "INR", availability: "https://schema.org/SoldOut" },
      hasCourseInstance: [{ "@type": "CourseInstance", startDate: "2026-03-01", endDate: "2026-04-12", instructor: { name: "Neha" } }],
    });
    expect(ld).not.toHaveProperty("aggregateRating");
  });

  it("cannot break out of its script tag once escaped", () => {
    const text = jsonLd(courseJsonLd(course, { origin: "", siteName: "S", path: "/" }));
    expect(text).not.toContain("</script>");
    expect(text).not.toContain("<");
    expect(JSON.parse(text).name).toBe(course.course_name);
  });
});
