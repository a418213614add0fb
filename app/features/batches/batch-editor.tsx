import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { Form, useNavigate, useNavigation } from "react-router";
import { EditorActions, EditorDialog } from "#app/components/admin/editor-dialog";
import { SelectField, TextField } from "#app/components/form-fields";
import { ErrorList, StatusButton } from "#app/components/forms";
import { BATCH_STATUS_LABELS, BATCH_STATUSES, WEEKDAY_SHORT } from "#app/lib/batch-vocabulary";
import { suggestBatchCode, suggestEndDate, timeInputValue } from "./batch-format";
import { batchFormSchema } from "./batch-schema";
import type { getBatchRow, listCourseChoices, listTrainerChoices } from "./batches-admin.server";

type Batch = NonNullable<Awaited<ReturnType<typeof getBatchRow>>>;
export type BatchChoices = {
  courses: Awaited<ReturnType<typeof listCourseChoices>>;
  trainers: Awaited<ReturnType<typeof listTrainerChoices>>;
  branches: string[];
};

/** Monday first, as the institute's timetables print the week. */
const DAY_BOXES = [1, 2, 3, 4, 5, 6, 0];
const STATUS_OPTIONS = BATCH_STATUSES.map((s) => ({ value: s, label: BATCH_STATUS_LABELS[s] }));

function batchDefaults(batch: Batch | null, courseId: string): Record<string, string | string[]> {
  if (!batch)
    return { course_id: courseId, days: ["1", "2", "3", "4", "5", "6"], start_time: "10:00", end_time: "13:00", status: "planned" };
  return {
    course_id: batch.course_id,
    code: batch.code,
    branch: batch.branch,
    start_date: batch.start_date,
    end_date: batch.end_date,
    days: batch.days.map(String),
    start_time: timeInputValue(batch.start_time),
    end_time: timeInputValue(batch.end_time),
    trainer_user_id: batch.trainer_user_id ?? "",
    capacity: String(batch.capacity),
    status: batch.status,
  };
}

const asList = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : typeof v === "string" ? [v] : []);

/**
 * The add/edit batch dialog (batches/new, batches/:id/edit; decision 013), inline without
 * JavaScript. The code, end date and capacity may stay empty: the server fills them from the
 * course, and the placeholders show what it will use as the course and start date change.
 */
export function BatchEditor({
  batch,
  choices,
  courseId = "",
  closeTo,
  lastResult,
}: {
  batch: Batch | null;
  choices: BatchChoices;
  courseId?: string;
  closeTo: string;
  lastResult?: SubmissionResult;
}) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: batch?.id ?? "new-batch",
    lastResult,
    defaultValue: batchDefaults(batch, courseId),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: batchFormSchema, disableAutoCoercion: true }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const close = () => navigate(closeTo, { replace: true, preventScrollReset: true });
  const saving = navigation.state === "submitting" && navigation.formMethod === "POST";
  const branches = [...new Set([...choices.branches, ...(batch ? [batch.branch] : [])])];

  return (
    <EditorDialog
      open
      title={batch ? `Edit Batch ${batch.code}` : "Add Batch"}
      description={
        batch
          ? "Change the batch's timetable, trainer, seats or status."
          : "Fields marked * are required. Empty fields take the suggestion shown."
      }
      onClose={close}
    >
      <Form method="post" preventScrollReset className="grid gap-4 sm:grid-cols-2" {...getFormProps(form)}>
        <ErrorList error={form.errors?.[0]} />
        <SuggestedFields fields={fields} courses={choices.courses} courseId={courseId} />
        <SelectField
          meta={fields.branch}
          label="Branch"
          required
          empty="Select a branch"
          options={branches.map((b) => ({ value: b, label: b }))}
        />
        <DaysField meta={fields.days} />
        <TextField meta={fields.start_time} label="Start Time" type="time" required hint="India time" />
        <TextField meta={fields.end_time} label="End Time" type="time" required hint="India time" />
        <SelectField
          meta={fields.trainer_user_id}
          label="Trainer"
          empty="No trainer yet"
          options={choices.trainers.map((t) => ({ value: t.id, label: t.name }))}
        />
        <SelectField meta={fields.status} label="Status" required empty="Select a status" options={STATUS_OPTIONS} />
        <div className="sm:col-span-2">
          <EditorActions cancelTo={closeTo} onCancel={close}>
            <StatusButton type="submit" pending={saving} pendingText="Saving…">
              {batch ? "Update Batch" : "Create Batch"}
            </StatusButton>
          </EditorActions>
        </div>
      </Form>
    </EditorDialog>
  );
}

