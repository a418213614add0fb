import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { Form, useNavigate, useNavigation } from "react-router";
import type { ZodType } from "zod";
import { EditorActions, EditorDialog } from "#app/components/admin/editor-dialog";
import { ErrorList, StatusButton } from "#app/components/forms";
import type { Translate } from "#app/i18n/translate";

/** The parts of a Conform field the fees dialogs read. */
type FieldMeta = { id?: string; name: string; key?: string; errors?: string[]; initialValue?: unknown };

/** The reply of the fees form that was posted, by its intent, so another form's reply does not fill this one. */
const replyFor = (intent: string, lastResult?: SubmissionResult | null) =>
  lastResult && lastResult.initialValue?.intent === intent ? lastResult : undefined;

/**
 * A Fees dialog over the student page (EditorDialog: a modal with JavaScript, the same form inline
 * without it): one Conform form checked by its zod schema in the browser and again on the server,
 * its intent, a Cancel back to the page and the submit button.
 */
export function FeesDialogFrame({
  intent,
  schema,
  defaultValue,
  lastResult,
  back,
  title,
  description,
  submit,
  pendingText,
  destructive,
  t,
  children,
}: {
  intent: string;
  schema: ZodType;
  /** The fields' starting values (Record payment's date: today). */
  defaultValue?: Record<string, string>;
  lastResult?: SubmissionResult | null;
  back: string;
  title: string;
  description?: string;
  submit: ReactNode;
  pendingText: string;
  destructive?: boolean;
  t: Translate;
  children: (fields: Record<string, FieldMeta>) => ReactNode;
}) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: `fees-${intent}`,
    lastResult: replyFor(intent, lastResult),
    defaultValue,
    onValidate: ({ formData }) => parseWithZod(formData, { schema, disableAutoCoercion: true }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const close = () => navigate(back, { replace: true, preventScrollReset: true });
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <EditorDialog open title={title} description={description} onClose={close} className="sm:max-w-lg">
      <Form method="post" preventScrollReset className="grid gap-4" {...getFormProps(form)} aria-label={title}>
        <input type="hidden" name="intent" value={intent} />
        <ErrorList error={form.errors?.[0]} />
        {children(fields as unknown as Record<string, FieldMeta>)}
        <EditorActions cancelTo={back} onCancel={close} cancelLabel={t("fees.cancel")}>
          <StatusButton type="submit" variant={destructive ? "destructive" : "default"} pending={pending} pendingText={pendingText}>
            {submit}
          </StatusButton>
        </EditorActions>
      </Form>
    </EditorDialog>
  );
}

/** A tick box sent as "on", refilled from a failed post. */
export function TickField({
  meta,
  label,
  hint,
}: {
  meta: { name: string; key?: string; initialValue?: unknown };
  label: string;
  hint?: string;
}) {
  return (
    <label className="flex items-start gap-2 text-sm text-slate-800">
      <input
        type="checkbox"
        name={meta.name}
        key={meta.key}
        defaultChecked={meta.initialValue === "on"}
        className="mt-0.5 size-4 accent-brand-700"
      />
      <span>
        <span className="font-medium">{label}</span>
        {hint ? <span className="block text-xs text-muted-foreground">{hint}</span> : null}
      </span>
    </label>
  );
}
