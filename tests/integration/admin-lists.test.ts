import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import * as certificatesPage from "#app/routes/admin/certificates/route";
import * as galleryPage from "#app/routes/admin/gallery/route";
import * as inquiriesPage from "#app/routes/admin/inquiries/route";
import * as followUpsPage from "#app/routes/admin/leads/follow-ups/route";
import * as leadsPage from "#app/routes/admin/leads/route";
import * as ordersPage from "#app/routes/admin/orders/route";
import * as outboxPage from "#app/routes/admin/outbox/route";
import * as usersPage from "#app/routes/admin/users/route";
import { db } from "#app/server/db/db.server";
import { certificates, courseInquiries, gallery, leads, mailOutbox, pgOrders, profiles, user } from "#app/server/db/schema";
import { account, type TestAccount } from "#tests/support/accounts";
import { invoke, type RouteFunction } from "#tests/support/call-route";

/**
 * Decision 013: every admin list pages on the server (parseListParams + paginate()). Each list gets
 * more rows than a page, all with the same creation time, so only the id tie-break keeps the
 * order stable: page 2 must hold exactly the rows after page 1, every row must show once, a
 * ?page= that is not a page number shows page 1, and a page past the end shows the last.
 */

/** Same instant for every row of a list: the order must not depend on timestamps alone. */
const SAME_TIME = new Date("2026-03-01T09:00:00Z");
const ROWS = 30;

type PageInfo = { page: number; pageSize: number; total: number; pageCount: number };
type ListCase = {
  name: string;
  loader: RouteFunction;
  /** The list's URL, narrowed to this test's rows where the list can search. */
  url: string;
  who: () => TestAccount;
  /** This test's rows in the order the list must show them. */
  expected: () => string[];
  /** The ids (of this test's rows) a loader answer shows, in order, and its page. */
  read: (data: never) => { ids: string[]; page: PageInfo };
  /** The query parameter of the list's page, when it is not "page" (a page's second list). */
  pageParam?: string;
};

let admin: TestAccount;
let superAdmin: TestAccount;
const seeded: Record<string, string[]> = {};

/** Ids sorted as the list's tie-break does (the primary key, descending for "newest first"). */
const newestFirst = (ids: string[]) => [...ids].sort().reverse();

beforeAll(async () => {
  admin = await account("admin");
  superAdmin = await account("super_admin");
  const n = Array.from({ length: ROWS }, (_, i) => i);
  const pad = (i: number) => String(i).padStart(2, "0");

  seeded.certificates = (
    await db
      .insert(certificates)
      .values(
        n.map((i) => ({
          certificate_id: `LIST-${pad(i)}`,
          student_name: `Paging Student ${i}`,
          course_name: "Mobile Repairing",
          issue_date: "2026-02-01",
          approved_by: "A. Sharma",
          created_at: SAME_TIME,
        })),
      )
      .returning({ id: certificates.id })
  ).map((r) => r.id);

  seeded.gallery = (
    await db
      .insert(gallery)
      .values(n.map((i) => ({ image_url: `/uploads/gallery/${i}.webp`, title: `Paging photo ${i}`, sort_order: 1, created_at: SAME_TIME })))
      .returning({ id: gallery.id })
  ).map((r) => r.id);

  seeded.orders = (
    await db
      .insert(pgOrders)
      .values(n.map((i) => ({ customer_name: `Paging Customer ${i}`, total_amount: "100", created_at: SAME_TIME })))
      .returning({ id: pgOrders.id })
  ).map((r) => r.id);

  seeded.outbox = (
    await db
      .insert(mailOutbox)
      .values(n.map((i) => ({ to: `paging${i}@example.com`, subject: `Paging ${i}`, text_body: "x", created_at: SAME_TIME })))
      .returning({ id: mailOutbox.id })
  ).map((r) => r.id);

  const people = n.map((i) => ({ id: randomUUID(), name: `Paging ${i}`, email: `paging-user-${pad(i)}@example.com` }));
  await db.insert(user).values(people);
  const profileRows = await db
    .insert(profiles)
    .values(people.map((p) => ({ user_id: p.id, first_name: "Pagingperson", created_at: SAME_TIME })))
    .returning({ id: profiles.id, user_id: profiles.user_id });
  // The users list's tie-break is the profile's id; its rows are keyed by the account's id.
  seeded.users = [...profileRows].sort((a, b) => (a.id < b.id ? 1 : -1)).map((p) => p.user_id);

  seeded.leads = await seedLeads("Pagingperson", { status: "pending" });
});

