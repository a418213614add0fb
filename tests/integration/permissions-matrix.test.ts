import { beforeAll, describe, expect, it } from "vitest";
import { createLoadContext } from "#app/load-context";
import * as adminLayout from "#app/routes/admin/layout";
import { ANONYMOUS, account, type TestAccount } from "#tests/support/accounts";
import { callRoute, ROUTE_CONTEXT as context } from "#tests/support/call-route";

/**
 * The permission matrix (STYLE 'Permissions'): every admin route module and admin
 * resource route, found by glob so pages added later are covered without editing this file,
 * is called as anonymous, user, inactive admin, admin and super_admin. Each loader and each
 * exported action (with an empty, harmless body) must refuse or admit exactly as the gate says,
 * twice (decision 013): as React Router runs it, after the admin layout's middleware (the gate), and
 * called directly, without the gate, where the route's own check (currentAdmin or requireAdmin)
 * must refuse: a route with no check of its own fails there.
 */

type RouteModule = { loader?: (args: unknown) => unknown; action?: (args: unknown) => unknown };

const pageModules = import.meta.glob<RouteModule>([
  "../../app/routes/admin/**/route.tsx",
  "../../app/routes/admin/layout.tsx",
  // Resource routes under /admin (CSV exports, the certificates' bulk PDF): page-mode guards too.
  "../../app/routes/admin/**/*.ts",
  // A page's server half (`<entity>-editor.server.ts`, decision 013) is no route: its route module is checked.
  "!../../app/routes/admin/**/*.server.ts",
]);
const apiModules = import.meta.glob<RouteModule>(["../../app/routes/api/admin-*.ts", "../../app/routes/api/generate-backup.ts"]);

/** Read-only pages: no write path at all. */
const READ_ONLY = ["messages", "logs", "orders", "outbox", "leads", "leads/follow-ups", "my-batches"];
/** Actions only a super_admin may run (backup restore): an admin gets 403 from requireSuperAdmin. */
const SUPER_ADMIN_ONLY_ACTIONS = ["backups"];
/** Pages only a super_admin may read (the mail outbox holds confirmation links): an admin gets 403. */
const SUPER_ADMIN_ONLY_PAGES = ["outbox"];
/** Admin resource routes called by fetchers, in API mode: 401/403 instead of a redirect. */
const API_MODE_ADMIN_ROUTES = ["../../app/routes/admin/uploads.ts"];

const ORIGIN = "http://localhost:3000";

type Outcome = { kind: "redirect"; location: string; toast: string | null } | { kind: "status"; status: number; error?: string };

/** The shared route outcome as the gate's answers are compared: a redirect (where to, the toast's title) or a status. */
async function outcome(fn: () => unknown): Promise<Outcome> {
  const { status, location, toast, data } = await callRoute(fn);
  if (location && status >= 300 && status < 400) return { kind: "redirect", location, toast: toast?.title ?? null };
  return { kind: "status", status, error: data?.error as string | undefined };
}

function isRefusal(o: Outcome) {
  if (o.kind === "redirect") return o.location === "/auth" || o.toast === "Access Denied";
  return o.kind === "status" && (o.status === 401 || o.status === 403);
}

const ROUTE_PATH = (file: string) => {
  const resource = file.match(/routes\/admin\/(.+)\.ts$/);
  if (resource) return `/admin/${resource[1]}`;
  const m = file.match(/routes\/admin\/(.+)\/route\.tsx$/);
  if (!m) return "/admin";
  return m[1] === "dashboard" ? "/admin" : `/admin/${m[1]}`;
};

/** An empty, harmless POST body as a page's form sends it, and as a fetcher calls a resource route. */
const EMPTY_POSTS = {
  page: ["application/x-www-form-urlencoded", ""],
  api: ["application/json", "{}"],
} as const;

function requestFor(kind: keyof typeof EMPTY_POSTS, who: TestAccount, path: string, method: "GET" | "POST") {
  const headers = new Headers();
  if (who.cookie) headers.set("cookie", who.cookie);
  if (method === "GET") return new Request(new URL(path, ORIGIN), { headers });
  const [contentType, body] = EMPTY_POSTS[kind];
  headers.set("origin", ORIGIN);
  headers.set("content-type", contentType);
  return new Request(new URL(path, ORIGIN), { method: "POST", headers, body });
}
const pageRequest = (who: TestAccount, path: string, method: "GET" | "POST") => requestFor("page", who, path, method);
const apiRequest = (who: TestAccount, path: string, method: "GET" | "POST") => requestFor("api", who, path, method);

