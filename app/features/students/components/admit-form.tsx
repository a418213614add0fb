import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "react-router";
import { TextFields } from "#app/components/form-fields";
import { ErrorList, StatusButton } from "#app/components/forms";
import { buttonVariants } from "#app/components/ui/button";
import type { AdmissionForm } from "../admission-choices.server";
import { admitSchema } from "../student-schemas";
import { BatchSelect, CONTACT_FIELDS, DateField, OverrideFields } from "./student-fields";

/**
 * "Admit to batch" (/admin/leads/{id}/admit): the batch, the student's fields filled from the
 * lead and its enquiry, the date of admission (today in India), and an admin's override of a
 * full batch. Works without JavaScript; with it, the schema checks as staff type.
 */
export function AdmitForm({ admission, lastResult }: { admission: AdmissionForm; lastResult?: SubmissionResult }) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "admit-student",
    lastResult,
    defaultValue: admission.defaults,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: admitSchema, disableAutoCoercion: true }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const noBatch = admission.ofCourse.length + admission.others.length === 0;

  return (
    <Form method="post" className="grid gap-4 sm:grid-cols-2" {...getFormProps(form)} aria-label="Admit to batch">
      <BatchSelect meta={fields.batch_id} ofCourse={admission.ofCourse} others={admission.others} courseName={admission.lead.course_name} />
      {noBatch ? (
        <p className="text-sm text-amber-900 sm:col-span-2" role="status">
          No batch is open for admission. Create one under Batches first.
        </p>
      ) : null}
      <TextFields defs={CONTACT_FIELDS} fields={fields} />
      <DateField meta={fields.admitted_on} label="Date of admission" />
      <OverrideFields override={fields.override} reason={fields.override_reason} />
      <ErrorList error={form.errors?.[0]} />
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <StatusButton type="submit" pending={pending} pendingText="Admitting...">
          Admit student
        </StatusButton>
        <Link to={`/admin/leads/${admission.lead.id}`} className={buttonVariants({ variant: "outline" })}>
          Cancel
        </Link>
      </div>
    </Form>
  );
}
