import { CalendarDays, Clock, MapPin, Users } from "lucide-react";
import { Badge } from "#app/components/ui/badge";
import { formatDay } from "#app/i18n/format";
import { useI18n } from "#app/i18n/use-i18n";
import { SEAT_VARIANT, seatLabel } from "#app/lib/course-card-state";
import { seatsLeft } from "#app/lib/course-status";
import { formatDays, formatTimeRange } from "./batch-format";
import type { UpcomingBatch } from "./upcoming-batches.server";

/** A batch's seats in the course fields' shape, so the spec's seat labels and Course Full apply as they are. */
export const batchSeats = (b: Pick<UpcomingBatch, "capacity" | "admitted">) => ({
  is_active: true,
  max_students: b.capacity,
  currently_enrolled: b.admitted,
});

/** The weekday names of the page's language, Sunday first as stored (course.batches.weekdays). */
function useWeekdays(): string[] {
  const { t } = useI18n();
  return t("course.batches.weekdays").split(",");
}

/**
 * The course page's "Upcoming batches": for each, the start date, the days and hours, the branch
 * and the seats left with the spec's seat label, in the page's language. Nothing when none is planned.
 */
export function UpcomingBatches({ batches }: { batches: UpcomingBatch[] }) {
  const { t, lang } = useI18n();
  const weekdays = useWeekdays();
  if (!batches.length) return null;
  return (
    <section aria-labelledby="upcoming-batches-heading" className="px-4 py-10" data-testid="upcoming-batches">
      <div className="mx-auto max-w-7xl">
        <h2 id="upcoming-batches-heading" className="text-2xl font-extrabold text-brand-950">
          {t("course.batches.heading")}
        </h2>
        <p className="mt-1 text-slate-600">{t("course.batches.intro")}</p>
        <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {batches.map((b) => {
            const seats = batchSeats(b);
            const label = seatLabel(seats);
            const left = seatsLeft(seats);
            return (
              <li key={b.id} className="flex flex-col gap-3 rounded-xl border bg-white p-5 shadow-sm" data-testid="upcoming-batch">
                <div className="flex items-start justify-between gap-3">
                  <p className="flex items-center gap-2 font-bold text-brand-950">
                    <CalendarDays aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
                    <span>{t("course.batches.starts", { date: formatDay(b.start_date, lang) })}</span>
                  </p>
                  <Badge variant={SEAT_VARIANT[label]} data-testid="batch-seat-label">
                    {t(`course.seats.availability.${label}`)}
                  </Badge>
                </div>
                <dl className="grid gap-2 text-sm">
                  <BatchFact icon={Clock} label={t("course.batches.when")}>
                    {formatDays(b.days, weekdays)} · {formatTimeRange(b.start_time, b.end_time)}
                  </BatchFact>
                  <BatchFact icon={MapPin} label={t("course.batches.branch")}>
                    {b.branch}
                  </BatchFact>
                  <BatchFact icon={Users} label={t("course.batches.seats")}>
                    {left === 0 ? t("course.batches.full") : t("course.seats.left", { count: left })}
                  </BatchFact>
                </dl>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

function BatchFact({ icon: Icon, label, children }: { icon: typeof Clock; label: string; children: React.ReactNode }) {
  return (
    // dl > div > dt + dd, as the HTML spec allows: the icon stands in the term, the label for readers.
    <div className="grid grid-cols-[auto_1fr] items-start gap-x-2">
      <dt className="mt-0.5">
        <Icon aria-hidden="true" className="size-4 text-slate-500" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="font-medium text-slate-800">{children}</dd>
    </div>
  );
}
