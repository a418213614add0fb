import { CheckCircle2, ClipboardList, GraduationCap, Mail, MessageCircle, Phone, ShieldCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { data, Form, useNavigation, useRouteLoaderData } from "react-router";
import { ErrorList, Field, Honeypot, StatusButton, useFormValidation } from "../../components/forms";
import { PageHero } from "../../components/site/page-hero";
import { notify, useShowToast } from "../../components/toaster";
import { Input, NativeSelect, Textarea } from "../../components/ui/input";
import { telHref, whatsAppUrl } from "../../lib/contact-links";
import { courseTypeLabel } from "../../lib/course-status";
import { EDUCATION_LEVELS, LIMITS } from "../../lib/domain";
import { formatCalendarDate, formatRupees } from "../../lib/format";
import { formValues } from "../../lib/forms";
import { seo, siteData } from "../../lib/seo";
import { SITE_DEFAULTS } from "../../lib/site-defaults";
import {
  ADMISSION_MESSAGES,
  ADMISSION_SUCCESS_TEXT,
  admissionSchema,
  EDUCATION_LABELS,
  missingRequired,
} from "../../lib/validation/admission";
import { logger } from "../../server/logger.server";
import { getActiveCourseForInquiry, listAdmissionCourses } from "../../server/models/courses.server";
import { createInquiry } from "../../server/models/inquiries.server";
import { handlePublicForm } from "../../server/public-form.server";
import { RATE_LIMITED_MESSAGE } from "../../server/rate-limit.server";
import type { Route } from "./+types/admission";
import type { loader as layoutLoader } from "./layout";

type Toast = { title: string; description?: string; type: "success" | "error" | "info" };
type AdmissionResult =
  | { ok: true; message: string; toast: Toast }
  | { ok: false; fieldErrors: Record<string, string>; formError?: string; values?: Record<string, string>; toast: Toast };

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteData(matches);
  return seo({
    title: "Admission Form",
    description:
      "Apply for admission in a few minutes: choose your course, send your details and we will call you within 24 hours to confirm.",
    path: "/admission",
    origin: site.origin,
    lang: site.lang,
    siteName: site.settings.site_name,
  });
};

export async function loader({ request }: Route.LoaderArgs) {
  const requested = new URL(request.url).searchParams.get("course") ?? "";
  // Spec 8: a failure to load the courses here is only logged.
  const courses = await listAdmissionCourses().catch((error: unknown) => {
    logger.error({ err: error }, "admission: failed to load courses");
    return [];
  });
  const selected = courses.some((c) => c.id === requested) ? requested : "";
  return { courses, selected };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const { website: _honeypot, ...echo } = formValues(formData);
  const fail = (result: Omit<Extract<AdmissionResult, { ok: false }>, "ok" | "values">, status: number) =>
    data<AdmissionResult>({ ok: false, values: echo, ...result }, { status });
  const success = () =>
    data<AdmissionResult>({
      ok: true,
      message: ADMISSION_SUCCESS_TEXT,
      toast: { ...ADMISSION_MESSAGES.success, type: "success" },
    });

  return handlePublicForm({
    form: "admission",
    formData,
    clientIp: context.clientIp,
    schema: admissionSchema,
    honeypot: success,
    invalid: ({ fieldErrors, values }) => {
      const toast = missingRequired(values) ? ADMISSION_MESSAGES.missing : ADMISSION_MESSAGES.invalid;
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
          return fail(
            {
              fieldErrors: { courseId: "This course is not available. Please select another course." },
              formError: ADMISSION_MESSAGES.failure.description,
              toast: { ...ADMISSION_MESSAGES.failure, type: "error" },
            },
            400,
          );
        }
        // A repeat of the same phone and course within minutes is stored once, announced once
        // (the lead desk's alerts, models/lead-desk/alerts.server.ts).
        await createInquiry(inquiry);
        return success();
      } catch (error) {
        logger.error({ err: error }, "admission: failed to store inquiry");
        return fail(
          { fieldErrors: {}, formError: ADMISSION_MESSAGES.failure.description, toast: { ...ADMISSION_MESSAGES.failure, type: "error" } },
          500,
        );
      }
    },
  });
}

const STEPS = [
  { Icon: ClipboardList, title: "Submit Application", text: "Fill in this form with your details and the course you want." },
  { Icon: ShieldCheck, title: "Verification", text: "Our team calls you within 24 hours to confirm your seat and documents." },
  { Icon: GraduationCap, title: "Start Learning", text: "Join your batch and start hands-on training on real devices." },
];

