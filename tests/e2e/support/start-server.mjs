// Starts the built app for the end-to-end tests: a fresh DATA_DIR with the demo content,
// the super admin from ADMIN_EMAIL, and one account for each other role.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

process.env.NODE_ENV = "production";
process.env.DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "supertech-e2e-"));
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const { main, createUserWithPassword, setProfile, insertSignedCertificate, revokeCertificateRecord, enrolTwoFactorWithSecret } =
  await import(pathToFileURL(path.join(buildDir, "server/index.js")).href);

const password = process.env.E2E_PASSWORD;
await main({
  afterPrepare: async () => {
    await createUserWithPassword({ email: "e2e-admin@example.com", password, role: "admin", firstName: "Asha", lastName: "Admin" });
    const inactive = await createUserWithPassword({ email: "e2e-inactive@example.com", password, role: "admin" });
    await setProfile(inactive.id, { is_active: false });
    await createUserWithPassword({ email: "e2e-user@example.com", password, role: "user", firstName: "Uma", lastName: "User" });
    // Super admins must use two-factor (issue 13): the e2e super admin has it on with a known
    // secret, from which tests/e2e/support/auth.ts computes the codes (not on the empty server).
    if (process.env.E2E_SUPER_2FA !== "false") await enrolTwoFactorWithSecret(process.env.ADMIN_EMAIL, process.env.E2E_TOTP_SECRET);
    // Issue 13 (tests/e2e/account.test.ts): accounts whose password, sessions or 2FA a test changes, one per width.
    for (const width of [375, 1280]) {
      for (const purpose of ["reset", "sessions", "2fa"]) {
        await createUserWithPassword({ email: `e2e-${purpose}-${width}@example.com`, password, role: "admin" });
      }
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
  },
});
