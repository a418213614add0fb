// Starts the built app for the end-to-end tests: a fresh DATA_DIR with the demo content,
// the super admin from ADMIN_EMAIL, and one account for each other role.
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import { seedAttendanceBatches } from "./attendance-seed.mjs";
import { seedReceiptFixtures } from "./receipts-fixtures.mjs";
import { seedSkillsFixtures } from "./skills-fixtures.mjs";
import { seedTeaching } from "./teaching-seed.mjs";
import { writeTestSession } from "./test-session.mjs";

process.env.NODE_ENV = "production";
process.env.DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "supertech-e2e-"));
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const { main, createUserWithPassword, setProfile, insertSignedCertificate, revokeCertificateRecord, enrolTwoFactorWithSecret, db } =
  await import(pathToFileURL(path.join(buildDir, "server/index.js")).href);

const password = process.env.E2E_PASSWORD;
await main({
  afterPrepare: async () => {
    await createUserWithPassword({ email: "e2e-admin@example.com", password, role: "admin", firstName: "Asha", lastName: "Admin" });
    const inactive = await createUserWithPassword({ email: "e2e-inactive@example.com", password, role: "admin" });
    await setProfile(inactive.id, { is_active: false });
    await createUserWithPassword({ email: "e2e-user@example.com", password, role: "user", firstName: "Uma", lastName: "User" });
    // Super admins must use two-factor (decision 011): the e2e super admin has it on with a known
    // secret, from which tests/support/e2e/auth.ts computes the codes (not on the empty server).
    if (process.env.E2E_SUPER_2FA !== "false") await enrolTwoFactorWithSecret(process.env.ADMIN_EMAIL, process.env.E2E_TOTP_SECRET);
    // Decision 011: accounts whose password, sessions or 2FA a test changes, one per width.
    for (const width of [375, 1280]) {
      for (const purpose of ["reset", "sessions", "2fa", "devices"]) {
        await createUserWithPassword({ email: `e2e-${purpose}-${width}@example.com`, password, role: "admin" });
      }
      // Remembered devices (tests/e2e/account-security.test.ts): two-factor on with the known secret.
      if (process.env.E2E_SUPER_2FA !== "false")
        await enrolTwoFactorWithSecret(`e2e-devices-${width}@example.com`, process.env.E2E_TOTP_SECRET);
    }
    // A revoked certificate for tests/e2e/certificate-share.test.ts.
    await insertSignedCertificate({
      certificate_id: "E2E-REV-0001",
      student_name: "Karan Mehta",
      course_name: "Laptop Chip Level Repairing",
      approved_by: "Amit Sharma",
      issue_date: "2025-03-10",
      duration: "3 months",
    });
    await revokeCertificateRecord(
      "E2E-REV-0001",
      "Issued in error: the final assessment was not completed.",
      new Date("2026-01-20T10:00:00Z"),
    );
    // Batches, students and trainers, on the demo courses (the empty server has none): the
    // batches, students, attendance, skills and trainer tests each find their own.
    if (process.env.SEED_DEMO !== "false") {
      await seedAttendanceBatches(db);
      // A trainer with a batch meeting today, and a batch of another trainer (tests/e2e/trainer.test.ts).
      await seedTeaching(db, { createUserWithPassword, password });
      // An open batch of every demo course, for tests/e2e/students.test.ts (admitting a lead).
      await db.execute(sql`insert into batches (course_id, code, branch, start_date, end_date, days, start_time, end_time, capacity, status)
        select id, 'E2E-' || course_code, 'Main Campus', '2026-01-05', '2099-12-31', '{1,2,3,4,5,6}', '10:00', '13:00', 500, 'open'
        from supertech_courses`);
      // A trainer, courses, batches and students for tests/e2e/skills.test.ts.
      await seedSkillsFixtures(db, createUserWithPassword, password);
      // A student with a paid receipt per width, for tests/e2e/receipts.test.ts.
      await seedReceiptFixtures(db);
    }
  },
});

// The login fixture (tests/support/e2e/login.ts): a test asks, on a Unix socket only this
// machine's tests can reach, for a session row for an account; it chose the token and signs
// the cookie itself. The socket belongs to this test harness, never to the app: a production
// start has no such path.
const sessionSocket = process.env.E2E_SESSION_SOCKET;
if (sessionSocket) {
  rmSync(sessionSocket, { force: true });
  createServer(async (req, res) => {
    try {
      let body = "";
      for await (const chunk of req) body += chunk;
      const written = await writeTestSession(db, JSON.parse(body));
      res.writeHead(written ? 200 : 404, { "content-type": "application/json" });
      res.end(JSON.stringify(written ?? { error: "No active account with this e-mail" }));
    } catch (error) {
      res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: String(error) }));
    }
  })
    .listen(sessionSocket)
    .unref();
}
