import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { Form, Link, useLocation, useNavigate, useNavigation } from "react-router";
import { EditorDialog } from "#app/components/admin/editor-dialog";
import { ErrorList, StatusButton } from "#app/components/forms";
import { buttonVariants } from "#app/components/ui/button";
import { courseListHref } from "#app/lib/course-admin";
import { courseTypeLabel } from "#app/lib/course-status";
import { syllabusText } from "#app/lib/course-syllabus";
import { COURSE_TYPES, NEW_COURSE_DEFAULTS } from "#app/lib/domain";
import { courseFormSchema } from "#app/lib/validation/course";
import { CourseDiscoveryFields } from "./course-discovery-fields";
import { CheckboxField, InputField, SelectField } from "./course-fields";
import { CoursePageFields } from "./course-page-fields";
import type { AdminCourse } from "./courses-admin.server";

/** "25000.00" → "25000"; "1500.50" → "1500.5" (the number input shows what people type). */
function feeText(value: string): string {
  const n = Number(value);
  return Number.isFinite(n) ? String(n) : value;
}

/** The form's starting values: the stored course, or the spec's new-course defaults (4 weeks, fee 0, 20 students, active). */
function courseDefaults(course: AdminCourse | null): Record<string, string> {
  if (!course) {
    return {
      course_type: COURSE_TYPES[0],
      duration_weeks: String(NEW_COURSE_DEFAULTS.duration_weeks),
      fee_amount: String(NEW_COURSE_DEFAULTS.fee_amount),
      max_students: String(NEW_COURSE_DEFAULTS.max_students),
      currently_enrolled: "0",
      is_active: NEW_COURSE_DEFAULTS.is_active ? "true" : "",
    };
  }
  return {
    course_name: course.course_name,
    course_code: course.course_code,
    course_type: course.course_type,
    description: course.description ?? "",
    duration_weeks: String(course.duration_weeks),
    fee_amount: feeText(course.fee_amount),
    max_students: String(course.max_students),
    currently_enrolled: String(course.currently_enrolled ?? 0),
    instructor_name: course.instructor_name ?? "",
    start_date: course.start_date ?? "",
    end_date: course.end_date ?? "",
    is_active: course.is_active ? "true" : "",
    trade: course.trade ?? "",
    is_featured: course.is_featured ? "true" : "",
    syllabus: syllabusText(course.syllabus),
    eligibility: course.eligibility ?? "",
    teaching_language: course.teaching_language ?? "",
    batch_morning: course.batch_morning ?? "",
    batch_evening: course.batch_evening ?? "",
    batch_weekend: course.batch_weekend ?? "",
    fee_full_payment: course.fee_full_payment === null ? "" : feeText(course.fee_full_payment),
    fee_instalments: course.fee_instalments ?? "",
    fee_hostel: course.fee_hostel === null ? "" : feeText(course.fee_hostel),
    next_batch_date: course.next_batch_date ?? "",
    name_hi: course.name_hi ?? "",
    description_hi: course.description_hi ?? "",
    syllabus_hi: syllabusText(course.syllabus_hi),
  };
}

/**
 * The add/edit course dialog (spec 2, 5) over the list, for `courses/new` and `courses/:id/edit`
 * (decision 013: editors are routes, so reload, back and links work). Without JavaScript the same
 * form shows inline above the list. Closing it returns to the list with its search kept.
 */
export function CourseEditorDialog({
  course,
  lastResult,
  children,
}: {
  course: AdminCourse | null;
  lastResult: SubmissionResult | undefined;
  /** Sections with forms of their own, after the course's form (the practical tasks). */
  children?: ReactNode;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const listHref = courseListHref(location.search);
  return (
    <EditorDialog
      open
      title={course ? "Edit Course" : "Add New Course"}
      description={course ? `Update the details of ${course.course_name}.` : "Fill in the course details. Fields marked * are required."}
      onClose={() => navigate(listHref, { preventScrollReset: true })}
    >
      <CourseEditor key={course?.id ?? "new"} course={course} lastResult={lastResult} listHref={listHref} />
      {children}
    </EditorDialog>
  );
}

function CourseEditor({
  course,
  lastResult,
  listHref,
}: {
  course: AdminCourse | null;
  lastResult: SubmissionResult | undefined;
  listHref: string;
}) {
  const [form, fields] = useForm({
    id: course ? `course-${course.id}` : "course-new",
    lastResult,
    defaultValue: courseDefaults(course),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: courseFormSchema, disableAutoCoercion: true }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formAction?.startsWith("/admin/courses/") === true;
  const storedType = course && !(COURSE_TYPES as readonly string[]).includes(course.course_type) ? course.course_type : null;

  return (
    <Form method="post" preventScrollReset className="grid gap-4" {...getFormProps(form)}>
      <ErrorList id={form.errorId} error={form.errors?.[0]} />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField meta={fields.course_name} label="Course Name" required placeholder="e.g. Mobile and Smartphone Repairing" />
        <InputField meta={fields.course_code} label="Course Code" required placeholder="e.g. MSR-101" autoCapitalize="characters" />
      </div>
      <SelectField meta={fields.course_type} label="Course Type" required>
        {COURSE_TYPES.map((type) => (
          <option key={type} value={type}>
            {courseTypeLabel(type)}
          </option>
        ))}
        {storedType ? (
          <option value={storedType} disabled>
            {courseTypeLabel(storedType)} (choose another type)
          </option>
        ) : null}
      </SelectField>
      <CourseDiscoveryFields trade={fields.trade} featured={fields.is_featured} courseType={course?.course_type ?? null} />
      <InputField meta={fields.description} label="Description" rows={3} placeholder="What students will learn" />
      <div className="grid gap-4 sm:grid-cols-3">
        <InputField meta={fields.duration_weeks} label="Duration (weeks)" required type="number" inputMode="numeric" min={1} step={1} />
        <InputField meta={fields.fee_amount} label="Fee (₹)" required type="number" inputMode="decimal" min={0} step={0.01} />
        <InputField meta={fields.max_students} label="Max Students" required type="number" inputMode="numeric" min={1} step={1} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField meta={fields.currently_enrolled} label="Currently Enrolled" type="number" inputMode="numeric" min={0} step={1} />
        <InputField meta={fields.instructor_name} label="Instructor Name" placeholder="Optional" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField meta={fields.start_date} label="Start Date" type="date" />
        <InputField meta={fields.end_date} label="End Date" type="date" />
      </div>
      <CheckboxField meta={fields.is_active} label="Active (shown on the website)" />
      <CoursePageFields fields={fields} />
      <div className="flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:justify-end">
        <Link to={listHref} preventScrollReset className={buttonVariants({ variant: "outline" })}>
          Cancel
        </Link>
        <StatusButton type="submit" pending={saving} pendingText="Saving…">
          {course ? "Update Course" : "Create Course"}
        </StatusButton>
      </div>
    </Form>
  );
}
