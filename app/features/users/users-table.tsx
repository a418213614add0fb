import { Users as UsersIcon } from "lucide-react";
import { useMemo } from "react";
import { useFetcher } from "react-router";
import { DeleteRowForm } from "#app/components/admin/confirm-form";
import { type DataColumn, DataTable, type DataTablePage, dateColumn } from "#app/components/admin/data-table";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { NativeSelect } from "#app/components/ui/input";
import { Switch } from "#app/components/ui/switch";
import { formatDate } from "#app/lib/admin-display";
import { ROLES } from "#app/lib/domain";
import { ROLE_LABELS } from "./user-schemas";
import type { listUsers } from "./users-admin.server";

export type UserRow = Awaited<ReturnType<typeof listUsers>>["rows"][number];

const DATES = { format: formatDate, empty: "Never", className: "text-muted-foreground" };
const SELF_NOTE = "You cannot change your own account here";

/** The users list: a table on wide screens, cards on phones; role, status and delete on every row but one's own. */
export function UsersTable({ rows, meId, page, filtered }: { rows: UserRow[]; meId: string; page?: DataTablePage; filtered: boolean }) {
  // Stable column definitions: TanStack renders each cell function as a component, so a new
  // function per render would remount every row's controls (and drop their focus) on each render.
  const columns = useMemo(() => userColumns(meId), [meId]);
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(row) => row.user_id}
      rowProps={(row) => ({ "data-user": row.email, className: row.is_active ? undefined : "bg-slate-50/70" })}
      page={page}
      empty={
        <span className="flex flex-col items-center gap-2">
          <UsersIcon className="size-6" aria-hidden="true" />
          {filtered ? "No users match your search" : "No users yet"}
        </span>
      }
    />
  );
}

function userColumns(meId: string): DataColumn<UserRow>[] {
  return [
    {
      id: "user",
      header: "User",
      cell: ({ row }) => <UserCell row={row.original} isSelf={row.original.user_id === meId} />,
      meta: { wide: true, cellClassName: "min-w-44" },
    },
    {
      id: "company",
      header: "Company",
      cell: ({ row }) => row.original.company_name || "—",
      meta: { cellClassName: "text-muted-foreground" },
    },
    { id: "role", header: "Role", cell: ({ row }) => <RoleForm row={row.original} isSelf={row.original.user_id === meId} /> },
    { id: "status", header: "Status", cell: ({ row }) => <StatusForm row={row.original} isSelf={row.original.user_id === meId} /> },
    dateColumn<UserRow>("last_login", "Last login", (row) => row.last_login, DATES),
    dateColumn<UserRow>("joined", "Joined", (row) => row.created_at, DATES),
    {
      id: "actions",
      header: "Actions",
      cell: ({ row }) => (row.original.user_id === meId ? null : <DeleteUser row={row.original} />),
      meta: { headerClassName: "text-right", cellClassName: "text-right" },
    },
  ];
}

function UserCell({ row, isSelf }: { row: UserRow; isSelf: boolean }) {
  const name = [row.first_name, row.last_name].filter(Boolean).join(" ");
  return (
    <>
      <div className="font-medium text-slate-900">
        {name || <span className="text-muted-foreground">No name</span>}
        {isSelf ? (
          <Badge variant="blue" className="ml-2 align-middle">
            You
          </Badge>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
        <span className="break-all">{row.email}</span>
        {row.email_verified ? (
          <Badge variant="green" data-testid="email-status">
            E-mail confirmed
          </Badge>
        ) : (
          <Badge variant="yellow" data-testid="email-status" title="Cannot be given a staff role until the owner confirms the address">
            E-mail not confirmed
          </Badge>
        )}
      </div>
    </>
  );
}

/** Changes the role as soon as it is picked (a Save button without JavaScript); a refusal puts the old role back. */
function RoleForm({ row, isSelf }: { row: UserRow; isSelf: boolean }) {
  const fetcher = useFetcher({ key: `role-${row.user_id}` });
  const pending = fetcher.formData?.get("role");
  return (
    <fetcher.Form method="post" action="/admin/users" className="flex items-center gap-2">
      <input type="hidden" name="intent" value="role" />
      <input type="hidden" name="userId" value={row.user_id} />
      <NativeSelect
        name="role"
        value={typeof pending === "string" ? pending : row.role}
        disabled={isSelf}
        title={isSelf ? SELF_NOTE : undefined}
        aria-label={`Role for ${row.email}`}
        className="h-9 w-40 text-sm"
        onChange={(event) => fetcher.submit(event.currentTarget.form, { method: "post", action: "/admin/users" })}
      >
        <RoleOptions />
      </NativeSelect>
      <noscript>
        <Button type="submit" size="sm" variant="outline">
          Save
        </Button>
      </noscript>
    </fetcher.Form>
  );
}

function StatusForm({ row, isSelf }: { row: UserRow; isSelf: boolean }) {
  const fetcher = useFetcher({ key: `status-${row.user_id}` });
  const pending = fetcher.formData?.get("is_active");
  const active = typeof pending === "string" ? pending === "true" : row.is_active;
  return (
    <fetcher.Form method="post" action="/admin/users" className="flex items-center gap-2">
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="userId" value={row.user_id} />
      <Switch
        checked={active}
        disabled={isSelf}
        title={isSelf ? SELF_NOTE : undefined}
        aria-label={`Active status for ${row.email}`}
        onCheckedChange={(checked) =>
          fetcher.submit({ intent: "status", userId: row.user_id, is_active: String(checked) }, { method: "post", action: "/admin/users" })
        }
      />
      <Badge variant={active ? "green" : "grey"}>{active ? "Active" : "Inactive"}</Badge>
      <noscript>
        <Button type="submit" name="is_active" value={String(!row.is_active)} size="sm" variant="outline">
          {row.is_active ? "Deactivate" : "Activate"}
        </Button>
      </noscript>
    </fetcher.Form>
  );
}

/** Delete after the one confirmation (spec: "delete after confirmation"). */
function DeleteUser({ row }: { row: UserRow }) {
  return (
    <DeleteRowForm
      id={row.user_id}
      confirm={`Delete user ${row.email}? Their profile and sign-in are deleted and they are signed out at once. This cannot be undone.`}
      label={`Delete ${row.email}`}
    />
  );
}

/** The three roles as select options (the filter, the add-user form and each row's role). */
export function RoleOptions() {
  return ROLES.map((r) => (
    <option key={r} value={r}>
      {ROLE_LABELS[r]}
    </option>
  ));
}
