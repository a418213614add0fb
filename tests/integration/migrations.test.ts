import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "#app/server/db/db.server";
import { runMigrations } from "#app/server/db/migrate.server";

describe("migrations", () => {
  it("create every table of the spec and ours", async () => {
    const result = await db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const rows = (result as unknown as { rows?: { table_name: string }[] }).rows ?? (result as unknown as { table_name: string }[]);
    const tables = rows.map((r) => r.table_name);
    for (const name of [
      "supertech_courses",
      "course_inquiries",
      "certificates",
      "gallery",
      "profiles",
      "admin_logs",
      "messages",
      "pg_orders",
      "pg_products",
      "site_settings",
      "contact_messages",
      "demo_requests",
      "newsletter_subscribers",
      "user",
      "session",
      "account",
      "verification",
    ]) {
      expect(tables).toContain(name);
    }
  });

  it("are idempotent when applied again", async () => {
    await expect(runMigrations()).resolves.toBeUndefined();
  });

  it("enforce the spec's constraints", async () => {
    await expect(
      db.execute(sql`insert into course_inquiries (full_name, email, phone, status) values ('A', 'a@b.co', '9999999999', 'unknown')`),
    ).rejects.toThrow();
    await db.execute(
      sql`insert into certificates (certificate_id, student_name, course_name, approved_by, issue_date) values ('X-1', 'S', 'C', 'A', '2026-01-01')`,
    );
    await expect(
      db.execute(
        sql`insert into certificates (certificate_id, student_name, course_name, approved_by, issue_date) values ('X-1', 'T', 'C', 'A', '2026-01-01')`,
      ),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`insert into supertech_courses (course_name, course_code, course_type) values ('N', 'C-1', 'juggling')`),
    ).rejects.toThrow();
  });
});
