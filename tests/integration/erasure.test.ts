import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { logSecurityEvent, SECURITY_ACTIONS } from "#app/features/accounts/security-log.server";
import { insertContactMessage } from "#app/features/enquiries/contact-messages.server";
import { createDemoRequest } from "#app/features/enquiries/demo-requests.server";
import { createInquiry } from "#app/features/enquiries/inquiries.server";
import { subscribe } from "#app/features/enquiries/newsletter.server";
import { alertsIdle } from "#app/features/lead-desk/alerts.server";
import { PERSONAL_DATA, undeclaredPersonalData } from "#app/features/lead-desk/personal-data.server";
import { query } from "#app/features/lead-desk/sql.server";
import { ensureSiteSettings } from "#app/features/settings/settings.server";
import * as inquiriesPage from "#app/routes/admin/inquiries/route";
import * as leadPage from "#app/routes/admin/leads/detail/route";
import * as settingsPage from "#app/routes/admin/leads/settings/route";
import { db } from "#app/server/db/db.server";
import { adminLogs, leads, mailOutbox, messages, rateLimits, signInFailures } from "#app/server/db/schema";
import { hit, RATE_RULES } from "#app/server/http/rate-limit.server";
import { account, requestAs, type TestAccount } from "#tests/support/accounts";
import { logsFor } from "#tests/support/admin-logs";
import { downloadFullBackup } from "#tests/support/backup";
import { ROUTE_CONTEXT, settle } from "#tests/support/call-route";
import { insertCourse as course } from "#tests/support/courses";

// Erasure (DPDP Act 2023) from the one list of what holds personal data, and the audit log
// that must not keep the person (decision 025).

let admin: TestAccount;

beforeAll(async () => {
  await ensureSiteSettings();
  admin = await account("admin");
});

type Fn = (args: never) => unknown;
const post = (fn: Fn, url: string, form: Record<string, string>, params: Record<string, string> = {}) =>
  settle(() => fn({ request: requestAs(admin, url, { form }), params, context: ROUTE_CONTEXT } as never));

/** The public schema's tables and their columns, as the database has them. */
async function databaseTables(): Promise<Record<string, string[]>> {
  const rows = await query<{ table_name: string; column_name: string }>(
    sql`select table_name, column_name from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position`,
  );
  const tables: Record<string, string[]> = {};
  for (const row of rows) tables[row.table_name] = [...(tables[row.table_name] ?? []), row.column_name];
  return tables;
}

async function admissionLead(name: string, phone: string, email: string, courseId: string) {
  const { id } = await createInquiry({ fullName: name, email, phone, courseId } as never);
  await alertsIdle();
  const [lead] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.kind, "admission"), eq(leads.source_id, id)));
  return lead;
}

describe("the list of what holds personal data", () => {
  it("covers every table and column of the database that names, reaches or points to a person", async () => {
    const tables = await databaseTables();
    expect(undeclaredPersonalData(tables)).toEqual({});
    // And names only what exists: a renamed table or column cannot leave a stale entry behind.
    for (const entry of PERSONAL_DATA) {
      expect(tables[entry.table], entry.table).toBeDefined();
      for (const column of entry.columns) expect(tables[entry.table], `${entry.table}.${column}`).toContain(column);
    }
  });

  it("says what goes with a cascade only where the foreign key deletes it", async () => {
    const cascades = await query<{ child: string; parent: string }>(
      sql`select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
          from pg_constraint c where c.contype = 'f' and c.confdeltype = 'c'`,
    );
    for (const entry of PERSONAL_DATA) {
      if ("cascadesFrom" in entry) expect(cascades).toContainEqual({ child: entry.table, parent: entry.cascadesFrom });
    }
  });

  it("fails when a new table with person columns is not in the list", async () => {
    await db.execute(sql`create table hostel_residents (id uuid primary key, full_name text, phone text, room text)`);
    await db.execute(sql`create table library_loans (id uuid primary key, student_id uuid, book text)`);
    try {
      const missing = undeclaredPersonalData(await databaseTables());
      expect(missing).toEqual({ hostel_residents: ["full_name", "phone"], library_loans: ["student_id"] });
    } finally {
      await db.execute(sql`drop table hostel_residents, library_loans`);
    }
  });
});

