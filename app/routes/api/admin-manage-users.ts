import { data } from "react-router";
import { requireAdmin } from "#app/features/accounts/permissions.server";
import { manageUsersBodySchema } from "#app/features/users/user-schemas";
import { deleteUserAsAdmin, UserGuardError } from "#app/features/users/users-admin.server";
import { logger } from "#app/server/logger.server";
import type { Route } from "./+types/admin-manage-users";

/**
 * The 'admin-manage-users' server function (spec 7): POST JSON {action: 'delete', userId},
 * authenticated by the session cookie or `Authorization: Bearer <session token>`.
 * Answers {success: true} or {error} with a non-ok status.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request, { mode: "api" });
  return data({ error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request, { mode: "api" });
  if (request.method !== "POST") return data({ error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
  // Only a body declared as JSON is cleaned of control characters (and refused with a NUL) by
  // the request hygiene; parsed under another type, a NUL reached PostgreSQL and answered 500.
  if ((request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase() !== "application/json") {
    return data({ error: "Send the body as JSON (Content-Type: application/json)" }, { status: 415 });
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return data({ error: "Request body must be JSON" }, { status: 400 });
  }
  const parsed = manageUsersBodySchema.safeParse(body);
  if (!parsed.success) return data({ error: "Expected {action: 'delete', userId}" }, { status: 400 });
  try {
    await deleteUserAsAdmin(admin, parsed.data.userId);
    return data({ success: true });
  } catch (error) {
    if (error instanceof UserGuardError) return data({ error: error.message }, { status: error.status });
    logger.error({ err: error }, "admin-manage-users failed");
    return data({ error: "Failed to delete user" }, { status: 500 });
  }
}
