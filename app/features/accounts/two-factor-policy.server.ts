import type { Role } from "#app/lib/domain";
import { type Env, getEnv } from "#app/server/env.server";

type TwoFactorPolicy = Pick<Env, "REQUIRE_2FA_FOR_SUPER_ADMINS" | "REQUIRE_2FA_FOR_ALL_STAFF">;

/** Said when a role that must keep two-factor on tries to turn it off, on the page or through the API. */
export const TWO_FACTOR_KEEP_MESSAGE = "Super admins must keep two-factor authentication on.";

/**
 * Super admins must use two-factor authentication (decision 011); for other staff it is their
 * choice, unless the institute requires it of all staff (REQUIRE_2FA_FOR_ALL_STAFF), trainers
 * included: they sign in to /admin too.
 */
export function twoFactorRequired(role: Role, policy: TwoFactorPolicy = getEnv()): boolean {
  if (role === "super_admin") return policy.REQUIRE_2FA_FOR_SUPER_ADMINS || policy.REQUIRE_2FA_FOR_ALL_STAFF;
  return (role === "admin" || role === "trainer") && policy.REQUIRE_2FA_FOR_ALL_STAFF;
}
