import { formatDays, formatTimeRange } from "#app/features/batches";
import { formatDay } from "#app/i18n/format";
import { useI18n } from "#app/i18n/use-i18n";
import type { PortalStudentView } from "../portal-page.server";
import { Fact, linkClass, Panel } from "./panel";

type Props = { student: PortalStudentView };

/** The batch: days and times, dates, branch with a map link, trainer, next class. */
export function CoursePanel({ student: s }: Props) {
  const { t, lang } = useI18n();
  const weekdays = t("portal.weekdays").split(",");
  const times = formatTimeRange(s.startTime, s.endTime);
  return (
    <Panel title={t("portal.course.title")} testId="portal-course">
      <dl>
        <Fact label={t("portal.course.batch")}>
          <span className="font-mono">{s.batchCode}</span>
        </Fact>
        <Fact label={t("portal.course.days")}>
          <span data-testid="portal-timing">
            {formatDays(s.days, weekdays)} · {times}
          </span>
        </Fact>
        <Fact label="">{t("portal.course.dates", { start: formatDay(s.startDate, lang), end: formatDay(s.endDate, lang) })}</Fact>
        <Fact label={t("portal.course.branch")}>
          {s.branch}{" "}
          <a href={s.mapUrl} className={linkClass} rel="noopener noreferrer" target="_blank">
            {t("portal.course.map")}
          </a>
        </Fact>
        <Fact label={t("portal.course.trainer")}>{s.trainer ?? t("portal.course.noTrainer")}</Fact>
        <Fact label={t("portal.course.nextClass")}>
          <span data-testid="portal-next-class">
            {s.nextClass
              ? t("portal.course.nextClassAt", { date: formatDay(s.nextClass, lang), time: times })
              : t("portal.course.noNextClass")}
          </span>
        </Fact>
      </dl>
    </Panel>
  );
}

/** Attendance: the %, days missed, and how many classes reach the certificate's minimum. */
export function AttendancePanel({ student: s }: Props) {
  const { t } = useI18n();
  const a = s.attendance;
  const needed =
    a.needed === null
      ? t("portal.attendance.unreachable")
      : a.needed === 0
        ? t("portal.attendance.reached")
        : t("portal.attendance.needed", { count: a.needed, min: a.minimum });
  return (
    <Panel title={t("portal.attendance.title")} testId="portal-attendance">
      <dl>
        <Fact label={t("portal.attendance.percent")}>
          <span className="text-xl" data-testid="portal-attendance-percent">
            {a.percent === null ? t("portal.attendance.notYet") : `${a.percent}%`}
          </span>
        </Fact>
        <Fact label={t("portal.attendance.missed")}>
          <span data-testid="portal-days-missed">{a.missed}</span>
        </Fact>
        <Fact label={t("portal.attendance.marked")}>{a.marked}</Fact>
      </dl>
      <p className="mt-2 text-sm text-slate-700">{t("portal.attendance.minimum", { min: a.minimum })}</p>
      {a.marked ? (
        <p className="mt-1 font-medium" data-testid="portal-classes-needed">
          {needed}
        </p>
      ) : null}
    </Panel>
  );
}

/** Practical tasks: done and still to do, by name in the page's language. */
export function TasksPanel({ student: s }: Props) {
  const { t, lang } = useI18n();
  const done = s.tasks.filter((task) => task.done);
  const left = s.tasks.filter((task) => !task.done);
  const name = (task: (typeof s.tasks)[number]) => (lang === "hi" && task.titleHi ? task.titleHi : task.title);
  return (
    <Panel title={t("portal.tasks.title")} testId="portal-tasks">
      {s.tasks.length === 0 ? (
        <p>{t("portal.tasks.none")}</p>
      ) : (
        <>
          <p className="font-medium" data-testid="portal-tasks-summary">
            {t("portal.tasks.summary", { done: done.length, total: s.tasks.length })}
          </p>
          {[
            ["toDo", left],
            ["done", done],
          ].map(([key, list]) =>
            (list as typeof s.tasks).length ? (
              <div key={key as string} className="mt-3">
                <h4 className="text-sm font-semibold text-slate-700">{t(`portal.tasks.${key}`)}</h4>
                <ul className="mt-1 list-disc pl-5 text-sm">
                  {(list as typeof s.tasks).map((task) => (
                    <li key={task.title}>{name(task)}</li>
                  ))}
                </ul>
              </div>
            ) : null,
          )}
        </>
      )}
    </Panel>
  );
}
