import { CheckCircle2, Send } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { CONTACT_REQUIRED_MESSAGE } from "../../lib/validation/contact.messages";
import { Field, Honeypot, StatusButton, useFormValidation } from "../forms";
import { notify, type ToastMessage, useShowToast } from "../toaster";
import { Input, NativeSelect, Textarea } from "../ui/input";

export type ContactActionData = {
  ok: boolean;
  toast?: ToastMessage;
  message?: string;
  fieldErrors?: Record<string, string>;
  formError?: string;
  values?: Record<string, string>;
};

/**
 * The contact form: a plain POST to /contact (works with JavaScript off), checked in the
 * browser with the same zod schema first. Clears itself after a successful send.
 */
const loadContactSchema = () => import("../../lib/validation/contact").then((m) => m.contactSchema);

export function ContactForm({
  courses,
  actionData,
}: {
  courses: { id: string; course_name: string }[];
  actionData: ContactActionData | undefined;
}) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formAction === "/contact";
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, formProps, reset } = useFormValidation(loadContactSchema, actionData?.ok ? undefined : actionData?.fieldErrors);
  useShowToast(actionData?.toast);
  // reset is a fresh function each render; only a new result matters here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (actionData?.ok) {
      formRef.current?.reset();
      reset();
    }
  }, [actionData]);
  const values = actionData?.ok ? {} : (actionData?.values ?? {});

  return (
    <Form
      ref={formRef}
      method="post"
      action="/contact"
      className="relative grid gap-4 sm:grid-cols-2"
      {...formProps}
      onSubmit={(event) => {
        formProps.onSubmit(event);
        if (event.defaultPrevented) notify({ title: "Error", description: CONTACT_REQUIRED_MESSAGE, type: "error" });
      }}
      aria-describedby="contact-form-note"
    >
      <Honeypot />
      {actionData?.ok && actionData.message ? (
        <p role="status" className="flex items-start gap-2 rounded-lg border border-green-200 bg-green-50 p-3 text-green-900 sm:col-span-2">
          <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          {actionData.message}
        </p>
      ) : null}
      {actionData && !actionData.ok && (actionData.formError || actionData.toast?.description) ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-900 sm:col-span-2">
          {actionData.formError ?? actionData.toast?.description}
        </p>
      ) : null}
      <Field label="Full Name" name="name" error={errors.name} required>
        {(p) => <Input {...p} autoComplete="name" defaultValue={values.name ?? ""} placeholder="Your name" />}
      </Field>
      <Field label="Email" name="email" error={errors.email} required>
        {(p) => <Input {...p} type="email" autoComplete="email" defaultValue={values.email ?? ""} placeholder="you@example.com" />}
      </Field>
      <Field label="Phone" name="phone" error={errors.phone}>
        {(p) => (
          <Input
            {...p}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            defaultValue={values.phone ?? ""}
            placeholder="10-digit mobile number"
          />
        )}
      </Field>
      <Field label="Course of interest" name="course" error={errors.course}>
        {(p) => (
          <NativeSelect {...p} defaultValue={values.course ?? ""}>
            <option value="">Select a course (optional)</option>
            {courses.map((course) => (
              <option key={course.id} value={course.id}>
                {course.course_name}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field label="Subject" name="subject" error={errors.subject} className="sm:col-span-2">
        {(p) => <Input {...p} defaultValue={values.subject ?? ""} placeholder="What is it about?" />}
      </Field>
      <Field label="Message" name="message" error={errors.message} required className="sm:col-span-2">
        {(p) => (
          <Textarea
            {...p}
            rows={5}
            defaultValue={values.message ?? ""}
            placeholder="Ask about fees, batch timings, hostel or anything else"
          />
        )}
      </Field>
      <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
        <p id="contact-form-note" className="text-sm text-muted-foreground">
          Fields marked <span className="text-destructive">*</span> are required.
        </p>
        <StatusButton type="submit" variant="action" size="lg" pending={pending} pendingText="Sending...">
          <Send aria-hidden="true" /> Send Message
        </StatusButton>
      </div>
    </Form>
  );
}
