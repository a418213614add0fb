import { CalendarDays, Clock3, GraduationCap, IndianRupee, Languages, ListChecks } from "lucide-react";
import type { ReactNode } from "react";
import { formatDay } from "#app/i18n/format";
import { useI18n } from "#app/i18n/use-i18n";
import type { SyllabusModule } from "#app/lib/course-syllabus";
import { syllabusHours } from "#app/lib/course-syllabus";
import { formatRupees } from "#app/lib/format";
import { courseSyllabus } from "./course-parts";

/** The course-page fields, all optional (null: not shown). */
export type CourseAnswersData = {
  syllabus: SyllabusModule[] | null;
  syllabus_hi: SyllabusModule[] | null;
  eligibility: string | null;
  teaching_language: string | null;
  batch_morning: string | null;
  batch_evening: string | null;
  batch_weekend: string | null;
  fee_full_payment: string | null;
  fee_instalments: string | null;
  fee_hostel: string | null;
  next_batch_date: string | null;
};

function Answer({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-3 rounded-xl border bg-white p-4">
      <span className="mt-0.5 text-brand-700">{icon}</span>
      <div className="min-w-0">
        <h3 className="font-bold text-brand-950">{title}</h3>
        <div className="mt-1 text-slate-700">{children}</div>
      </div>
    </div>
  );
}

/** Label and value rows (batch times, fee options). */
function Pairs({ rows }: { rows: { key: string; label: string; value: string }[] }) {
  return (
    <dl className="grid gap-1">
      {rows.map(({ key, label, value }) => (
        <div key={key} className="flex flex-wrap justify-between gap-x-3">
          <dt>{label}</dt>
          <dd className="font-semibold text-brand-950">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The syllabus as numbered modules with their hours, and the total. */
export function SyllabusList({ modules }: { modules: SyllabusModule[] }) {
  const { t } = useI18n();
  return (
    <div data-testid="syllabus">
      <ol className="flex flex-col gap-2">
        {modules.map((m, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a module's place is its number (two may share a title)
          <li key={i} className="flex items-start justify-between gap-3 rounded-lg border bg-white p-3">
            <span>
              <span className="block text-xs font-semibold uppercase tracking-wide text-brand-700">
                {t("course.answers.module", { number: i + 1 })}
              </span>
              <span className="font-semibold text-brand-950">{m.title}</span>
            </span>
            <span className="shrink-0 rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-800">
              {t("course.hours", { count: m.hours })}
            </span>
          </li>
        ))}
      </ol>
      <p className="mt-2 text-sm text-slate-600">{t("course.answers.totalHours", { hours: syllabusHours(modules) })}</p>
    </div>
  );
}

/**
 * "Before you join": what the visitor asks before calling. Only the answers the
 * course has are shown; a course without any shows nothing at all.
 */
export function CourseAnswers({ course, withSyllabus = true }: { course: CourseAnswersData; withSyllabus?: boolean }) {
  const { t, lang } = useI18n();
  const modules = withSyllabus ? courseSyllabus(course, lang) : [];
  const batches = (["morning", "evening", "weekend"] as const).flatMap((slot) => {
    const time = course[`batch_${slot}`];
    return time ? [{ slot, time }] : [];
  });
  const fees = [
    course.fee_full_payment ? { key: "fullPayment", value: formatRupees(course.fee_full_payment) } : null,
    course.fee_instalments ? { key: "instalments", value: course.fee_instalments } : null,
    course.fee_hostel ? { key: "hostel", value: t("course.answers.perMonth", { amount: formatRupees(course.fee_hostel) }) } : null,
  ].filter((f) => f !== null);
  const any = modules.length || course.eligibility || course.teaching_language || batches.length || fees.length || course.next_batch_date;
  if (!any) return null;
  return (
    <section aria-labelledby="before-you-join" className="px-4 py-10" data-testid="course-answers">
      <div className="mx-auto max-w-7xl">
        <h2 id="before-you-join" className="text-2xl font-extrabold text-brand-950">
          {t("course.answers.heading")}
        </h2>
        <div className="mt-4 grid gap-6 lg:grid-cols-[1.3fr_1fr]">
          {modules.length ? (
            <div>
              <h3 className="mb-3 flex items-center gap-2 text-lg font-bold text-brand-950">
                <ListChecks aria-hidden="true" className="size-5 text-brand-700" />
                {t("course.answers.syllabus")}
              </h3>
              <SyllabusList modules={modules} />
            </div>
          ) : null}
          <div className="grid content-start gap-3">
            {course.next_batch_date ? (
              <Answer icon={<CalendarDays aria-hidden="true" className="size-5" />} title={t("course.answers.nextBatch")}>
                <p className="font-semibold text-brand-950" data-testid="next-batch">
                  {formatDay(course.next_batch_date, lang)}
                </p>
              </Answer>
            ) : null}
            {batches.length ? (
              <Answer icon={<Clock3 aria-hidden="true" className="size-5" />} title={t("course.answers.batches")}>
                <Pairs rows={batches.map(({ slot, time }) => ({ key: slot, label: t(`course.answers.${slot}`), value: time }))} />
              </Answer>
            ) : null}
            {fees.length ? (
              <Answer icon={<IndianRupee aria-hidden="true" className="size-5" />} title={t("course.answers.fees")}>
                <Pairs rows={fees.map(({ key, value }) => ({ key, label: t(`course.answers.${key}`), value }))} />
              </Answer>
            ) : null}
            {course.eligibility ? (
              <Answer icon={<GraduationCap aria-hidden="true" className="size-5" />} title={t("course.answers.eligibility")}>
                <p>{course.eligibility}</p>
              </Answer>
            ) : null}
            {course.teaching_language ? (
              <Answer icon={<Languages aria-hidden="true" className="size-5" />} title={t("course.answers.language")}>
                <p>{course.teaching_language}</p>
              </Answer>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
