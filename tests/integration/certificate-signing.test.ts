import { createPublicKey, verify } from "node:crypto";
import { statSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  certificateMessage,
  KEY_FILE_NAME,
  listPublicKeys,
  prepareCertificateSigning,
  rotateSigningKey,
  signCertificate,
  verifyCertificate,
} from "#app/features/certificates/certificate-signing.server";
import { db } from "#app/server/db/db.server";
import { certificateSigningKeys, certificates } from "#app/server/db/schema";

const record = {
  certificate_id: "STI-2025-0001",
  student_name: "Ravi Kumar",
  course_name: "Advanced Mobile Repairing",
  issue_date: "2025-01-15",
  revoked_at: null,
};

async function insertCertificates(n: number, prefix: string) {
  await db.insert(certificates).values(
    Array.from({ length: n }, (_, i) => ({
      certificate_id: `${prefix}-${String(i + 1).padStart(4, "0")}`,
      student_name: `Student ${i + 1}`,
      course_name: "AC PCB Repair",
      approved_by: "Director",
      issue_date: "2026-02-01",
    })),
  );
}

describe("certificate signatures", () => {
  beforeAll(async () => {
    await insertCertificates(450, "BATCH");
  });

  it("signs every unsigned certificate at start-up, in batches, with key 1 kept in DATA_DIR (0600)", async () => {
    const first = await prepareCertificateSigning();
    expect(first).toEqual({ keyId: 1, signed: 450 });
    const unsigned = await db.select({ id: certificates.id }).from(certificates).where(eq(certificates.signing_key_id, 1));
    expect(unsigned).toHaveLength(450);
    const file = path.join(process.env.DATA_DIR as string, KEY_FILE_NAME);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // Idempotent: a second start signs nothing and keeps the same key.
    expect(await prepareCertificateSigning()).toEqual({ keyId: 1, signed: 0 });
  });

  it("verifies a signature, and reports a changed field, a changed status and a missing signature", async () => {
    const signed = await signCertificate(record);
    expect(signed.signing_key_id).toBe(1);
    expect(signed.signature).toMatch(/^[A-Za-z0-9_-]{86}$/);
    expect(await verifyCertificate({ ...record, ...signed })).toBe("valid");
    expect(await verifyCertificate({ ...record, ...signed, student_name: "Ravi Kumari" })).toBe("tampered");
    expect(await verifyCertificate({ ...record, ...signed, issue_date: "2025-01-16" })).toBe("tampered");
    expect(await verifyCertificate({ ...record, ...signed, revoked_at: new Date() })).toBe("tampered");
    expect(await verifyCertificate({ ...record, ...signed, signing_key_id: 99 })).toBe("tampered");
    expect(await verifyCertificate({ ...record, signature: null, signing_key_id: null })).toBe("unsigned");
  });

  it("is checked offline with the published public key and the documented message", async () => {
    const signed = await signCertificate(record);
    const [key] = await listPublicKeys();
    const message =
      "supertech-certificate-v1\nid:STI-2025-0001\nname:Ravi Kumar\ncourse:Advanced Mobile Repairing\nissued:2025-01-15\nstatus:valid";
    expect(certificateMessage(record)).toBe(message);
    const ok = verify(null, Buffer.from(message), createPublicKey(key.public_key_pem), Buffer.from(signed.signature, "base64url"));
    expect(ok).toBe(true);
  });

  it("rotates: key 2 re-signs every record, key 1 is retired and its old codes still verify", async () => {
    const old = await signCertificate(record);
    const rotated = await rotateSigningKey();
    expect(rotated.keyId).toBe(2);
    expect(rotated.resigned).toBe(450);
    const keys = await db.select().from(certificateSigningKeys).orderBy(certificateSigningKeys.id);
    expect(keys.map((k) => [k.id, k.retired_at !== null])).toEqual([
      [1, true],
      [2, false],
    ]);
    const rows = await db.select().from(certificates);
    expect(rows.every((row) => row.signing_key_id === 2)).toBe(true);
    for (const row of rows.slice(0, 5)) expect(await verifyCertificate(row)).toBe("valid");
    // A copy printed under key 1 still verifies as "issued under key 1".
    expect(await verifyCertificate({ ...record, ...old })).toBe("valid");
    const fresh = await signCertificate(record);
    expect(fresh.signing_key_id).toBe(2);
  });
});
