import type { SubmissionResult } from "@conform-to/react";
import { useEffect } from "react";
import { Form, useNavigation } from "react-router";
import { SelectField, type TextFieldDef, TextFields } from "#app/components/form-fields";
import { FormMessage, Honeypot, SendButton } from "#app/components/forms";
import { ConfirmationPanel } from "#app/components/forms-confirmation";
import { ConsentFields } from "#app/components/forms-consent";
import { htmlFirstWith } from "#app/components/html-first";
import { ToastTemplates } from "#app/components/server-toast";
import { AdmissionAside, SIDE_BOX } from "#app/components/site/admission-aside";
import { PageHero } from "#app/components/site/page-hero";
import { Panel } from "#app/components/site/page-section";
import { notify } from "#app/components/toaster";
import { useZodForm } from "#app/components/use-zod-form";
import { getActiveCourseForInquiry, listAdmissionCourses } from "#app/features/courses/courses.server";
import { createInquiry } from "#app/features/enquiries/inquiries.server";
import { formReplies, handlePublicForm } from "#app/features/enquiries/public-form.server";
import { translatorFor } from "#app/i18n/i18n";
import { langFromPath } from "#app/i18n/lang";
import type { Translate } from "#app/i18n/translate";
import { useI18n } from "#app/i18n/use-i18n";
import { EDUCATION_LEVELS, LIMITS } from "#app/lib/domain";
import { markFormSent } from "#app/lib/form-sent";
import type { FormAnswer } from "#app/lib/forms";
import { catalogueMeta } from "#app/lib/seo";
import { cn } from "#app/lib/utils";
import { admissionMessagesFor, admissionSchemaFor, admissionSuccessText, missingRequired } from "#app/lib/validation/admission";
import { admissionChecksFor } from "#app/lib/validation/admission-checks";
import { rateLimitedToast } from "#app/server/http/rate-limit.server";
import { logger } from "#app/server/logger.server";
import type { Route } from "./+types/admission";

/**
 * The action's answer: Conform's reply and, after a success, what the confirmation panel shows
 * (the chosen course stays chosen). The spec's toasts travel in the toast cookie (or, for the
 * HTML-first page's island, in `toast`).
 */
type AdmissionAnswer = FormAnswer<{ reference?: string; courseId: string; waitlist: boolean }>;

export const meta: Route.MetaFunction = catalogueMeta("admission", "/admission");

// HTML-first (decisions 054, 059): no hydration; the form's instant checks, toasts and sending,
// and the side panel's chosen course, are the forms island's plain DOM code (app/islands/forms.ts).
export const handle = htmlFirstWith("forms");

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const requested = params.get("course") ?? "";
  // Spec 8: a failure to load the courses here is only logged.
  const courses = await listAdmissionCourses().catch((error: unknown) => {
    logger.error({ err: error }, "admission: failed to load courses");
    return [];
  });
  const selected = courses.some((c) => c.id === requested) ? requested : "";
  // "Join the next batch" on a full course: an enquiry for that course's waitlist.
  const waitlist = selected !== "" && params.get("waitlist") === "1";
  return { courses, selected, waitlist };
}

export async function action({ request, context }: Route.ActionArgs) {
  // The Hindi page (/hi/admission) is this module too: its messages follow the path.
  const lang = langFromPath(new URL(request.url).pathname);
  const messages = admissionMessagesFor(lang);
  const formData = await request.formData();
  const chosen = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value : "";
  };
  // A refusal: Conform's reply carries the form's message (shown without JavaScript), the toast the same words.
  const { answer, refuse } = formReplies<AdmissionAnswer["sent"]>(request);
  const success = (result: SubmissionResult<string[]>, reference?: string) =>
    answer(
      { result, sent: { reference, courseId: chosen("courseId"), waitlist: chosen("waitlist") === "1" } },
      { ...messages.success, type: "success" },
    );

  return handlePublicForm({
    form: "admission",
    formData,
    clientIp: context.clientIp,
    schema: admissionSchemaFor(lang),
    honeypot: (_, submission) => success(submission.reply({ resetForm: true })),
    invalid: (submission) => {
      const toast = missingRequired(submission.payload) ? messages.missing : messages.invalid;
      return refuse(submission.reply({ formErrors: [toast.description] }), 400, toast);
    },
    rateLimited: (submission) => {
      const toast = rateLimitedToast(lang);
      return refuse(submission.reply({ formErrors: [toast.description] }), 429, toast);
    },
    store: async (inquiry, submission) => {
      try {
        // Never trust the submitted id: the course must exist and be open (active).
        const course = await getActiveCourseForInquiry(inquiry.courseId);
        if (!course) {
          const courseId = [translatorFor(lang)("forms.errors.courseUnavailable")];
          return refuse(submission.reply({ fieldErrors: { courseId }, formErrors: [messages.failure.description] }), 400, messages.failure);
        }
        // A repeat of the same phone and course within minutes is stored once, announced once
        // (the lead desk's alerts, models/lead-desk/alerts.server.ts), and answered with the
        // first one's reference number.
        const { reference } = await createInquiry(inquiry);
        return await success(submission.reply({ resetForm: true }), reference);
      } catch (error) {
        logger.error({ err: error }, "admission: failed to store inquiry");
        return refuse(submission.reply({ formErrors: [messages.failure.description] }), 500, messages.failure);
      }
    },
  });
}

