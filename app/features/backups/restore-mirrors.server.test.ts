import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { keyIn, MIRRORS } from "./restore-mirrors.server";

const dialect = new PgDialect();
const mirror = (name: string) => {
  const found = MIRRORS.find((m) => m.name === name);
  if (!found) throw new Error(`no mirror ${name}`);
  return found;
};

describe("keyIn", () => {
  it("matches a single key with one id list", () => {
    const query = dialect.sqlToQuery(keyIn(mirror("payments"), [{ id: "a" }, { id: "b" }]));
    expect(query.sql).toMatch(/"id" in \(\$1, \$2\)/);
    expect(query.params).toEqual(["a", "b"]);
  });

  // A list of row values becomes one OR per row, which no index serves: a batch of 1,000
  // allocations scanned the table a thousand times (the bench:backup hang). One unnest per key column.
  it("matches a composite key through unnest, one typed array per key column", () => {
    const rows = [
      { payment_id: "p1", due_id: "d1" },
      { payment_id: "p2", due_id: "d2" },
    ];
    const query = dialect.sqlToQuery(keyIn(mirror("payment_allocations"), rows));
    expect(query.sql).toBe(
      '("payment_allocations"."payment_id", "payment_allocations"."due_id") in (select * from unnest(array[$1, $2]::uuid[], array[$3, $4]::uuid[]))',
    );
    expect(query.params).toEqual(["p1", "p2", "d1", "d2"]);
  });

  it("casts each key column to its own type", () => {
    const query = dialect.sqlToQuery(keyIn(mirror("fee_reminders"), [{ student_id: "s1", sent_on: "2026-11-01" }]));
    expect(query.sql).toContain("array[$1]::uuid[], array[$2]::date[]");
  });
});
