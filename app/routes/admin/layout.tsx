import { Outlet } from "react-router";
import { AdminShell, sidebarOpenFromCookie } from "#app/components/admin/sidebar";
import { adminGate, currentStaff } from "#app/features/accounts/permissions.server";
import { countNewLeads } from "#app/features/lead-desk/inbox.server";
import type { Route } from "./+types/layout";

export const meta: Route.MetaFunction = () => [{ title: "Admin | Supertech Institute" }, { name: "robots", content: "noindex" }];

// The spec's admin gate: middleware runs before this loader and every child loader and
// action (which run in parallel with each other), admits only active staff (a trainer only to
// their batches' pages) and keeps
// the profile in the request's context for them (currentAdmin).
export const middleware: Route.MiddlewareFunction[] = [adminGate];

export async function loader(args: Route.LoaderArgs) {
  const user = await currentStaff(args);
  const { request } = args;
  // The sidebar's badges: one indexed count (leads_status_created_idx), cheap on every page.
  // A trainer sees no leads, so not even their number (decision 037).
  const counts = { newLeads: user.profile.role === "trainer" ? 0 : await countNewLeads() };
  return { email: user.email, role: user.profile.role, sidebarOpen: sidebarOpenFromCookie(request.headers.get("Cookie")), counts };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell email={loaderData.email} defaultOpen={loaderData.sidebarOpen}>
      <Outlet />
    </AdminShell>
  );
}