const people: Record<string, TestAccount> = {};
beforeAll(async () => {
  people.anonymous = ANONYMOUS;
  people.user = await account("user");
  people.inactiveAdmin = await account("admin", { active: false });
  people.admin = await account("admin");
  people.superAdmin = await account("super_admin");
  people.trainer = await account("trainer");
  people.inactiveTrainer = await account("trainer", { active: false });
});

const pageFiles = Object.keys(pageModules).sort();
const apiFiles = Object.keys(apiModules).sort();

describe("the matrix covers every admin module", () => {
  it("finds the layout, every admin page and the admin resource routes", () => {
    expect(pageFiles.length).toBeGreaterThanOrEqual(13);
    for (const page of [
      "dashboard",
      "users",
      "courses",
      "inquiries",
      "gallery",
      "certificates",
      "messages",
      "logs",
      "backups",
      "settings",
      "orders",
      "outbox",
      "account",
      // A trainer's home (decision 037).
      "my-batches",
      // The lead desk (decision 016): the inbox, the follow-ups view and the lead page.
      "leads",
      "leads/follow-ups",
      "leads/detail",
      "leads/settings",
      // Fees reports (issue 24 point 9): the payments list, the cash book, who owes what.
      "payments",
      "fees/daily",
      "fees/outstanding",
      // Fees (issue 24): the fee settings form.
      "settings/fees",
      // Editors as routes (decision 013): the dialogs over their lists.
      "certificates/new",
      "certificates/edit",
      "certificates/revoke",
      "gallery/new",
      "gallery/edit",
      "users/new",
      "courses/new",
      "courses/edit",
      // A row action's confirmation step without JavaScript (ConfirmForm).
      "confirm",
    ]) {
      expect(pageFiles).toContain(`../../app/routes/admin/${page}/route.tsx`);
    }
    expect(pageFiles).toContain("../../app/routes/admin/layout.tsx");
    expect(pageFiles).toEqual(
      expect.arrayContaining([
        "../../app/routes/admin/certificates/import/route.tsx",
        "../../app/routes/admin/certificates/pdf.ts",
        "../../app/routes/admin/inquiries/export.ts",
        "../../app/routes/admin/uploads.ts",
        // Fee receipts (issue 24): the receipt and credit-note PDFs and the WhatsApp share, admins only.
        "../../app/routes/admin/payments/receipt.ts",
        // The payments list's CSV.
        "../../app/routes/admin/payments/export.ts",
        "../../app/routes/admin/payments/receipt-whatsapp.ts",
        "../../app/routes/admin/refunds/credit-note.ts",
        // Fees online: "Send payment link" on a due, a form POST.
        "../../app/routes/admin/dues/payment-link.ts",
      ]),
    );
    expect(apiFiles).toEqual(
      expect.arrayContaining(["../../app/routes/api/admin-manage-users.ts", "../../app/routes/api/generate-backup.ts"]),
    );
  });

  it.each(READ_ONLY)("read-only page %s exports no action", async (page) => {
    const mod = await pageModules[`../../app/routes/admin/${page}/route.tsx`]();
    expect(mod.loader).toBeTypeOf("function");
    expect(mod.action).toBeUndefined();
  });
});

/** The admin layout's middleware, then the route function, with one load context, as React Router runs them. */
async function throughGate(fn: (args: unknown) => unknown, request: Request) {
  const routerContext = createLoadContext(context);
  for (const middleware of adminLayout.middleware) {
    await middleware({ request, params: {}, context: routerContext } as never, async () => new Response());
  }
  return fn({ request, params: {}, context: routerContext });
}

/** Modules whose loaders take the admin from the gate's context (currentAdmin), not from a check of their own. */
const READS_GATE = [
  "layout.tsx",
  "dashboard/route.tsx",
  "logs/route.tsx",
  "messages/route.tsx",
  "orders/route.tsx",
  "outbox/route.tsx",
  "settings/route.tsx",
  "settings/fees/route.tsx",
  "leads/route.tsx",
  "leads/follow-ups/route.tsx",
  "leads/settings/route.tsx",
  "leads/export.ts",
  "backups/route.tsx",
  "account/route.tsx",
  "my-batches/route.tsx",
  "inquiries/route.tsx",
  "inquiries/export.ts",
  "confirm/route.tsx",
];

