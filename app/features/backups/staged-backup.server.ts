import { randomBytes } from "node:crypto";
import { once } from "node:events";
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  type WriteStream,
} from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
import { finished } from "node:stream/promises";
import { dataDir } from "#app/server/db/data-dir.server";
import { getEnv } from "#app/server/env.server";
import { BackupChecker, scanFailure } from "./backup-checker.server";
import { decryptIfEncrypted } from "./backup-cipher.server";
import { BackupScanner, ScanError, type ScanEvent } from "./backup-scanner.server";
import type { BackupFile, BackupRowTable } from "./backup-schemas";
import { RestoreError } from "./restore-error.server";
import type { RestoreSource } from "./restore-source.server";

/**
 * An uploaded backup waiting for the super admin's confirmation (decision 008): the file is
 * read as a stream and checked row by row (backup-checker.server.ts), and the checked rows are
 * kept on disk under DATA_DIR, one JSON line per row and one file per table, until the super
 * admin confirms (or for an hour). Memory holds one chunk of the upload and one row, never the file.
 */

type Settings = BackupFile["tables"]["site_settings"];
type Row = Record<string, unknown>;

export type StagedBackup = RestoreSource & { token: string; dir: string; userId: string; filename: string; counts: Record<string, number> };
type StageMeta = { userId: string; filename: string; createdAt: string; settings: Settings; counts: Record<string, number> };

const STAGE_TTL_MS = 60 * 60 * 1000;
const TOKEN = /^[a-f0-9]{32}$/;

/** Checked uploads waiting for confirmation: DATA_DIR/restore-staging/<token>/, readable by the server only. */
function stagingRoot(): string {
  const dir = path.join(dataDir(), "restore-staging");
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  return dir;
}

/** Uploads being received and checked: DATA_DIR/tmp/restore-<token>/, removed when done or failed. */
function receivingRoot(): string {
  const dir = path.join(dataDir(), "tmp");
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  return dir;
}

/** Removes staged and half-received uploads older than an hour (a restore never confirmed, a crash). */
function sweepStaged(now = Date.now()): void {
  for (const [root, prefix] of [
    [stagingRoot(), ""],
    [receivingRoot(), "restore-"],
  ] as const) {
    for (const name of readdirSync(root)) {
      if (!name.startsWith(prefix)) continue;
      const entry = path.join(root, name);
      try {
        if (now - statSync(entry).mtimeMs > STAGE_TTL_MS) rmSync(entry, { recursive: true, force: true });
      } catch {
        // gone already
      }
    }
  }
}

function stagedSource(dir: string, token: string, meta: StageMeta): StagedBackup {
  return {
    token,
    dir,
    userId: meta.userId,
    filename: meta.filename,
    counts: meta.counts,
    createdAt: meta.createdAt,
    settings: meta.settings,
    async *rows(table) {
      const file = path.join(dir, `${table}.ndjson`);
      if (!existsSync(file)) return;
      const lines = createInterface({ input: createReadStream(file, { encoding: "utf8" }), crlfDelay: Number.POSITIVE_INFINITY });
      for await (const line of lines) if (line) yield JSON.parse(line) as Row;
    },
    holds: (table) => Object.hasOwn(meta.counts, table),
  };
}

/** Appends JSON lines to one file, waiting for the disk when its buffer is full. */
class LineWriter {
  private pending: string[] = [];
  private readonly stream: WriteStream;
  private failure: Error | null = null;
  constructor(file: string) {
    this.stream = createWriteStream(file, { mode: 0o600 });
    // Kept and rethrown by flush/close; after destroy() (a failed upload) it is of no interest.
    this.stream.on("error", (error) => {
      this.failure ??= error;
    });
  }
  add(row: Row) {
    this.pending.push(JSON.stringify(row));
  }
  async flush() {
    if (this.failure) throw this.failure;
    if (!this.pending.length) return;
    const text = `${this.pending.join("\n")}\n`;
    this.pending = [];
    if (!this.stream.write(text)) await once(this.stream, "drain");
  }
  async close() {
    await this.flush();
    this.stream.end();
    await finished(this.stream);
  }
  destroy() {
    this.stream.destroy();
  }
}