export default function AdmissionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { courses } = loaderData;
  const { t, lang, to } = useI18n();
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formAction?.startsWith(to("/admission")) === true;
  const sent = actionData?.sent;
  const messages = admissionMessagesFor(lang);

  // After a success the form starts again (Conform's reset), keeping the chosen course.
  const { form, fields, formProps } = useZodForm({
    id: "admission-form",
    schema: admissionSchemaFor(lang),
    lastResult: actionData?.result,
    defaultValue: { courseId: sent?.courseId ?? loaderData.selected },
    onInvalid: (formData) =>
      notify({ ...(missingRequired(Object.fromEntries(formData)) ? messages.missing : messages.invalid), type: "error" }),
  });
  useEffect(() => {
    if (sent) markFormSent();
  }, [sent]);

  const { applicant, about } = admissionFieldDefs(t);
  const formMessage = form.errors?.[0];
  const messageTitle = [messages.missing, messages.invalid].find((m) => m.description === formMessage)?.title;
  const courseId = typeof fields.courseId.value === "string" ? fields.courseId.value : "";
  const selectedCourse = courses.find((c) => c.id === courseId);
  const waitlist = loaderData.waitlist || sent?.waitlist === true || fields.waitlist.initialValue === "1";
  const waitlistCourse = waitlist ? courses.find((c) => c.id === (sent?.courseId ?? loaderData.selected)) : undefined;

  return (
    <>
      <PageHero title={t("admission.title")} intro={t("admission.intro")} />

      <section className="px-4 py-10">
        <div className="mx-auto grid max-w-7xl gap-8 lg:grid-cols-[1fr_22rem]">
          <Panel
            title={waitlist ? t("forms.admission.waitlistTitle") : t("forms.admission.title")}
            className={cn(SIDE_BOX, "md:p-8")}
            headingClassName="text-2xl font-extrabold text-brand-950"
          >
            <FormIntro waitlistCourse={waitlistCourse} />

            {/* The forms island's root: the server's answer replaces what is inside (form-enhance.ts). */}
            <div data-island="admission-form">
              <AdmissionToasts />
              {sent ? <AdmissionSent sent={sent} waitlistCourse={waitlistCourse} /> : null}
              <FormMessage className="mt-5 p-4 text-base" title={messageTitle} message={formMessage} testId="admission-error" />
              <Form
                method="post"
                className="relative mt-6 grid gap-5 sm:grid-cols-2"
                aria-label={t("forms.admission.formLabel")}
                {...formProps}
                data-checks={JSON.stringify(admissionChecksFor(lang))}
                data-pending-text={t("forms.admission.submitting")}
                data-sent={sent ? "" : undefined}
              >
                <Honeypot />
                {waitlist ? <input type="hidden" name="waitlist" value="1" /> : null}
                <TextFields fields={fields} defs={applicant} />
                <SelectField
                  meta={fields.courseId}
                  label={t("forms.admission.course")}
                  required
                  className="sm:col-span-2"
                  empty={t("forms.admission.selectCourse")}
                  options={courses.map((course) => ({ value: course.id, label: course.course_name }))}
                />
                <SelectField
                  meta={fields.education}
                  label={t("forms.admission.education")}
                  className="sm:col-span-2"
                  empty={t("forms.admission.selectEducation")}
                  options={EDUCATION_LEVELS.map((level) => ({ value: level, label: t(`forms.education.${level}`) }))}
                />
                <TextFields fields={fields} defs={about} />
                <ConsentFields className="sm:col-span-2" />
                <div className="sm:col-span-2">
                  <SendButton pending={pending} pendingText={t("forms.admission.submitting")} className="w-full sm:w-auto">
                    {t("forms.admission.submit")}
                  </SendButton>
                </div>
              </Form>
            </div>
          </Panel>

          <AdmissionAside courses={courses} selectedCourse={selectedCourse} />
        </div>
      </section>
    </>
  );
}

