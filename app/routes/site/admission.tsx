import { ClipboardList, GraduationCap, Mail, MessageCircle, Phone, ShieldCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { data, Form, useNavigation, useRouteLoaderData } from "react-router";
import { ErrorList, Field, Honeypot, StatusButton, useFormValidation } from "../../components/forms";
import { ConfirmationPanel } from "../../components/forms-confirmation";
import { ConsentFields } from "../../components/forms-consent";
import { PageHero } from "../../components/site/page-hero";
import { notify, useShowToast } from "../../components/toaster";
import { Input, NativeSelect, Textarea } from "../../components/ui/input";
import { translatorFor } from "../../i18n/i18n";
import { langFromPath } from "../../i18n/lang";
import { useI18n } from "../../i18n/use-i18n";
import { telHref, whatsAppUrl } from "../../lib/contact-links";
import { courseTypeLabel } from "../../lib/course-status";
import { EDUCATION_LEVELS, LIMITS } from "../../lib/domain";
import { markFormSent } from "../../lib/form-sent";
import { formatCalendarDate, formatRupees } from "../../lib/format";
import { formValues } from "../../lib/forms";
import { seo, siteData } from "../../lib/seo";
import { SITE_DEFAULTS } from "../../lib/site-defaults";
import { admissionMessagesFor, admissionSchemaFor, admissionSuccessText, missingRequired } from "../../lib/validation/admission";
import { logger } from "../../server/logger.server";
import { getActiveCourseForInquiry, listAdmissionCourses } from "../../server/models/courses.server";
import { createInquiry } from "../../server/models/inquiries.server";
import { handlePublicForm } from "../../server/public-form.server";
import { RATE_LIMITED_MESSAGE } from "../../server/rate-limit.server";
import { createToastHeaders } from "../../server/toast.server";
import type { Route } from "./+types/admission";
import type { loader as layoutLoader } from "./layout";

type Toast = { title: string; description?: string; type: "success" | "error" | "info" };
/**
 * The action's answer. A success carries no toast: the spec's toast travels in the toast cookie
 * (read by the root loader); the page shows the confirmation panel from `reference`.
 */
type AdmissionResult =
  | { ok: true; message: string; reference?: string; courseId: string; waitlist: boolean }
  | { ok: false; fieldErrors: Record<string, string>; formError?: string; values?: Record<string, string>; toast: Toast };

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteData(matches);
  return seo({
    title: site.t("admission.metaTitle"),
    description: site.t("admission.metaDescription"),
    path: "/admission",
    origin: site.origin,
    lang: site.lang,
    siteName: site.settings.site_name,
  });
};

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const requested = params.get("course") ?? "";
  // Spec 8: a failure to load the courses here is only logged.
  const courses = await listAdmissionCourses().catch((error: unknown) => {
    logger.error({ err: error }, "admission: failed to load courses");
    return [];
  });
  const selected = courses.some((c) => c.id === requested) ? requested : "";
  // "Join the next batch" on a full course (issue 11): an enquiry for that course's waitlist.
  const waitlist = selected !== "" && params.get("waitlist") === "1";
  return { courses, selected, waitlist };
}