type Fields = ReturnType<typeof useForm<Record<string, unknown>>>[1];

/**
 * The course, the dates, the code and the capacity: the fields whose empty value the server
 * fills from the course, with the suggestion as their placeholder as the course and start change.
 */
function SuggestedFields({ fields, courses, courseId }: { fields: Fields; courses: BatchChoices["courses"]; courseId: string }) {
  const [picked, setPicked] = useState({
    course: asList(fields.course_id.initialValue)[0] ?? "",
    start: asList(fields.start_date.initialValue)[0] ?? "",
  });
  const course = courses.find((c) => c.id === picked.course);
  const validStart = /^\d{4}-\d{2}-\d{2}$/.test(picked.start);
  return (
    <>
      <SelectField
        meta={fields.course_id}
        label="Course"
        required
        empty="Select a course"
        className="sm:col-span-2"
        fallback={courseId}
        options={courses.map((c) => ({ value: c.id, label: `${c.course_name} (${c.course_code})` }))}
        onChange={(value) => setPicked((p) => ({ ...p, course: value }))}
      />
      <TextField
        meta={fields.start_date}
        label="Start Date"
        type="date"
        required
        input={{
          onChange: (event) => {
            // Read now: the event's target is gone by the time React runs the updater.
            const start = event.currentTarget.value;
            setPicked((p) => ({ ...p, start }));
          },
        }}
      />
      <TextField
        meta={fields.end_date}
        label="End Date"
        type="date"
        hint={course ? `Empty: ${course.duration_weeks} weeks from the start.` : "Empty: the course's duration from the start."}
        placeholder={course && validStart ? suggestEndDate(picked.start, course.duration_weeks) : undefined}
      />
      <TextField
        meta={fields.code}
        label="Batch Code"
        hint="Letters, digits and dashes; unique. Empty: the course code and start month."
        placeholder={course && validStart ? suggestBatchCode(course.course_code, picked.start) : "e.g. MRC-2026-07"}
        input={{ maxLength: 40, className: "uppercase" }}
      />
      <TextField
        meta={fields.capacity}
        label="Capacity"
        type="number"
        input={{ min: 1, max: 500, inputMode: "numeric" }}
        placeholder={course ? String(course.max_students) : undefined}
        hint={course ? `Empty: the course's ${course.max_students} seats.` : "Empty: the course's maximum students."}
      />
    </>
  );
}

/** The weekdays as checkboxes (Mon..Sun), posting 0 = Sunday ... 6 = Saturday as stored. */
function DaysField({ meta }: { meta: { id: string; name: string; key?: string; errors?: string[]; initialValue?: unknown } }) {
  const chosen = new Set(asList(meta.initialValue));
  const errorId = `${meta.id}-error`;
  return (
    <fieldset className="flex flex-col gap-1.5 sm:col-span-2" aria-describedby={meta.errors?.length ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium">
        Days{" "}
        <span className="text-destructive" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="flex flex-wrap gap-2" key={meta.key}>
        {DAY_BOXES.map((d) => (
          <label
            key={d}
            className="flex h-11 items-center gap-2 rounded-md border px-3 text-sm font-medium has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
          >
            <input
              type="checkbox"
              name={meta.name}
              value={String(d)}
              defaultChecked={chosen.has(String(d))}
              className="size-5 accent-brand-700"
            />
            {WEEKDAY_SHORT[d]}
          </label>
        ))}
      </div>
      <ErrorList id={errorId} error={meta.errors?.[0]} />
    </fieldset>
  );
}
