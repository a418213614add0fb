import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getAuth } from "#app/features/accounts/auth.server";
import { GUARD } from "#app/features/users/users-admin.server";
import * as newUserRoute from "#app/routes/admin/users/new/route";
import * as usersRoute from "#app/routes/admin/users/route";
import * as manageUsers from "#app/routes/api/admin-manage-users";
import { db } from "#app/server/db/db.server";
import { adminLogs, profiles, session, user } from "#app/server/db/schema";
import { ANONYMOUS, account, PASSWORD, requestAs, type TestAccount } from "#tests/support/accounts";
import { callRoute, ROUTE_CONTEXT as context } from "#tests/support/call-route";

type Result = { status: number; body: Record<string, unknown>; toast?: { title: string; description?: string; type: string } | null };

/** The shared outcome as these tests compare it: the body (or where a redirect goes), and the toast only when one was set. */
async function run(fn: () => Promise<unknown>): Promise<Result> {
  const { status, data, location, toast } = await callRoute(fn);
  const body = data ?? { location };
  return toast ? { status, body, toast } : { status, body };
}

/** Posts a users form: "create" to the add-user route (users/new), the row actions to the list. */
function act(who: { cookie: string }, form: Record<string, string>) {
  const { intent, ...fields } = form;
  const [route, url, body] = intent === "create" ? [newUserRoute, "/admin/users/new", fields] : [usersRoute, "/admin/users", form];
  // biome-ignore lint/suspicious/noExplicitAny: route args are built by hand in tests
  return run(() => route.action({ request: requestAs(who, url, { form: body }), params: {}, context } as any));
}

function list(who: { cookie: string }, query = "") {
  // biome-ignore lint/suspicious/noExplicitAny: route args are built by hand in tests
  return run(() => usersRoute.loader({ request: requestAs(who, `/admin/users${query}`), params: {}, context } as any));
}

function manage(body: unknown, headers: Record<string, string>) {
  const request = new Request("http://localhost:3000/functions/v1/admin-manage-users", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: route args are built by hand in tests
  return run(() => manageUsers.action({ request, params: {}, context } as any));
}

async function profileOf(id: string) {
  const [row] = await db.select({ role: profiles.role, is_active: profiles.is_active }).from(profiles).where(eq(profiles.user_id, id));
  return row ?? null;
}
async function lastLog(action: string, target: string) {
  const [row] = await db
    .select()
    .from(adminLogs)
    .where(and(eq(adminLogs.action, action), eq(adminLogs.target_user_id, target)))
    .orderBy(desc(adminLogs.created_at))
    .limit(1);
  return row ?? null;
}
async function sessionsOf(id: string) {
  return (await db.select({ id: session.id }).from(session).where(eq(session.userId, id))).length;
}
async function rawToken(id: string) {
  const [row] = await db.select({ token: session.token }).from(session).where(eq(session.userId, id)).limit(1);
  return row.token;
}

let superAdmin: TestAccount;
let admin: TestAccount;

beforeAll(async () => {
  superAdmin = await account("super_admin");
  admin = await account("admin");
});

describe("users page loader", () => {
  it("lists profiles with their e-mail, searches by name or company and filters by role, paginated", async () => {
    const marker = Math.random().toString(36).slice(2, 7);
    await act(superAdmin, {
      intent: "create",
      email: `asha-${marker}@example.com`,
      password: "secret-1",
      first_name: "Asha",
      last_name: `Verma${marker}`,
      role: "user",
    });
    const created = await act(superAdmin, {
      intent: "create",
      email: `ravi-${marker}@example.com`,
      password: "secret-1",
      first_name: "Ravi",
      last_name: "Kumar",
      role: "admin",
    });
    expect(created).toMatchObject({ status: 302, body: { location: "/admin/users" } });
    const [ravi] = await db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, `ravi-${marker}@example.com`));
    await db
      .update(profiles)
      .set({ company_name: `Kumar Mobiles ${marker}` })
      .where(eq(profiles.user_id, ravi.id));

    const byName = await list(admin, `?q=verma${marker}`);
    expect((byName.body.users as { email: string }[]).map((r) => r.email)).toEqual([`asha-${marker}@example.com`]);
    const byFull = await list(admin, `?q=${encodeURIComponent(`Asha Verma${marker}`)}`);
    expect((byFull.body.page as { total: number }).total).toBe(1);
    const byCompany = await list(admin, `?q=mobiles ${marker}`);
    expect((byCompany.body.users as { email: string }[]).map((r) => r.email)).toEqual([`ravi-${marker}@example.com`]);
    const wildcard = await list(admin, "?q=%25");
    expect((wildcard.body.page as { total: number }).total).toBe(0);

    const admins = await list(admin, "?role=admin");
    const roles = new Set((admins.body.users as { role: string }[]).map((r) => r.role));
    expect([...roles]).toEqual(["admin"]);
    const bogusRole = await list(admin, "?role=root");
    expect(bogusRole.body.role).toBe("");

    // Newest first, and ?page= moves through the list.
    for (let i = 0; i < 21; i++) {
      await db.insert(user).values({ id: `bulk-${marker}-${i}`, name: "Bulk", email: `bulk-${marker}-${i}@example.com` });
      await db.insert(profiles).values({ user_id: `bulk-${marker}-${i}`, created_at: new Date(Date.now() + 60_000 + i * 1000) });
    }
    const page1 = await list(admin);
    const page2 = await list(admin, "?page=2");
    expect((page1.body.users as unknown[]).length).toBe(20);
    expect((page1.body.page as { total: number }).total).toBeGreaterThan(20);
    expect((page1.body.users as { email: string }[])[0].email).toBe(`bulk-${marker}-20@example.com`);
    expect((page2.body.users as unknown[]).length).toBeGreaterThan(0);
    expect((page2.body.page as { page: number }).page).toBe(2);
  });
});

