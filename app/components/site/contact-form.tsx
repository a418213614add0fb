import { Send } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { useI18n } from "../../i18n/use-i18n";
import { markFormSent } from "../../lib/form-sent";
import { Field, Honeypot, StatusButton, useFormValidation } from "../forms";
import { ConfirmationPanel } from "../forms-confirmation";
import { ConsentFields } from "../forms-consent";
import { notify, type ToastMessage, useShowToast } from "../toaster";
import { Input, NativeSelect, Textarea } from "../ui/input";

/** A failure carries its toast; a success's toast is in the toast cookie (the root shows it). */
export type ContactActionData = {
  ok: boolean;
  toast?: ToastMessage;
  message?: string;
  /** The stored message's reference number (ENQ-2026-000123); none for the answer a bot gets. */
  reference?: string;
  fieldErrors?: Record<string, string>;
  formError?: string;
  values?: Record<string, string>;
};

/**
 * The contact form: a plain POST to /contact (or /hi/contact; works with JavaScript off),
 * checked in the browser with the same zod schema first, in the page's language. After a
 * successful send it clears itself and shows the confirmation panel.
 */
export function ContactForm({
  courses,
  actionData,
}: {
  courses: { id: string; course_name: string }[];
  actionData: ContactActionData | undefined;
}) {
  const { t, lang, to } = useI18n();
  const navigation = useNavigation();
  const action = to("/contact");
  const pending = navigation.state === "submitting" && navigation.formAction === action;
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, formProps, reset } = useFormValidation(
    () => import("../../lib/validation/contact").then((m) => m.contactSchemaFor(lang)),
    actionData?.ok ? undefined : actionData?.fieldErrors,
  );
  useShowToast(actionData?.ok ? undefined : actionData?.toast);
  // reset is a fresh function each render; only a new result matters here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (actionData?.ok) {
      markFormSent();
      formRef.current?.reset();
      reset();
    }
  }, [actionData]);
  const values = actionData?.ok ? {} : (actionData?.values ?? {});

  return (
    <Form
      ref={formRef}
      method="post"
      action={action}
      className="relative grid gap-4 sm:grid-cols-2"
      {...formProps}
      onSubmit={(event) => {
        formProps.onSubmit(event);
        if (event.defaultPrevented)
          notify({ title: t("forms.contact.errorTitle"), description: t("forms.contact.required"), type: "error" });
      }}
      aria-describedby="contact-form-note"
    >
      <Honeypot />
      {actionData?.ok && actionData.message ? (
        <ConfirmationPanel
          testId="contact-confirmation"
          title={t("forms.confirm.received")}
          message={actionData.message}
          reference={actionData.reference}
        />
      ) : null}
      {actionData && !actionData.ok && (actionData.formError || actionData.toast?.description) ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-900 sm:col-span-2">
          {actionData.formError ?? actionData.toast?.description}
        </p>
      ) : null}
      <Field label={t("forms.contact.name")} name="name" error={errors.name} required>
        {(p) => <Input {...p} autoComplete="name" defaultValue={values.name ?? ""} placeholder={t("forms.contact.namePlaceholder")} />}
      </Field>
      <Field label={t("forms.contact.email")} name="email" error={errors.email} required>
        {(p) => (
          <Input
            {...p}
            type="email"
            autoComplete="email"
            defaultValue={values.email ?? ""}
            placeholder={t("forms.contact.emailPlaceholder")}
          />
        )}
      </Field>
      <Field label={t("forms.contact.phone")} name="phone" error={errors.phone}>
        {(p) => (
          <Input
            {...p}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            defaultValue={values.phone ?? ""}
            placeholder={t("forms.contact.phonePlaceholder")}
          />
        )}
      </Field>
      <Field label={t("forms.contact.course")} name="course" error={errors.course}>
        {(p) => (
          <NativeSelect {...p} defaultValue={values.course ?? ""}>
            <option value="">{t("forms.contact.selectCourse")}</option>
            {courses.map((course) => (
              <option key={course.id} value={course.id}>
                {course.course_name}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field label={t("forms.contact.subject")} name="subject" error={errors.subject} className="sm:col-span-2">
        {(p) => <Input {...p} defaultValue={values.subject ?? ""} placeholder={t("forms.contact.subjectPlaceholder")} />}
      </Field>
      <Field label={t("forms.contact.message")} name="message" error={errors.message} required className="sm:col-span-2">
        {(p) => <Textarea {...p} rows={5} defaultValue={values.message ?? ""} placeholder={t("forms.contact.messagePlaceholder")} />}
      </Field>
      <ConsentFields className="sm:col-span-2" />
      <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
        <p id="contact-form-note" className="text-sm text-muted-foreground">
          {t("forms.required")}
        </p>
        <StatusButton type="submit" variant="action" size="lg" pending={pending} pendingText={t("forms.contact.submitting")}>
          <Send aria-hidden="true" /> {t("forms.contact.submit")}
        </StatusButton>
      </div>
    </Form>
  );
}
