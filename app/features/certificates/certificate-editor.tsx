import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Lock } from "lucide-react";
import { useCallback, useRef, useState } from "react";
import { Form, type ShouldRevalidateFunctionArgs, useFetcher, useLocation, useNavigate, useNavigation } from "react-router";
import type { z } from "zod";
import { EditorActions, EditorDialog } from "#app/components/admin/editor-dialog";
import { ImageUpload } from "#app/components/admin/image-upload";
import { ErrorList, Field, StatusButton } from "#app/components/forms";
import { Input, Textarea } from "#app/components/ui/input";
import { indiaDate } from "#app/lib/india-time";
import type { CertificatePrefill } from "./certificate-prefill.server";
import { CERTIFICATE_ID_MAX, certificateCreateSchema, certificateEditSchema, OTHER_COURSE } from "./certificate-schemas";
import type { CourseChoice } from "./course-choices.server";
import { CoursePicker } from "./course-picker";
import type { CertificateRow } from "./get-certificate.server";

/** The list the dialogs open over and close back to. */
export const LIST_URL = "/admin/certificates";

/** The photo's upload and discard answer their own fetcher: the editor's data stays as it is. */
export function skipRevalidationForUploads({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const intent = formData?.get("intent");
  if (intent === "upload" || intent === "discard-upload") return false;
  return defaultShouldRevalidate;
}

/** The save's Conform reply among the editor action's answers (the photo's go to its fetcher). */
function saveReply(actionData: object | undefined) {
  return actionData && "initialValue" in actionData ? (actionData as SubmissionResult<string[]>) : undefined;
}

/** The fields of both forms: the edit form has no certificate_id (it is fixed) and no suggestion. */
type EditorFields = z.input<typeof certificateEditSchema> &
  Partial<Pick<z.input<typeof certificateCreateSchema>, "certificate_id" | "suggested_id">>;

type EditorProps = {
  /** The certificate being edited; null when adding one. */
  certificate: CertificateRow | null;
  suggestedId?: string | null;
  prefill?: CertificatePrefill | null;
  courses: CourseChoice[];
  maxBytes: number;
  actionData: object | undefined;
};

/**
 * The add and edit dialog over the list (spec 5), one component for both routes. Conform
 * with the same zod schema as the action; a refused save comes back as Conform's reply, so
 * the fields refill with or without JavaScript. Closing discards a photo uploaded but not saved.
 */
export function CertificateEditor(props: EditorProps) {
  const { certificate } = props;
  const navigate = useNavigate();
  const location = useLocation();
  const discard = useFetcher();
  const pending = useRef<string | null>(null);
  const onPendingChange = useCallback((url: string | null) => {
    pending.current = url;
  }, []);
  const close = () => {
    if (pending.current)
      discard.submit({ intent: "discard-upload", image_url: pending.current }, { method: "post", action: location.pathname });
    pending.current = null;
    navigate(LIST_URL, { replace: true, preventScrollReset: true });
  };
  return (
    <EditorDialog
      open
      title={certificate ? "Edit Certificate" : "Add Certificate"}
      description={certificate ? `Certificate ${certificate.certificate_id}` : "Fields marked * are required."}
      onClose={close}
    >
      <CertificateForm {...props} onPendingChange={onPendingChange} onCancel={close} />
    </EditorDialog>
  );
}

function defaultsOf({ certificate, suggestedId, prefill, courses }: EditorProps) {
  if (certificate)
    return {
      ...certificate,
      course_id: certificate.course_id ?? OTHER_COURSE,
      duration: certificate.duration ?? "",
      details: certificate.details ?? "",
    };
  return {
    certificate_id: suggestedId ?? "",
    issue_date: indiaDate(),
    student_name: prefill?.student_name ?? "",
    course_id: prefill?.course_id ?? "",
    course_name: courses.find((c) => c.id === prefill?.course_id)?.course_name ?? "",
    duration: prefill?.duration ?? "",
  };
}

function CertificateForm(props: EditorProps & { onPendingChange: (url: string | null) => void; onCancel: () => void }) {
  const { certificate, suggestedId, courses, maxBytes, actionData, onPendingChange, onCancel } = props;
  const [form, fields] = useForm<EditorFields, z.output<typeof certificateCreateSchema | typeof certificateEditSchema>>({
    lastResult: saveReply(actionData),
    defaultValue: defaultsOf(props),
    onValidate: ({ formData }) =>
      certificate
        ? parseWithZod(formData, { schema: certificateEditSchema, disableAutoCoercion: true })
        : parseWithZod(formData, { schema: certificateCreateSchema, disableAutoCoercion: true }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const [uploading, setUploading] = useState(false);
  const navigation = useNavigation();
  const initial = (name: keyof typeof fields) => {
    const value = fields[name].initialValue;
    return typeof value === "string" ? value : "";
  };
  const field = (name: keyof typeof fields) => ({ name, error: fields[name].errors?.[0] });

  return (
    <Form method="post" encType="multipart/form-data" preventScrollReset className="grid gap-4" {...getFormProps(form)}>
      {suggestedId ? <input type="hidden" name="suggested_id" value={suggestedId} /> : null}
      <ErrorList error={form.errors?.[0]} />
      <div className="grid gap-4 sm:grid-cols-2">
        <CertificateIdField
          certificate={certificate}
          suggestedId={suggestedId}
          error={certificate ? form.allErrors.certificate_id?.[0] : fields.certificate_id.errors?.[0]}
          defaultValue={initial("certificate_id")}
        />
        <Field label="Issue Date" {...field("issue_date")} required>
          {(p) => <Input {...p} type="date" defaultValue={initial("issue_date")} />}
        </Field>
      </div>
      <Field label="Student Name" {...field("student_name")} required>
        {(p) => <Input {...p} defaultValue={initial("student_name")} autoComplete="off" maxLength={200} />}
      </Field>
      <CoursePicker
        courses={courses}
        editing={certificate !== null}
        initial={{ course_id: initial("course_id"), course_name: initial("course_name"), duration: initial("duration") }}
        errors={{
          course_id: fields.course_id.errors?.[0],
          course_name: fields.course_name.errors?.[0],
          duration: fields.duration.errors?.[0],
        }}
        besideDuration={
          <Field label="Approved By" {...field("approved_by")} required>
            {(p) => (
              <Input {...p} defaultValue={initial("approved_by")} placeholder="Name of the approving trainer or director" maxLength={200} />
            )}
          </Field>
        }
      />
      <Field label="Details" {...field("details")}>
        {(p) => <Textarea {...p} rows={3} defaultValue={initial("details")} placeholder="Optional: grade, attendance, remarks" />}
      </Field>
      <ImageUpload
        label="Certificate Image"
        currentUrl={certificate?.certificate_image_url ?? null}
        alt={certificate ? `Certificate ${certificate.certificate_id}` : "Certificate"}
        error={form.allErrors.image?.[0]}
        maxBytes={maxBytes}
        allowRemove
        onPendingChange={onPendingChange}
        onBusyChange={setUploading}
      />
      <EditorActions cancelTo={LIST_URL} onCancel={onCancel}>
        <StatusButton type="submit" pending={navigation.state === "submitting"} pendingText="Saving…" disabled={uploading}>
          {certificate ? "Update Certificate" : "Add Certificate"}
        </StatusButton>
      </EditorActions>
    </Form>
  );
}

/**
 * The ID: typed (with the sequence's next number suggested) when adding; shown locked when
 * editing, since certificate_id is fixed once the record exists (and sent under another name).
 */
function CertificateIdField({
  certificate,
  suggestedId,
  error,
  defaultValue,
}: {
  certificate: CertificateRow | null;
  suggestedId?: string | null;
  error: string | undefined;
  defaultValue: string;
}) {
  return certificate ? (
    <Field
      label="Certificate ID"
      name="certificate_id_locked"
      error={error}
      hint="The certificate ID cannot be changed once the certificate exists."
    >
      {(p) => (
        <div className="relative">
          <Input
            {...p}
            name={undefined}
            value={certificate.certificate_id}
            readOnly
            aria-readonly="true"
            className="bg-muted pr-9 font-mono"
          />
          <Lock className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        </div>
      )}
    </Field>
  ) : (
    <Field
      label="Certificate ID"
      name="certificate_id"
      error={error}
      required
      hint={
        suggestedId
          ? `${suggestedId} is the next in your sequence. You may type another ID.`
          : "Printed on the certificate; used to verify it."
      }
    >
      {(p) => (
        <Input
          {...p}
          defaultValue={defaultValue}
          placeholder="e.g. STI-2026-0005"
          className="font-mono"
          autoComplete="off"
          maxLength={CERTIFICATE_ID_MAX}
        />
      )}
    </Field>
  );
}
