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
import type { z } from "zod";
import { dataDir } from "#app/server/db/data-dir.server";
import { formIssues, settingsIssues } from "./backup-form-check.server";
import { BackupScanner, ScanError, type ScanEvent, ValueTooLargeError } from "./backup-scanner.server";
import {
  BACKUP_MAX_ROWS,
  BACKUP_ROW_SCHEMAS,
  type BackupFile,
  type BackupRowTable,
  backupFileSchema,
  describeBackupIssue,
  summarizeBackupIssues,
} from "./backup-schemas";

/**
 * Reading an uploaded backup for a restore (decision 008): the file is read as a stream,
 * each row checked on its own, and the checked rows are kept on disk under DATA_DIR, one
 * JSON line per row and one file per table, until the super admin confirms (or for an
 * hour). Memory holds one chunk of the upload, one row, and the ids seen so far (to find
 * duplicates), never the file.
 */

export class RestoreError extends Error {}

type Settings = BackupFile["tables"]["site_settings"];
type Row = Record<string, unknown>;

const NOT_JSON = "This file is not valid JSON. Choose a backup-YYYY-MM-DD.json file downloaded from this page.";
const LISTED_ONLY = new Set(["admin_logs", "messages"]);
const UNIQUE_VALUES: Partial<Record<BackupRowTable, string>> = {
  supertech_courses: "course_code",
  certificates: "certificate_id",
  newsletter_subscribers: "email",
};
const isRowTable = (name: string): name is BackupRowTable => Object.hasOwn(BACKUP_ROW_SCHEMAS, name);

function setFor(map: Map<string, Set<string>>, key: string): Set<string> {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  return set;
}

type CheckedBackup = { createdAt: string; settings: Settings; counts: Record<string, number> };

/**
 * Checks a backup event by event (see BackupScanner): each row against its table's schema
 * and for duplicate ids and codes, then, at the end, everything else against
 * backupFileSchema. Problems are collected (the first three are reported) rather than
 * thrown one by one, so the message names the first problems of the whole file.
 */
class BackupChecker {
  private first: string[] = [];
  private rowIssues = 0;
  private root: { value: unknown } | null = null;
  private fields: Record<string, unknown> = {};
  private tables: Record<string, unknown> | null = null;
  private counts: Record<string, number> = {};
  private ids = new Map<string, Set<string>>();
  private uniques = new Map<string, Set<string>>();

  get failed(): boolean {
    return this.rowIssues > 0;
  }

  private problem(text: string) {
    if (this.first.length < 3) this.first.push(text);
    this.rowIssues++;
  }

  /** Takes one event; returns the checked row to keep when it is a row of a restored table. */
  take(event: ScanEvent): { table: BackupRowTable; row: Row } | null {
    switch (event.kind) {
      case "root":
        this.root = { value: event.value };
        return null;
      case "field":
        if (Object.hasOwn(this.fields, event.key) || (event.key === "tables" && this.tables)) this.problem(`${event.key}: appears twice`);
        this.fields[event.key] = event.value;
        return null;
      case "tables":
        if (this.tables || Object.hasOwn(this.fields, "tables")) this.problem("tables: appears twice");
        this.tables ??= {};
        return null;
      case "table":
      case "tableStart": {
        const tables = this.tables ?? {};
        if (Object.hasOwn(tables, event.name)) this.problem(`tables.${event.name}: appears twice`);
        tables[event.name] = event.kind === "table" ? event.value : [];
        this.counts[event.name] = 0;
        return null;
      }
      case "row":
        return this.row(event.table, event.index, event.value);
    }
  }

