import { and, ilike, or, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import { csvStream } from "#app/lib/csv";
import { SEARCH_MAX } from "#app/lib/list-params";
import { db } from "#app/server/db/db.server";
import { containsPattern } from "#app/server/db/like.server";
import { keysetBatches, LONG_READ_BATCH } from "#app/server/db/long-read.server";
import { contactMessages, demoRequests, newsletterSubscribers } from "#app/server/db/schema";

/**
 * The CSV exports of the public forms' tables other than admission enquiries (beyond the spec;
 * those are /admin/inquiries/export): contact messages, demo requests and newsletter sign-ups,
 * each read from its own table, newest first in keyset batches (decision 016: the inbox's
 * Export button follows its kind filter). The list itself is the inbox (inbox.server.ts).
 */
const CSV_KINDS = ["contact", "demo", "newsletter"] as const;
export type LeadCsvKind = (typeof CSV_KINDS)[number];

/** ?tab= as one of the exports; anything else is the contact export (the old default). */
export function leadCsvKindFrom(value: string | null): LeadCsvKind {
  return CSV_KINDS.find((kind) => kind === value) ?? "contact";
}

const TABLES = {
  contact: {
    table: contactMessages,
    columns: {
      id: contactMessages.id,
      name: contactMessages.name,
      email: contactMessages.email,
      phone: contactMessages.phone,
      subject: contactMessages.subject,
      message: contactMessages.message,
      course: contactMessages.course,
      created_at: contactMessages.created_at,
    },
    search: [
      contactMessages.name,
      contactMessages.email,
      contactMessages.phone,
      contactMessages.subject,
      contactMessages.message,
      contactMessages.course,
    ],
    created: contactMessages.created_at,
    id: contactMessages.id,
  },
  demo: {
    table: demoRequests,
    columns: {
      id: demoRequests.id,
      name: demoRequests.name,
      mobile: demoRequests.mobile,
      course: demoRequests.course,
      created_at: demoRequests.created_at,
    },
    search: [demoRequests.name, demoRequests.mobile, demoRequests.course],
    created: demoRequests.created_at,
    id: demoRequests.id,
  },
  newsletter: {
    table: newsletterSubscribers,
    columns: { id: newsletterSubscribers.id, email: newsletterSubscribers.email, created_at: newsletterSubscribers.created_at },
    search: [newsletterSubscribers.email],
    created: newsletterSubscribers.created_at,
    id: newsletterSubscribers.id,
  },
} as const;

/** Each export's row: the columns it reads from its table. */
type CsvRow = { [K in LeadCsvKind]: SelectResultFields<(typeof TABLES)[K]["columns"]> };

function searchOf(columns: readonly AnyPgColumn[], q: string): SQL | undefined {
  const text = q.trim().slice(0, SEARCH_MAX);
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** Every matching row of one export, newest first, in keyset batches, yielding to other requests between batches (for the CSV export). */
function leadBatches<K extends LeadCsvKind>(kind: K, q: string, batchSize = LONG_READ_BATCH): AsyncGenerator<CsvRow[K][]> {
  const spec = TABLES[kind];
  const where = searchOf(spec.search, q);
  return keysetBatches<CsvRow[K]>(
    [
      { column: spec.created, type: "timestamptz" },
      { column: spec.id, type: "uuid" },
    ],
    "desc",
    batchSize,
    (page) =>
      db
        .select({ ...spec.columns, ...page.cursor })
        .from(spec.table)
        .where(and(where, page.after))
        .orderBy(...page.orderBy)
        .limit(page.limit)
        // One select over whichever table `kind` names: Drizzle types it as the union of the
        // three tables' rows, which the caller's kind narrows to its own.
        .then((rows) => rows as CsvRow[K][]),
  );
}

/** One export as a CSV document, streamed batch by batch (GET /admin/leads/export). */
export function leadCsv(kind: LeadCsvKind, q: string, batchSize = LONG_READ_BATCH): { filename: string; body: ReadableStream<Uint8Array> } {
  const csv = LEAD_CSV[kind] as { filename: string; header: string[]; row: (lead: unknown) => unknown[] };
  async function* rows() {
    for await (const batch of leadBatches(kind, q, batchSize)) yield batch.map((lead) => csv.row(lead));
  }
  return { filename: csv.filename, body: csvStream(csv.header, rows()) };
}

const LEAD_CSV: { [K in LeadCsvKind]: { filename: string; header: string[]; row: (lead: CsvRow[K]) => unknown[] } } = {
  contact: {
    filename: "contact-messages",
    header: ["Received", "Name", "Email", "Phone", "Subject", "Course", "Message"],
    row: (l) => [l.created_at, l.name, l.email, l.phone, l.subject, l.course, l.message],
  },
  demo: {
    filename: "demo-requests",
    header: ["Received", "Name", "Mobile", "Course"],
    row: (l) => [l.created_at, l.name, l.mobile, l.course],
  },
  newsletter: {
    filename: "newsletter-subscribers",
    header: ["Subscribed", "Email"],
    row: (l) => [l.created_at, l.email],
  },
};
