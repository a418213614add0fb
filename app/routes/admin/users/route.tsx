import { Loader2, Trash2, UserPlus, Users as UsersIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { data, useFetcher, useRevalidator } from "react-router";
import { PageHeader } from "../../../components/admin/page-header";
import { Pagination } from "../../../components/admin/pagination";
import { SearchForm } from "../../../components/admin/search-form";
import { Field, StatusButton, useFormValidation } from "../../../components/forms";
import { notify, type ToastMessage, useShowToast } from "../../../components/toaster";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "../../../components/ui/alert-dialog";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../../../components/ui/dialog";
import { Input, NativeSelect } from "../../../components/ui/input";
import { Switch } from "../../../components/ui/switch";
import { Table, TableBody, TableCell, TableEmpty, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
import { formatDate } from "../../../lib/admin-display";
import { ROLES, type Role } from "../../../lib/domain";
import { type FormResult, parseForm } from "../../../lib/forms";
import { pageRange, parseListParams } from "../../../lib/list-params";
import { createUserSchema, ROLE_LABELS, userActionSchema } from "../../../lib/validation/user";
import { logger } from "../../../server/logger.server";
import {
  changeUserRole,
  createUserAsAdmin,
  deleteUserAsAdmin,
  listUsers,
  setUserActive,
  UserGuardError,
} from "../../../server/models/users-admin.server";
import { passwordProblem } from "../../../server/password-policy.server";
import { requireAdmin } from "../../../server/permissions.server";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Users | Admin" }];

const PAGE_SIZE = 20;

const FAILURE: Record<"create" | "role" | "status" | "delete", string> = {
  create: "Failed to create user",
  role: "Failed to update user role",
  status: "Failed to update user status",
  delete: "Failed to delete user",
};

type ActionResult = FormResult & { toast: ToastMessage };

export async function loader({ request }: Route.LoaderArgs) {
  const me = await requireAdmin(request);
  const url = new URL(request.url);
  const { q, page } = parseListParams(url, { pageSize: PAGE_SIZE });
  const roleParam = url.searchParams.get("role") ?? "";
  const role = (ROLES as readonly string[]).includes(roleParam) ? (roleParam as Role) : undefined;
  const base = { q, role: role ?? "", page, pageSize: PAGE_SIZE, me: { id: me.id, role: me.profile.role } };
  try {
    const { rows, total } = await listUsers({ q, role, ...pageRange({ page, pageSize: PAGE_SIZE }) });
    return { ...base, rows, total, error: null };
  } catch (error) {
    logger.error({ err: error }, "admin users list failed");
    return { ...base, rows: [], total: 0, error: { title: "Failed to load users", type: "error" as const } };
  }
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  const failTitle = FAILURE[intent as keyof typeof FAILURE] ?? "Error";
  const parsed = parseForm(userActionSchema, formData);
  if (!parsed.success) {
    const first = Object.values(parsed.result.fieldErrors)[0];
    return data<ActionResult>({ ...parsed.result, toast: { title: failTitle, description: first, type: "error" } }, { status: 400 });
  }
  const input = parsed.data;
  if (input.intent === "create") {
    // Beyond the 6-character minimum: not a common password, not the e-mail (finding 3).
    const problem = passwordProblem(input.password, input.email);
    if (problem) {
      return data<ActionResult>(
        { ok: false, fieldErrors: { password: problem }, toast: { title: failTitle, description: problem, type: "error" } },
        { status: 400 },
      );
    }
  }
  try {
    let message: string;
    switch (input.intent) {
      case "create":
        await createUserAsAdmin(admin, input);
        message = "User created successfully";
        break;
      case "role":
        await changeUserRole(admin, input.userId, input.role);
        message = "User role updated successfully";
        break;
      case "status":
        await setUserActive(admin, input.userId, input.is_active);
        message = input.is_active ? "User activated successfully" : "User deactivated successfully";
        break;
      case "delete":
        await deleteUserAsAdmin(admin, input.userId);
        message = "User deleted successfully";
        break;
    }
    return data<ActionResult>({ ok: true, message, toast: { title: message, type: "success" } });
  } catch (error) {
    if (error instanceof UserGuardError) {
      return data<ActionResult>(
        { ok: false, fieldErrors: {}, formError: error.message, toast: { title: failTitle, description: error.message, type: "error" } },
        { status: error.status },
      );
    }
    logger.error({ err: error, intent }, "admin users action failed");
    return data<ActionResult>(
      { ok: false, fieldErrors: {}, formError: failTitle, toast: { title: failTitle, type: "error" } },
      { status: 500 },
    );
  }
}

const dateOrNever = (value: Date | string | null) => (value ? formatDate(value) : "Never");

type Row = Route.ComponentProps["loaderData"]["rows"][number];

export default function AdminUsers({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, total, page, pageSize, q, role, me, error } = loaderData;
  useShowToast(error);
  useShowToast(actionData?.toast);
  const filtered = Boolean(q || role);
  return (
    <div>
      <PageHeader
        title="User Management"
        description={`Manage accounts, roles and access · ${total.toLocaleString("en-IN")} ${filtered ? "matching" : "total"}`}
        actions={<CreateUserDialog />}
      />
      {actionData && !actionData.ok && actionData.formError ? (
        <p role="alert" className="mb-4 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-destructive">
          {actionData.formError}
        </p>
      ) : null}
      <SearchForm placeholder="Search by name, company or email..." label="Search users" className="mb-4">
        <NativeSelect name="role" defaultValue={role} aria-label="Filter by role" className="h-10 sm:w-44" key={role}>
          <option value="">All roles</option>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {ROLE_LABELS[r]}
            </option>
          ))}
        </NativeSelect>
      </SearchForm>
      <Table>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead>User</TableHead>
            <TableHead className="hidden lg:table-cell">Company</TableHead>
            <TableHead>Role</TableHead>
            <TableHead>Status</TableHead>
            <TableHead className="hidden lg:table-cell">Last login</TableHead>
            <TableHead className="hidden md:table-cell">Joined</TableHead>
            <TableHead className="text-right">
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {error ? (
            <TableEmpty colSpan={7}>Failed to load users</TableEmpty>
          ) : rows.length === 0 ? (
            <TableEmpty colSpan={7}>
              <span className="flex flex-col items-center gap-2">
                <UsersIcon className="size-6" aria-hidden="true" />
                {filtered ? "No users match your search" : "No users yet"}
              </span>
            </TableEmpty>
          ) : (
            rows.map((row) => <UserRow key={row.user_id} row={row} isSelf={row.user_id === me.id} />)
          )}
        </TableBody>
      </Table>
      <Pagination page={page} total={total} pageSize={pageSize} />
    </div>
  );
}

