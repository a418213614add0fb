import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";
import { RestoreError } from "./restore-error.server";

/**
 * Encrypted backup files (docs/backup-format.md, decision "Scheduled, encrypted backups"):
 * AES-256-GCM in frames, so a file of any size is encrypted and decrypted as a stream.
 *
 *   header  "STBACKUP" | version 1 (1 byte) | salt (16) | key check (16)
 *   frame   type (1: 0 data, 1 final) | length (4, big-endian) | ciphertext | tag (16)
 *
 * The file key is HKDF-SHA256(BACKUP_KEY, salt, "supertech-backup v1"); frame n's nonce is
 * 4 zero bytes and n as 8 big-endian bytes; each frame authenticates the header and its type.
 * A frame moved, changed or dropped fails its tag; a file cut short has no final frame; a
 * different key fails the key check (HMAC-SHA256(file key, "key check"), first 16 bytes).
 */
const MAGIC = Buffer.from("STBACKUP", "ascii");
const VERSION = 1;
const HEADER_BYTES = MAGIC.length + 1 + 16 + 16;
const FRAME_BYTES = 64 * 1024;
/** A larger length can only be damage: refused before anything is allocated for it. */
const MAX_FRAME_BYTES = 1024 * 1024;
const TAG_BYTES = 16;

const fileKey = (key: Buffer, salt: Buffer) => Buffer.from(hkdfSync("sha256", key, salt, "supertech-backup v1", 32));
const keyCheck = (file: Buffer) => createHmac("sha256", file).update("key check").digest().subarray(0, 16);

function nonce(index: number): Buffer {
  const n = Buffer.alloc(12);
  n.writeBigUInt64BE(BigInt(index), 4);
  return n;
}

function sealFrame(file: Buffer, header: Buffer, index: number, final: boolean, plain: Buffer): Buffer {
  const type = Buffer.from([final ? 1 : 0]);
  const cipher = createCipheriv("aes-256-gcm", file, nonce(index));
  cipher.setAAD(Buffer.concat([header, type]));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length);
  return Buffer.concat([type, length, body, cipher.getAuthTag()]);
}

/** The backup's bytes, encrypted as they are read (the reader's pace sets the producer's). */
export function encryptStream(source: ReadableStream<Uint8Array>, key: Buffer): ReadableStream<Uint8Array> {
  const salt = randomBytes(16);
  const file = fileKey(key, salt);
  const header = Buffer.concat([MAGIC, Buffer.from([VERSION]), salt, keyCheck(file)]);
  let pending: Buffer[] = [];
  let size = 0;
  let index = 0;
  return source.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      start(controller) {
        controller.enqueue(header);
      },
      transform(chunk, controller) {
        pending.push(Buffer.from(chunk));
        size += chunk.byteLength;
        if (size < FRAME_BYTES) return;
        let buffered = Buffer.concat(pending);
        while (buffered.length >= FRAME_BYTES) {
          controller.enqueue(sealFrame(file, header, index++, false, buffered.subarray(0, FRAME_BYTES)));
          buffered = buffered.subarray(FRAME_BYTES);
        }
        pending = [buffered];
        size = buffered.length;
      },
      flush(controller) {
        controller.enqueue(sealFrame(file, header, index, true, Buffer.concat(pending)));
      },
    }),
  );
}

const REFUSED = {
  noKey: "This backup is encrypted. Set BACKUP_KEY to the key it was made with, then try again. Nothing was changed.",
  wrongKey: "This backup was encrypted with a different key than this server's BACKUP_KEY. Nothing was changed.",
  tampered: "This backup has been changed or damaged since it was made: its encryption check failed. Nothing was changed.",
  truncated: "This backup is incomplete: the file ends before its last part. Nothing was changed.",
  version: (v: number) => `This encrypted backup uses a format this server does not know (version ${v}). Nothing was changed.`,
};

/** Reads exactly n bytes from a byte iterator, keeping what is left over; null at the end. */
class ByteReader {
  private buffered: Buffer = Buffer.alloc(0);
  constructor(private readonly source: AsyncIterator<Uint8Array>) {}
  async take(n: number): Promise<Buffer | null> {
    while (this.buffered.length < n) {
      const next = await this.source.next();
      if (next.done) return null;
      this.buffered = Buffer.concat([this.buffered, next.value]);
    }
    const out = this.buffered.subarray(0, n);
    this.buffered = this.buffered.subarray(n);
    return out;
  }
  /** What is buffered, then the rest of the source as it comes. */
  async *rest(): AsyncGenerator<Uint8Array> {
    if (this.buffered.length) yield this.buffered;
    this.buffered = Buffer.alloc(0);
    for (let next = await this.source.next(); !next.done; next = await this.source.next()) yield next.value;
  }
  /** Reads the rest and drops it: an upload's parser waits for the end of its part. */
  async drain(): Promise<boolean> {
    let more = this.buffered.length > 0;
    this.buffered = Buffer.alloc(0);
    for (let next = await this.source.next(); !next.done; next = await this.source.next()) more ||= next.value.byteLength > 0;
    return more;
  }
}

async function* decryptFrames(reader: ByteReader, key: Buffer | undefined): AsyncGenerator<Uint8Array> {
  const rest = await reader.take(HEADER_BYTES - MAGIC.length);
  if (!rest) throw new RestoreError(REFUSED.truncated);
  const header = Buffer.concat([MAGIC, rest]);
  if (header[MAGIC.length] !== VERSION) throw new RestoreError(REFUSED.version(header[MAGIC.length]));
  if (!key) throw new RestoreError(REFUSED.noKey);
  const file = fileKey(key, header.subarray(MAGIC.length + 1, MAGIC.length + 17));
  if (!timingSafeEqual(keyCheck(file), header.subarray(MAGIC.length + 17))) throw new RestoreError(REFUSED.wrongKey);
  for (let index = 0; ; index++) {
    const head = await reader.take(5);
    if (!head) throw new RestoreError(REFUSED.truncated);
    const final = head[0] === 1;
    const length = head.readUInt32BE(1);
    if (head[0] > 1 || length > MAX_FRAME_BYTES + TAG_BYTES) throw new RestoreError(REFUSED.tampered);
    const body = await reader.take(length + TAG_BYTES);
    if (!body) throw new RestoreError(REFUSED.truncated);
    const decipher = createDecipheriv("aes-256-gcm", file, nonce(index));
    decipher.setAAD(Buffer.concat([header, head.subarray(0, 1)]));
    decipher.setAuthTag(body.subarray(length));
    let plain: Buffer;
    try {
      plain = Buffer.concat([decipher.update(body.subarray(0, length)), decipher.final()]);
    } catch {
      throw new RestoreError(REFUSED.tampered);
    }
    if (final) {
      if (await reader.drain()) throw new RestoreError(REFUSED.tampered);
      if (plain.length) yield plain;
      return;
    }
    yield plain;
  }
}

/**
 * A backup's bytes as a restore reads them: plain JSON passes through; an encrypted file is
 * decrypted with `key`, each frame checked before its text is handed on. A refusal
 * (RestoreError) comes after the rest of the input has been read and dropped.
 */
export async function* decryptIfEncrypted(source: AsyncIterable<Uint8Array>, key: Buffer | undefined): AsyncGenerator<Uint8Array> {
  const reader = new ByteReader(source[Symbol.asyncIterator]());
  const start = await reader.take(MAGIC.length);
  if (!start?.equals(MAGIC)) {
    if (start) yield start;
    yield* reader.rest();
    return;
  }
  try {
    yield* decryptFrames(reader, key);
  } catch (error) {
    await reader.drain();
    throw error;
  }
}
