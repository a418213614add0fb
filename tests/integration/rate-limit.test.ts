import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "#app/server/db/db.server";
import { rateLimits } from "#app/server/db/schema";
import { hit } from "#app/server/http/rate-limit.server";

describe("rate limits", () => {
  it("allow the budget per client and window, then refuse, then reset", async () => {
    const rule = { max: 3, windowSeconds: 60 };
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hit("test", "10.0.0.1", rule));
    expect(results).toEqual([true, true, true, false]);
    expect(await hit("test", "10.0.0.2", rule)).toBe(true);
    expect(await hit("other", "10.0.0.1", rule)).toBe(true);

    await db.update(rateLimits).set({ reset_at: sql`now() - interval '1 second'` }).where(sql`${rateLimits.key} = 'test:10.0.0.1'`);
    expect(await hit("test", "10.0.0.1", rule)).toBe(true);
  });
});