export async function action({ request, context }: Route.ActionArgs) {
  // The Hindi page (/hi/admission) is this module too: its messages follow the path.
  const lang = langFromPath(new URL(request.url).pathname);
  const messages = admissionMessagesFor(lang);
  const formData = await request.formData();
  const { website: _honeypot, ...echo } = formValues(formData);
  const fail = (result: Omit<Extract<AdmissionResult, { ok: false }>, "ok" | "values">, status: number) =>
    data<AdmissionResult>({ ok: false, values: echo, ...result }, { status });
  const success = async (reference?: string) =>
    data<AdmissionResult>(
      { ok: true, message: admissionSuccessText(lang), reference, courseId: echo.courseId ?? "", waitlist: echo.waitlist === "1" },
      { headers: await createToastHeaders({ ...messages.success, type: "success" }) },
    );
  const failure = { fieldErrors: {}, formError: messages.failure.description, toast: { ...messages.failure, type: "error" as const } };

  return handlePublicForm({
    form: "admission",
    formData,
    clientIp: context.clientIp,
    schema: admissionSchemaFor(lang),
    honeypot: () => success(),
    invalid: ({ fieldErrors, values }) => {
      const toast = missingRequired(values) ? messages.missing : messages.invalid;
      return fail({ fieldErrors, formError: toast.description, toast: { ...toast, type: "error" } }, 400);
    },
    rateLimited: () =>
      fail(
        { fieldErrors: {}, formError: RATE_LIMITED_MESSAGE, toast: { title: "Error", description: RATE_LIMITED_MESSAGE, type: "error" } },
        429,
      ),
    store: async (inquiry) => {
      try {
        // Never trust the submitted id: the course must exist and be open (active).
        const course = await getActiveCourseForInquiry(inquiry.courseId);
        if (!course) {
          const courseId = translatorFor(lang)("forms.errors.courseUnavailable");
          return fail({ ...failure, fieldErrors: { courseId } }, 400);
        }
        // A repeat of the same phone and course within minutes is stored once, announced once
        // (the lead desk's alerts, models/lead-desk/alerts.server.ts), and answered with the
        // first one's reference number.
        const { reference } = await createInquiry(inquiry);
        return await success(reference);
      } catch (error) {
        logger.error({ err: error }, "admission: failed to store inquiry");
        return fail(failure, 500);
      }
    },
  });
}

const STEPS = [
  { Icon: ClipboardList, step: "submit" },
  { Icon: ShieldCheck, step: "verify" },
  { Icon: GraduationCap, step: "start" },
] as const;