describe("the admin gate", () => {
  it("is the admin layout's middleware", () => {
    expect(adminLayout.middleware.length).toBeGreaterThan(0);
  });

  // The gate admitted a super admin; the loader then sees a request with no cookie at all:
  // only a loader that reads the admin from the gate's context can answer it.
  it.each(READS_GATE)("%s reads the admin the gate admitted", async (name) => {
    const file = `../../app/routes/admin/${name}`;
    const fn = (await pageModules[file]()).loader;
    if (!fn) throw new Error(`${file} has no loader`);
    const routerContext = createLoadContext(context);
    for (const middleware of adminLayout.middleware) {
      await middleware(
        { request: pageRequest(people.superAdmin, ROUTE_PATH(file), "GET"), params: {}, context: routerContext } as never,
        async () => new Response(),
      );
    }
    const path = ROUTE_PATH(file).replace("/admin/leads/detail", "/admin/leads");
    const o = await outcome(() => fn({ request: pageRequest(people.anonymous, path, "GET"), params: {}, context: routerContext }));
    expect(isRefusal(o), `${name}: ${JSON.stringify(o)}`).toBe(false);
  });
});

describe.each(pageFiles)("page module %s", (file) => {
  const path = ROUTE_PATH(file);
  it.each([
    ["loader", "through the gate"],
    ["loader", "directly"],
    ["action", "through the gate"],
    ["action", "directly"],
  ] as const)("%s %s refuses anonymous, users and inactive admins; admits admins", async (fnName, way) => {
    const mod = await pageModules[file]();
    const fn = mod[fnName];
    if (fnName === "loader") expect(fn, `${file} must export a loader`).toBeTypeOf("function");
    // API-mode routes sit outside the admin layout (app/routes.ts), so no gate runs before them.
    if (!fn || (way === "through the gate" && API_MODE_ADMIN_ROUTES.includes(file))) return;
    const method = fnName === "loader" ? "GET" : "POST";
    const call = (who: TestAccount) =>
      outcome(() =>
        way === "directly"
          ? fn({ request: pageRequest(who, path, method), params: {}, context: createLoadContext(context) })
          : throughGate(fn, pageRequest(who, path, method)),
      );

    if (API_MODE_ADMIN_ROUTES.includes(file)) {
      expect(await call(people.anonymous)).toMatchObject({ kind: "status", status: 401 });
      for (const who of ["user", "inactiveAdmin", "inactiveTrainer"]) {
        expect(await call(people[who]), `${who} on ${file} ${fnName}`).toMatchObject({ kind: "status", status: 403 });
      }
    } else {
      expect(await call(people.anonymous)).toMatchObject({ kind: "redirect", location: "/auth" });
      for (const who of ["user", "inactiveAdmin", "inactiveTrainer"]) {
        expect(await call(people[who]), `${who} on ${file} ${fnName}`).toEqual({ kind: "redirect", location: "/", toast: "Access Denied" });
      }
    }
    for (const who of ["admin", "superAdmin"]) {
      const o = await call(people[who]);
      if (who === "admin" && fnName === "action" && SUPER_ADMIN_ONLY_ACTIONS.some((p) => file.endsWith(`/${p}/route.tsx`))) {
        expect(o, `admin on ${file} action`).toMatchObject({ kind: "status", status: 403 });
        continue;
      }
      if (who === "admin" && SUPER_ADMIN_ONLY_PAGES.some((p) => file.endsWith(`/${p}/route.tsx`))) {
        expect(o, `admin on ${file} ${fnName}`).toMatchObject({ kind: "status", status: 403 });
        continue;
      }
      expect(isRefusal(o), `${who} refused by ${file} ${fnName}: ${JSON.stringify(o)}`).toBe(false);
      if (o.kind === "status") expect(o.status, `${who} on ${file} ${fnName}`).toBeLessThan(500);
    }
  });
});

