import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { parseBackup } from "#app/features/backups/parse-backup.server";
import { applyRestore } from "#app/features/backups/restore-backup.server";
import { db } from "#app/server/db/db.server";
import { contactMessages, courseInquiries, courses, demoRequests, newsletterSubscribers, siteSettings } from "#app/server/db/schema";
import { account, type TestAccount } from "#tests/support/accounts";
import { downloadFullBackup } from "#tests/support/backup";
import { seedSiteSettings } from "#tests/support/site-settings";

/**
 * The course-page and consent columns (migrations 0006–0009) survive a backup and a restore: a course's trade,
 * featured mark, course page fields and Hindi text; the enquiries' reference numbers, waitlist
 * marks and consent times; the trust figures in the settings. Each is changed after the backup
 * and must come back as it was.
 */

const CONSENT = new Date("2026-03-04T05:06:07.000Z");

const COURSE_FIELDS = {
  trade: "cctv",
  is_featured: true,
  syllabus: [
    { title: "Camera basics", hours: 12 },
    { title: "DVR and NVR setup", hours: 20 },
  ],
  eligibility: "10th pass",
  teaching_language: "Hindi and English",
  batch_morning: "10:00–13:00",
  batch_evening: "17:00–20:00",
  batch_weekend: "Sat–Sun 10:00–16:00",
  fee_full_payment: "14000.00",
  fee_instalments: "3 × ₹5,000",
  fee_hostel: "3500.00",
  next_batch_date: "2026-07-01",
  name_hi: "सीसीटीवी इंस्टॉलेशन",
  description_hi: "कैमरे लगाना और चलाना",
  syllabus_hi: [{ title: "कैमरे की बुनियादी बातें", hours: 12 }],
} as const;

const TRUST = { students_trained: 1200, placement_rate: 91, founded_year: 2015, rating: 4.6, review_count: 87 };

let superAdmin: TestAccount;
let courseId: string;
let references: { inquiry: string; contact: string; demo: string };

beforeAll(async () => {
  superAdmin = await account("super_admin");
  const [course] = await db
    .insert(courses)
    .values({
      course_name: "CCTV Installation",
      course_code: "CCTV-301",
      course_type: "technical_training",
      fee_amount: "15000",
      ...COURSE_FIELDS,
      syllabus: [...COURSE_FIELDS.syllabus],
      syllabus_hi: [...COURSE_FIELDS.syllabus_hi],
    })
    .returning({ id: courses.id });
  courseId = course.id;
  const [inquiry] = await db
    .insert(courseInquiries)
    .values({
      full_name: "Ravi",
      email: "ravi@example.com",
      phone: "9876543210",
      course_id: courseId,
      waitlist: true,
      updates_consent_at: CONSENT,
    })
    .returning({ reference: courseInquiries.reference });
  const [contact] = await db
    .insert(contactMessages)
    .values({ name: "Asha", email: "asha@example.com", message: "Fees?", updates_consent_at: CONSENT })
    .returning({ reference: contactMessages.reference });
  const [demo] = await db
    .insert(demoRequests)
    .values({ name: "Vikas", mobile: "9811111111", course: "CCTV Installation", updates_consent_at: CONSENT })
    .returning({ reference: demoRequests.reference });
  references = { inquiry: inquiry.reference, contact: contact.reference, demo: demo.reference };
  await db.insert(newsletterSubscribers).values({ email: "fan@example.com", updates_consent_at: CONSENT });
  await seedSiteSettings(TRUST);
});

const backupText = () => downloadFullBackup(superAdmin);

describe("the course-page and consent columns in backups", () => {
  it("writes them to the file and restores each one after it changed", async () => {
    const text = await backupText();
    const file = JSON.parse(text);
    expect(file.tables.supertech_courses[0]).toMatchObject({ ...COURSE_FIELDS, fee_full_payment: "14000.00", fee_hostel: "3500.00" });
    expect(file.tables.course_inquiries[0]).toMatchObject({
      reference: references.inquiry,
      waitlist: true,
      updates_consent_at: CONSENT.toISOString(),
    });
    expect(file.tables.site_settings).toMatchObject(TRUST);

    // Everything changes after the backup.
    await db
      .update(courses)
      .set({
        trade: null,
        is_featured: false,
        syllabus: null,
        eligibility: null,
        teaching_language: "English",
        batch_morning: null,
        batch_evening: null,
        batch_weekend: null,
        fee_full_payment: null,
        fee_instalments: null,
        fee_hostel: "1.00",
        next_batch_date: "2027-01-01",
        name_hi: null,
        description_hi: null,
        syllabus_hi: null,
      })
      .where(eq(courses.id, courseId));
    await db.update(courseInquiries).set({ waitlist: false, updates_consent_at: null, reference: "ENQ-2026-999991" });
    await db.update(contactMessages).set({ updates_consent_at: null, reference: "ENQ-2026-999992" });
    await db.update(demoRequests).set({ updates_consent_at: null, reference: "ENQ-2026-999993" });
    await db.update(newsletterSubscribers).set({ updates_consent_at: null });
    await db.update(siteSettings).set({ students_trained: 1, placement_rate: 1, founded_year: 1999, rating: 1, review_count: 0 });

    const plan = await applyRestore(parseBackup(text), superAdmin.id);
    const byTable = Object.fromEntries(plan.tables.map((t) => [t.table, t]));
    expect(byTable.supertech_courses).toMatchObject({ update: 1, insert: 0, delete: 0 });
    expect(byTable.course_inquiries).toMatchObject({ update: 1 });
    expect(byTable.contact_messages).toMatchObject({ update: 1 });
    expect(byTable.demo_requests).toMatchObject({ update: 1 });
    expect(byTable.newsletter_subscribers).toMatchObject({ update: 1 });
    expect(byTable.site_settings).toMatchObject({ update: 1 });

    const [course] = await db.select().from(courses).where(eq(courses.id, courseId));
    expect(course).toMatchObject(COURSE_FIELDS);
    const [inquiry] = await db.select().from(courseInquiries);
    expect(inquiry).toMatchObject({ reference: references.inquiry, waitlist: true, updates_consent_at: CONSENT });
    expect((await db.select().from(contactMessages))[0]).toMatchObject({ reference: references.contact, updates_consent_at: CONSENT });
    expect((await db.select().from(demoRequests))[0]).toMatchObject({ reference: references.demo, updates_consent_at: CONSENT });
    expect((await db.select().from(newsletterSubscribers))[0].updates_consent_at).toEqual(CONSENT);
    expect((await db.select().from(siteSettings))[0]).toMatchObject(TRUST);

    // A second restore of the same file finds nothing left to change.
    const again = await applyRestore(parseBackup(text), superAdmin.id);
    expect(again.changes).toBe(0);
  });

  it("reads an older backup without them as the migrations left such rows: no trade, not featured", async () => {
    const file = JSON.parse(await backupText());
    for (const key of Object.keys(COURSE_FIELDS)) delete file.tables.supertech_courses[0][key];
    const backup = parseBackup(JSON.stringify(file));
    expect(backup.tables.supertech_courses[0]).toMatchObject({ trade: null, is_featured: false, syllabus: null, name_hi: null });
  });

  it("refuses a trade that is not one of the seven, changing nothing", async () => {
    const file = JSON.parse(await backupText());
    file.tables.supertech_courses[0].trade = "plumbing";
    expect(() => parseBackup(JSON.stringify(file))).toThrow(/supertech_courses\[0\]\.trade/);
    expect((await db.select().from(courses).where(eq(courses.id, courseId)))[0].trade).toBe("cctv");
  });
});
