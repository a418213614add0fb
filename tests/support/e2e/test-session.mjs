// The login fixture's server side (tests/support/e2e/login.ts): writes the session row a
// sign-in would write, with the id and token the test chose; the test signs the cookie itself
// with the AUTH_SECRET it gave the server, as Better Auth signs it. It runs inside the e2e
// server's process (the embedded database has one), through the `db` the built server exports
// for scripts, so the app itself carries no test-only code.
import { sql } from "drizzle-orm";

/** Better Auth's session length (app/features/accounts/auth.server.ts `session.expiresIn`). */
const SESSION_DAYS = 7;
/** Who a sign-in sends to /admin (TEACHING_ROLES: a trainer's /admin is My batches). */
const STAFF_ROLES = ["trainer", "admin", "super_admin"];

/**
 * Returns where a sign-in lands (active staff at /admin, anyone else at /), or null for an
 * unknown or inactive account (which a real sign-in refuses too).
 * @param {import("drizzle-orm/pg-core").PgDatabase<any>} db
 * @param {{ email: string; id: string; token: string; userAgent?: string }} input
 */
export async function writeTestSession(db, input) {
  const found = await db.execute(
    sql`select u.id, p.role, p.is_active from "user" u left join profiles p on p.user_id = u.id where u.email = ${input.email.toLowerCase()} limit 1`,
  );
  const account = found.rows[0];
  if (!account || account.is_active === false) return null;
  const now = new Date();
  const expires = new Date(now.getTime() + SESSION_DAYS * 24 * 60 * 60 * 1000);
  await db.execute(
    sql`insert into session (id, token, user_id, expires_at, created_at, updated_at, ip_address, user_agent)
        values (${input.id}, ${input.token}, ${account.id}, ${expires.toISOString()}, ${now.toISOString()}, ${now.toISOString()}, '127.0.0.1', ${input.userAgent ?? null})`,
  );
  const staff = account.is_active === true && STAFF_ROLES.includes(account.role);
  return { landing: staff ? "/admin" : "/" };
}
