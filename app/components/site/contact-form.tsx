import { Send } from "lucide-react";
import { useEffect } from "react";
import { Form, useNavigation } from "react-router";
import { SelectField, type TextFieldDef, TextFields } from "#app/components/form-fields";
import { FormMessage, Honeypot, SendButton } from "#app/components/forms";
import { ConfirmationPanel } from "#app/components/forms-confirmation";
import { ConsentFields } from "#app/components/forms-consent";
import { ToastTemplates } from "#app/components/server-toast";
import { notify } from "#app/components/toaster";
import { useZodForm } from "#app/components/use-zod-form";
import { useI18n } from "#app/i18n/use-i18n";
import { markFormSent } from "#app/lib/form-sent";
import type { FormAnswer } from "#app/lib/forms";
import { contactChecksFor } from "#app/lib/validation/contact-checks";

/** The contact action's answer: Conform's reply; after a success, the stored message's reference number (none for a bot). */
export type ContactAnswer = FormAnswer;

const loadSchema = (lang: "en" | "hi") => () => import("#app/lib/validation/contact").then((m) => m.contactSchemaFor(lang));

/**
 * The contact form: a plain POST to /contact (or /hi/contact; works with JavaScript off),
 * checked in the browser with the same zod schema first, in the page's language. After a
 * successful send it clears itself (Conform's reset) and shows the confirmation panel.
 * On the HTML-first page the forms island (form-enhance.ts) does the browser's part from the
 * `data-*` attributes and toast templates below; a hydrated page (after a client-side
 * navigation) uses Conform and sonner as before.
 */
export function ContactForm({ courses, answer }: { courses: { id: string; course_name: string }[]; answer: ContactAnswer | undefined }) {
  const { t, lang, to } = useI18n();
  const navigation = useNavigation();
  const action = to("/contact");
  const pending = navigation.state === "submitting" && navigation.formAction === action;
  const { form, fields, formProps } = useZodForm({
    id: "contact-form",
    schema: loadSchema(lang),
    lastResult: answer?.result,
    onInvalid: () => notify({ title: t("forms.contact.errorTitle"), description: t("forms.contact.required"), type: "error" }),
  });
  useEffect(() => {
    if (answer?.sent) markFormSent();
  }, [answer]);
  const wide = "sm:col-span-2";
  const errorToast = (description: string) => ({ title: t("forms.contact.errorTitle"), description, type: "error" }) as const;
  const contact: TextFieldDef[] = [
    { name: "name", label: t("forms.contact.name"), required: true, autoComplete: "name", placeholder: t("forms.contact.namePlaceholder") },
    {
      name: "email",
      label: t("forms.contact.email"),
      required: true,
      type: "email",
      autoComplete: "email",
      placeholder: t("forms.contact.emailPlaceholder"),
    },
    {
      name: "phone",
      label: t("forms.contact.phone"),
      type: "tel",
      autoComplete: "tel",
      input: { inputMode: "tel" },
      placeholder: t("forms.contact.phonePlaceholder"),
    },
    { name: "subject", label: t("forms.contact.subject"), className: wide, placeholder: t("forms.contact.subjectPlaceholder") },
    {
      name: "message",
      label: t("forms.contact.message"),
      required: true,
      rows: 5,
      className: wide,
      placeholder: t("forms.contact.messagePlaceholder"),
    },
  ];

  return (
    <Form
      method="post"
      action={action}
      className="relative grid gap-4 sm:grid-cols-2"
      {...formProps}
      aria-describedby="contact-form-note"
      data-island="contact-form"
      data-checks={JSON.stringify(contactChecksFor(lang))}
      data-pending-text={t("forms.contact.submitting")}
      data-sent={answer?.sent ? "" : undefined}
    >
      <ToastTemplates invalid={errorToast(t("forms.contact.required"))} failure={errorToast(t("forms.contact.failure"))} />
      <Honeypot />
      {answer?.sent ? (
        <ConfirmationPanel
          testId="contact-confirmation"
          title={t("forms.confirm.received")}
          message={t("forms.contact.success")}
          reference={answer.sent.reference}
        />
      ) : null}
      <FormMessage className="sm:col-span-2" message={form.errors?.[0]} />
      <TextFields fields={fields} defs={contact.slice(0, 3)} />
      <SelectField
        meta={fields.course}
        label={t("forms.contact.course")}
        empty={t("forms.contact.selectCourse")}
        options={courses.map((course) => ({ value: course.id, label: course.course_name }))}
      />
      <TextFields fields={fields} defs={contact.slice(3)} />
      <ConsentFields className="sm:col-span-2" />
      <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
        <p id="contact-form-note" className="text-sm text-muted-foreground">
          {t("forms.required")}
        </p>
        <SendButton pending={pending} pendingText={t("forms.contact.submitting")}>
          <Send aria-hidden="true" /> {t("forms.contact.submit")}
        </SendButton>
      </div>
    </Form>
  );
}