describe.each(apiFiles)("resource route %s", (file) => {
  const path = `/functions/v1/${file.split("/").pop()?.replace(/\.ts$/, "")}`;
  it.each(["loader", "action"] as const)("%s answers 401 anonymous, 403 users and inactive admins; admits admins", async (fnName) => {
    const mod = await apiModules[file]();
    const fn = mod[fnName];
    if (!fn) return;
    const method = fnName === "loader" ? "GET" : "POST";
    const call = (who: TestAccount) => outcome(() => fn({ request: apiRequest(who, path, method), params: {}, context }));

    const anonymous = await call(people.anonymous);
    if (fnName === "loader" && anonymous.kind === "status" && anonymous.status === 405) {
      // A loader that only answers 405 to everyone reads nothing: no data path to guard.
      for (const who of Object.keys(people))
        expect(await call(people[who]), `${who} on ${file} loader`).toMatchObject({ kind: "status", status: 405 });
      return;
    }
    expect(anonymous).toMatchObject({ kind: "status", status: 401 });
    // A trainer is no admin: every admin function refuses them, as it refuses a user.
    for (const who of ["user", "inactiveAdmin", "trainer", "inactiveTrainer"]) {
      expect(await call(people[who]), `${who} on ${file} ${fnName}`).toMatchObject({ kind: "status", status: 403 });
    }
    for (const who of ["admin", "superAdmin"]) {
      const o = await call(people[who]);
      expect(isRefusal(o), `${who} refused by ${file} ${fnName}: ${JSON.stringify(o)}`).toBe(false);
      if (o.kind === "status") expect(o.status, `${who} on ${file} ${fnName}`).toBeLessThan(500);
    }
  });
});

/**
 * The trainer role (decision 037) over the same modules. A trainer may open My batches, their
 * account, and their batches' attendance, register and tasks pages; everything else is refused
 * twice: by the gate (pages are sent to My batches saying "Access Denied"; /admin itself just
 * sends them there), and by the route's own check when called without the gate (currentAdmin and
 * requireAdmin admit no trainer: sent home with the same toast; fetcher routes answer 403).
 */
const TRAINER_PAGE = /\/admin\/(account|my-batches)\/route\.tsx$|\/admin\/batches\/.*(attendance|register|tasks)/;

/** The path a trainer page is opened at: a batch's pages need a batch id in the URL for the gate to admit them. */
const trainerPath = (file: string) =>
  /\/batches\//.test(file)
    ? ROUTE_PATH(file).replace(
        /\/batches\/.*?(attendance|register\.csv|register|tasks).*$/,
        "/batches/00000000-0000-4000-8000-000000000000/$1",
      )
    : ROUTE_PATH(file);

type Expected = "admitted" | Outcome;

function trainerExpectation(file: string, way: "through the gate" | "directly"): Expected {
  if (API_MODE_ADMIN_ROUTES.includes(file)) return { kind: "status", status: 403 };
  if (TRAINER_PAGE.test(file)) return "admitted";
  if (way === "directly") {
    // The layout reads the admitted staff member (currentStaff): a trainer gets the shell.
    if (file.endsWith("/admin/layout.tsx")) return "admitted";
    return { kind: "redirect", location: "/", toast: "Access Denied" };
  }
  if (trainerPath(file) === "/admin") return { kind: "redirect", location: "/admin/my-batches", toast: null };
  return { kind: "redirect", location: "/admin/my-batches", toast: "Access Denied" };
}

describe.each(pageFiles)("page module %s, as a trainer", (file) => {
  const path = trainerPath(file);
  it.each([
    ["loader", "through the gate"],
    ["loader", "directly"],
    ["action", "through the gate"],
    ["action", "directly"],
  ] as const)("%s %s refuses a trainer outside their pages and admits them to theirs", async (fnName, way) => {
    const fn = (await pageModules[file]())[fnName];
    if (!fn || (way === "through the gate" && API_MODE_ADMIN_ROUTES.includes(file))) return;
    const method = fnName === "loader" ? "GET" : "POST";
    const o = await outcome(() =>
      way === "directly"
        ? fn({ request: pageRequest(people.trainer, path, method), params: {}, context: createLoadContext(context) })
        : throughGate(fn, pageRequest(people.trainer, path, method)),
    );
    const expected = trainerExpectation(file, way);
    if (expected === "admitted") {
      expect(isRefusal(o), `trainer refused by ${file} ${fnName}: ${JSON.stringify(o)}`).toBe(false);
      if (o.kind === "redirect") expect(o.location, `trainer on ${file} ${fnName}`).not.toBe("/admin/my-batches");
      if (o.kind === "status") expect(o.status, `trainer on ${file} ${fnName}`).toBeLessThan(500);
    } else {
      expect(o, `trainer on ${file} ${fnName} ${way}`).toMatchObject(expected);
    }
  });
});
