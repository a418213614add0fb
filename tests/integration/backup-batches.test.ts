import { asc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { parseBackup } from "#app/features/backups/parse-backup.server";
import { applyRestore, planRestore } from "#app/features/backups/restore-backup.server";
import { admitStudent } from "#app/features/students/admit-student.server";
import { indiaDate } from "#app/lib/india-time";
import { db } from "#app/server/db/db.server";
import {
  attendance,
  batches,
  certificates,
  courseInquiries,
  documentSeries,
  practicalTasks,
  siteSettings,
  studentEvents,
  students,
  taskSignoffs,
} from "#app/server/db/schema";
import { accountsFor } from "#tests/support/accounts";
import { downloadFullBackup } from "#tests/support/backup";
import { admissionLead, insertBatch } from "#tests/support/batches";
import { insertCourse } from "#tests/support/courses";
import { seedSiteSettings } from "#tests/support/site-settings";

// Backups carry batches, students and their records (decision 037): a restore brings every
// new table back exactly, and the student numbers continue the restored series.

const people = accountsFor({ superAdmin: "super_admin" });
const actor = () => ({ id: people.superAdmin.id, profile: { role: "super_admin" as const } });

const TABLES = {
  batches,
  students,
  attendance,
  practical_tasks: practicalTasks,
  task_signoffs: taskSignoffs,
  student_events: studentEvents,
  document_series: documentSeries,
};

/** Every row of every new table, in a fixed order, as the database gives them back. */
async function snapshot() {
  const out: Record<string, unknown[]> = {};
  for (const [name, table] of Object.entries(TABLES)) out[name] = await db.select().from(table).orderBy(sql`1, 2`);
  out.links = await db
    .select({ preferred: courseInquiries.preferred_batch_id, id: courseInquiries.id })
    .from(courseInquiries)
    .orderBy(asc(courseInquiries.id));
  out.certificates = await db.select({ id: certificates.id, student_id: certificates.student_id }).from(certificates);
  out.settings = await db
    .select({
      prefix: siteSettings.student_number_prefix,
      branches: siteSettings.branches,
      after: siteSettings.absence_alert_after,
      min: siteSettings.certificate_min_attendance,
    })
    .from(siteSettings);
  return out;
}

const admitForm = (lead: { name: string; phone_key: string | null }, batchId: string, admitted_on = indiaDate()) => ({
  batch_id: batchId,
  full_name: lead.name,
  phone: lead.phone_key ?? "",
  email: null,
  guardian_name: "Guardian",
  guardian_phone: "9810000000",
  address: null,
  admitted_on,
  override: false,
  override_reason: null,
});

const numbers: string[] = [];

beforeAll(async () => {
  await seedSiteSettings({
    student_number_prefix: "SUP",
    branches: ["Main Campus", "Rohini"],
    absence_alert_after: 4,
    certificate_min_attendance: 75,
  });
  const course = await insertCourse("Backup Course", 20);
  const batch = await insertBatch(course.id, 20, { trainer_user_id: people.superAdmin.id, days: [1, 3, 5] });
  for (const [i, name] of ["Asha Backup", "Binod Backup"].entries()) {
    const lead = await admissionLead(name, `98200000${10 + i}`, course.id);
    const result = await admitStudent(lead.id, admitForm(lead, batch.id, "2030-07-01"), actor());
    if (!result.ok) throw new Error(result.message);
    numbers.push(result.studentNumber);
  }
  const [first, second] = await db.select().from(students).orderBy(asc(students.student_number));
  await db.update(courseInquiries).set({ preferred_batch_id: batch.id });
  await db.insert(attendance).values([
    { student_id: first.id, day: "2030-07-01", batch_id: batch.id, mark: "present", marked_by: people.superAdmin.id },
    { student_id: first.id, day: "2030-07-03", batch_id: batch.id, mark: "late" },
    { student_id: second.id, day: "2030-07-01", batch_id: batch.id, mark: "absent" },
  ]);
  const [task] = await db
    .insert(practicalTasks)
    .values({ course_id: course.id, title: "Replace a charging port", title_hi: "चार्जिंग पोर्ट बदलें", position: 1 })
    .returning();
  await db
    .insert(taskSignoffs)
    .values({ student_id: first.id, task_id: task.id, signed_on: "2030-07-05", signed_by: people.superAdmin.id });
  await db
    .insert(studentEvents)
    .values({ student_id: second.id, type: "absence_alert", details: { days: 3 }, once_key: `absence:${second.id}:2030-07-01` });
  await db.insert(certificates).values({
    certificate_id: "STI-2030-0001",
    student_name: "Asha Backup",
    course_name: "Backup Course",
    approved_by: "Director",
    issue_date: "2030-08-01",
    student_id: first.id,
  });
});

describe("backups of batches and students", () => {
  it("restores every new table exactly, and the next student number continues the series", async () => {
    expect(numbers).toEqual(["SUP-2030-0001", "SUP-2030-0002"]);
    const before = await snapshot();
    expect(before.attendance).toHaveLength(3);
    const text = await downloadFullBackup(people.superAdmin);
    const file = JSON.parse(text);
    expect(file.counts).toMatchObject({
      batches: 1,
      students: 2,
      attendance: 3,
      practical_tasks: 1,
      task_signoffs: 1,
      student_events: 3,
      document_series: 1,
    });

    // After the backup: everything changes or goes.
    await db.update(attendance).set({ mark: "absent" });
    await db.delete(taskSignoffs);
    await db.update(students).set({ full_name: "Changed" });
    await db.delete(studentEvents).where(eq(studentEvents.type, "absence_alert"));
    await db.update(documentSeries).set({ last_given: 99 });
    await db.update(siteSettings).set({ student_number_prefix: "XXX", branches: ["Elsewhere"] });
    await db.update(certificates).set({ student_id: null });
    const extra = await insertBatch((await db.select().from(batches))[0].course_id, 5);
    await db.update(courseInquiries).set({ preferred_batch_id: extra.id });

    const backup = parseBackup(text);
    const plan = await planRestore(backup, people.superAdmin.id);
    const byTable = Object.fromEntries(plan.tables.map((t) => [t.table, t]));
    // One of the three days was already Absent.
    expect(byTable.attendance).toMatchObject({ update: 2, unchanged: 1, insert: 0, delete: 0 });
    expect(byTable.task_signoffs).toMatchObject({ insert: 1 });
    expect(byTable.students).toMatchObject({ update: 2 });
    expect(byTable.batches).toMatchObject({ delete: 1, unchanged: 1 });
    expect(byTable.document_series).toMatchObject({ update: 1 });

    await applyRestore(backup, people.superAdmin.id);
    expect(await snapshot()).toEqual(before);
    // Restoring the same file again changes nothing (but the certificate, signed after the first restore).
    const again = await planRestore(parseBackup(text), people.superAdmin.id);
    expect(again.tables.filter((t) => t.insert + t.update + t.delete > 0).map((t) => t.table)).toEqual(["certificates"]);

    const course = (await db.select().from(batches))[0];
    const lead = await admissionLead("Chetan Backup", "9820000099", course.course_id);
    const next = await admitStudent(lead.id, admitForm(lead, course.id, "2030-09-01"), actor());
    expect(next).toMatchObject({ ok: true, studentNumber: "SUP-2030-0003" });
  });

  it("restores into an empty set of tables, and an older backup without them leaves them as they are", async () => {
    const text = await downloadFullBackup(people.superAdmin);
    const before = await snapshot();
    await db.delete(certificates);
    await db.delete(attendance);
    await db.delete(taskSignoffs);
    await db.delete(studentEvents);
    await db.delete(students);
    await db.delete(practicalTasks);
    await db.update(courseInquiries).set({ preferred_batch_id: null });
    await db.delete(batches);
    await db.delete(documentSeries);
    await applyRestore(parseBackup(text), people.superAdmin.id);
    const after = await snapshot();
    expect(after).toEqual(before);

    // A backup from before batches: the restore has none of them, so it removes them.
    const old = JSON.parse(text);
    for (const name of Object.keys(TABLES)) delete old.tables[name];
    const plan = await planRestore(parseBackup(JSON.stringify(old)), people.superAdmin.id);
    expect(Object.fromEntries(plan.tables.map((t) => [t.table, t.delete]))).toMatchObject({ students: 3, attendance: 3 });
  });
});