  private row(table: string, index: number, value: unknown): { table: BackupRowTable; row: Row } | null {
    const count = (this.counts[table] ?? 0) + 1;
    this.counts[table] = count;
    if (count === BACKUP_MAX_ROWS + 1) this.problem(`tables.${table}: Too many rows (at most ${BACKUP_MAX_ROWS.toLocaleString("en-IN")})`);
    if (!isRowTable(table)) return null;
    const parsed = BACKUP_ROW_SCHEMAS[table].safeParse(value);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) this.problem(describeBackupIssue(issue, ["tables", table, index]));
      return null;
    }
    const row = parsed.data as Row;
    // The same rules as the admin forms (finding 5): a restore is not a way around them.
    const formProblems = formIssues(table, row);
    if (formProblems.length) {
      for (const issue of formProblems) this.problem(describeBackupIssue(issue as z.core.$ZodIssue, ["tables", table, index]));
      return null;
    }
    const key = (table === "profiles" ? row.user_id : row.id) as string | undefined;
    if (key && !LISTED_ONLY.has(table)) {
      const seen = setFor(this.ids, table);
      if (seen.has(key)) this.problem(`${table} lists ${key} twice`);
      seen.add(key);
    }
    const uniqueKey = UNIQUE_VALUES[table];
    if (uniqueKey) {
      const seen = setFor(this.uniques, table);
      const unique = String(row[uniqueKey]).toLowerCase();
      if (seen.has(unique)) this.problem(`${table} has the ${uniqueKey} "${row[uniqueKey]}" twice`);
      seen.add(unique);
    }
    return this.rowIssues ? null : { table, row };
  }

  /** After the last event: the file's date and settings, or a RestoreError naming the first problems. */
  finish(): CheckedBackup {
    this.ids.clear();
    this.uniques.clear();
    // Everything but the rows, with each row list standing in as an empty list.
    const skeleton = this.root ? this.root.value : this.tables ? { ...this.fields, tables: this.tables } : this.fields;
    const parsed = backupFileSchema.safeParse(skeleton);
    const headIssues = parsed.success
      ? settingsIssues(parsed.data.tables.site_settings).map((issue) =>
          describeBackupIssue(issue as z.core.$ZodIssue, ["tables", "site_settings"]),
        )
      : parsed.error.issues.map((issue) => describeBackupIssue(issue));
    const total = headIssues.length + this.rowIssues;
    if (total > 0 || !parsed.success) {
      throw new RestoreError(`This is not a valid backup file: ${summarizeBackupIssues([...headIssues, ...this.first], total)}`);
    }
    return { createdAt: parsed.data.created_at, settings: parsed.data.tables.site_settings, counts: this.counts };
  }
}

function scanFailure(error: unknown): RestoreError {
  if (error instanceof RestoreError) return error;
  if (error instanceof ValueTooLargeError) return new RestoreError(`This is not a valid backup file: ${error.message}.`);
  return new RestoreError(NOT_JSON);
}

/** Parses and checks a whole backup held in memory (small files, tests); throws RestoreError with a message for people. */
export function parseBackup(text: string): BackupFile {
  const scanner = new BackupScanner();
  const checker = new BackupChecker();
  const rows: Record<string, unknown[]> = {};
  const take = (events: ScanEvent[]) => {
    for (const event of events) {
      if (event.kind === "tableStart" && LISTED_ONLY.has(event.name)) rows[event.name] = [];
      if (event.kind === "row" && LISTED_ONLY.has(event.table)) rows[event.table]?.push(event.value);
      const checked = checker.take(event);
      if (checked) {
        rows[checked.table] ??= [];
        rows[checked.table].push(checked.row);
      }
    }
  };
  try {
    take(scanner.feed(text));
    take(scanner.end());
  } catch (error) {
    throw scanFailure(error);
  }
  const { createdAt, settings } = checker.finish();
  const tables = Object.fromEntries(Object.keys(BACKUP_ROW_SCHEMAS).map((name) => [name, rows[name] ?? []]));
  return {
    version: 1,
    backup_type: "full",
    created_at: createdAt,
    tables: {
      ...tables,
      ...(rows.admin_logs ? { admin_logs: rows.admin_logs } : {}),
      ...(rows.messages ? { messages: rows.messages } : {}),
      site_settings: settings,
    },
  } as BackupFile;
}

// ---------------------------------------------------------------------------------------
// The rows a restore reads: from a parsed file in memory, or from a staged upload on disk.

export type RestoreSource = {
  createdAt: string;
  settings: Settings;
  /** The checked rows of one table, in file order. */
  rows(table: BackupRowTable): AsyncIterable<Row>;
};

export function memorySource(file: BackupFile): RestoreSource {
  return {
    createdAt: file.created_at,
    settings: file.tables.site_settings,
    async *rows(table) {
      yield* (file.tables[table] ?? []) as Row[];
    },
  };
}

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
    for await (const chunk of bytes) {
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
