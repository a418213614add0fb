import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject, sign, verify } from "node:crypto";
import { existsSync, linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { and, asc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { dataDir } from "#app/server/db/data-dir.server";
import { type Database, db } from "#app/server/db/db.server";
import { certificateSigningKeys, certificates } from "#app/server/db/schema";
import { getEnv } from "#app/server/env.server";
import { logger } from "#app/server/logger.server";

/**
 * Tamper-evident certificates (docs/certificates.md).
 *
 * Every certificate carries an Ed25519 signature over a canonical text of its ID, student
 * name, course, issue date and status (see `certificateMessage`). The private key is
 * CERT_SIGNING_KEY or a key generated once into DATA_DIR/certificate-signing-key.pem (mode
 * 0600); it never enters the database, so backups never hold it, and it is never logged.
 * Its public half is registered in certificate_signing_keys, whose row number N is the
 * "key N" printed in the verification code. Retired public keys stay, so a code printed
 * under key N keeps verifying after a rotation.
 */

export type SignableCertificate = {
  certificate_id: string;
  student_name: string;
  course_name: string;
  issue_date: string | Date;
  revoked_at: Date | string | null;
};

export type SignedCertificate = SignableCertificate & { signature: string | null; signing_key_id: number | null };

export type VerificationResult = "valid" | "tampered" | "unsigned";

export const KEY_FILE_NAME = "certificate-signing-key.pem";

/** Certificates signed per statement when signing or re-signing them all. */
const SIGN_BATCH = 200;

/** Namespaces our advisory lock for key registration (any constant of ours). */
const KEY_LOCK = 0x5f0c;

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

// ---------------------------------------------------------------------------------------
// The signed message

function clean(value: string): string {
  return value.replace(/[\r\n]+/g, " ").normalize("NFC");
}

function isoDate(value: string | Date): string {
  return typeof value === "string" ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

/**
 * The exact text that is signed, UTF-8, six lines joined by "\n" with no final newline:
 *
 *     supertech-certificate-v1
 *     id:STI-2025-0001
 *     name:Ravi Kumar
 *     course:Advanced Mobile Repairing
 *     issued:2025-01-15
 *     status:valid
 *
 * Values as stored (Unicode NFC, any line break replaced by a space); issued is YYYY-MM-DD;
 * status is `valid`, or `revoked` when the certificate has been revoked.
 */
export function certificateMessage(record: SignableCertificate): string {
  return purposeMessage("certificate", [
    `id:${clean(record.certificate_id)}`,
    `name:${clean(record.student_name)}`,
    `course:${clean(record.course_name)}`,
    `issued:${isoDate(record.issue_date)}`,
    `status:${record.revoked_at ? "revoked" : "valid"}`,
  ]);
}

/**
 * What the institute's key signs (decision 046-signed-receipts): certificates and
 * fee receipts. The first line names the purpose, `supertech-{purpose}-v1`, so a code signed for
 * one can never verify the other.
 */
export type SigningPurpose = "certificate" | "receipt";

/** A purpose's signed text: its first line, then `lines`, joined by "\n" with no final newline. */
function purposeMessage(purpose: SigningPurpose, lines: readonly string[]): string {
  return [`supertech-${purpose}-v1`, ...lines].join("\n");
}

// ---------------------------------------------------------------------------------------
// The private key

function keyFile(): string {
  return path.join(dataDir(), KEY_FILE_NAME);
}

/** CERT_SIGNING_KEY: a PKCS#8 PEM, or the 32-byte Ed25519 seed in base64/base64url. */
export function parsePrivateKey(text: string): KeyObject {
  const trimmed = text.trim();
  let key: KeyObject;
  if (trimmed.includes("-----BEGIN")) {
    key = createPrivateKey({ key: trimmed.replace(/\\n/g, "\n"), format: "pem" });
  } else {
    const seed = Buffer.from(trimmed, "base64url");
    if (seed.length !== 32) throw new Error("CERT_SIGNING_KEY must be a PKCS#8 PEM or a 32-byte Ed25519 seed in base64");
    // PKCS#8 wrapper for a raw Ed25519 seed (RFC 8410).
    const der = Buffer.concat([Buffer.from("302e020100300506032b657004220420", "hex"), seed]);
    key = createPrivateKey({ key: der, format: "der", type: "pkcs8" });
  }
  if (key.asymmetricKeyType !== "ed25519") throw new Error("CERT_SIGNING_KEY must be an Ed25519 key");
  return key;
}

function newPrivateKeyPem(): string {
  const { privateKey } = generateKeyPairSync("ed25519");
  return privateKey.export({ format: "pem", type: "pkcs8" }).toString();
}

/** Writes `pem` to a temporary file beside the key file, readable by the owner only. */
function writeTemporary(pem: string): string {
  const tmp = `${keyFile()}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(tmp, pem, { mode: 0o600, flag: "wx" });
  return tmp;
}

/** The private key in hand: CERT_SIGNING_KEY, else DATA_DIR's key file, made once if missing. */
function loadPrivateKey(): KeyObject {
  const fromEnv = getEnv().CERT_SIGNING_KEY;
  if (fromEnv) return parsePrivateKey(fromEnv);
  const file = keyFile();
  if (!existsSync(file)) {
    // Created atomically: a hard link fails if another process made the file first.
    const tmp = writeTemporary(newPrivateKeyPem());
    try {
      linkSync(tmp, file);
      logger.info({ file }, "generated a certificate signing key");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    } finally {
      unlinkSync(tmp);
    }
  }
  return createPrivateKey({ key: readFileSync(file, "utf8"), format: "pem" });
}

export function publicKeyPem(privateKey: KeyObject): string {
  return createPublicKey(privateKey).export({ format: "pem", type: "spki" }).toString().trim();
}

// ---------------------------------------------------------------------------------------
// Key registration

type Signer = { privateKey: KeyObject; keyId: number };

/**
 * Makes the key in hand the active one in certificate_signing_keys: its row (created as key
 * N+1 when new) loses any retirement, every other key is retired. Returns its number and
 * whether it was newly registered while older keys existed (a changed or lost key).
 */
async function registerKey(tx: Tx, publicPem: string): Promise<{ keyId: number; replacedAnother: boolean }> {
  await tx.execute(sql`select pg_advisory_xact_lock(${KEY_LOCK}, 0)`);
  const [existing] = await tx
    .select({ id: certificateSigningKeys.id, retired_at: certificateSigningKeys.retired_at })
    .from(certificateSigningKeys)
    .where(eq(certificateSigningKeys.public_key, publicPem))
    .orderBy(asc(certificateSigningKeys.id))
    .limit(1);
  const now = new Date();
  if (existing) {
    if (existing.retired_at) {
      await tx.update(certificateSigningKeys).set({ retired_at: null }).where(eq(certificateSigningKeys.id, existing.id));
    }
    await tx
      .update(certificateSigningKeys)
      .set({ retired_at: now })
      .where(and(ne(certificateSigningKeys.id, existing.id), isNull(certificateSigningKeys.retired_at)));
    return { keyId: existing.id, replacedAnother: false };
  }
  const [older] = await tx.select({ id: certificateSigningKeys.id }).from(certificateSigningKeys).limit(1);
  await tx.update(certificateSigningKeys).set({ retired_at: now }).where(isNull(certificateSigningKeys.retired_at));
  // A restore may bring rows with explicit numbers: keep the sequence past them.
  await tx.execute(
    sql`select setval(pg_get_serial_sequence('certificate_signing_keys', 'id'), greatest((select coalesce(max(id), 0) from certificate_signing_keys), 1), (select count(*) > 0 from certificate_signing_keys))`,
  );
  const [row] = await tx.insert(certificateSigningKeys).values({ public_key: publicPem }).returning({ id: certificateSigningKeys.id });
  logger.info({ keyId: row.id }, "registered a certificate signing key");
  return { keyId: row.id, replacedAnother: Boolean(older) };
}

async function activeKeyId(publicPem: string): Promise<number | null> {
  const [row] = await db
    .select({ id: certificateSigningKeys.id })
    .from(certificateSigningKeys)
    .where(and(eq(certificateSigningKeys.public_key, publicPem), isNull(certificateSigningKeys.retired_at)))
    .limit(1);
  return row?.id ?? null;
}

async function currentSigner(): Promise<Signer> {
  const privateKey = loadPrivateKey();
  const publicPem = publicKeyPem(privateKey);
  const keyId = (await activeKeyId(publicPem)) ?? (await db.transaction((tx) => registerKey(tx, publicPem))).keyId;
  return { privateKey, keyId };
}

function signText(signer: Signer, message: string): { signature: string; signing_key_id: number } {
  const signature = sign(null, Buffer.from(message, "utf8"), signer.privateKey).toString("base64url");
  return { signature, signing_key_id: signer.keyId };
}

function signWith(signer: Signer, record: SignableCertificate): { signature: string; signing_key_id: number } {
  return signText(signer, certificateMessage(record));
}

// ---------------------------------------------------------------------------------------
// Sign and verify

/** Signs one certificate's fields with the active key (call it on create, edit and revoke). */
export async function signCertificate(record: SignableCertificate): Promise<{ signature: string; signing_key_id: number }> {
  return signWith(await currentSigner(), record);
}

const publicKeys = new Map<string, KeyObject>();

function publicKeyObject(pem: string): KeyObject {
  let key = publicKeys.get(pem);
  if (!key) {
    key = createPublicKey({ key: pem, format: "pem" });
    publicKeys.set(pem, key);
  }
  return key;
}

/**
 * Checks a signature against the record's current fields with public key `signing_key_id`
 * (retired keys included): "valid" when it matches, "tampered" when the record no longer
 * matches what was signed (or the key number is unknown), "unsigned" when there is none.
 */
export async function verifyCertificate(record: SignedCertificate): Promise<VerificationResult> {
  if (!record.signature || !record.signing_key_id) return "unsigned";
  return verifyText(certificateMessage(record), record.signing_key_id, record.signature);
}

/** Signs `lines` for `purpose` (purposeMessage) with the active key: the certificates' key and scheme. */
export async function signForPurpose(
  purpose: SigningPurpose,
  lines: readonly string[],
): Promise<{ signature: string; signing_key_id: number }> {
  return signText(await currentSigner(), purposeMessage(purpose, lines));
}

/** Checks a code signed by signForPurpose against `lines` as they are now: "valid" or "tampered". */
export function verifyForPurpose(
  purpose: SigningPurpose,
  lines: readonly string[],
  keyId: number,
  signature: string,
): Promise<"valid" | "tampered"> {
  return verifyText(purposeMessage(purpose, lines), keyId, signature);
}

/** Checks `signature` over `message` with public key `keyId` (retired keys included): "valid" or "tampered". */
async function verifyText(message: string, keyId: number, signature: string): Promise<"valid" | "tampered"> {
  const [key] = await db
    .select({ public_key: certificateSigningKeys.public_key })
    .from(certificateSigningKeys)
    .where(eq(certificateSigningKeys.id, keyId))
    .limit(1);
  if (!key) return "tampered";
  const bytes = Buffer.from(signature, "base64url");
  if (bytes.length !== 64) return "tampered";
  try {
    const ok = verify(null, Buffer.from(message, "utf8"), publicKeyObject(key.public_key), bytes);
    return ok ? "valid" : "tampered";
  } catch {
    return "tampered";
  }
}

// ---------------------------------------------------------------------------------------
// Whole-table work: sign the unsigned, re-sign everything

const signableColumns = {
  id: certificates.id,
  certificate_id: certificates.certificate_id,
  student_name: certificates.student_name,
  course_name: certificates.course_name,
  issue_date: certificates.issue_date,
  revoked_at: certificates.revoked_at,
};

/**
 * Signs certificates in batches of SIGN_BATCH, each batch one transaction that locks its rows
 * (so an edit at the same moment waits, and is then signed again by its own action).
 * `onlyUnsigned`: those without a signature; otherwise all that the active key did not sign.
 */
async function signInBatches(signer: Signer, onlyUnsigned: boolean): Promise<number> {
  let last: string | null = null;
  let count = 0;
  for (;;) {
    const done: number = await db.transaction(async (tx) => {
      const filter = onlyUnsigned
        ? isNull(certificates.signature)
        : sql`(${certificates.signature} is null or ${certificates.signing_key_id} is distinct from ${signer.keyId})`;
      const rows = await tx
        .select(signableColumns)
        .from(certificates)
        .where(last ? and(filter, gt(certificates.id, last)) : filter)
        .orderBy(asc(certificates.id))
        .limit(SIGN_BATCH)
        .for("update");
      if (rows.length === 0) return 0;
      last = rows[rows.length - 1].id;
      const values = rows.map((row) => {
        const signed = signWith(signer, row);
        return sql`(${row.id}::uuid, ${signed.signature}, ${signed.signing_key_id}::integer)`;
      });
      await tx.execute(
        sql`update certificates as c set signature = v.signature, signing_key_id = v.key_id
            from (values ${sql.join(values, sql`, `)}) as v(id, signature, key_id) where c.id = v.id`,
      );
      return rows.length;
    });
    count += done;
    if (done < SIGN_BATCH) return count;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * Start-up (after seeding) and after a restore: registers the key in hand, and signs every
 * certificate that has no signature yet. When the key in hand is new while older keys exist
 * (CERT_SIGNING_KEY changed, or the key file was lost), every certificate is re-signed
 * with it; codes printed under the older keys still verify with their public keys.
 */
export async function prepareCertificateSigning(): Promise<{ keyId: number; signed: number }> {
  const privateKey = loadPrivateKey();
  const publicPem = publicKeyPem(privateKey);
  const { keyId, replacedAnother } = await db.transaction((tx) => registerKey(tx, publicPem));
  const signed = await signInBatches({ privateKey, keyId }, !replacedAnother);
  if (signed) logger.info({ keyId, signed }, "signed certificates");
  return { keyId, signed };
}

/**
 * Rotation: a new key N+1 replaces the key file (the old private key is discarded, its
 * public key is kept, retired), then every certificate is re-signed in batches. With
 * CERT_SIGNING_KEY set, rotate by setting a new key there and restarting instead.
 */
export async function rotateSigningKey(): Promise<{ keyId: number; resigned: number }> {
  if (getEnv().CERT_SIGNING_KEY) {
    throw new Error("CERT_SIGNING_KEY is set: put a new key there and restart; the server registers it and re-signs every certificate.");
  }
  const pem = newPrivateKeyPem();
  const privateKey = createPrivateKey({ key: pem, format: "pem" });
  const tmp = writeTemporary(pem);
  try {
    const { keyId } = await db.transaction(async (tx) => {
      const registered = await registerKey(tx, publicKeyPem(privateKey));
      // The file changes before the commit: should the commit fail, the next signature
      // registers the file's key, so the key in hand and the active key never disagree.
      renameSync(tmp, keyFile());
      return registered;
    });
    const resigned = await signInBatches({ privateKey, keyId }, false);
    logger.info({ keyId, resigned }, "rotated the certificate signing key");
    return { keyId, resigned };
  } finally {
    if (existsSync(tmp)) unlinkSync(tmp);
  }
}

export type PublicSigningKey = { id: number; algorithm: "Ed25519"; public_key_pem: string; created_at: string; retired_at: string | null };

/** Every public key, old ones included, for /certificate-keys.json and offline checks. */
export async function listPublicKeys(): Promise<PublicSigningKey[]> {
  const rows = await db.select().from(certificateSigningKeys).orderBy(asc(certificateSigningKeys.id));
  return rows.map((row) => ({
    id: row.id,
    algorithm: "Ed25519",
    public_key_pem: row.public_key,
    created_at: row.created_at.toISOString(),
    retired_at: row.retired_at ? row.retired_at.toISOString() : null,
  }));
}
