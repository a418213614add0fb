import { BookOpen, DollarSign, MessageSquare, Package, TrendingUp, Users } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/route";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { formatRupees } from "../../../lib/format";
import { dashboardStats } from "../../../server/models/dashboard.server";
import { requireAdmin } from "../../../server/permissions.server";

export const meta: Route.MetaFunction = () => [{ title: "Dashboard | Admin" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { stats: await dashboardStats() };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { stats } = loaderData;
  const cards = [
    { title: "Total Users", value: stats.totalUsers.toLocaleString("en-IN"), note: `${stats.recentUsers} new in the last 30 days`, icon: Users },
    { title: "Active Courses", value: stats.activeCourses.toLocaleString("en-IN"), note: "Visible on the website", icon: BookOpen },
    { title: "Revenue", value: formatRupees(stats.revenue), note: "From all orders", icon: DollarSign },
    { title: "Products", value: stats.totalProducts.toLocaleString("en-IN"), note: `${stats.activeProducts} active`, icon: Package },
    { title: "Messages", value: stats.totalMessages.toLocaleString("en-IN"), note: "WhatsApp messages", icon: MessageSquare },
    { title: "Growth", value: "+12.5%", note: `Active Sessions 24`, icon: TrendingUp },
  ];
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold tracking-tight">Dashboard</h1>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {cards.map(({ title, value, note, icon: Icon }) => (
          <Card key={title}>
            <CardHeader className="flex flex-row items-center justify-between pb-2">
              <CardTitle className="text-sm font-medium text-muted-foreground">{title}</CardTitle>
              <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
            </CardHeader>
            <CardContent>
              <p className="text-2xl font-bold">{value}</p>
              <p className="text-xs text-muted-foreground">{note}</p>
            </CardContent>
          </Card>
        ))}
      </div>
      <div className="flex flex-wrap gap-3">
        <Link className="rounded-md border bg-white px-4 py-2 text-sm font-medium hover:bg-muted" to="/admin/courses">Manage Courses</Link>
        <Link className="rounded-md border bg-white px-4 py-2 text-sm font-medium hover:bg-muted" to="/admin/users">Manage Users</Link>
        <Link className="rounded-md border bg-white px-4 py-2 text-sm font-medium hover:bg-muted" to="/admin/orders">View Orders</Link>
      </div>
    </div>
  );
}
