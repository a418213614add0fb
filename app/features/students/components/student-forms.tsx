import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import { SelectField, TextFields } from "#app/components/form-fields";
import { ErrorList, StatusButton } from "#app/components/forms";
import { STUDENT_STATUS_LABELS, STUDENT_STATUSES } from "#app/lib/batch-vocabulary";
import type { StudentPage } from "../student-detail.server";
import { moveSchema, studentDetailsSchema } from "../student-schemas";
import { BatchSelect, CONTACT_FIELDS, OverrideFields } from "./student-fields";

/** The reply of the form that was posted (each form carries its `intent`), so the other form stays as it was. */
const replyFor = (intent: string, lastResult?: SubmissionResult) =>
  lastResult && (lastResult.initialValue?.intent ?? "details") === intent ? lastResult : undefined;

const busy = (navigation: ReturnType<typeof useNavigation>, intent: string) =>
  navigation.state === "submitting" && (navigation.formData?.get("intent") ?? "details") === intent;

/** Contact fields and status. */
export function StudentDetailsForm({ student, lastResult }: { student: StudentPage["student"]; lastResult?: SubmissionResult }) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "student-details",
    lastResult: replyFor("details", lastResult),
    defaultValue: {
      full_name: student.full_name,
      phone: student.phone,
      email: student.email ?? "",
      guardian_name: student.guardian_name ?? "",
      guardian_phone: student.guardian_phone ?? "",
      address: student.address ?? "",
      status: student.status,
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: studentDetailsSchema, disableAutoCoercion: true }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" className="grid gap-4 sm:grid-cols-2" {...getFormProps(form)} aria-label="Student details">
      <input type="hidden" name="intent" value="details" />
      <TextFields defs={CONTACT_FIELDS} fields={fields} />
      <SelectField
        meta={fields.status}
        label="Status"
        empty="Choose a status"
        options={STUDENT_STATUSES.map((s) => ({ value: s, label: STUDENT_STATUS_LABELS[s] }))}
        required
      />
      <ErrorList error={form.errors?.[0]} />
      <div className="sm:col-span-2">
        <StatusButton type="submit" pending={busy(navigation, "details")} pendingText="Saving...">
          Save details
        </StatusButton>
      </div>
    </Form>
  );
}

/** A move to another open batch; a full one takes an admin's override and reason. */
export function MoveForm({ page, lastResult }: { page: StudentPage; lastResult?: SubmissionResult }) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "student-move",
    lastResult: replyFor("move", lastResult),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: moveSchema, disableAutoCoercion: true }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const ofCourse = page.moveTo.filter((b) => b.course_id === page.course.id);
  const others = page.moveTo.filter((b) => b.course_id !== page.course.id);
  return (
    <Form method="post" className="grid gap-4" {...getFormProps(form)} aria-label="Move to another batch">
      <input type="hidden" name="intent" value="move" />
      <p className="text-sm text-muted-foreground">Days already marked stay with the student, under the batch they were marked in.</p>
      <BatchSelect meta={fields.batch_id} ofCourse={ofCourse} others={others} courseName={page.course.course_name} label="New batch" />
      <OverrideFields override={fields.override} reason={fields.override_reason} />
      <ErrorList error={form.errors?.[0]} />
      <div>
        <StatusButton type="submit" variant="outline" pending={busy(navigation, "move")} pendingText="Moving...">
          Move student
        </StatusButton>
      </div>
    </Form>
  );
}
