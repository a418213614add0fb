import { UserPlus } from "lucide-react";
import { data, Link, Outlet, redirect, useLocation } from "react-router";
import { LoadError } from "#app/components/admin/load-error";
import { PageHeader } from "#app/components/admin/page-header";
import { RefusalNote } from "#app/components/admin/refusal-note";
import { SearchForm } from "#app/components/admin/search-form";
import { buttonVariants } from "#app/components/ui/button";
import { NativeSelect } from "#app/components/ui/input";
import { currentAdmin } from "#app/features/accounts/permissions.server";
import { userRowActionSchema } from "#app/features/users/user-schemas";
import { changeUserRole, deleteUserAsAdmin, listUsers, setUserActive, UserGuardError } from "#app/features/users/users-admin.server";
import { RoleOptions, UsersTable } from "#app/features/users/users-table";
import { ROLES } from "#app/lib/domain";
import { formValues } from "#app/lib/forms";
import { parseListParams } from "#app/lib/list-params";
import { pageOrLoadError } from "#app/server/db/paginate.server";
import { isUnconfirmedDelete, UNCONFIRMED_DELETE } from "#app/server/http/confirmed-delete.server";
import { refuse } from "#app/server/http/refuse.server";
import { createToastHeaders, redirectWithToast } from "#app/server/http/toast.server";
import { logger } from "#app/server/logger.server";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Users | Admin" }];

const PAGE_SIZE = 20;

/** The spec's failure toasts, by the row action that failed. */
const FAILURE: Record<string, string> = {
  role: "Failed to update user role",
  status: "Failed to update user status",
  delete: "Failed to delete user",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await currentAdmin({ request, context });
  const url = new URL(request.url);
  // The add-user dialog moved to its own route (decision 013): an old ?new=1 link still opens it.
  if (url.searchParams.get("new") === "1") {
    url.searchParams.delete("new");
    throw redirect(`/admin/users/new${url.search}`);
  }
  const list = parseListParams(url, { pageSize: PAGE_SIZE, filters: { role: ROLES } });
  const users = await pageOrLoadError("users", () => listUsers(list), "Failed to load users");
  return { q: list.q, role: list.filters.role ?? "", meId: me.id, ...users };
}

/**
 * The rows' actions: change role, activate or deactivate, delete (after the confirmation).
 * Super-admin rules are the model's explicit guards (UserGuardError): only a super_admin
 * touches a super_admin, nobody acts on themselves, the last active super_admin stays.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await currentAdmin({ request, context });
  const values = formValues(await request.formData());
  const failTitle = Object.hasOwn(FAILURE, values.intent ?? "") ? FAILURE[values.intent] : "Error";
  const parsed = userRowActionSchema.safeParse(values);
  if (!parsed.success)
    return refuse({ status: 400, title: failTitle, description: parsed.error.issues[0]?.message ?? "The request was not understood." });
  if (isUnconfirmedDelete(values)) return refuse({ status: 400, title: failTitle, description: UNCONFIRMED_DELETE });
  const input = parsed.data;
  try {
    if (input.intent === "delete") {
      await deleteUserAsAdmin(admin, input.id);
      // Back to the list as it was (search, filter, page).
      return redirectWithToast(`/admin/users${new URL(request.url).search}`, { title: "User deleted successfully", type: "success" });
    }
    let message: string;
    if (input.intent === "role") {
      await changeUserRole(admin, input.userId, input.role);
      message = "User role updated successfully";
    } else {
      await setUserActive(admin, input.userId, input.is_active);
      message = input.is_active ? "User activated successfully" : "User deactivated successfully";
    }
    return data({ ok: true, error: null }, { headers: await createToastHeaders({ title: message, type: "success" }) });
  } catch (error) {
    if (error instanceof UserGuardError) return refuse({ status: error.status, title: failTitle, description: error.message });
    logger.error({ err: error, intent: input.intent }, "admin users action failed");
    return refuse({ status: 500, title: failTitle, description: failTitle });
  }
}

export default function AdminUsers({ loaderData, actionData }: Route.ComponentProps) {
  const { users, page, q, role, meId, loadError } = loaderData;
  const total = page?.total ?? 0;
  const { search } = useLocation();
  const filtered = Boolean(q || role);
  return (
    <div>
      <PageHeader
        title="User Management"
        description={`Manage accounts, roles and access · ${total.toLocaleString("en-IN")} ${filtered ? "matching" : "total"}`}
        actions={
          <Link to={`/admin/users/new${search}`} preventScrollReset className={buttonVariants({ variant: "default" })}>
            <UserPlus aria-hidden="true" /> Add User
          </Link>
        }
      />
      {/* The add-user dialog (users/new) over the list; inline without JavaScript. */}
      <Outlet />
      <LoadError message={loadError} />
      {/* A refused delete posted without JavaScript says why here (with it, the toast does). */}
      <RefusalNote message={actionData?.error} />
      <SearchForm placeholder="Search by name, company or email..." label="Search users" className="mb-4">
        <NativeSelect name="role" defaultValue={role} aria-label="Filter by role" className="h-10 sm:w-44" key={role}>
          <option value="">All roles</option>
          <RoleOptions />
        </NativeSelect>
      </SearchForm>
      <UsersTable rows={users} meId={meId} filtered={filtered} page={page ?? undefined} />
    </div>
  );
}
