import { ClipboardList, GraduationCap, Mail, MessageCircle, Phone, ShieldCheck } from "lucide-react";
import { Panel } from "#app/components/site/page-section";
import { useSiteSettings } from "#app/components/site/use-site-settings";
import { useI18n } from "#app/i18n/use-i18n";
import { telHref, whatsAppUrl } from "#app/lib/contact-links";
import { courseTypeLabel } from "#app/lib/course-status";
import { formatCalendarDate, formatRupees } from "#app/lib/format";

/** The form's and the side panels' white box, and the side panels' title; the help panel's dark box. */
export const SIDE_BOX = "rounded-xl border bg-white p-5 shadow-sm";
const SIDE_TITLE = "text-lg font-bold text-brand-950";
const HELP_BOX = "rounded-xl bg-brand-950 p-5 text-white";

const STEPS = [
  { Icon: ClipboardList, step: "submit" },
  { Icon: ShieldCheck, step: "verify" },
  { Icon: GraduationCap, step: "start" },
] as const;

/** What the side panel shows of the chosen course (a row of the admission page's course list). */
type AdmissionCourseSummary = {
  course_name: string;
  course_code: string;
  course_type: string;
  duration_weeks: number;
  fee_amount: string;
  start_date: string | null;
};

/**
 * The admission page's side column: the chosen course, the three steps, and how to reach us.
 * On the HTML-first page the chosen course follows the form's course select without React:
 * the server writes each course's summary (and the none-chosen text) in a `<template>`, and
 * the forms island (course-summary.ts) shows the one chosen. The hydrated page (after a
 * client-side navigation) renders the chosen one itself and needs no templates.
 */
export function AdmissionAside({
  courses,
  selectedCourse,
}: {
  courses: readonly (AdmissionCourseSummary & { id: string })[];
  selectedCourse: AdmissionCourseSummary | undefined;
}) {
  const { t } = useI18n();
  return (
    <aside className="flex flex-col gap-6" aria-label={t("admission.helpLabel")}>
      <Panel headingId="selected-course-heading" title={t("admission.selectedCourse")} className={SIDE_BOX} headingClassName={SIDE_TITLE}>
        <CourseSummary course={selectedCourse} />
        {import.meta.env.SSR ? (
          <div data-island="course-summary" hidden>
            <template data-course-summary-for="">
              <CourseSummary course={undefined} />
            </template>
            {courses.map((course) => (
              <template key={course.id} data-course-summary-for={course.id}>
                <CourseSummary course={course} />
              </template>
            ))}
          </div>
        ) : null}
      </Panel>
      <StepsPanel />
      <HelpPanel />
    </aside>
  );
}

/** The chosen course's summary (`data-course-summary`: the part the island swaps), or the none-chosen text. */
function CourseSummary({ course }: { course: AdmissionCourseSummary | undefined }) {
  const { t, lang } = useI18n();
  if (!course) {
    return (
      <p className="mt-3 text-sm text-slate-600" data-testid="selected-course" data-course-summary="">
        {t("admission.noCourse")}
      </p>
    );
  }
  return (
    <div className="mt-3 flex flex-col gap-1" data-testid="selected-course" data-course-summary="">
      <p className="font-semibold text-brand-950">{course.course_name}</p>
      <p className="text-sm text-slate-600">
        {course.course_code} · {courseTypeLabel(course.course_type)}
      </p>
      <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-slate-600">{t("admission.duration")}</dt>
          <dd className="font-semibold">{t("card.weeks", { count: course.duration_weeks })}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t("admission.fee")}</dt>
          <dd className="font-semibold">{formatRupees(course.fee_amount)}</dd>
        </div>
        {course.start_date ? (
          <div className="col-span-2">
            <dt className="text-slate-600">{t("admission.starts")}</dt>
            <dd className="font-semibold">{formatCalendarDate(course.start_date, lang)}</dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}

function StepsPanel() {
  const { t } = useI18n();
  return (
    <Panel headingId="steps-heading" title={t("admission.stepsTitle")} className={SIDE_BOX} headingClassName={SIDE_TITLE}>
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
    </Panel>
  );
}

function HelpPanel() {
  const { t } = useI18n();
  const settings = useSiteSettings();
  return (
    <Panel headingId="help-heading" title={t("admission.helpTitle")} className={HELP_BOX} headingClassName="text-lg font-bold">
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
    </Panel>
  );
}
