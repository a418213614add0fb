import { and, count, eq, isNotNull, isNull, lt, ne, type SQL } from "drizzle-orm";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import { startOfIndiaDay } from "#app/lib/india-time";
import {
  DEFAULT_RESPONSE_MINUTES,
  LEAD_KINDS,
  LEAD_PAGE_SIZE,
  LEAD_SEARCH_MAX,
  LEAD_STATUSES,
  type LeadKind,
  type LeadStatus,
} from "#app/lib/lead-vocabulary";
import { db } from "#app/server/db/db.server";
import { earliestFirst, newestFirst, type Page, paginateColumns } from "#app/server/db/paginate.server";
import { prefixSearch } from "#app/server/db/prefix-search.server";
import { LEAD_SEARCH_DOCUMENT, leads } from "#app/server/db/schema";

/**
 * The inbox at /admin/leads and the follow-ups view (decisions 015 and 016). Every filter is one of the
 * leads_*_created_idx indexes (or the GIN search index), newest first with id breaking ties,
 * so the first page reads a few rows whatever the table's size; bench/leads.mjs measures it.
 */
export type LeadFilter = {
  kind: LeadKind | null;
  status: LeadStatus | null;
  courseId: string | null;
  /** A user id, or "none" for leads nobody has. */
  assignee: string | null;
  /** Only leads whose follow-up is overdue or due today. */
  due: boolean;
  q: string;
};

export const NO_FILTER: LeadFilter = { kind: null, status: null, courseId: null, assignee: null, due: false, q: "" };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  (list as readonly string[]).includes(value ?? "") ? (value as T) : null;

/** Reads ?kind=&status=&course=&assignee=&due=1&q= leniently: anything unknown is ignored, never an error. */
export function leadFilterFrom(params: URLSearchParams): LeadFilter {
  const course = params.get("course") ?? "";
  const assignee = (params.get("assignee") ?? "").trim();
  return {
    kind: oneOf(LEAD_KINDS, params.get("kind")),
    status: oneOf(LEAD_STATUSES, params.get("status")),
    courseId: UUID.test(course) ? course.toLowerCase() : null,
    assignee: assignee && assignee.length <= 100 ? assignee : null,
    due: params.get("due") === "1",
    q: (params.get("q") ?? "").trim().slice(0, LEAD_SEARCH_MAX),
  };
}

function whereOf(filter: LeadFilter, now: Date): SQL | undefined {
  return and(
    filter.kind ? eq(leads.kind, filter.kind) : undefined,
    filter.status ? eq(leads.status, filter.status) : undefined,
    filter.courseId ? eq(leads.course_id, filter.courseId) : undefined,
    filter.assignee === "none" ? isNull(leads.assigned_to) : filter.assignee ? eq(leads.assigned_to, filter.assignee) : undefined,
    filter.due ? and(isNotNull(leads.follow_up_at), lt(leads.follow_up_at, startOfIndiaDay(now, 1))) : undefined,
    searchOf(filter.q),
  );
}

/** A reference number ("ENQ-2026-000123", any letter case) finds its one lead by the unique index. */
const REFERENCE = /^ENQ-\d{4}-\d{6,}$/i;

/** The inbox's search: a reference number exactly, else words (name, e-mail, phone) by prefix. */
function searchOf(q: string): SQL | undefined {
  if (REFERENCE.test(q)) return eq(leads.reference, q.toUpperCase());
  return prefixSearch(LEAD_SEARCH_DOCUMENT, q);
}

export const leadRowColumns = {
  id: leads.id,
  kind: leads.kind,
  name: leads.name,
  phone: leads.phone,
  phone_key: leads.phone_key,
  email: leads.email,
  course_id: leads.course_id,
  course_name: leads.course_name,
  status: leads.status,
  assigned_to: leads.assigned_to,
  follow_up_at: leads.follow_up_at,
  first_response_at: leads.first_response_at,
  created_at: leads.created_at,
  reference: leads.reference,
  waitlist: leads.waitlist,
  updates_consent_at: leads.updates_consent_at,
};
/** A lead as the lists and the lead page show it. */
export type LeadRow = SelectResultFields<typeof leadRowColumns>;

/** One page of the inbox (page counts from 1; a stale page shows the last one) and the number of leads matching. */
export function listLeads(
  filter: LeadFilter,
  { page = 1, pageSize = LEAD_PAGE_SIZE, now = new Date() }: { page?: number; pageSize?: number; now?: Date } = {},
): Promise<Page<LeadRow>> {
  return leadPage({ page: Math.max(1, page), pageSize }, { where: whereOf(filter, now), orderBy: newestFirst(leads.created_at, leads.id) });
}

/** New leads nobody has answered yet: the sidebar badge. */
export async function countNewLeads(): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(leads)
    .where(and(eq(leads.status, "pending"), isNull(leads.first_response_at)));
  return row?.n ?? 0;
}

/**
 * The follow-ups view, two lists each paginated on the server (decision 013): first follow-ups
 * overdue or due today (soonest first), then new leads older than `responseMinutes` that
 * nobody has answered (oldest first). Newsletter sign-ups have no one to call, so they are
 * not in the second list. Each order ends on the id, so leads sharing a time never appear
 * on two pages or on none.
 */
export async function listFollowUps({
  now = new Date(),
  responseMinutes = DEFAULT_RESPONSE_MINUTES,
  due: dueList = FIRST_PAGE,
  unanswered: unansweredList = FIRST_PAGE,
}: {
  now?: Date;
  responseMinutes?: number;
  due?: PageRequest;
  unanswered?: PageRequest;
} = {}): Promise<{ due: Page<LeadRow & { overdue: boolean }>; unanswered: Page<LeadRow> }> {
  const [due, unanswered] = await Promise.all([
    leadPage(dueList, {
      where: and(isNotNull(leads.follow_up_at), lt(leads.follow_up_at, startOfIndiaDay(now, 1))),
      orderBy: earliestFirst(leads.follow_up_at, leads.id),
    }),
    leadPage(unansweredList, {
      where: and(
        eq(leads.status, "pending"),
        isNull(leads.first_response_at),
        lt(leads.created_at, new Date(now.getTime() - responseMinutes * 60_000)),
        isNull(leads.follow_up_at),
        ne(leads.kind, "newsletter"),
      ),
      orderBy: earliestFirst(leads.created_at, leads.id),
    }),
  ]);
  return {
    due: { ...due, rows: due.rows.map((row) => ({ ...row, overdue: row.follow_up_at !== null && row.follow_up_at < now })) },
    unanswered,
  };
}

type PageRequest = { page: number; pageSize: number };
const FIRST_PAGE: PageRequest = { page: 1, pageSize: LEAD_PAGE_SIZE };

/** One page of lead rows as the lists show them. */
function leadPage(list: PageRequest, query: { where: SQL | undefined; orderBy: SQL[] }): Promise<Page<LeadRow>> {
  return paginateColumns(list, { table: leads, columns: leadRowColumns, ...query });
}
