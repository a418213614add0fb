import { and, eq, type SQL, sql } from "drizzle-orm";
import { csvStream } from "#app/lib/csv";
import { INQUIRY_STATUSES, type InquiryStatus } from "#app/lib/domain";
import { DEFAULT_PAGE_SIZE, type ListParams, parseListParams } from "#app/lib/list-params";
import { db } from "#app/server/db/db.server";
import { keysetBatches, LONG_READ_BATCH } from "#app/server/db/long-read.server";
import { countWhere, newestFirst, type Page, paginate } from "#app/server/db/paginate.server";
import { prefixSearch } from "#app/server/db/prefix-search.server";
import { courseInquiries, courses, INQUIRY_SEARCH_DOCUMENT } from "#app/server/db/schema";

/**
 * The admin's enquiry list (spec 2 and 7: all enquiries joined with the course's name and
 * code, newest first), paginated on the server. Every list query is "WHERE ... ORDER BY
 * created_at DESC LIMIT n", which course_inquiries_created_idx and
 * course_inquiries_status_created_idx serve; bench/inquiries.mjs measures it at 100,000 rows.
 */
const INQUIRY_PAGE_SIZE = DEFAULT_PAGE_SIZE;

export type InquiryFilter = { status: InquiryStatus | null; q: string };

/**
 * The list's URL read once (parseListParams: ?q=, ?page=, ?status=): an unknown status or
 * overlong text is ignored or cut, never an error. The export reads the same filter.
 */
export function inquiryListFrom(url: string | URL): { list: ListParams<never, "status">; filter: InquiryFilter } {
  const list = parseListParams(url, { pageSize: INQUIRY_PAGE_SIZE, filters: { status: INQUIRY_STATUSES } });
  return { list, filter: { status: INQUIRY_STATUSES.find((s) => s === list.filters.status) ?? null, q: list.q } };
}

/**
 * The status, and name, e-mail or phone matching every word of q as a word prefix, which the
 * GIN index course_inquiries_search_idx answers without reading every row.
 */
function whereOf(filter: InquiryFilter): SQL | undefined {
  return and(filter.status ? eq(courseInquiries.status, filter.status) : undefined, prefixSearch(INQUIRY_SEARCH_DOCUMENT, filter.q));
}

const listColumns = {
  id: courseInquiries.id,
  full_name: courseInquiries.full_name,
  email: courseInquiries.email,
  phone: courseInquiries.phone,
  age: courseInquiries.age,
  education: courseInquiries.education,
  address: courseInquiries.address,
  previous_experience: courseInquiries.previous_experience,
  reason_for_joining: courseInquiries.reason_for_joining,
  status: courseInquiries.status,
  created_at: courseInquiries.created_at,
  course_id: courseInquiries.course_id,
  course_name: courses.course_name,
  course_code: courses.course_code,
};

/** An enquiry as the list and the export show it: its own columns and its course's name and code (null: no course). */
export type AdminInquiry = Awaited<ReturnType<typeof inquiryRows>>[number];

/**
 * One page, newest first (paginate(): a stale page shows the last one). The page's ids come
 * from the (created_at, id) index alone, then only those rows are read and joined with their
 * course. Pages past the middle walk the index from the other end, so the last page costs
 * what the first one does (paginate() tells the rows query the count it read first).
 */
export function listInquiries(filter: InquiryFilter, page: number, pageSize = INQUIRY_PAGE_SIZE): Promise<Page<AdminInquiry>> {
  const where = whereOf(filter);
  return paginate(
    { page, pageSize },
    {
      count: () => countWhere(courseInquiries, where),
      rows: ({ limit, offset, total }) => inquiryRows(where, Boolean(filter.q), { limit: Math.min(limit, total - offset), offset, total }),
    },
  );
}

/** The rows `offset` to `offset + limit` of the `total` matching `where` (a search when `searching`), newest first. */
async function inquiryRows(
  where: SQL | undefined,
  searching: boolean,
  { limit, offset, total }: { limit: number; offset: number; total: number },
) {
  const fromEnd = offset > total / 2;
  // Without a search, walk the (created_at, id) index: its order is DESC NULLS LAST, and a plain
  // DESC (NULLS FIRST) cannot use it, so every page sorted the whole table. With a search, keep
  // the plain order: the search index finds the few matches and they are sorted, instead of
  // the planner walking the whole date index looking for them.
  const nulls = searching ? sql`` : fromEnd ? sql` nulls first` : sql` nulls last`;
  const direction = fromEnd ? sql`asc` : sql`desc`;
  const order = [sql`${courseInquiries.created_at} ${direction}${nulls}`, sql`${courseInquiries.id} ${direction}${nulls}`];
  const ids = db
    .select({ id: courseInquiries.id })
    .from(courseInquiries)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(fromEnd ? total - offset - limit : offset)
    .as("page_ids");
  return db
    .select(listColumns)
    .from(ids)
    .innerJoin(courseInquiries, eq(courseInquiries.id, ids.id))
    .leftJoin(courses, eq(courses.id, courseInquiries.course_id))
    .orderBy(...newestFirst(courseInquiries.created_at, courseInquiries.id));
}

/**
 * Every enquiry matching the filter, newest first, in batches (keyset on created_at and
 * id, so each batch is one range of course_inquiries_created_idx however deep the export
 * is), yielding to other requests between batches. For the CSV export.
 */
export function inquiryBatches(filter: InquiryFilter, batchSize = LONG_READ_BATCH): AsyncGenerator<AdminInquiry[]> {
  return keysetBatches<AdminInquiry>(
    [
      { column: courseInquiries.created_at, type: "timestamptz" },
      { column: courseInquiries.id, type: "uuid" },
    ],
    "desc",
    batchSize,
    (page) =>
      db
        .select({ ...listColumns, ...page.cursor })
        .from(courseInquiries)
        .leftJoin(courses, eq(courses.id, courseInquiries.course_id))
        .where(and(whereOf(filter), page.after))
        .orderBy(...page.orderBy)
        .limit(page.limit),
  );
}

const INQUIRY_CSV_HEADER = [
  "Submitted",
  "Full name",
  "Email",
  "Phone",
  "Age",
  "Education",
  "Address",
  "Previous experience",
  "Reason for joining",
  "Course",
  "Course code",
  "Status",
] as const;

/** The filtered enquiries as a CSV document, streamed batch by batch (GET /admin/inquiries/export). */
export function inquiryCsv(filter: InquiryFilter, batchSize = LONG_READ_BATCH): ReadableStream<Uint8Array> {
  async function* rows() {
    for await (const batch of inquiryBatches(filter, batchSize)) yield batch.map(inquiryCsvRow);
  }
  return csvStream(INQUIRY_CSV_HEADER, rows());
}

function inquiryCsvRow(row: AdminInquiry): unknown[] {
  return [
    row.created_at,
    row.full_name,
    row.email,
    row.phone,
    row.age,
    row.education,
    row.address,
    row.previous_experience,
    row.reason_for_joining,
    row.course_name,
    row.course_code,
    row.status,
  ];
}
