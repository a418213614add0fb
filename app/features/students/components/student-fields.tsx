import type { TextFieldDef } from "#app/components/form-fields";
import { Field } from "#app/components/forms";
import { Input, NativeSelect, Textarea } from "#app/components/ui/input";
import { formatCalendarDate } from "#app/lib/format";
import type { BatchChoice } from "../admission-choices.server";
import { STUDENT_TEXT_MAX } from "../student-schemas";

/** The contact fields of an admission and of the student page, as data (TextFields draws them). */
export const CONTACT_FIELDS: readonly TextFieldDef[] = [
  { name: "full_name", label: "Full name", required: true, autoComplete: "name", input: { maxLength: STUDENT_TEXT_MAX.name } },
  {
    name: "phone",
    label: "Phone",
    type: "tel",
    required: true,
    autoComplete: "tel",
    hint: "10-digit mobile number",
    input: { inputMode: "tel", maxLength: 16 },
  },
  { name: "email", label: "E-mail", type: "email", autoComplete: "email", input: { maxLength: STUDENT_TEXT_MAX.email } },
  { name: "guardian_name", label: "Guardian's name", input: { maxLength: STUDENT_TEXT_MAX.name } },
  { name: "guardian_phone", label: "Guardian's phone", type: "tel", input: { inputMode: "tel", maxLength: 16 } },
  { name: "address", label: "Address", rows: 2, className: "sm:col-span-2", input: { maxLength: STUDENT_TEXT_MAX.address } },
];

/** "MRC-2026-07 · starts 1 July 2026 · 12 of 30 seats" (or "full"). */
function batchLabel(b: BatchChoice, withCourse = false): string {
  const seats = b.studying >= b.capacity ? `full, ${b.studying} of ${b.capacity}` : `${b.studying} of ${b.capacity} seats`;
  return [b.code, withCourse ? b.course_name : null, `starts ${formatCalendarDate(b.start_date)}`, seats].filter(Boolean).join(" · ");
}

type FieldMeta = { id?: string; name: string; key?: string; errors?: string[]; initialValue?: unknown };

/** The batch picker: the lead's course's batches first, then every other open batch with its course. */
export function BatchSelect({
  meta,
  ofCourse,
  others,
  courseName,
  label = "Batch",
}: {
  meta: FieldMeta;
  ofCourse: BatchChoice[];
  others: BatchChoice[];
  courseName: string | null;
  label?: string;
}) {
  const value = typeof meta.initialValue === "string" ? meta.initialValue : "";
  return (
    <Field id={meta.id} label={label} name={meta.name} error={meta.errors?.[0]} required className="sm:col-span-2">
      {(control) => (
        <NativeSelect key={meta.key} {...control} defaultValue={value} className="h-10">
          <option value="">Choose a batch</option>
          {ofCourse.length ? (
            <optgroup label={courseName ? `Batches of ${courseName}` : "Batches of this course"}>
              {ofCourse.map((b) => (
                <option key={b.id} value={b.id}>
                  {batchLabel(b)}
                </option>
              ))}
            </optgroup>
          ) : null}
          {others.length ? (
            <optgroup label={ofCourse.length ? "Other courses' batches" : "Open batches"}>
              {others.map((b) => (
                <option key={b.id} value={b.id}>
                  {batchLabel(b, true)}
                </option>
              ))}
            </optgroup>
          ) : null}
        </NativeSelect>
      )}
    </Field>
  );
}

/** An admin's override of a full batch, and the reason the log keeps. */
export function OverrideFields({ reason, override }: { reason: FieldMeta; override: FieldMeta }) {
  return (
    <fieldset className="grid gap-2 rounded-md border border-amber-200 bg-amber-50 p-3 sm:col-span-2">
      <legend className="sr-only">Full batch</legend>
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          name={override.name}
          defaultChecked={override.initialValue === "on"}
          key={override.key}
          className="mt-0.5 size-4 accent-brand-700"
        />
        Admit even if the batch is full (admins only)
      </label>
      <Field id={reason.id} label="Reason for the extra seat" name={reason.name} error={reason.errors?.[0]}>
        {(control) => (
          <Textarea
            key={reason.key}
            {...control}
            rows={2}
            maxLength={STUDENT_TEXT_MAX.reason}
            defaultValue={typeof reason.initialValue === "string" ? reason.initialValue : ""}
          />
        )}
      </Field>
    </fieldset>
  );
}

/** A calendar date (the browser's date picker; YYYY-MM-DD without JavaScript's help too). */
export function DateField({ meta, label }: { meta: FieldMeta; label: string }) {
  return (
    <Field id={meta.id} label={label} name={meta.name} error={meta.errors?.[0]} required>
      {(control) => (
        <Input key={meta.key} {...control} type="date" defaultValue={typeof meta.initialValue === "string" ? meta.initialValue : ""} />
      )}
    </Field>
  );
}
