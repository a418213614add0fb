/**
 * A complete, valid course form as the admin course editor posts it: `fields` names the course
 * and whatever a test looks at; the rest are plausible values it does not care about.
 */
export function courseForm(fields: Record<string, string>): Record<string, string> {
  return {
    course_type: "other",
    duration_weeks: "6",
    max_students: "18",
    currently_enrolled: "",
    instructor_name: "Kavita Rao",
    start_date: "2026-03-01",
    end_date: "2026-04-15",
    is_active: "true",
    ...fields,
  };
}
