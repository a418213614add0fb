import {
  Activity,
  ArrowRight,
  BookOpen,
  IndianRupee,
  MessageSquare,
  Package,
  ShoppingCart,
  TrendingUp,
  UserPlus,
  Users,
} from "lucide-react";
import { Link } from "react-router";
import { PageHeader } from "#app/components/admin/page-header";
import { StatCard } from "#app/components/admin/stat-card";
import { useShowToast } from "#app/components/toaster";
import { Card, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { currentAdmin } from "#app/features/accounts/permissions.server";
import { BackupWarning } from "#app/features/backups";
import { backupWarning } from "#app/features/backups/index.server";
import { BatchesToday, StudentsAtRisk } from "#app/features/dashboard/batch-sections";
import { dashboardStats, feeFigures } from "#app/features/dashboard/dashboard.server";
import { LeadFigures, TodaySection } from "#app/features/dashboard/lead-sections";
import { leadDashboard } from "#app/features/lead-desk/dashboard.server";
import { batchesMeetingToday, studentsAtRisk } from "#app/features/teaching/index.server";
import { formatPaise, formatRupees } from "#app/lib/format";
import { logger } from "#app/server/logger.server";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Dashboard | Admin" }];

const DASHBOARD_ERROR = "Failed to load dashboard statistics";

export async function loader({ request, context }: Route.LoaderArgs) {
  await currentAdmin({ request, context });
  try {
    const [stats, fees, leads, batchesToday, atRisk, backup] = await Promise.all([
      dashboardStats(),
      feeFigures(),
      leadDashboard(),
      batchesMeetingToday(),
      studentsAtRisk(),
      backupWarning(),
    ]);
    return { stats: { ...stats, ...fees }, leads, teaching: { batchesToday, atRisk }, backup, error: null };
  } catch (error) {
    logger.error({ err: error }, "dashboard statistics failed");
    return {
      stats: null,
      leads: null,
      teaching: null,
      backup: null,
      error: { title: "Error", description: DASHBOARD_ERROR, type: "error" as const },
    };
  }
}

const number = (n: number) => n.toLocaleString("en-IN");
/** "+12.5%", "-3%"; a dash when last month had no leads to compare with. */
const growth = (percent: number | null) => (percent === null ? "—" : `${percent > 0 ? "+" : ""}${percent}%`);

type LoadedData = Route.ComponentProps["loaderData"];

/** The statistic cards (spec 7) and the fees' two beside them. */
function statCards(stats: NonNullable<LoadedData["stats"]>, leads: LoadedData["leads"]) {
  return [
    {
      title: "Total Users",
      value: number(stats.totalUsers),
      note: `${number(stats.recentUsers)} joined in the last 30 days`,
      icon: Users,
    },
    { title: "New Users (30 days)", value: number(stats.recentUsers), note: "Profiles created in the last 30 days", icon: UserPlus },
    { title: "Active Courses", value: number(stats.activeCourses), note: "Visible on the website", icon: BookOpen },
    { title: "Revenue", value: formatRupees(stats.revenue), note: "Sum of all orders", icon: IndianRupee },
    {
      title: "Fees this month",
      value: formatPaise(stats.collectedThisMonthPaise),
      note: "Collected, net of refunds (Payments)",
      icon: IndianRupee,
    },
    {
      title: "Dues outstanding",
      value: formatPaise(stats.outstandingPaise),
      note: `${formatPaise(stats.overduePaise)} of it overdue`,
      icon: IndianRupee,
    },
    { title: "Products", value: number(stats.totalProducts), note: `${number(stats.activeProducts)} active`, icon: Package },
    { title: "Messages", value: number(stats.totalMessages), note: "All messages", icon: MessageSquare },
    {
      title: "Growth",
      value: growth(leads?.growthPercent ?? null),
      note: `Leads this month (${number(leads?.leadsThisMonth ?? 0)}) against last month (${number(leads?.leadsLastMonth ?? 0)})`,
      icon: TrendingUp,
    },
    { title: "Active Sessions", value: number(leads?.activeSessions ?? 0), note: "Signed-in sessions not yet expired", icon: Activity },
  ];
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { stats, leads, teaching, backup, error } = loaderData;
  useShowToast(error);
  const cards = stats ? statCards(stats, leads) : [];
  return (
    <div className="flex flex-col gap-8">
      <PageHeader title="Dashboard" description="What needs doing today, then the institute at a glance." className="mb-0" />
      {backup ? <BackupWarning message={backup} /> : null}
      {leads ? (
        <TodaySection leads={leads}>
          {teaching ? (
            <div className="mt-4 grid gap-4 lg:grid-cols-2">
              <BatchesToday batches={teaching.batchesToday} />
              <StudentsAtRisk atRisk={teaching.atRisk} />
            </div>
          ) : null}
        </TodaySection>
      ) : null}
      {error ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-destructive">
          {DASHBOARD_ERROR}
        </p>
      ) : (
        <section aria-label="Statistics" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {cards.map((card) => (
            <StatCard key={card.title} {...card} data-stat={card.title} />
          ))}
        </section>
      )}
      {leads ? <LeadFigures leads={leads} /> : null}
      <section aria-labelledby="quick-links">
        <h2 id="quick-links" className="mb-3 text-lg font-semibold text-slate-900">
          Quick links
        </h2>
        <div className="grid gap-4 md:grid-cols-3">
          {[
            { to: "/admin/courses", title: "Manage Courses", text: "Add, edit and publish courses", icon: BookOpen },
            { to: "/admin/users", title: "Manage Users", text: "Roles, access and new accounts", icon: Users },
            { to: "/admin/orders", title: "View Orders", text: "Every order with its amount", icon: ShoppingCart },
          ].map(({ to, title, text, icon: Icon }) => (
            <Link
              key={to}
              to={to}
              prefetch="intent"
              className="group rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <Card className="h-full transition-colors group-hover:border-brand-200 group-hover:bg-brand-50/40">
                <CardHeader className="flex flex-row items-center gap-4 p-5">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <CardTitle className="text-base">{title}</CardTitle>
                    <CardDescription>{text}</CardDescription>
                  </div>
                  <ArrowRight
                    className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                    aria-hidden="true"
                  />
                </CardHeader>
              </Card>
            </Link>
          ))}
        </div>
      </section>
    </div>
  );
}
