import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Ban } from "lucide-react";
import { Form, useNavigate, useNavigation } from "react-router";
import { EditorActions, EditorDialog } from "#app/components/admin/editor-dialog";
import { ErrorList, Field, StatusButton } from "#app/components/forms";
import { Textarea } from "#app/components/ui/input";
import { formatCalendarDate } from "#app/lib/format";
import { LIST_URL } from "./certificate-editor";
import { certificateRevokeSchema, REVOKE_REASON_MAX } from "./certificate-schemas";
import type { CertificateRow } from "./get-certificate.server";

/** Revoking needs a reason: shown on the public page and kept in the activity log. */
export function RevokeDialog({
  certificate,
  lastResult,
}: {
  certificate: Pick<CertificateRow, "id" | "certificate_id" | "student_name" | "course_name" | "issue_date">;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: certificateRevokeSchema, disableAutoCoercion: true }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const close = () => navigate(LIST_URL, { replace: true, preventScrollReset: true });
  const reason = fields.reason;
  return (
    <EditorDialog
      open
      title="Revoke Certificate"
      description={`${certificate.certificate_id} · ${certificate.student_name}`}
      onClose={close}
      className="sm:max-w-lg"
    >
      <Form method="post" preventScrollReset className="grid gap-4" {...getFormProps(form)}>
        <ErrorList error={form.errors?.[0]} />
        <div className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
          <p className="font-semibold">
            {certificate.course_name} · issued {formatCalendarDate(certificate.issue_date)}
          </p>
          <p className="mt-1">
            Its public page will show "Revoked" with today's date and this reason, without the Verified badge, and its PDF will be refused.
            Only a super admin can undo this.
          </p>
        </div>
        <Field
          label="Reason"
          name={reason.name}
          error={reason.errors?.[0]}
          required
          hint="Shown on the public page and kept in the activity log."
        >
          {(p) => (
            <Textarea
              {...p}
              key={reason.key}
              rows={3}
              maxLength={REVOKE_REASON_MAX}
              defaultValue={typeof reason.initialValue === "string" ? reason.initialValue : ""}
              placeholder="e.g. Issued by mistake; attendance below 80%"
            />
          )}
        </Field>
        <EditorActions cancelTo={LIST_URL} onCancel={close}>
          <StatusButton type="submit" variant="destructive" pending={navigation.state === "submitting"} pendingText="Revoking…">
            <Ban aria-hidden="true" /> Revoke Certificate
          </StatusButton>
        </EditorActions>
      </Form>
    </EditorDialog>
  );
}