function displayName(row: Row) {
  return [row.first_name, row.last_name].filter(Boolean).join(" ");
}

function UserRow({ row, isSelf }: { row: Row; isSelf: boolean }) {
  const roleFetcher = useFetcher<ActionResult>({ key: `role-${row.user_id}` });
  const statusFetcher = useFetcher<ActionResult>({ key: `status-${row.user_id}` });
  useShowToast(roleFetcher.data?.toast);
  useShowToast(statusFetcher.data?.toast);
  const name = displayName(row);
  const pendingRole = roleFetcher.formData?.get("role");
  const roleValue = typeof pendingRole === "string" ? pendingRole : row.role;
  const pendingActive = statusFetcher.formData?.get("is_active");
  const active = typeof pendingActive === "string" ? pendingActive === "true" : row.is_active;
  const selfNote = isSelf ? "You cannot change your own account here" : undefined;

  return (
    <TableRow data-user={row.email} className={active ? undefined : "bg-slate-50/70"}>
      <TableCell className="min-w-44">
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
      </TableCell>
      <TableCell className="hidden text-muted-foreground lg:table-cell">{row.company_name || "—"}</TableCell>
      <TableCell>
        <roleFetcher.Form method="post" className="flex items-center gap-2">
          <input type="hidden" name="intent" value="role" />
          <input type="hidden" name="userId" value={row.user_id} />
          <NativeSelect
            name="role"
            value={roleValue}
            disabled={isSelf}
            title={selfNote}
            aria-label={`Role for ${row.email}`}
            className="h-9 w-40 text-sm"
            onChange={(event) => roleFetcher.submit(event.currentTarget.form, { method: "post" })}
          >
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </NativeSelect>
          <noscript>
            <Button type="submit" size="sm" variant="outline">
              Save
            </Button>
          </noscript>
        </roleFetcher.Form>
      </TableCell>
      <TableCell>
        <statusFetcher.Form method="post" className="flex items-center gap-2">
          <input type="hidden" name="intent" value="status" />
          <input type="hidden" name="userId" value={row.user_id} />
          <Switch
            checked={active}
            disabled={isSelf}
            title={selfNote}
            aria-label={`Active status for ${row.email}`}
            onCheckedChange={(checked) =>
              statusFetcher.submit({ intent: "status", userId: row.user_id, is_active: String(checked) }, { method: "post" })
            }
          />
          <Badge variant={active ? "green" : "grey"}>{active ? "Active" : "Inactive"}</Badge>
          <noscript>
            <Button type="submit" name="is_active" value={String(!row.is_active)} size="sm" variant="outline">
              {row.is_active ? "Deactivate" : "Activate"}
            </Button>
          </noscript>
        </statusFetcher.Form>
      </TableCell>
      <TableCell className="hidden whitespace-nowrap text-muted-foreground lg:table-cell">{dateOrNever(row.last_login)}</TableCell>
      <TableCell className="hidden whitespace-nowrap text-muted-foreground md:table-cell">{dateOrNever(row.created_at)}</TableCell>
      <TableCell className="text-right">{isSelf ? null : <DeleteUserButton row={row} />}</TableCell>
    </TableRow>
  );
}

