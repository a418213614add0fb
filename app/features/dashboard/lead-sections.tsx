import { ArrowRight, BellRing, type LucideIcon, PhoneIncoming, UserRoundX } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { BarChart } from "#app/components/admin/bar-chart";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card";
import type { leadDashboard } from "#app/features/lead-desk/index.server";

type LeadDashboard = Awaited<ReturnType<typeof leadDashboard>>;

import { LEAD_KIND_LABELS } from "#app/lib/lead-vocabulary";
import { cn } from "#app/lib/utils";

const number = (n: number) => n.toLocaleString("en-IN");
const minutes = (m: number | null) => (m === null ? "—" : m < 90 ? `${Math.round(m)} min` : `${(m / 60).toFixed(1)} h`);
const monthLabel = (yyyyMm: string) =>
  new Date(`${yyyyMm}-15T00:00:00Z`).toLocaleDateString("en-IN", { month: "short", year: "2-digit", timeZone: "UTC" });

type Task = { title: string; value: number; note: string; to: string; icon: LucideIcon; urgent?: boolean };

/** One thing to act on: its count, what it is, and a link to the list where it is done. */
function TaskTile({ title, value, note, to, icon: Icon, urgent }: Task) {
  const pressing = urgent && value > 0;
  return (
    <Link
      to={to}
      prefetch="intent"
      className={cn(
        "group flex items-center gap-3 rounded-xl border bg-white p-4 shadow-xs transition-colors hover:border-brand-200 hover:bg-brand-50/40",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
        pressing && "border-amber-300 bg-amber-50/60",
      )}
    >
      <span
        className={cn(
          "flex size-10 shrink-0 items-center justify-center rounded-lg",
          pressing ? "bg-amber-100 text-amber-800" : "bg-brand-50 text-brand-700",
        )}
      >
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-medium text-slate-900">{title}</span>
        <span className="block text-xs text-muted-foreground">{note}</span>
      </span>
      <span className="text-2xl font-bold tabular-nums tracking-tight text-slate-900" data-testid={`stat-${title}`}>
        {number(value)}
      </span>
      <ArrowRight className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
    </Link>
  );
}

/**
 * What staff act on today, first on the page (on a phone, the first screen): new leads,
 * follow-ups due and leads nobody has answered, each a link to where the work is done.
 * Today's batches and the students at risk follow as `children` (batch-sections.tsx).
 */
export function TodaySection({ leads, children }: { leads: LeadDashboard; children?: ReactNode }) {
  const tasks: Task[] = [
    {
      title: "New leads today",
      value: leads.newToday,
      note: `${number(leads.newThisWeek)} this week`,
      to: "/admin/leads",
      icon: PhoneIncoming,
    },
    {
      title: "Follow-ups due",
      value: leads.followUpsDue,
      note: "Overdue or due today",
      to: "/admin/leads/follow-ups",
      icon: BellRing,
      urgent: true,
    },
    {
      title: "Not yet contacted",
      value: leads.newUncontacted,
      note: "New leads nobody has answered",
      to: "/admin/leads/follow-ups",
      icon: UserRoundX,
      urgent: true,
    },
  ];
  return (
    <section aria-labelledby="today">
      <h2 id="today" className="mb-3 text-lg font-semibold text-slate-900">
        Today
      </h2>
      <div className="grid gap-3 md:grid-cols-3">
        {tasks.map((task) => (
          <TaskTile key={task.title} {...task} />
        ))}
      </div>
      {children}
    </section>
  );
}

/** The lead desk's figures: first response, and the last 30 days and six months in charts. */
export function LeadFigures({ leads }: { leads: LeadDashboard }) {
  const charts = [
    { title: "By kind, last 30 days", bars: leads.byKind30d.map((k) => ({ label: LEAD_KIND_LABELS[k.kind], value: k.count })) },
    { title: "By course, last 30 days", bars: leads.byCourse30d.map((c) => ({ label: c.course, value: c.count })) },
    {
      title: "Conversion by month (enrolled ÷ leads)",
      bars: leads.conversionByMonth.map((m) => ({ label: monthLabel(m.month), value: m.rate })),
      format: (rate: number) => `${Math.round(rate * 100)}%`,
    },
  ];
  return (
    <section aria-labelledby="lead-figures">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="lead-figures" className="text-lg font-semibold text-slate-900">
          Leads
        </h2>
        <p className="text-sm text-muted-foreground">
          Median first response, last 90 days:{" "}
          <span className="font-semibold tabular-nums text-slate-900" data-testid="stat-Median first response">
            {minutes(leads.medianFirstResponseMinutes)}
          </span>
        </p>
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        {charts.map((chart) => (
          <Card key={chart.title} className="gap-0">
            <CardHeader className="p-5 pb-3">
              <CardTitle className="text-sm font-medium text-slate-700">{chart.title}</CardTitle>
            </CardHeader>
            <CardContent className="p-5 pt-0">
              <BarChart title={chart.title} bars={chart.bars} format={chart.format} />
            </CardContent>
          </Card>
        ))}
      </div>
    </section>
  );
}
