import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import * as certificatesPage from "../../app/routes/admin/certificates/route";
import * as galleryPage from "../../app/routes/admin/gallery/route";
import * as leadsPage from "../../app/routes/admin/leads/route";
import * as ordersPage from "../../app/routes/admin/orders/route";
import * as outboxPage from "../../app/routes/admin/outbox/route";
import * as usersPage from "../../app/routes/admin/users/route";
import { db } from "../../app/server/db.server";
import { certificates, gallery, leads, mailOutbox, pgOrders, profiles, user } from "../../app/server/schema";
import { account, type TestAccount } from "../setup/accounts";
import { invoke, type RouteFunction } from "../setup/call-route";

/**
 * Issue 9: every admin list pages on the server (parseListParams + paginate()). Each list gets
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

  seeded.leads = (
    await db
      .insert(leads)
      .values(
        n.map((i) => ({
          kind: "contact" as const,
          source_id: randomUUID(),
          name: `Pagingperson ${i}`,
          status: "pending" as const,
          created_at: SAME_TIME,
        })),
      )
      .returning({ id: leads.id })
  ).map((r) => r.id);
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
  {
    name: "orders",
    loader: ordersPage.loader,
    url: "/admin/orders",
    who: () => admin,
    expected: () => newestFirst(seeded.orders),
    read: (data: { rows: { id: string }[] } & PageInfo) => ({ ids: idsOf(data.rows, seeded.orders), page: data }),
  },
  newestFirstList("outbox", outboxPage.loader, "/admin/outbox", "messages", () => superAdmin),
  {
    name: "users",
    loader: usersPage.loader,
    url: "/admin/users?q=Pagingperson",
    who: () => admin,
    expected: () => seeded.users,
    read: (data: { rows: { user_id: string }[] } & PageInfo) => ({
      ids: data.rows.map((r) => r.user_id).filter((id) => seeded.users.includes(id)),
      page: data,
    }),
  },
  newestFirstList("leads", leadsPage.loader, "/admin/leads?q=Pagingperson", "rows"),
];

describe.each(cases)("the $name list pages on the server", (list) => {
  const load = async (query: string) => {
    const url = `${list.url}${list.url.includes("?") ? "&" : "?"}${query}`;
    return list.read((await invoke(list.loader, list.who(), url)) as never);
  };

  it("page 2 holds the rows after page 1, and every row shows once", async () => {
    const first = await load("page=1");
    const second = await load("page=2");
    expect(first.page.page).toBe(1);
    expect(second.page.page).toBe(2);
    expect(first.page.pageCount).toBeGreaterThanOrEqual(2);
    const shown: string[] = [];
    for (let page = 1; page <= first.page.pageCount; page++) shown.push(...(await load(`page=${page}`)).ids);
    expect(shown).toEqual(list.expected());
    // This test's rows fill the list from the first row only when nothing else matches; either
    // way page 2 starts exactly where page 1 ended.
    expect([...first.ids, ...second.ids]).toEqual(list.expected().slice(0, first.ids.length + second.ids.length));
    expect(second.ids.length).toBeGreaterThan(0);
  });

  it.each(["abc", "0", "-2", "", "1.5e3x", "%00"])("?page=%s falls back to page 1", async (bad) => {
    const fallback = await load(`page=${bad}`);
    const first = await load("page=1");
    expect(fallback.page.page).toBe(1);
    expect(fallback.ids).toEqual(first.ids);
  });

  it("a page past the end shows the last page", async () => {
    const far = await load("page=999");
    const last = await load(`page=${far.page.pageCount}`);
    expect(far.page.page).toBe(far.page.pageCount);
    expect(far.ids).toEqual(last.ids);
  });
});