/**
 * Receives an uploaded backup as a stream of bytes: checks it and stages its rows under
 * DATA_DIR/tmp. Throws RestoreError (nothing kept) when the file is empty, not JSON or not
 * a valid backup. The caller keeps the result with keepStaged() or drops it.
 */
export async function stageUpload(bytes: AsyncIterable<Uint8Array>, owner: { userId: string; filename: string }): Promise<StagedBackup> {
  sweepStaged();
  const token = randomBytes(16).toString("hex");
  const dir = path.join(receivingRoot(), `restore-${token}`);
  mkdirSync(dir, { mode: 0o700 });
  const writers = new Map<BackupRowTable, LineWriter>();
  try {
    const decoder = new TextDecoder("utf-8", { fatal: true });
    const scanner = new BackupScanner();
    const checker = new BackupChecker();
    const take = (events: ScanEvent[]) => {
      for (const event of events) {
        const checked = checker.take(event);
        if (!checked) continue;
        let writer = writers.get(checked.table);
        if (!writer) {
          writer = new LineWriter(path.join(dir, `${checked.table}.ndjson`));
          writers.set(checked.table, writer);
        }
        writer.add(checked.row);
      }
    };
    let size = 0;
    let failure: unknown = null;
    const failed = (error: unknown) => {
      const badText = (error as { code?: string }).code === "ERR_ENCODING_INVALID_ENCODED_DATA";
      return error instanceof ScanError || error instanceof RestoreError || badText ? scanFailure(error) : error;
    };
    // After a problem the rest of the file is still read (and dropped): leaving a loop over a
    // stream early destroys it, and an upload's parser then waits for the end of that part.
    // An encrypted file (BACKUP_KEY) is decrypted frame by frame on the way in (backup-cipher.server.ts).
    for await (const chunk of decryptIfEncrypted(bytes, getEnv().BACKUP_KEY)) {
      size += chunk.byteLength;
      if (failure) continue;
      try {
        take(scanner.feed(decoder.decode(chunk, { stream: true })));
        for (const writer of writers.values()) await writer.flush();
      } catch (error) {
        failure = failed(error);
      }
    }
    if (failure) throw failure;
    if (size === 0) throw new RestoreError("Choose a backup file to check.");
    try {
      take(scanner.feed(decoder.decode()));
      take(scanner.end());
    } catch (error) {
      throw failed(error);
    }
    const checked = checker.finish();
    for (const writer of writers.values()) await writer.close();
    const meta: StageMeta = { ...owner, ...checked };
    await writeFile(path.join(dir, "meta.json"), JSON.stringify(meta), { mode: 0o600 });
    return stagedSource(dir, token, meta);
  } catch (error) {
    for (const writer of writers.values()) writer.destroy();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/** Moves a checked upload to the staging area, where the confirmation finds it by token for an hour. */
export function keepStaged(staged: StagedBackup): string {
  const target = path.join(stagingRoot(), staged.token);
  renameSync(staged.dir, target);
  return staged.token;
}

/** A staged upload, or null when it expired, was used, or belongs to someone else. */
export function readStaged(token: string, userId: string): StagedBackup | null {
  if (!TOKEN.test(token)) return null;
  const dir = path.join(stagingRoot(), token);
  try {
    const metaFile = path.join(dir, "meta.json");
    if (Date.now() - statSync(metaFile).mtimeMs > STAGE_TTL_MS) return null;
    const meta = JSON.parse(readFileSync(metaFile, "utf8")) as StageMeta;
    return meta.userId === userId ? stagedSource(dir, token, meta) : null;
  } catch {
    return null;
  }
}

/** Removes a staged upload (applied, cancelled, or never kept). */
export function dropStaged(target: string | StagedBackup): void {
  if (typeof target !== "string") {
    rmSync(target.dir, { recursive: true, force: true });
    return;
  }
  if (!TOKEN.test(target)) return;
  rmSync(path.join(stagingRoot(), target), { recursive: true, force: true });
}
