import { Outlet } from "react-router";
import { AdminShell, sidebarOpenFromCookie } from "../../components/admin/sidebar";
import { countNewLeads } from "../../server/models/lead-desk/inbox.server";
import { requireAdmin } from "../../server/permissions.server";
import type { Route } from "./+types/layout";

export const meta: Route.MetaFunction = () => [{ title: "Admin | Supertech Institute" }, { name: "robots", content: "noindex" }];

// The spec's admin gate. It shapes the shell only: every child loader and action
// calls requireAdmin itself (they run in parallel with this one).
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  // The sidebar's badges: one indexed count (leads_status_created_idx), cheap on every page.
  const counts = { newLeads: await countNewLeads() };
  return { email: user.email, role: user.profile.role, sidebarOpen: sidebarOpenFromCookie(request.headers.get("Cookie")), counts };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell email={loaderData.email} defaultOpen={loaderData.sidebarOpen}>
      <Outlet />
    </AdminShell>
  );
}