describe("create user", () => {
  it("creates the account on the server, logs user_created and leaves the admin's session alone", async () => {
    const before = await sessionsOf(admin.id);
    const email = `new-${Date.now()}@example.com`;
    const res = await act(admin, {
      intent: "create",
      email: ` ${email.toUpperCase()} `,
      password: "secret-1",
      first_name: "Neha",
      last_name: "",
      role: "admin",
    });
    expect(res).toMatchObject({ status: 302, body: { location: "/admin/users" } });
    expect(res.toast).toMatchObject({ title: "User created successfully", type: "success" });
    const [created] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
    expect(await profileOf(created.id)).toEqual({ role: "admin", is_active: true });
    const log = await lastLog("user_created", created.id);
    expect(log?.admin_user_id).toBe(admin.id);
    // The account by id (target_user_id), never its e-mail address.
    expect(log?.details).toEqual({ role: "admin" });
    expect(log?.target_user_id).toBe(created.id);
    expect(await sessionsOf(admin.id)).toBe(before);
    // The new account can sign in with its password.
    const signIn = await getAuth().api.signInEmail({ body: { email, password: "secret-1" } });
    expect(signIn.user.email).toBe(email);
  });

  it("requires e-mail and password with the spec's message, and refuses a taken e-mail", async () => {
    const empty = await act(admin, { intent: "create", email: "", password: "", role: "user" });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toMatchObject({ email: ["Email and password are required"], password: ["Email and password are required"] });
    expect(empty.toast).toMatchObject({ title: "Failed to create user", type: "error" });
    const short = await act(admin, { intent: "create", email: "x@example.com", password: "123", role: "user" });
    expect(short.body.error).toMatchObject({ password: ["Password must be at least 6 characters"] });
    const taken = await act(admin, { intent: "create", email: admin.email, password: "secret-1", role: "user" });
    expect(taken.status).toBe(409);
    expect(taken.toast).toMatchObject({ title: "Failed to create user", description: GUARD.emailTaken });
  });

  it("refuses anonymous visitors, users and inactive admins on the add-user route, creating nothing", async () => {
    const email = `gate-${Date.now()}@example.com`;
    const refused = { anonymous: ANONYMOUS, user: await account("user"), inactiveAdmin: await account("admin", { active: false }) };
    const outcomes: Record<string, unknown> = {};
    for (const [name, who] of Object.entries(refused)) {
      const res = await act(who, { intent: "create", email, password: "secret-12345", role: "super_admin" });
      outcomes[name] = [res.status, res.body.location];
    }
    expect(outcomes).toEqual({ anonymous: [302, "/auth"], user: [302, "/"], inactiveAdmin: [302, "/"] });
    expect((await db.select().from(user).where(eq(user.email, email))).length).toBe(0);
  });

  it("lets only a super_admin create a super_admin", async () => {
    const email = `sa-${Date.now()}@example.com`;
    const refused = await act(admin, { intent: "create", email, password: "secret-1", role: "super_admin" });
    expect(refused.status).toBe(403);
    expect(refused.toast).toMatchObject({ title: "Failed to create user", description: GUARD.onlySuperAdmin });
    expect((await db.select().from(user).where(eq(user.email, email))).length).toBe(0);
    const ok = await act(superAdmin, { intent: "create", email, password: "secret-1", role: "super_admin" });
    expect(ok.status).toBe(302);
  });
});