export default function AdmissionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { courses } = loaderData;
  const { t, lang, to } = useI18n();
  const settings = useRouteLoaderData<typeof layoutLoader>("routes/site/layout")?.settings ?? SITE_DEFAULTS;
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formAction?.startsWith(to("/admission")) === true;
  const result = actionData as AdmissionResult | undefined;
  const failed = result && !result.ok ? result : undefined;
  const succeeded = result?.ok ? result : undefined;
  const messages = admissionMessagesFor(lang);

  const { errors, formProps, reset } = useFormValidation(admissionSchemaFor(lang), failed?.fieldErrors);
  useShowToast(failed?.toast);

  // After a success the form starts again, keeping the chosen course (issue 11).
  const [formKey, setFormKey] = useState(0);
  const [courseId, setCourseId] = useState(failed?.values?.courseId ?? succeeded?.courseId ?? loaderData.selected);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs only when a new result arrives
  useEffect(() => {
    if (result?.ok) {
      markFormSent();
      setFormKey((k) => k + 1);
      setCourseId(result.courseId);
      reset();
    }
  }, [result]);

  const values = failed?.values ?? {};
  const selectedCourse = courses.find((c) => c.id === courseId);
  const waitlist = loaderData.waitlist || succeeded?.waitlist === true || failed?.values?.waitlist === "1";
  const waitlistCourse = waitlist ? courses.find((c) => c.id === (succeeded?.courseId ?? loaderData.selected)) : undefined;

  return (
    <>
      <PageHero title={t("admission.title")}>
        <p>{t("admission.intro")}</p>
      </PageHero>

      <section className="px-4 py-10">
        <div className="mx-auto grid max-w-7xl gap-8 lg:grid-cols-[1fr_22rem]">
          <div className="rounded-xl border bg-white p-5 shadow-sm md:p-8">
            <h2 className="text-2xl font-extrabold text-brand-950">
              {waitlist ? t("forms.admission.waitlistTitle") : t("forms.admission.title")}
            </h2>
            {waitlistCourse ? (
              <p className="mt-1 text-slate-700" data-testid="waitlist-intro">
                {t("forms.admission.waitlistIntro", { course: waitlistCourse.course_name })}
              </p>
            ) : null}
            <p className="mt-1 text-sm text-slate-600">{t("forms.required")}</p>

            {succeeded ? (
              <div className="mt-5">
                <ConfirmationPanel
                  testId="admission-confirmation"
                  messageTestId="admission-success"
                  title={t("forms.confirm.received")}
                  message={succeeded.message}
                  reference={succeeded.reference}
                >
                  {succeeded.waitlist && waitlistCourse ? (
                    <p className="mt-3 font-semibold" data-testid="waitlist-confirmation">
                      {t("forms.confirm.waitlist", { course: waitlistCourse.course_name })}
                    </p>
                  ) : null}
                </ConfirmationPanel>
              </div>
            ) : null}
            {failed?.formError ? (
              <div role="alert" className="mt-5 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900" data-testid="admission-error">
                {failed.toast.title !== messages.failure.title ? <p className="font-bold">{failed.toast.title}</p> : null}
                <p>{failed.formError}</p>
              </div>
            ) : null}

            <Form
              key={formKey}
              method="post"
              className="relative mt-6 grid gap-5 sm:grid-cols-2"
              aria-label={t("forms.admission.formLabel")}
              {...formProps}
              onSubmit={(event) => {
                formProps.onSubmit(event);
                if (event.defaultPrevented) {
                  const toast = missingRequired(Object.fromEntries(new FormData(event.currentTarget)))
                    ? messages.missing
                    : messages.invalid;
                  notify({ ...toast, type: "error" });
                }
              }}
            >
              <Honeypot />
              {waitlist ? <input type="hidden" name="waitlist" value="1" /> : null}
              <Field label={t("forms.admission.fullName")} name="fullName" required error={errors.fullName}>
                {(p) => <Input {...p} autoComplete="name" defaultValue={values.fullName} maxLength={100} />}
              </Field>
              <Field label={t("forms.admission.email")} name="email" required error={errors.email}>
                {(p) => <Input {...p} type="email" autoComplete="email" inputMode="email" defaultValue={values.email} maxLength={254} />}
              </Field>
              <Field label={t("forms.admission.phone")} name="phone" required error={errors.phone}>
                {(p) => (
                  <Input
                    {...p}
                    type="tel"
                    autoComplete="tel"
                    inputMode="tel"
                    defaultValue={values.phone}
                    maxLength={20}
                    placeholder={t("forms.admission.phonePlaceholder")}
                  />
                )}
              </Field>
              <Field
                label={t("forms.admission.age")}
                name="age"
                error={errors.age}
                hint={t("forms.admission.ageHint", { min: LIMITS.admissionAgeMin, max: LIMITS.admissionAgeMax })}
              >
                {(p) => (
                  <Input
                    {...p}
                    type="number"
                    inputMode="numeric"
                    min={LIMITS.admissionAgeMin}
                    max={LIMITS.admissionAgeMax}
                    step={1}
                    defaultValue={values.age}
                  />
                )}
              </Field>
              <Field label={t("forms.admission.course")} name="courseId" required error={errors.courseId} className="sm:col-span-2">
                {(p) => (
                  <NativeSelect {...p} value={courseId} onChange={(event) => setCourseId(event.target.value)}>
                    <option value="">{t("forms.admission.selectCourse")}</option>
                    {courses.map((course) => (
                      <option key={course.id} value={course.id}>
                        {course.course_name}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </Field>
              <Field label={t("forms.admission.education")} name="education" error={errors.education} className="sm:col-span-2">
                {(p) => (
                  <NativeSelect {...p} defaultValue={values.education ?? ""}>
                    <option value="">{t("forms.admission.selectEducation")}</option>
                    {EDUCATION_LEVELS.map((level) => (
                      <option key={level} value={level}>
                        {t(`forms.education.${level}`)}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </Field>
              <Field label={t("forms.admission.address")} name="address" error={errors.address} className="sm:col-span-2">
                {(p) => <Textarea {...p} rows={2} autoComplete="street-address" defaultValue={values.address} maxLength={500} />}
              </Field>
              <Field
                label={t("forms.admission.previousExperience")}
                name="previousExperience"
                error={errors.previousExperience}
                className="sm:col-span-2"
              >
                {(p) => (
                  <Textarea
                    {...p}
                    rows={3}
                    defaultValue={values.previousExperience}
                    maxLength={2000}
                    placeholder={t("forms.admission.previousExperiencePlaceholder")}
                  />
                )}
              </Field>
              <Field
                label={t("forms.admission.reasonForJoining")}
                name="reasonForJoining"
                error={errors.reasonForJoining}
                className="sm:col-span-2"
              >
                {(p) => (
                  <Textarea
                    {...p}
                    rows={3}
                    defaultValue={values.reasonForJoining}
                    maxLength={2000}
                    placeholder={t("forms.admission.reasonForJoiningPlaceholder")}
                  />
                )}
              </Field>
              <ConsentFields className="sm:col-span-2" />
              <ErrorList error={errors._form} />
              <div className="sm:col-span-2">
                <StatusButton
                  type="submit"
                  variant="action"
                  size="lg"
                  pending={pending}
                  pendingText={t("forms.admission.submitting")}
                  className="w-full sm:w-auto"
                >
                  {t("forms.admission.submit")}
                </StatusButton>
              </div>
            </Form>
          </div>

          <aside className="flex flex-col gap-6" aria-label={t("admission.helpLabel")}>
            <section aria-labelledby="selected-course-heading" className="rounded-xl border bg-white p-5 shadow-sm">
              <h2 id="selected-course-heading" className="text-lg font-bold text-brand-950">
                {t("admission.selectedCourse")}
              </h2>
              {selectedCourse ? (
                <div className="mt-3 flex flex-col gap-1" data-testid="selected-course">
                  <p className="font-semibold text-brand-950">{selectedCourse.course_name}</p>
                  <p className="text-sm text-slate-600">
                    {selectedCourse.course_code} · {courseTypeLabel(selectedCourse.course_type)}
                  </p>
                  <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
                    <div>
                      <dt className="text-slate-600">{t("admission.duration")}</dt>
                      <dd className="font-semibold">{t("card.weeks", { count: selectedCourse.duration_weeks })}</dd>
                    </div>
                    <div>
                      <dt className="text-slate-600">{t("admission.fee")}</dt>
                      <dd className="font-semibold">{formatRupees(selectedCourse.fee_amount)}</dd>
                    </div>
                    {selectedCourse.start_date ? (
                      <div className="col-span-2">
                        <dt className="text-slate-600">{t("admission.starts")}</dt>
                        <dd className="font-semibold">{formatCalendarDate(selectedCourse.start_date, lang)}</dd>
                      </div>
                    ) : null}
                  </dl>
                </div>
              ) : (
                <p className="mt-3 text-sm text-slate-600" data-testid="selected-course">
                  {t("admission.noCourse")}
                </p>
              )}
            </section>

            <section aria-labelledby="steps-heading" className="rounded-xl border bg-white p-5 shadow-sm">
              <h2 id="steps-heading" className="text-lg font-bold text-brand-950">
                {t("admission.stepsTitle")}
              </h2>
              <ol className="mt-3 flex flex-col gap-4">
                {STEPS.map(({ Icon, step }, i) => (
                  <li key={step} className="flex gap-3">
                    <span className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-700 text-white">
                      <Icon aria-hidden="true" className="size-4" />
                    </span>
                    <span>
                      <span className="block font-semibold text-brand-950">
                        {i + 1}. {t(`admission.steps.${step}Title`)}
                      </span>
                      <span className="block text-sm text-slate-600">{t(`admission.steps.${step}Text`)}</span>
                    </span>
                  </li>
                ))}
              </ol>
            </section>

            <section aria-labelledby="help-heading" className="rounded-xl bg-brand-950 p-5 text-white">
              <h2 id="help-heading" className="text-lg font-bold">
                {t("admission.helpTitle")}
              </h2>
              <p className="mt-1 text-sm text-brand-100">{t("admission.helpText")}</p>
              <ul className="mt-4 flex flex-col gap-3 text-sm">
                <li>
                  <a href={telHref(settings.contact_phone)} className="flex items-center gap-2 font-semibold hover:underline">
                    <Phone aria-hidden="true" className="size-4 text-action-400" />
                    {settings.contact_phone}
                  </a>
                </li>
                <li>
                  <a
                    href={whatsAppUrl(settings.whatsapp_number, t("admission.whatsAppMessage"))}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="flex items-center gap-2 font-semibold hover:underline"
                  >
                    <MessageCircle aria-hidden="true" className="size-4 text-action-400" />
                    {t("admission.whatsApp")}
                  </a>
                </li>
                <li>
                  <a href={`mailto:${settings.contact_email}`} className="flex items-center gap-2 font-semibold hover:underline">
                    <Mail aria-hidden="true" className="size-4 text-action-400" />
                    {settings.contact_email}
                  </a>
                </li>
              </ul>
            </section>
          </aside>
        </div>
      </section>
    </>
  );
}
