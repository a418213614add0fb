import { createReadStream, mkdirSync } from "node:fs";
import { rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { dataDir } from "#app/server/db/data-dir.server";
import { getEnv } from "#app/server/env.server";
import { s3Client } from "#app/server/storage/storage.server";

/**
 * Where stored backups live: DATA_DIR/backups/ (the directory 0700, files 0600) and, when
 * S3 is configured, the bucket under backups/ with the same file name.
 */
export function backupsDir(): string {
  const dir = path.join(dataDir(), "backups");
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  return dir;
}

/** Only names this feature makes reach the disk or the bucket (the name comes from the database). */
const FILE_NAME = /^backup-[\w-]+\.json(\.enc)?$/;

export function localPath(filename: string): string {
  if (!FILE_NAME.test(filename)) throw new Error(`not a backup file name: ${filename}`);
  return path.join(backupsDir(), filename);
}

const s3KeyOf = (filename: string) => `backups/${filename}`;

export async function uploadToS3(filename: string): Promise<string> {
  const { PutObjectCommand } = await import("@aws-sdk/client-s3");
  const file = localPath(filename);
  const key = s3KeyOf(filename);
  const client = await s3Client();
  await client.send(
    new PutObjectCommand({
      Bucket: getEnv().S3_BUCKET,
      Key: key,
      Body: createReadStream(file),
      ContentLength: (await stat(file)).size,
      ContentType: filename.endsWith(".enc") ? "application/octet-stream" : "application/json",
      CacheControl: "no-store",
    }),
  );
  return key;
}

/** A stored backup's bytes: the local copy, else the bucket's. */
export async function openStored(run: { filename: string | null; stored_local: boolean; s3_key: string | null }): Promise<Readable> {
  if (!run.filename) throw new Error("this backup has no file");
  if (run.stored_local) return createReadStream(localPath(run.filename));
  if (!run.s3_key || !getEnv().S3_BUCKET) throw new Error("this backup is not stored here");
  const { GetObjectCommand } = await import("@aws-sdk/client-s3");
  const client = await s3Client();
  const object = await client.send(new GetObjectCommand({ Bucket: getEnv().S3_BUCKET, Key: run.s3_key }));
  return object.Body as Readable;
}

/** Removes a stored backup's copies; a copy already gone is no error. */
export async function removeStored(run: { filename: string | null; s3_key: string | null }): Promise<void> {
  if (run.filename) await rm(localPath(run.filename), { force: true });
  if (run.s3_key && getEnv().S3_BUCKET) {
    const { DeleteObjectCommand } = await import("@aws-sdk/client-s3");
    const client = await s3Client();
    await client.send(new DeleteObjectCommand({ Bucket: getEnv().S3_BUCKET, Key: run.s3_key }));
  }
}
