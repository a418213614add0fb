import { LogOut } from "lucide-react";
import { Form, NavLink, Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { ADMIN_NAV } from "../../components/admin/nav";
import { cn } from "../../lib/utils";
import { requireAdmin } from "../../server/permissions.server";

export const meta: Route.MetaFunction = () => [{ title: "Admin | Supertech Institute" }, { name: "robots", content: "noindex" }];

// The spec's admin gate. It shapes the shell only: every child loader and action
// calls requireAdmin itself (they run in parallel with this one).
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  return { email: user.email, role: user.profile.role };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex min-h-screen bg-slate-50">
      <aside className="sticky top-0 hidden h-screen w-64 shrink-0 flex-col border-r bg-sidebar md:flex" aria-label="Admin">
        <div className="flex h-16 items-center gap-2 border-b px-4 font-bold text-brand-900">
          <img src="/images/brand/logo-mark.svg" alt="" width={28} height={28} /> Supertech Admin
        </div>
        <nav className="flex-1 overflow-y-auto p-2">
          <ul className="flex flex-col gap-1">
            {ADMIN_NAV.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={to === "/admin"}
                  className={({ isActive }) =>
                    cn("flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium hover:bg-sidebar-accent", isActive && "bg-sidebar-accent text-brand-900")
                  }
                >
                  <Icon className="size-4" aria-hidden="true" /> {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Form method="post" action="/logout" className="border-t p-2">
          <button type="submit" className="flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm font-medium hover:bg-sidebar-accent">
            <LogOut className="size-4" aria-hidden="true" /> Logout
          </button>
        </Form>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex h-16 items-center justify-between border-b bg-white px-6">
          <p className="text-lg font-semibold">Admin Dashboard</p>
          <p className="text-sm text-muted-foreground">Welcome, {loaderData.email}</p>
        </header>
        <main className="flex-1 p-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
