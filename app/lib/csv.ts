/**
 * CSV for spreadsheet exports (RFC 4180): comma separated, CRLF line ends, a field is
 * quoted when it holds a comma, quote, CR or LF, and quotes inside are doubled.
 *
 * Formula injection: a spreadsheet treats a cell starting with = + - @ (or a tab or CR,
 * which some programs strip before looking) as a formula. Such a cell is prefixed with a
 * single quote, so a visitor's "=HYPERLINK(...)" in an enquiry stays text on the staff's
 * laptop (OWASP "CSV Injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** UTF-8 byte order mark: Excel then reads Hindi names and the rupee sign correctly. */
export const CSV_BOM = "\uFEFF";

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text: string;
  if (value instanceof Date) text = value.toISOString();
  else if (typeof value === "object") text = JSON.stringify(value);
  else text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

/** A whole document in memory: for small lists and tests. */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return CSV_BOM + csvRow(header) + rows.map(csvRow).join("");
}

/**
 * Streams a CSV document from batches of rows, pulling the next batch only when the
 * client has read the previous one, so 100,000 rows never sit in memory at once.
 */
export function csvStream(header: readonly string[], batches: AsyncIterable<readonly (readonly unknown[])[]>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(CSV_BOM + csvRow(header)));
        return;
      }
      try {
        const next = await iterator.next();
        if (next.done) {
          controller.close();
          return;
        }
        controller.enqueue(encoder.encode(next.value.map(csvRow).join("")));
      } catch (error) {
        controller.error(error);
      }
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

/** "inquiries" → "inquiries-2026-11-21.csv" (the server's date, UTC). */
export function csvFilename(base: string, now = new Date()): string {
  return `${base}-${now.toISOString().slice(0, 10)}.csv`;
}

export function csvResponse(filename: string, body: ReadableStream<Uint8Array> | string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

// ---------------------------------------------------------------------------------------
// Reading CSV (bulk certificate import).

export type CsvRecord = { /** 1-based line of the file where the record starts. */ line: number; cells: string[] };
export type CsvParseResult = { ok: true; delimiter: string; records: CsvRecord[] } | { ok: false; line: number; error: string };

/**
 * The delimiter, from the first line: a tab when cells were pasted from a spreadsheet, else a
 * comma, else a semicolon (what Excel writes where the comma is the decimal mark).
 */
function detectDelimiter(text: string): string {
  const firstLine = text.slice(0, text.search(/\r|\n/) === -1 ? text.length : text.search(/\r|\n/));
  if (firstLine.includes("\t")) return "\t";
  if (firstLine.includes(",")) return ",";
  if (firstLine.includes(";")) return ";";
  return ",";
}

/**
 * Parses CSV as spreadsheets write it (RFC 4180): a leading byte order mark is dropped; CRLF,
 * LF and a lone CR all end a record; a quoted field may hold delimiters, line breaks and
 * doubled quotes. Blank lines, and lines whose cells are all empty (what a spreadsheet writes
 * for its empty rows), are skipped. A quote left open, or text after a closing quote, is an
 * error naming the line, so a broken file is never read as something else.
 */
export function parseCsv(input: string, delimiter = detectDelimiter(input.replace(/^\uFEFF/, ""))): CsvParseResult {
  const text = input.replace(/^\uFEFF/, "");
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = "";
  let line = 1;
  let recordLine = 1;
  let i = 0;
  const endRecord = () => {
    cells.push(cell);
    if (cells.some((c) => c.trim() !== "")) records.push({ line: recordLine, cells });
    cells = [];
    cell = "";
  };
  while (i < text.length) {
    const ch = text[i];
    if (ch === '"' && cell.trim() === "") {
      // A quoted field (spaces before the opening quote are ignored).
      const quoteLine = line;
      cell = "";
      i++;
      for (;;) {
        if (i >= text.length) return { ok: false, line: quoteLine, error: `Line ${quoteLine}: a quoted value is never closed` };
        const c = text[i];
        if (c === '"') {
          if (text[i + 1] === '"') {
            cell += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        if (c === "\r" || c === "\n") {
          line++;
          if (c === "\r" && text[i + 1] === "\n") {
            cell += "\r\n";
            i += 2;
            continue;
          }
        }
        cell += c;
        i++;
      }
      // After the closing quote: spaces, then a delimiter or the end of the record.
      while (text[i] === " ") i++;
      if (i < text.length && text[i] !== delimiter && text[i] !== "\r" && text[i] !== "\n") {
        return { ok: false, line, error: `Line ${line}: unexpected text after a closing quote` };
      }
      continue;
    }
    if (ch === delimiter) {
      cells.push(cell);
      cell = "";
      i++;
      continue;
    }
    if (ch === "\r" || ch === "\n") {
      endRecord();
      i += ch === "\r" && text[i + 1] === "\n" ? 2 : 1;
      line++;
      recordLine = line;
      continue;
    }
    cell += ch;
    i++;
  }
  if (cell !== "" || cells.length > 0) endRecord();
  return { ok: true, delimiter, records };
}