describe("change role", () => {
  it("updates the role and logs role_update with old and new role", async () => {
    const target = await account("user");
    const res = await act(admin, { intent: "role", userId: target.id, role: "admin" });
    expect(res.toast).toMatchObject({ title: "User role updated successfully", type: "success" });
    expect((await profileOf(target.id))?.role).toBe("admin");
    expect((await lastLog("role_update", target.id))?.details).toEqual({ old_role: "user", new_role: "admin" });
  });

  it("refuses an admin granting, changing or removing super_admin", async () => {
    const target = await account("user");
    const promote = await act(admin, { intent: "role", userId: target.id, role: "super_admin" });
    expect(promote.status).toBe(403);
    expect(promote.toast).toMatchObject({ title: "Failed to update user role", description: GUARD.onlySuperAdmin, type: "error" });
    expect((await profileOf(target.id))?.role).toBe("user");

    const demote = await act(admin, { intent: "role", userId: superAdmin.id, role: "user" });
    expect(demote.status).toBe(403);
    expect((await profileOf(superAdmin.id))?.role).toBe("super_admin");

    // A super_admin may.
    const ok = await act(superAdmin, { intent: "role", userId: target.id, role: "super_admin" });
    expect(ok.status).toBe(200);
    expect((await profileOf(target.id))?.role).toBe("super_admin");
    const back = await act(superAdmin, { intent: "role", userId: target.id, role: "user" });
    expect(back.status).toBe(200);
  });

  it("refuses changing one's own role", async () => {
    const res = await act(superAdmin, { intent: "role", userId: superAdmin.id, role: "admin" });
    expect(res.status).toBe(403);
    expect(res.toast).toMatchObject({ description: GUARD.selfRole });
    expect((await profileOf(superAdmin.id))?.role).toBe("super_admin");
  });

  it("refuses an unknown role or user without changing anything", async () => {
    const target = await account("user");
    const bad = await act(admin, { intent: "role", userId: target.id, role: "root" });
    expect(bad.status).toBe(400);
    expect(bad.toast).toMatchObject({ title: "Failed to update user role" });
    const missing = await act(admin, { intent: "role", userId: "nope", role: "admin" });
    expect(missing.status).toBe(404);
    const unknownIntent = await act(admin, { intent: "explode" });
    expect(unknownIntent.status).toBe(400);
  });
});