/** Delete after confirmation, through the admin-manage-users function (spec 7). */
function DeleteUserButton({ row }: { row: Row }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const revalidator = useRevalidator();

  async function confirmDelete(event: React.MouseEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const response = await fetch("/functions/v1/admin-manage-users", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        credentials: "same-origin",
        body: JSON.stringify({ action: "delete", userId: row.user_id }),
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { error?: string } | null;
        notify({ title: "Failed to delete user", description: body?.error, type: "error" });
        return;
      }
      notify({ title: "User deleted successfully", type: "success" });
      setOpen(false);
      await revalidator.revalidate();
    } catch {
      notify({ title: "Failed to delete user", type: "error" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={(o) => !busy && setOpen(o)}>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-9 text-destructive hover:bg-red-50"
        aria-label={`Delete ${row.email}`}
        onClick={() => setOpen(true)}
      >
        <Trash2 aria-hidden="true" />
      </Button>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete user?</AlertDialogTitle>
          <AlertDialogDescription>
            This permanently deletes <strong className="font-semibold text-slate-900">{row.email}</strong>, their profile and sign-in. They
            are signed out at once. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={confirmDelete} disabled={busy} aria-busy={busy || undefined}>
            {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

function CreateUserDialog() {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<ActionResult>({ key: "create-user" });
  const formRef = useRef<HTMLFormElement>(null);
  const serverErrors = fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors : undefined;
  const { errors, formProps, reset } = useFormValidation(createUserSchema, serverErrors);
  const pending = fetcher.state !== "idle";
  useShowToast(fetcher.data?.toast);

  // biome-ignore lint/correctness/useExhaustiveDependencies: react to a finished submission only
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) {
      formRef.current?.reset();
      reset();
      setOpen(false);
    }
  }, [fetcher.state, fetcher.data]);

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (!o) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden="true" /> Add User
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add New User</DialogTitle>
          <DialogDescription>Creates the account on the server. You stay signed in as yourself.</DialogDescription>
        </DialogHeader>
        <fetcher.Form method="post" ref={formRef} className="grid gap-4" {...formProps}>
          <input type="hidden" name="intent" value="create" />
          <Field label="Email" name="email" error={errors.email} required>
            {(props) => <Input type="email" autoComplete="off" {...props} />}
          </Field>
          <Field label="Password" name="password" error={errors.password} required>
            {(props) => <Input type="password" autoComplete="new-password" placeholder="Minimum 6 characters" {...props} />}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="First Name" name="first_name" error={errors.first_name}>
              {(props) => <Input autoComplete="off" {...props} />}
            </Field>
            <Field label="Last Name" name="last_name" error={errors.last_name}>
              {(props) => <Input autoComplete="off" {...props} />}
            </Field>
          </div>
          <Field label="Role" name="role" error={errors.role}>
            {(props) => (
              <NativeSelect defaultValue="user" {...props}>
                {ROLES.map((r) => (
                  <option key={r} value={r}>
                    {ROLE_LABELS[r]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          {fetcher.data && !fetcher.data.ok && fetcher.data.formError ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {fetcher.data.formError}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <StatusButton type="submit" pending={pending} pendingText="Creating...">
              Create User
            </StatusButton>
          </DialogFooter>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