const idsOf = <T extends { id: string }>(rows: T[], mine: string[]) => rows.map((r) => r.id).filter((id) => mine.includes(id));

/** The common case: a list shown newest first whose loader answers its rows under `rowsKey`, and `page`. */
function newestFirstList<K extends string>(name: string, loader: RouteFunction, url: string, rowsKey: K, who = () => admin): ListCase {
  return {
    name,
    loader,
    url,
    who,
    expected: () => newestFirst(seeded[name]),
    read: (data: Record<K, { id: string }[]> & { page: PageInfo }) => ({ ids: idsOf(data[rowsKey], seeded[name]), page: data.page }),
  };
}

const cases: ListCase[] = [
  newestFirstList("certificates", certificatesPage.loader, "/admin/certificates", "certificates"),
  {
    name: "gallery",
    loader: galleryPage.loader,
    url: "/admin/gallery",
    who: () => admin,
    // Hand-set order first (all 1 here), then oldest first: the id ascending breaks the tie.
    expected: () => [...seeded.gallery].sort(),
    read: (data: { items: { id: string }[]; page: PageInfo }) => ({ ids: idsOf(data.items, seeded.gallery), page: data.page }),
  },
  newestFirstList("orders", ordersPage.loader, "/admin/orders", "orders"),
  newestFirstList("outbox", outboxPage.loader, "/admin/outbox", "messages", () => superAdmin),
  {
    name: "users",
    loader: usersPage.loader,
    url: "/admin/users?q=Pagingperson",
    who: () => admin,
    expected: () => seeded.users,
    read: (data: { users: { user_id: string }[]; page: PageInfo }) => ({
      ids: data.users.map((r) => r.user_id).filter((id) => seeded.users.includes(id)),
      page: data.page,
    }),
  },
  newestFirstList("leads", leadsPage.loader, "/admin/leads?q=Pagingperson", "rows"),
];

describe.each([...cases, ...queueAndInquiryCases()])("the $name list pages on the server", (list) => {
  /** The list's URL at `?page=<page>` (or the list's own page parameter). */
  const load = async (page: string) => {
    const url = `${list.url}${list.url.includes("?") ? "&" : "?"}${list.pageParam ?? "page"}=${page}`;
    return list.read((await invoke(list.loader, list.who(), url)) as never);
  };

  it("page 2 holds the rows after page 1, and every row shows once", async () => {
    const first = await load("1");
    const second = await load("2");
    expect(first.page.page).toBe(1);
    expect(second.page.page).toBe(2);
    expect(first.page.pageCount).toBeGreaterThanOrEqual(2);
    const shown: string[] = [];
    for (let page = 1; page <= first.page.pageCount; page++) shown.push(...(await load(String(page))).ids);
    expect(shown).toEqual(list.expected());
    // This test's rows fill the list from the first row only when nothing else matches; either
    // way page 2 starts exactly where page 1 ended.
    expect([...first.ids, ...second.ids]).toEqual(list.expected().slice(0, first.ids.length + second.ids.length));
    expect(second.ids.length).toBeGreaterThan(0);
  });

  it.each(["abc", "0", "-2", "", "1.5e3x", "%00"])("?page=%s falls back to page 1", async (bad) => {
    const fallback = await load(bad);
    const first = await load("1");
    expect(fallback.page.page).toBe(1);
    expect(fallback.ids).toEqual(first.ids);
  });

  it("a page past the end shows the last page", async () => {
    const far = await load("999");
    const last = await load(String(far.page.pageCount));
    expect(far.page.page).toBe(far.page.pageCount);
    expect(far.ids).toEqual(last.ids);
  });
});

