import { type CsvRecord, parseCsv } from "#app/lib/csv";
import { fieldErrorsOf } from "#app/lib/forms";
import { CERTIFICATE_ID_FORMAT_MESSAGE, CERTIFICATE_ID_MAX, CERTIFICATE_ID_PATTERN, certificateEditSchema } from "./certificate-schemas";
import { certificateIdKey } from "./certificate-sequence";

/**
 * Bulk certificate import, the part that needs no database: read the CSV, map its
 * columns, check every row with the certificate form's own rules, and find IDs that appear
 * twice in the file. The server adds what needs the database (IDs already issued, the next
 * numbers in the sequence, courses matched by name) and applies all rows or none.
 */
export const IMPORT_COLUMNS = [
  "certificate_id",
  "student_name",
  "course_name",
  "issue_date",
  "approved_by",
  "details",
  "duration",
] as const;
type ImportColumn = (typeof IMPORT_COLUMNS)[number];
const REQUIRED_COLUMNS: ImportColumn[] = ["student_name", "course_name", "issue_date", "approved_by"];

export const IMPORT_MAX_ROWS = 5000;
export const IMPORT_MAX_BYTES = 1024 * 1024;

export type ImportRow = {
  line: number;
  /** null: the next ID in the sequence is given when the file is applied. */
  certificate_id: string | null;
  student_name: string;
  course_name: string;
  issue_date: string;
  approved_by: string;
  details: string | null;
  duration: string | null;
  errors: string[];
};

export type ImportCheck = { ok: true; rows: ImportRow[]; ignoredColumns: string[] } | { ok: false; error: string };

/** "Student Name", "student-name" and "STUDENT_NAME" all name student_name. */
function columnName(header: string): string {
  return header
    .trim()
    .toLowerCase()
    .replace(/[\s\-.]+/g, "_");
}

/** YYYY-MM-DD, or DD/MM/YYYY as Indian spreadsheets write it (also D/M/YYYY and DD-MM-YYYY); a real calendar date. */
export function parseIssueDate(value: string): string | null {
  const v = value.trim();
  let y: number;
  let m: number;
  let d: number;
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(v);
  if (match) {
    [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  } else {
    match = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(v);
    if (!match) return null;
    [d, m, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  }
  if (y < 1900 || y > 2999 || m < 1 || m > 12 || d < 1) return null;
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  if (d > days) return null;
  return `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

export function checkImport(text: string): ImportCheck {
  if (new TextEncoder().encode(text).length > IMPORT_MAX_BYTES) {
    return { ok: false, error: `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB. Split it into smaller files.` };
  }
  const parsed = parseCsv(text);
  if (!parsed.ok) return { ok: false, error: `The CSV could not be read. ${parsed.error}.` };
  const [header, ...records] = parsed.records;
  if (!header) return { ok: false, error: "The file is empty. The first line must name the columns." };

  const names = header.cells.map(columnName);
  const index = new Map<ImportColumn, number>();
  const ignoredColumns: string[] = [];
  for (const [i, name] of names.entries()) {
    if (!(IMPORT_COLUMNS as readonly string[]).includes(name)) {
      if (name !== "") ignoredColumns.push(header.cells[i].trim());
      continue;
    }
    if (index.has(name as ImportColumn)) return { ok: false, error: `The column "${name}" appears twice in the first line.` };
    index.set(name as ImportColumn, i);
  }
  const missing = REQUIRED_COLUMNS.filter((c) => !index.has(c));
  if (missing.length > 0) {
    return {
      ok: false,
      error: `The first line must name the columns. Missing: ${missing.join(", ")}. Expected: ${IMPORT_COLUMNS.join(", ")} (certificate_id, details and duration are optional).`,
    };
  }
  if (records.length === 0) return { ok: false, error: "The file has no certificates after the first line." };
  if (records.length > IMPORT_MAX_ROWS) {
    return {
      ok: false,
      error: `The file has ${records.length} rows; at most ${IMPORT_MAX_ROWS} can be imported at once. Split it into smaller files.`,
    };
  }

  const firstLineOfKey = new Map<string, number>();
  const rows = records.map((record) => checkRow(record, index, header.cells.length, firstLineOfKey));
  return { ok: true, rows, ignoredColumns };
}

function checkRow(record: CsvRecord, index: Map<ImportColumn, number>, width: number, firstLineOfKey: Map<string, number>): ImportRow {
  const cell = (column: ImportColumn) => {
    const i = index.get(column);
    return i === undefined ? "" : (record.cells[i] ?? "").trim();
  };
  const errors: string[] = [];
  if (record.cells.length > width) errors.push("This row has more cells than the first line has columns");

  const rawId = cell("certificate_id");
  let certificateId: string | null = null;
  if (rawId !== "") {
    if (rawId.length > CERTIFICATE_ID_MAX) errors.push(`Certificate ID must be at most ${CERTIFICATE_ID_MAX} characters`);
    else if (!CERTIFICATE_ID_PATTERN.test(rawId)) errors.push(CERTIFICATE_ID_FORMAT_MESSAGE);
    else {
      certificateId = rawId;
      const key = certificateIdKey(rawId);
      const seen = firstLineOfKey.get(key);
      if (seen !== undefined) errors.push(`Certificate ID appears twice in this file (also on line ${seen})`);
      else firstLineOfKey.set(key, record.line);
    }
  }

  const rawDate = cell("issue_date");
  const issueDate = rawDate === "" ? "" : parseIssueDate(rawDate);
  if (issueDate === null) errors.push(`Issue date "${rawDate}" is not a date (use YYYY-MM-DD or DD/MM/YYYY)`);

  const fields = certificateEditSchema.safeParse({
    student_name: cell("student_name"),
    course_name: cell("course_name"),
    issue_date: issueDate ?? "2000-01-01",
    approved_by: cell("approved_by"),
    details: cell("details"),
    duration: cell("duration"),
  });
  if (!fields.success) errors.push(...Object.values(fieldErrorsOf(fields.error)));
  // The text as the form keeps it (direction controls removed, certificate-text.ts), when it passed.
  const clean = fields.success ? fields.data : null;

  return {
    line: record.line,
    certificate_id: certificateId ?? (rawId === "" ? null : rawId),
    student_name: clean?.student_name ?? cell("student_name"),
    course_name: clean?.course_name ?? cell("course_name"),
    issue_date: issueDate ?? rawDate,
    approved_by: clean?.approved_by ?? cell("approved_by"),
    details: cell("details") || null,
    duration: clean ? clean.duration : cell("duration") || null,
    errors,
  };
}

/** A sample file staff can start from (also the page's example). */
export const IMPORT_EXAMPLE = [
  "certificate_id,student_name,course_name,issue_date,approved_by,details,duration",
  ",Ravi Kumar,Mobile and Smartphone Repairing,15/01/2026,Amit Sharma,Grade A,3 months",
  'STI-2025-0900,"Verma, Asha",AC PCB Repairing Course,2025-12-20,Amit Sharma,,',
].join("\n");
