import { Form, Link } from "react-router";
import { ErrorList, Field, StatusButton, useFormValidation } from "../../../components/forms";
import { buttonVariants } from "../../../components/ui/button";
import { Input, NativeSelect, Textarea } from "../../../components/ui/input";
import { courseTypeLabel } from "../../../lib/course-status";
import { COURSE_TYPES, NEW_COURSE_DEFAULTS } from "../../../lib/domain";
import { courseFormSchema } from "../../../lib/validation/course";
import { CourseDiscoveryFields } from "./course-discovery-fields";

export type CourseFormDefaults = {
  id: string;
  course_name: string;
  course_code: string;
  course_type: string;
  description: string | null;
  duration_weeks: number;
  fee_amount: string;
  max_students: number;
  currently_enrolled: number | null;
  instructor_name: string | null;
  start_date: string | null;
  end_date: string | null;
  is_active: boolean;
  trade?: string | null;
  is_featured?: boolean;
};

/** "25000.00" → "25000"; "1500.50" → "1500.5" (the number input shows what people type). */
function feeText(value: string): string {
  const n = Number(value);
  return Number.isFinite(n) ? String(n) : value;
}

/**
 * The add/edit course form (spec 5). Create mode starts from the spec's defaults (4 weeks,
 * fee 0, 20 students, active). After a failed save the server's values and messages show.
 */
export function CourseForm({
  course,
  actionData,
  pending,
  cancelHref,
  onCancel,
}: {
  course: CourseFormDefaults | null;
  actionData: { fieldErrors: Record<string, string>; values?: Record<string, string> } | undefined;
  pending: boolean;
  cancelHref: string;
  onCancel: () => void;
}) {
  const { errors, formProps } = useFormValidation(courseFormSchema, actionData?.fieldErrors);
  const sent = actionData?.values;
  const value = (name: string, fallback: string) => sent?.[name] ?? fallback;
  const isActive = sent ? sent.is_active === "true" || sent.is_active === "on" : (course?.is_active ?? NEW_COURSE_DEFAULTS.is_active);

  return (
    <Form method="post" encType="multipart/form-data" preventScrollReset className="grid gap-4" {...formProps}>
      <input type="hidden" name="intent" value={course ? "update" : "create"} />
      {course ? <input type="hidden" name="id" value={course.id} /> : null}
      <ErrorList error={errors._form} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Course Name" name="course_name" error={errors.course_name} required>
          {(p) => (
            <Input
              {...p}
              defaultValue={value("course_name", course?.course_name ?? "")}
              placeholder="e.g. Mobile and Smartphone Repairing"
            />
          )}
        </Field>
        <Field label="Course Code" name="course_code" error={errors.course_code} required>
          {(p) => (
            <Input
              {...p}
              defaultValue={value("course_code", course?.course_code ?? "")}
              placeholder="e.g. MSR-101"
              autoCapitalize="characters"
            />
          )}
        </Field>
      </div>
      <Field label="Course Type" name="course_type" error={errors.course_type} required>
        {(p) => (
          <NativeSelect {...p} defaultValue={value("course_type", course?.course_type ?? COURSE_TYPES[0])}>
            {COURSE_TYPES.map((type) => (
              <option key={type} value={type}>
                {courseTypeLabel(type)}
              </option>
            ))}
            {course && !(COURSE_TYPES as readonly string[]).includes(course.course_type) ? (
              <option value={course.course_type} disabled>
                {courseTypeLabel(course.course_type)} (choose another type)
              </option>
            ) : null}
          </NativeSelect>
        )}
      </Field>
      <CourseDiscoveryFields course={course} sent={sent} errors={errors} />
      <Field label="Description" name="description" error={errors.description}>
        {(p) => (
          <Textarea {...p} rows={3} defaultValue={value("description", course?.description ?? "")} placeholder="What students will learn" />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Duration (weeks)" name="duration_weeks" error={errors.duration_weeks} required>
          {(p) => (
            <Input
              {...p}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              defaultValue={value("duration_weeks", String(course?.duration_weeks ?? NEW_COURSE_DEFAULTS.duration_weeks))}
            />
          )}
        </Field>
        <Field label="Fee (₹)" name="fee_amount" error={errors.fee_amount} required>
          {(p) => (
            <Input
              {...p}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              defaultValue={value("fee_amount", course ? feeText(course.fee_amount) : String(NEW_COURSE_DEFAULTS.fee_amount))}
            />
          )}
        </Field>
        <Field label="Max Students" name="max_students" error={errors.max_students} required>
          {(p) => (
            <Input
              {...p}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              defaultValue={value("max_students", String(course?.max_students ?? NEW_COURSE_DEFAULTS.max_students))}
            />
          )}
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Currently Enrolled" name="currently_enrolled" error={errors.currently_enrolled}>
          {(p) => (
            <Input
              {...p}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              defaultValue={value("currently_enrolled", String(course?.currently_enrolled ?? 0))}
            />
          )}
        </Field>
        <Field label="Instructor Name" name="instructor_name" error={errors.instructor_name}>
          {(p) => <Input {...p} defaultValue={value("instructor_name", course?.instructor_name ?? "")} placeholder="Optional" />}
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Start Date" name="start_date" error={errors.start_date}>
          {(p) => <Input {...p} type="date" defaultValue={value("start_date", course?.start_date ?? "")} />}
        </Field>
        <Field label="End Date" name="end_date" error={errors.end_date}>
          {(p) => <Input {...p} type="date" defaultValue={value("end_date", course?.end_date ?? "")} />}
        </Field>
      </div>
      <label className="flex items-center gap-3 text-sm font-medium">
        <input type="checkbox" name="is_active" value="true" defaultChecked={isActive} className="size-5 accent-brand-700" />
        Active (shown on the website)
      </label>
      <div className="flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:justify-end">
        <Link
          to={cancelHref}
          replace
          preventScrollReset
          className={buttonVariants({ variant: "outline" })}
          onClick={(event) => {
            event.preventDefault();
            onCancel();
          }}
        >
          Cancel
        </Link>
        <StatusButton type="submit" pending={pending} pendingText="Saving…">
          {course ? "Update Course" : "Create Course"}
        </StatusButton>
      </div>
    </Form>
  );
}
