#!/usr/bin/env node
// Decrypts a backup made with BACKUP_KEY (docs/backup-format.md), with nothing but Node:
//   BACKUP_KEY=... node scripts/decrypt-backup.mjs backup-....json.enc > backup.json
// Exits 1 with a message when the key is wrong or the file was changed or cut short.
import { createDecipheriv, createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { readFileSync } from "node:fs";

const fail = (message) => {
  process.stderr.write(`${message}\n`);
  process.exit(1);
};
const raw = process.env.BACKUP_KEY ?? "";
const key = Buffer.from(raw, /^[0-9a-f]{64}$/i.test(raw) ? "hex" : "base64");
if (key.length !== 32) fail("Set BACKUP_KEY to the 32-byte key (hex or base64) the backup was made with.");
const file = readFileSync(process.argv[2] ?? fail("Usage: node decrypt-backup.mjs <file.json.enc>"));

const header = file.subarray(0, 41);
if (header.subarray(0, 8).toString("ascii") !== "STBACKUP" || header[8] !== 1) fail("Not an encrypted backup (version 1).");
const fileKey = Buffer.from(hkdfSync("sha256", key, header.subarray(9, 25), "supertech-backup v1", 32));
const check = createHmac("sha256", fileKey).update("key check").digest().subarray(0, 16);
if (!timingSafeEqual(check, header.subarray(25, 41))) fail("Wrong key.");

let offset = 41;
for (let index = 0; ; index++) {
  if (offset + 5 > file.length) fail("The file is cut short.");
  const type = file[offset];
  const length = file.readUInt32BE(offset + 1);
  const body = file.subarray(offset + 5, offset + 5 + length);
  const tag = file.subarray(offset + 5 + length, offset + 5 + length + 16);
  if (tag.length !== 16) fail("The file is cut short.");
  const nonce = Buffer.alloc(12);
  nonce.writeBigUInt64BE(BigInt(index), 4);
  const decipher = createDecipheriv("aes-256-gcm", fileKey, nonce);
  decipher.setAAD(Buffer.concat([header, Buffer.from([type])]));
  decipher.setAuthTag(tag);
  try {
    process.stdout.write(Buffer.concat([decipher.update(body), decipher.final()]));
  } catch {
    fail("The file was changed or damaged.");
  }
  offset += 5 + length + 16;
  if (type === 1) break;
}
if (offset !== file.length) fail("The file has data after its end.");