export default function AdmissionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { courses } = loaderData;
  const settings = useRouteLoaderData<typeof layoutLoader>("routes/site/layout")?.settings ?? SITE_DEFAULTS;
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formAction?.startsWith("/admission") === true;
  const result = actionData as AdmissionResult | undefined;
  const failed = result && !result.ok ? result : undefined;
  const succeeded = result?.ok === true;

  const { errors, formProps, reset } = useFormValidation(admissionSchema, failed?.fieldErrors);
  useShowToast(result?.toast);

  // After a success the form starts again, empty.
  const [formKey, setFormKey] = useState(0);
  const [courseId, setCourseId] = useState(failed?.values?.courseId ?? (succeeded ? "" : loaderData.selected));
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs only when a new result arrives
  useEffect(() => {
    if (result?.ok) {
      setFormKey((k) => k + 1);
      setCourseId("");
      reset();
    }
  }, [result]);

  const values = failed?.values ?? {};
  const selectedCourse = courses.find((c) => c.id === courseId);

  return (
    <>
      <PageHero title="Admission Form">
        <p>Apply in two minutes. We will call you within 24 hours to confirm your admission.</p>
      </PageHero>

      <section className="px-4 py-10">
        <div className="mx-auto grid max-w-7xl gap-8 lg:grid-cols-[1fr_22rem]">
          <div className="rounded-xl border bg-white p-5 shadow-sm md:p-8">
            <h2 className="text-2xl font-extrabold text-brand-950">Apply for Admission</h2>
            <p className="mt-1 text-sm text-slate-600">
              Fields marked <span className="text-destructive">*</span> are required.
            </p>

            {succeeded ? (
              <div
                role="status"
                className="mt-5 flex items-start gap-3 rounded-lg border border-green-300 bg-green-50 p-4 text-green-900"
                data-testid="admission-success"
              >
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
                <p className="font-medium">{result.message}</p>
              </div>
            ) : null}
            {failed?.formError ? (
              <div role="alert" className="mt-5 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900" data-testid="admission-error">
                {failed.toast.title !== "Error" ? <p className="font-bold">{failed.toast.title}</p> : null}
                <p>{failed.formError}</p>
              </div>
            ) : null}

            <Form
              key={formKey}
              method="post"
              className="relative mt-6 grid gap-5 sm:grid-cols-2"
              aria-label="Admission form"
              {...formProps}
              onSubmit={(event) => {
                formProps.onSubmit(event);
                if (event.defaultPrevented) {
                  const toast = missingRequired(Object.fromEntries(new FormData(event.currentTarget)))
                    ? ADMISSION_MESSAGES.missing
                    : ADMISSION_MESSAGES.invalid;
                  notify({ ...toast, type: "error" });
                }
              }}
            >
              <Honeypot />
              <Field label="Full Name" name="fullName" required error={errors.fullName}>
                {(p) => <Input {...p} autoComplete="name" defaultValue={values.fullName} maxLength={100} />}
              </Field>
              <Field label="Email" name="email" required error={errors.email}>
                {(p) => <Input {...p} type="email" autoComplete="email" inputMode="email" defaultValue={values.email} maxLength={254} />}
              </Field>
              <Field label="Phone Number" name="phone" required error={errors.phone}>
                {(p) => (
                  <Input
                    {...p}
                    type="tel"
                    autoComplete="tel"
                    inputMode="tel"
                    defaultValue={values.phone}
                    maxLength={20}
                    placeholder="10-digit mobile number"
                  />
                )}
              </Field>
              <Field label="Age" name="age" error={errors.age} hint={`${LIMITS.admissionAgeMin} to ${LIMITS.admissionAgeMax} years`}>
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
              <Field label="Course" name="courseId" required error={errors.courseId} className="sm:col-span-2">
                {(p) => (
                  <NativeSelect {...p} value={courseId} onChange={(event) => setCourseId(event.target.value)}>
                    <option value="">Select a course</option>
                    {courses.map((course) => (
                      <option key={course.id} value={course.id}>
                        {course.course_name}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </Field>
              <Field label="Education" name="education" error={errors.education} className="sm:col-span-2">
                {(p) => (
                  <NativeSelect {...p} defaultValue={values.education ?? ""}>
                    <option value="">Select your education</option>
                    {EDUCATION_LEVELS.map((level) => (
                      <option key={level} value={level}>
                        {EDUCATION_LABELS[level]}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </Field>
              <Field label="Address" name="address" error={errors.address} className="sm:col-span-2">
                {(p) => <Textarea {...p} rows={2} autoComplete="street-address" defaultValue={values.address} maxLength={500} />}
              </Field>
              <Field label="Previous Experience" name="previousExperience" error={errors.previousExperience} className="sm:col-span-2">
                {(p) => (
                  <Textarea
                    {...p}
                    rows={3}
                    defaultValue={values.previousExperience}
                    maxLength={2000}
                    placeholder="Any repair work you have done before (optional)"
                  />
                )}
              </Field>
              <Field label="Reason for Joining" name="reasonForJoining" error={errors.reasonForJoining} className="sm:col-span-2">
                {(p) => (
                  <Textarea
                    {...p}
                    rows={3}
                    defaultValue={values.reasonForJoining}
                    maxLength={2000}
                    placeholder="What do you want to do after the course? (optional)"
                  />
                )}
              </Field>
              <ErrorList error={errors._form} />
              <div className="sm:col-span-2">
                <StatusButton
                  type="submit"
                  variant="action"
                  size="lg"
                  pending={pending}
                  pendingText="Submitting..."
                  className="w-full sm:w-auto"
                >
                  Submit Application
                </StatusButton>
              </div>
            </Form>
          </div>

          <aside className="flex flex-col gap-6" aria-label="Admission help">
            <section aria-labelledby="selected-course-heading" className="rounded-xl border bg-white p-5 shadow-sm">
              <h2 id="selected-course-heading" className="text-lg font-bold text-brand-950">
                Selected Course
              </h2>
              {selectedCourse ? (
                <div className="mt-3 flex flex-col gap-1" data-testid="selected-course">
                  <p className="font-semibold text-brand-950">{selectedCourse.course_name}</p>
                  <p className="text-sm text-slate-600">
                    {selectedCourse.course_code} · {courseTypeLabel(selectedCourse.course_type)}
                  </p>
                  <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
                    <div>
                      <dt className="text-slate-600">Duration</dt>
                      <dd className="font-semibold">{selectedCourse.duration_weeks} weeks</dd>
                    </div>
                    <div>
                      <dt className="text-slate-600">Fee</dt>
                      <dd className="font-semibold">{formatRupees(selectedCourse.fee_amount)}</dd>
                    </div>
                    {selectedCourse.start_date ? (
                      <div className="col-span-2">
                        <dt className="text-slate-600">Starts</dt>
                        <dd className="font-semibold">{formatCalendarDate(selectedCourse.start_date)}</dd>
                      </div>
                    ) : null}
                  </dl>
                </div>
              ) : (
                <p className="mt-3 text-sm text-slate-600" data-testid="selected-course">
                  No course selected yet. Choose one in the form.
                </p>
              )}
            </section>

            <section aria-labelledby="steps-heading" className="rounded-xl border bg-white p-5 shadow-sm">
              <h2 id="steps-heading" className="text-lg font-bold text-brand-950">
                Admission Steps
              </h2>
              <ol className="mt-3 flex flex-col gap-4">
                {STEPS.map(({ Icon, title, text }, i) => (
                  <li key={title} className="flex gap-3">
                    <span className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-700 text-white">
                      <Icon aria-hidden="true" className="size-4" />
                    </span>
                    <span>
                      <span className="block font-semibold text-brand-950">
                        {i + 1}. {title}
                      </span>
                      <span className="block text-sm text-slate-600">{text}</span>
                    </span>
                  </li>
                ))}
              </ol>
            </section>

            <section aria-labelledby="help-heading" className="rounded-xl bg-brand-950 p-5 text-white">
              <h2 id="help-heading" className="text-lg font-bold">
                Need Help?
              </h2>
              <p className="mt-1 text-sm text-brand-100">Talk to our admission team, 08:00 AM to 08:00 PM every day.</p>
              <ul className="mt-4 flex flex-col gap-3 text-sm">
                <li>
                  <a href={telHref(settings.contact_phone)} className="flex items-center gap-2 font-semibold hover:underline">
                    <Phone aria-hidden="true" className="size-4 text-action-400" />
                    {settings.contact_phone}
                  </a>
                </li>
                <li>
                  <a
                    href={whatsAppUrl(settings.whatsapp_number, "Hello! I have a question about admission.")}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="flex items-center gap-2 font-semibold hover:underline"
                  >
                    <MessageCircle aria-hidden="true" className="size-4 text-action-400" />
                    Chat on WhatsApp
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
