import { sql } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { createLoadContext } from "#app/load-context";
import routeTable from "#app/routes";
import * as adminLayout from "#app/routes/admin/layout";
import { db } from "#app/server/db/db.server";
import { account, type TestAccount } from "#tests/support/accounts";
import { callRoute, ROUTE_CONTEXT } from "#tests/support/call-route";
import { captureLog } from "#tests/support/capture-log";

/**
 * Decision 013's one load-error path, beside the permission matrix: every admin page in the
 * route table (app/routes.ts) is loaded as a super admin; each one whose answer holds a page of
 * rows is a list. Then the database fails under it (the tables' schema renamed away, so every
 * query fails as on a lost database) and the list must still answer 200 with its message as
 * `loadError`, and its page must render that message in the shared <LoadError> alert.
 */

type RouteModule = { loader?: (args: unknown) => unknown; default?: (props: never) => unknown };
const modules = import.meta.glob<RouteModule>("../../app/routes/admin/**/route.tsx");

/** Each list's message: the spec's where it names one (spec 6), the page's own otherwise. */
const LISTS: Record<string, string> = {
  "/admin/users": "Failed to load users",
  "/admin/courses": "Failed to fetch courses",
  "/admin/inquiries": "Failed to load inquiries",
  "/admin/gallery": "Failed to fetch gallery items",
  "/admin/certificates": "Failed to load certificates",
  "/admin/messages": "Failed to load messages",
  "/admin/logs": "Failed to load admin logs",
  "/admin/orders": "Failed to load orders",
  "/admin/outbox": "Failed to load the outbox",
  "/admin/leads": "Failed to load leads",
  "/admin/leads/follow-ups": "Failed to load follow-ups",
  "/admin/batches": "Failed to load batches",
  "/admin/students": "Failed to load students",
  "/admin/payments": "Failed to load payments",
  "/admin/fees/outstanding": "Failed to load outstanding dues",
};

type Entry = { path?: string; index?: boolean; file: string; children?: Entry[] };

/** The admin pages of the route table with a static URL, as [URL, module file]. */
function adminPages(entries: Entry[], base = ""): [string, string][] {
  return entries.flatMap((entry) => {
    const url = entry.index ? base : entry.path ? `${base}/${entry.path}` : base;
    const own: [string, string][] =
      url.startsWith("/admin") && entry.file.endsWith("/route.tsx") && !url.includes(":") ? [[url, entry.file]] : [];
    return [...own, ...adminPages(entry.children ?? [], url)];
  });
}

const pages = adminPages(routeTable as Entry[]);

/** Whether a loader's answer holds a page of rows (`page`, `duePage`... or the fields themselves). */
function holdsPage(value: unknown): boolean {
  if (!value || typeof value !== "object") return false;
  const isPage = (v: unknown) => Boolean(v) && typeof v === "object" && "pageCount" in (v as object) && "total" in (v as object);
  return isPage(value) || Object.values(value).some(isPage);
}

let superAdmin: TestAccount;
beforeAll(async () => {
  superAdmin = await account("super_admin");
});

/** The loader of `file` at `url`, after the admin layout's gate, with the database failing while it runs when `failing`. */
async function load(file: string, url: string, failing: boolean) {
  const mod = await modules[`../../app/${file}`]();
  const request = new Request(new URL(url, "http://localhost:3000"), { headers: { cookie: superAdmin.cookie } });
  const context = createLoadContext(ROUTE_CONTEXT);
  for (const middleware of adminLayout.middleware) {
    await middleware({ request, params: {}, context } as never, async () => new Response());
  }
  if (failing) await db.execute(sql`alter schema public rename to unreachable`);
  try {
    return await callRoute(() => mod.loader?.({ request, params: {}, context }));
  } catch (error) {
    // A loader that lets the database error through: React Router would answer 500.
    return { status: 500, data: { error: String(error) } as Record<string, unknown>, location: null };
  } finally {
    if (failing) await db.execute(sql`alter schema unreachable rename to public`);
  }
}

/** The page's component rendered on the server with `data` as its loader data. */
async function render(file: string, url: string, data: unknown) {
  const mod = await modules[`../../app/${file}`]();
  const Stub = createRoutesStub([
    { id: "page", path: new URL(url, "http://x").pathname, Component: mod.default as never, loader: () => data },
  ]);
  return renderToString(createElement(Stub, { initialEntries: [url], hydrationData: { loaderData: { page: data } } }));
}

describe("every admin list has the one load-error path", () => {
  it("finds the lists in the route table by what their loaders answer", async () => {
    const lists: string[] = [];
    for (const [url, file] of pages) {
      const { status, data } = await load(file, url, false);
      expect(status, url).toBe(200);
      if (holdsPage(data)) lists.push(url);
    }
    expect(lists.sort()).toEqual(Object.keys(LISTS).sort());
  });

  it.each(Object.entries(LISTS))("%s answers 200 with '%s' and shows it when the database fails", async (url, message) => {
    const found = pages.find(([page]) => page === url);
    if (!found) throw new Error(`${url} is not in app/routes.ts`);
    let answer: Awaited<ReturnType<typeof load>> | undefined;
    const log = await captureLog(async () => {
      answer = await load(found[1], url, true);
    });
    const { status, data } = answer ?? {};
    expect({ status, loadError: data?.loadError }).toEqual({ status: 200, loadError: message });
    // The operator learns why: the database's error is logged under the list's message.
    expect(log).toContain(message);
    expect(log).toContain("does not exist");
    const html = await render(found[1], url, data);
    expect(html).toMatch(new RegExp(`role="alert"[^>]*>(<[^>]+>)*${message}<`));
    // And the database is back for the next list.
    expect((await load(found[1], url, false)).data?.loadError).toBeNull();
  });
});
