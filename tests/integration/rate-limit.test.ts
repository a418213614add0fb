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

  it("count an IPv6 client by its /64, and an IPv4-mapped address as its IPv4 address", async () => {
    const rule = { max: 2, windowSeconds: 60 };
    // A fresh address per try inside one /64 (what one connection is given) shares one budget.
    expect(await hit("v6", "2001:db8:1:2::a", rule)).toBe(true);
    expect(await hit("v6", "2001:db8:1:2:ffff::b", rule)).toBe(true);
    expect(await hit("v6", "2001:0db8:0001:0002:1234:5678:9abc:def0", rule)).toBe(false);
    // The next /64 is someone else.
    expect(await hit("v6", "2001:db8:1:3::a", rule)).toBe(true);
    expect(await hit("v4", "::ffff:198.51.100.9", rule)).toBe(true);
    expect(await hit("v4", "198.51.100.9", rule)).toBe(true);
    expect(await hit("v4", "::ffff:198.51.100.9", rule)).toBe(false);
    const keys = await db.select({ key: rateLimits.key }).from(rateLimits).where(sql`${rateLimits.key} like 'v_:%'`);
    expect(keys.map((k) => k.key).sort()).toEqual(["v4:198.51.100.9", "v6:2001:db8:1:2::/64", "v6:2001:db8:1:3::/64"]);
  });
});