describe("activate / deactivate", () => {
  it("deactivates, ends the user's sessions at once, logs user_deactivated; activates and logs user_activated", async () => {
    const target = await account("admin");
    expect(await sessionsOf(target.id)).toBeGreaterThan(0);
    const off = await act(admin, { intent: "status", userId: target.id, is_active: "false" });
    expect(off.toast).toMatchObject({ title: "User deactivated successfully", type: "success" });
    expect((await profileOf(target.id))?.is_active).toBe(false);
    expect(await sessionsOf(target.id)).toBe(0);
    expect((await lastLog("user_deactivated", target.id))?.details).toEqual({ status: "inactive" });
    // The old cookie no longer opens the admin.
    const gate = await list(target);
    expect(gate.body.location).toBe("/auth");

    const on = await act(admin, { intent: "status", userId: target.id, is_active: "true" });
    expect(on.toast).toMatchObject({ title: "User activated successfully" });
    expect((await profileOf(target.id))?.is_active).toBe(true);
    expect((await lastLog("user_activated", target.id))?.details).toEqual({ status: "active" });
  });

  it("refuses deactivating oneself and an admin deactivating a super_admin", async () => {
    const self = await act(admin, { intent: "status", userId: admin.id, is_active: "false" });
    expect(self.status).toBe(403);
    expect(self.toast).toMatchObject({ title: "Failed to update user status", description: GUARD.selfStatus });
    expect((await profileOf(admin.id))?.is_active).toBe(true);
    const sa = await act(admin, { intent: "status", userId: superAdmin.id, is_active: "false" });
    expect(sa.status).toBe(403);
    expect((await profileOf(superAdmin.id))?.is_active).toBe(true);
  });
});

describe("the last active super_admin", () => {
  it("cannot be demoted, deactivated or deleted", async () => {
    const { changeUserRole, setUserActive, deleteUserAsAdmin } = await import("#app/features/users/users-admin.server");
    // Only `superAdmin` and `second` are super_admins from here on.
    await db.update(profiles).set({ role: "admin" }).where(eq(profiles.role, "super_admin"));
    await db.update(profiles).set({ role: "super_admin" }).where(eq(profiles.user_id, superAdmin.id));
    const second = await account("super_admin");
    // With two active super_admins, one may deactivate the other...
    const off = await act(second, { intent: "status", userId: superAdmin.id, is_active: "false" });
    expect(off.status).toBe(200);
    // ...and now `second` is the last active one: nobody can remove it.
    const self = await act(second, { intent: "role", userId: second.id, role: "admin" });
    expect(self.status).toBe(403);
    const otherSuper = { id: "another-super-admin", email: "x@example.com", profile: { role: "super_admin" as const } };
    await expect(changeUserRole(otherSuper, second.id, "admin")).rejects.toMatchObject({ message: GUARD.lastSuperAdmin, status: 409 });
    await expect(setUserActive(otherSuper, second.id, false)).rejects.toMatchObject({ message: GUARD.lastSuperAdmin });
    await expect(deleteUserAsAdmin(otherSuper, second.id)).rejects.toMatchObject({ message: GUARD.lastSuperAdmin });
    expect(await profileOf(second.id)).toEqual({ role: "super_admin", is_active: true });
    // The inactive super_admin is not the last active one: it may be demoted.
    await expect(changeUserRole(otherSuper, superAdmin.id, "admin")).resolves.toMatchObject({ changed: true });
    // Restore for the tests below (its sessions ended on deactivation: sign in again).
    await db.update(profiles).set({ role: "super_admin", is_active: true }).where(eq(profiles.user_id, superAdmin.id));
    const { headers } = await getAuth().api.signInEmail({ body: { email: superAdmin.email, password: PASSWORD }, returnHeaders: true });
    superAdmin.cookie = headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
  });
});

describe("delete user", () => {
  it("deletes through the page action too, logs user_deleted, and refuses deleting oneself", async () => {
    const target = await account("user");
    // Without the confirmation's confirmed=1 the delete is refused and the account stays.
    const unasked = await act(admin, { intent: "delete", id: target.id });
    expect(unasked.status).toBe(400);
    expect(unasked.toast).toMatchObject({
      title: "Failed to delete user",
      description: "Nothing was deleted: please confirm the delete first.",
    });
    expect(await profileOf(target.id)).not.toBeNull();
    expect(await lastLog("user_deleted", target.id)).toBeNull();
    const res = await act(admin, { intent: "delete", id: target.id, confirmed: "1" });
    expect(res).toMatchObject({ status: 302, body: { location: "/admin/users" } });
    expect(res.toast).toMatchObject({ title: "User deleted successfully" });
    expect(await profileOf(target.id)).toBeNull();
    expect((await lastLog("user_deleted", target.id))?.details).toEqual({ user_id: target.id });
    const self = await act(admin, { intent: "delete", id: admin.id, confirmed: "1" });
    expect(self.status).toBe(403);
    expect(self.toast).toMatchObject({ title: "Failed to delete user", description: GUARD.selfDelete });
  });
});