describe("erasing a person", () => {
  it("leaves nothing of them in the backup, after staff changed their status and wrote a note", async () => {
    const c = await course("Erasure Backup Course", 10);
    const person = { name: "Zoya Farooqui", phone: "9123405678", email: "zoya.farooqui@example.com" };
    const note = "Father will pay the fees in cash after Diwali";
    const lead = await admissionLead(person.name, `+91 ${person.phone}`, person.email, c.id);
    await createDemoRequest({ name: person.name, mobile: person.phone, course: "Laptop Repairing" });
    await insertContactMessage({ name: person.name, email: person.email, phone: person.phone, subject: null, message: note, course: null });
    await subscribe(person.email);
    await db.insert(messages).values({
      from_number: `91${person.phone}`,
      to_number: "911234567890",
      message_body: `Hi, I am ${person.name}`,
      direction: "inbound",
      status: "received",
      phone_key: person.phone,
    });
    await db.insert(mailOutbox).values({ to: person.email, subject: "Your enquiry", text_body: `Dear ${person.name}, thank you.` });
    // They typed their address into the sign-in and reset forms.
    await logSecurityEvent({ action: SECURITY_ACTIONS.signInFailed, userId: null, email: person.email, ip: "203.0.113.9" });
    await db.insert(signInFailures).values({ email: person.email, failures: 1, last_failure_at: new Date() });
    await hit("passwordResetMail", person.email, RATE_RULES.passwordResetMail);

    // Staff work the enquiry: a status change on /admin/inquiries and a note on the lead page.
    const status = await post(inquiriesPage.action as Fn, "/admin/inquiries", {
      intent: "status",
      id: lead.source_id,
      status: "contacted",
    });
    expect((status as Response).status).toBe(302);
    const noted = await post(leadPage.action as Fn, `/admin/leads/${lead.id}`, { intent: "note", note }, { id: lead.id });
    expect((noted as Response).status).toBe(302);
    const [statusLog] = await logsFor("inquiry_status_update");
    expect(statusLog.details).toEqual({ inquiry_id: lead.source_id, old_status: "pending", new_status: "contacted" });
    const [noteLog] = await logsFor("add_lead_note");
    expect(noteLog.details).toEqual({ lead_id: lead.id, before: null, after: { note_length: note.length } });
    // Entries written before details were kept to ids carry the name and the note's words.
    await db.insert(adminLogs).values([
      { admin_user_id: admin.id, action: "inquiry_status_update", details: { inquiry_id: lead.source_id, full_name: person.name } },
      { admin_user_id: admin.id, action: "add_lead_note", details: { lead_id: lead.id, before: null, after: { note } } },
    ]);

    // Someone else's lead and note stay as they are.
    const other = await admissionLead("Kabir Mehta", "9123405679", "kabir.mehta@example.com", c.id);
    await post(leadPage.action as Fn, `/admin/leads/${other.id}`, { intent: "note", note: "Call on Monday" }, { id: other.id });

    const erased = await post(settingsPage.action as Fn, "/admin/leads/settings", {
      intent: "erase",
      phone: person.phone,
      email: person.email,
    });
    expect((erased as Response).status).toBe(302);

    const backup = await downloadFullBackup(admin);
    const logs = JSON.stringify(await db.select().from(adminLogs));
    for (const trace of [
      person.name,
      "Zoya",
      "Farooqui",
      person.phone,
      person.email,
      "zoya.farooqui",
      note,
      "Diwali",
      lead.id,
      lead.source_id,
    ]) {
      expect(backup, trace).not.toContain(trace);
      expect(logs, trace).not.toContain(trace);
    }
    const [log] = await logsFor("erase_person");
    expect(log.details).toMatchObject({
      deleted: { leads: 4, course_inquiries: 1, demo_requests: 1, contact_messages: 1, newsletter_subscribers: 1, messages: 1 },
    });
    // The two status entries, the two note entries and the security log's e-mail.
    expect((log.details as { log_entries_scrubbed: number }).log_entries_scrubbed).toBeGreaterThanOrEqual(5);
    // What the backup does not hold is gone too.
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.to, person.email))).toEqual([]);
    expect(await db.select().from(signInFailures).where(eq(signInFailures.email, person.email))).toEqual([]);
    expect(
      await db
        .select()
        .from(rateLimits)
        .where(sql`${rateLimits.key} like ${`%${person.email}`}`),
    ).toEqual([]);
    // What happened stays, without whom: the scrubbed entries still say which action it was.
    const scrubbed = await db.select().from(adminLogs).where(eq(adminLogs.action, "add_lead_note"));
    expect(scrubbed.map((l) => l.details)).toContainEqual({ lead_id: "erased", before: null, after: { note_length: note.length } });
    expect(scrubbed.map((l) => l.details)).toContainEqual({
      lead_id: other.id,
      before: null,
      after: { note_length: "Call on Monday".length },
    });
    expect(backup).toContain("Kabir Mehta");
  });
});
