import { Form } from "react-router";
import { formatInstant } from "#app/i18n/format";
import { useI18n } from "#app/i18n/use-i18n";
import { displayPhone } from "../phone-number";
import type { PortalStudentView } from "../portal-page.server";
import { AttendancePanel, CoursePanel, TasksPanel } from "./course-panels";
import { CertificatePanel, FeesPanel } from "./fees-panel";

type Props = { phone: string; at: string; site: string; origin: string; payFailed: boolean; students: PortalStudentView[] };

/**
 * The signed-in page: one block per student linked to the number (a guardian sees each child),
 * the time it was made (the offline copy shows it: "as of 27 Nov, 6:10 pm"), and Sign out.
 */
export function PortalView({ phone, at, site, origin, payFailed, students }: Props) {
  const { t, lang } = useI18n();
  const made = formatInstant(new Date(at), lang);
  return (
    <section className="bg-brand-50/60 px-4 py-6 md:py-10" data-portal-page data-portal-at={at}>
      <div className="mx-auto grid max-w-5xl gap-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h1 className="text-2xl font-extrabold text-brand-950 md:text-3xl">{t("portal.title")}</h1>
            <p className="text-sm text-slate-700">{t("portal.signedInAs", { phone: displayPhone(phone) })}</p>
            <p
              className="mt-1 rounded bg-amber-100 px-2 py-1 text-sm font-medium text-amber-950"
              hidden
              data-portal-offline
              data-portal-as-of={t("portal.offline.asOf", made)}
            >
              {t("portal.offline.asOf", made)}
            </p>
          </div>
          <Form method="post" data-portal-sign-out>
            <button
              type="submit"
              name="intent"
              value="sign-out"
              className="min-h-11 rounded-md border border-brand-700 bg-white px-4 font-semibold text-brand-800 hover:bg-brand-50"
            >
              {t("portal.signOut")}
            </button>
          </Form>
        </div>
        {payFailed ? (
          <p role="alert" className="rounded-md bg-amber-100 px-3 py-2 font-medium text-amber-950" data-testid="portal-pay-failed">
            {t("portal.fees.payFailed")}
          </p>
        ) : null}
        {students.map((s) => (
          <article key={s.id} className="grid gap-4" data-testid="portal-student" aria-labelledby={`student-${s.id}`}>
            <header>
              {s.isGuardian ? <p className="text-sm font-medium text-slate-600">{t("portal.guardianOf")}</p> : null}
              <h2 id={`student-${s.id}`} className="text-xl font-bold text-slate-900">
                {s.name} · {lang === "hi" && s.courseHi ? s.courseHi : s.course}
              </h2>
              <p className="text-sm text-slate-600">{t("portal.studentNumber", { number: s.number })}</p>
            </header>
            <div className="grid gap-4 md:grid-cols-2">
              <CoursePanel student={s} />
              <AttendancePanel student={s} />
              <FeesPanel student={s} />
              <div className="grid content-start gap-4">
                <CertificatePanel student={s} site={site} origin={origin} />
                <TasksPanel student={s} />
              </div>
            </div>
          </article>
        ))}
      </div>
    </section>
  );
}