describe("admin-manage-users function", () => {
  it("deletes with the session cookie: user, profile, sessions and accounts are gone, user_deleted logged", async () => {
    const target = await account("admin");
    const res = await manage({ action: "delete", userId: target.id }, { cookie: admin.cookie, origin: "http://localhost:3000" });
    expect(res).toEqual({ status: 200, body: { success: true } });
    expect((await db.select().from(user).where(eq(user.id, target.id))).length).toBe(0);
    expect(await profileOf(target.id)).toBeNull();
    expect(await sessionsOf(target.id)).toBe(0);
    const log = await lastLog("user_deleted", target.id);
    expect(log).toMatchObject({ admin_user_id: admin.id, details: { user_id: target.id } });
  });

  it("no longer accepts a raw session token as Authorization: Bearer (decision 010)", async () => {
    const target = await account("user");
    const token = await rawToken(admin.id);
    const res = await manage({ action: "delete", userId: target.id }, { authorization: `Bearer ${token}` });
    expect(res.status).toBe(401);
    expect(await profileOf(target.id)).not.toBeNull();
    // Nor does Better Auth's own handler: no session from the header.
    const session = await getAuth().handler(
      new Request("http://localhost:3000/api/auth/get-session", { headers: { authorization: `Bearer ${token}` } }),
    );
    expect(await session.json()).toBeNull();
  });

  it("refuses anonymous (401), bad tokens (401), users and inactive admins (403)", async () => {
    const target = await account("user");
    expect((await manage({ action: "delete", userId: target.id }, {})).status).toBe(401);
    expect((await manage({ action: "delete", userId: target.id }, { authorization: "Bearer not-a-token" })).status).toBe(401);
    const plain = await account("user");
    expect((await manage({ action: "delete", userId: target.id }, { cookie: plain.cookie })).status).toBe(403);
    const inactive = await account("admin", { active: false });
    expect((await manage({ action: "delete", userId: target.id }, { cookie: inactive.cookie })).status).toBe(403);
    expect(await profileOf(target.id)).not.toBeNull();
  });

  it("answers non-ok for bad bodies and for every guard", async () => {
    const target = await account("user");
    const headers = { cookie: admin.cookie };
    expect((await manage("{not json", headers)).status).toBe(400);
    expect((await manage({ action: "ban", userId: target.id }, headers)).status).toBe(400);
    expect((await manage({ action: "delete" }, headers)).status).toBe(400);
    expect((await manage({ action: "delete", userId: "missing" }, headers)).status).toBe(404);
    const self = await manage({ action: "delete", userId: admin.id }, headers);
    expect(self).toEqual({ status: 403, body: { error: GUARD.selfDelete } });
    const sa = await manage({ action: "delete", userId: superAdmin.id }, headers);
    expect(sa).toEqual({ status: 403, body: { error: GUARD.onlySuperAdmin } });
    expect(await profileOf(superAdmin.id)).not.toBeNull();
    expect(await profileOf(target.id)).not.toBeNull();
  });

  it("refuses GET", async () => {
    // Route arguments built by hand, as the framework would pass them.
    type LoaderArgs = Parameters<typeof manageUsers.loader>[0];
    const res = await run(() =>
      manageUsers.loader({ request: requestAs(admin, "/functions/v1/admin-manage-users"), params: {}, context } as LoaderArgs),
    );
    expect(res.status).toBe(405);
    const anon = await run(() =>
      manageUsers.loader({ request: requestAs(ANONYMOUS, "/functions/v1/admin-manage-users"), params: {}, context } as LoaderArgs),
    );
    expect(anon.status).toBe(401);
  });
});
