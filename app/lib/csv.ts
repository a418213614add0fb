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
