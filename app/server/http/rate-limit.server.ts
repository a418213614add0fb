import { sql } from "drizzle-orm";
import { data } from "react-router";
import { db } from "#app/server/db/db.server";
import { rateLimits } from "#app/server/db/schema";
import { getEnv } from "#app/server/env.server";
import { rateLimitSubject } from "./rate-limit-subject.server";

export type RateRule = { max: number; windowSeconds: number };

/**
 * Limits per client address. `publicForm` is the budget of each public form on its own
 * (bucket `form:<name>`, see public-form.server.ts), counted only for submissions that pass
 * validation: many phone users in India share one carrier address, so it is generous.
 */
export const RATE_RULES = {
  signIn: { max: 5, windowSeconds: 60 },
  signUp: { max: 3, windowSeconds: 60 },
  publicForm: { max: 20, windowSeconds: 60 },
  lookup: { max: 30, windowSeconds: 60 },
  passwordReset: { max: 5, windowSeconds: 60 },
  /** Per e-mail address, not per client: nobody can fill a staff member's inbox with links. */
  passwordResetMail: { max: 3, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateRule>;

export const RATE_LIMITED_MESSAGE = "Too many attempts. Please wait a minute and try again.";

/**
 * Counts one hit against `bucket:ip` in the database, so the limit holds across processes
 * and restarts (an IPv6 client counts by its /64: rate-limit-subject.server.ts). Returns
 * false once the window's budget is spent.
 */
export async function hit(bucket: string, ip: string, rule: RateRule): Promise<boolean> {
  const key = `${bucket}:${rateLimitSubject(ip)}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, reset_at: sql`now() + make_interval(secs => ${rule.windowSeconds})` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.reset_at} <= now() then 1 else ${rateLimits.count} + 1 end`,
        reset_at: sql`case when ${rateLimits.reset_at} <= now() then excluded.reset_at else ${rateLimits.reset_at} end`,
      },
    })
    .returning({ count: rateLimits.count });
  if (Math.random() < 0.01) {
    await db.delete(rateLimits).where(sql`${rateLimits.reset_at} < now() - interval '1 hour'`);
  }
  return (row?.count ?? 0) <= rule.max * getEnv().RATE_LIMIT_SCALE;
}

/** For actions: throws a 429 with a form-level message when the budget is spent. */
export async function enforceRateLimit(bucket: keyof typeof RATE_RULES, ip: string): Promise<void> {
  if (!(await hit(bucket, ip, RATE_RULES[bucket]))) {
    throw data({ ok: false, formError: RATE_LIMITED_MESSAGE, fieldErrors: {} }, { status: 429 });
  }
}
