import { type ReactNode, useRef, useState } from "react";
import { Field } from "#app/components/forms";
import { Input, NativeSelect } from "#app/components/ui/input";
import { OTHER_COURSE } from "./certificate-schemas";
import type { CourseChoice } from "./course-choices.server";

type CourseFields = { course_id: string; course_name: string; duration: string };

/**
 * The certificate's course: picked from the course list, or "Other course" with its name
 * typed (old courses). Picking a course fills the duration from it, unless staff
 * typed one of their own. The server reloads a picked course, so these values are a preview.
 */
export function CoursePicker({
  courses,
  editing,
  initial,
  errors,
  besideDuration,
}: {
  courses: CourseChoice[];
  /** An existing certificate always has a course: "Choose a course…" is not offered again. */
  editing: boolean;
  initial: CourseFields;
  errors: Partial<Record<keyof CourseFields, string>>;
  /** The field shown next to Duration (Approved By), so the form keeps its two-column rows. */
  besideDuration: ReactNode;
}) {
  const [choice, setChoice] = useState(initial.course_id);
  const [courseName, setCourseName] = useState(initial.course_name);
  const [duration, setDuration] = useState(initial.duration);
  const autoDuration = useRef<string | null>(initial.duration || null);
  const pickCourse = (next: string) => {
    setChoice(next);
    const course = courses.find((c) => c.id === next);
    if (course) {
      setCourseName(course.course_name);
      if (duration.trim() === "" || duration === autoDuration.current) {
        const weeks = course.duration_weeks === 1 ? "1 week" : `${course.duration_weeks} weeks`;
        autoDuration.current = weeks;
        setDuration(weeks);
      }
    } else if (next === OTHER_COURSE && courses.some((c) => c.course_name === courseName)) {
      setCourseName("");
    }
  };
  const other = choice === OTHER_COURSE;

  return (
    <>
      <div className="group/course grid gap-4 sm:grid-cols-2">
        <Field
          label="Course Name"
          name="course_id"
          error={errors.course_id ?? (other ? undefined : errors.course_name)}
          required
          className="sm:col-span-2"
        >
          {(p) => (
            <NativeSelect {...p} value={choice} onChange={(e) => pickCourse(e.target.value)}>
              <option value="" disabled={editing}>
                Choose a course…
              </option>
              {courses.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.course_name}
                  {c.is_active ? "" : " (inactive)"}
                </option>
              ))}
              <option value={OTHER_COURSE}>Other course (type its name)</option>
            </NativeSelect>
          )}
        </Field>
        {/* Shown when "Other course" is chosen: by CSS, so it works before (and without) JavaScript too. */}
        <Field
          label="Other course"
          name="course_name"
          error={other ? errors.course_name : undefined}
          hint="The course name exactly as it should be printed."
          className="hidden group-has-[option[value=other]:checked]/course:flex sm:col-span-2"
        >
          {(p) => <Input {...p} value={courseName} onChange={(e) => setCourseName(e.target.value)} maxLength={200} />}
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {besideDuration}
        <Field label="Duration" name="duration" error={errors.duration} hint="Filled in from the course; e.g. 12 weeks or 3 months.">
          {(p) => <Input {...p} value={duration} onChange={(e) => setDuration(e.target.value)} maxLength={100} />}
        </Field>
      </div>
    </>
  );
}