/** Above the form: the waitlisted course when there is one, and which fields are required. */
function FormIntro({ waitlistCourse }: { waitlistCourse?: { course_name: string } }) {
  const { t } = useI18n();
  return (
    <>
      {waitlistCourse ? (
        <p className="mt-1 text-slate-700" data-testid="waitlist-intro">
          {t("forms.admission.waitlistIntro", { course: waitlistCourse.course_name })}
        </p>
      ) : null}
      <p className="mt-1 text-sm text-slate-600">{t("forms.required")}</p>
    </>
  );
}

/** The toasts the forms island shows for a refused or unanswered form (spec 8's words, in the page's language). */
function AdmissionToasts() {
  const { lang } = useI18n();
  const { invalid, missing, failure } = admissionMessagesFor(lang);
  const error = (toast: { title: string; description: string }) => ({ ...toast, type: "error" }) as const;
  return <ToastTemplates invalid={error(invalid)} missing={error(missing)} failure={error(failure)} />;
}

/** The applicant, then (after the course and education) what they tell about themselves. */
function admissionFieldDefs(t: Translate): { applicant: TextFieldDef[]; about: TextFieldDef[] } {
  const { min, max } = { min: LIMITS.admissionAgeMin, max: LIMITS.admissionAgeMax };
  const wide = "sm:col-span-2";
  const tel = { inputMode: "tel", maxLength: 20 } as const;
  const applicant: TextFieldDef[] = [
    { name: "fullName", label: t("forms.admission.fullName"), required: true, autoComplete: "name", input: { maxLength: 100 } },
    {
      name: "email",
      label: t("forms.admission.email"),
      required: true,
      type: "email",
      autoComplete: "email",
      input: { inputMode: "email", maxLength: 254 },
    },
    {
      name: "phone",
      label: t("forms.admission.phone"),
      required: true,
      type: "tel",
      autoComplete: "tel",
      input: tel,
      placeholder: t("forms.admission.phonePlaceholder"),
    },
    {
      name: "age",
      label: t("forms.admission.age"),
      hint: t("forms.admission.ageHint", { min, max }),
      type: "number",
      input: { inputMode: "numeric", min, max, step: 1 },
    },
  ];
  const about: TextFieldDef[] = [
    {
      name: "address",
      label: t("forms.admission.address"),
      className: wide,
      rows: 2,
      autoComplete: "street-address",
      input: { maxLength: 500 },
    },
    {
      name: "previousExperience",
      label: t("forms.admission.previousExperience"),
      className: wide,
      rows: 3,
      input: { maxLength: 2000 },
      placeholder: t("forms.admission.previousExperiencePlaceholder"),
    },
    {
      name: "reasonForJoining",
      label: t("forms.admission.reasonForJoining"),
      className: wide,
      rows: 3,
      input: { maxLength: 2000 },
      placeholder: t("forms.admission.reasonForJoiningPlaceholder"),
    },
  ];
  return { applicant, about };
}

/** The confirmation after a sent application, naming the waitlisted course when there is one. */
function AdmissionSent({ sent, waitlistCourse }: { sent: NonNullable<AdmissionAnswer["sent"]>; waitlistCourse?: { course_name: string } }) {
  const { t, lang } = useI18n();
  return (
    <div className="mt-5">
      <ConfirmationPanel
        testId="admission-confirmation"
        messageTestId="admission-success"
        title={t("forms.confirm.received")}
        message={admissionSuccessText(lang)}
        reference={sent.reference}
      >
        {sent.waitlist && waitlistCourse ? (
          <p className="mt-3 font-semibold" data-testid="waitlist-confirmation">
            {t("forms.confirm.waitlist", { course: waitlistCourse.course_name })}
          </p>
        ) : null}
      </ConfirmationPanel>
    </div>
  );
}