/**
 * The follow-ups view's two lists and the enquiry list (decision 013: they capped at 100 or paged
 * on their own). The follow-ups' second list reuses the 30 leads above: all pending, unanswered
 * and older than the response time, so they wait there oldest first (the id breaks the tie).
 */
beforeAll(async () => {
  const n = Array.from({ length: ROWS }, (_, i) => i);
  seeded.due = await seedLeads("Duefollowup", { status: "contacted", follow_up_at: SAME_TIME });

  seeded.inquiries = (
    await db
      .insert(courseInquiries)
      .values(
        n.map((i) => ({
          full_name: `Inquiryperson ${i}`,
          email: `paging-inquiry-${i}@example.com`,
          phone: `98100000${String(i).padStart(2, "0")}`,
          created_at: SAME_TIME,
        })),
      )
      .returning({ id: courseInquiries.id })
  ).map((r) => r.id);
});

/** ROWS contact leads named "<name> <i>", all created at SAME_TIME, with `columns`: their ids. */
async function seedLeads(name: string, columns: Partial<typeof leads.$inferInsert>): Promise<string[]> {
  const rows = Array.from({ length: ROWS }, (_, i) => ({
    kind: "contact" as const,
    source_id: randomUUID(),
    name: `${name} ${i}`,
    created_at: SAME_TIME,
    ...columns,
  }));
  return (await db.insert(leads).values(rows).returning({ id: leads.id })).map((r) => r.id);
}

/** The follow-ups loader's answer as these tests read it. */
type FollowUps = { due: { id: string }[]; duePage: PageInfo; unanswered: { id: string }[]; unansweredPage: PageInfo };

/** A function, so the table above can list these cases before this point of the file. */
function queueAndInquiryCases(): ListCase[] {
  /** Soonest first: the same instant everywhere, so the id ascending decides. */
  const earliestFirst = (ids: string[]) => [...ids].sort();
  /** One of the follow-ups view's two lists, with the seeded rows it must show. */
  const followUps = (list: "due" | "unanswered", mine: () => string[], pageParam?: string): ListCase => ({
    name: `follow-ups ${list}`,
    loader: followUpsPage.loader,
    url: "/admin/leads/follow-ups",
    who: () => admin,
    pageParam,
    expected: () => earliestFirst(mine()),
    read: (data: FollowUps) => ({ ids: idsOf(data[list], mine()), page: data[`${list}Page`] }),
  });
  return [
    followUps("due", () => seeded.due),
    followUps("unanswered", () => seeded.leads, "unanswered_page"),
    {
      name: "inquiries",
      loader: inquiriesPage.loader,
      url: "/admin/inquiries?q=Inquiryperson",
      who: () => admin,
      expected: () => newestFirst(seeded.inquiries),
      read: (data: { inquiries: { id: string }[]; page: PageInfo }) => ({ ids: idsOf(data.inquiries, seeded.inquiries), page: data.page }),
    },
  ];
}

describe("the follow-ups view's two lists page apart", () => {
  it("?unanswered_page= moves the second list only, and ?page= the first only", async () => {
    const view = async (query: string) => (await invoke(followUpsPage.loader, admin, `/admin/leads/follow-ups${query}`)) as FollowUps;
    const first = await view("");
    const second = await view("?unanswered_page=2");
    expect(second.unansweredPage.page).toBe(2);
    expect(second.duePage.page).toBe(1);
    expect(second.due.map((r) => r.id)).toEqual(first.due.map((r) => r.id));
    expect(second.unanswered.map((r) => r.id)).not.toEqual(first.unanswered.map((r) => r.id));
    const other = await view("?page=2");
    expect(other.duePage.page).toBe(2);
    expect(other.unansweredPage.page).toBe(1);
    expect(other.unanswered.map((r) => r.id)).toEqual(first.unanswered.map((r) => r.id));
  });
});
