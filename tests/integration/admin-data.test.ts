import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { syncLeadIndex } from "#app/features/lead-desk/index-sync.server";
import { getSiteSettings } from "#app/features/settings/settings.server";
import * as inquiryExport from "#app/routes/admin/inquiries/export";
import * as inquiriesPage from "#app/routes/admin/inquiries/route";
import * as leadsExport from "#app/routes/admin/leads/export";
import * as leadsPage from "#app/routes/admin/leads/route";
import * as logsPage from "#app/routes/admin/logs/route";
import * as messagesPage from "#app/routes/admin/messages/route";
import * as settingsPage from "#app/routes/admin/settings/route";
import { db } from "#app/server/db/db.server";
import { adminLogs, contactMessages, courseInquiries, courses, demoRequests, messages, newsletterSubscribers } from "#app/server/db/schema";
import { ANONYMOUS, account, requestAs, type TestAccount } from "#tests/support/accounts";
import { SETTINGS_FORM } from "#tests/support/admin-forms";
import { logsFor } from "#tests/support/admin-logs";
import { type RouteFunction as Fn, invoke, ROUTE_CONTEXT, toastOf } from "#tests/support/call-route";

const context = ROUTE_CONTEXT;
/** A loader or action as `who`: its raw answer (a Response for redirects, refusals and CSV files). */
const call = invoke;

let admin: TestAccount;
let user: TestAccount;
let inactive: TestAccount;
let courseId: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  admin = await account("admin");
  user = await account("user");
  inactive = await account("admin", { active: false });
  const [course] = await db
    .insert(courses)
    .values({ course_name: "AC PCB Repairing Course", course_code: "AC-PCB", course_type: "ac_repair" })
    .returning({ id: courses.id });
  courseId = course.id;
  const base = Date.parse("2026-05-01T10:00:00Z");
  const people = [
    { full_name: "Ravi Sharma", email: "ravi@example.com", phone: "+91 98765 43210", status: "pending" },
    { full_name: "Asha Verma", email: "asha.v@example.com", phone: "9811122233", status: "contacted" },
    { full_name: "Imran Khan", email: "imran@example.com", phone: "9822233344", status: "enrolled" },
    { full_name: '=HYPERLINK("http://evil","x")', email: "evil@example.com", phone: "9833344455", status: "rejected" },
  ] as const;
  for (const [i, p] of people.entries()) {
    const [row] = await db
      .insert(courseInquiries)
      .values({ ...p, course_id: courseId, age: 20 + i, education: "12th", created_at: new Date(base + i * 60_000) })
      .returning({ id: courseInquiries.id });
    ids[p.email] = row.id;
  }
  // 30 more so the list has two pages; they share one created_at, so order must break ties by id.
  await db.insert(courseInquiries).values(
    Array.from({ length: 30 }, (_, i) => ({
      full_name: `Bulk Student ${i}`,
      email: `bulk${i}@example.com`,
      phone: `90000000${String(i).padStart(2, "0")}`,
      created_at: new Date(base - 86_400_000),
    })),
  );
});

describe("permissions of my admin routes (and the CSV resource routes)", () => {
  const loaders: [string, Fn, string][] = [
    ["inquiries", inquiriesPage.loader, "/admin/inquiries"],
    ["inquiries export", inquiryExport.loader, "/admin/inquiries/export"],
    ["messages", messagesPage.loader, "/admin/messages"],
    ["logs", logsPage.loader, "/admin/logs"],
    ["settings", settingsPage.loader, "/admin/settings"],
    ["leads", leadsPage.loader, "/admin/leads"],
    ["leads export", leadsExport.loader, "/admin/leads/export"],
  ];
  it.each(loaders)("%s refuses anonymous, users and inactive admins", async (_name, fn, url) => {
    const anonymous = (await call(fn, ANONYMOUS, url)) as Response;
    expect(anonymous.headers.get("location")).toBe("/auth");
    for (const who of [user, inactive]) {
      const refused = (await call(fn, who, url)) as Response;
      expect(refused.headers.get("location")).toBe("/");
      expect((await toastOf(refused))?.title).toBe("Access Denied");
    }
  });

  it("messages and logs have no write path", () => {
    expect("action" in messagesPage).toBe(false);
    expect("action" in logsPage).toBe(false);
  });
});

describe("inquiries list", () => {
  const load = async (query = "") =>
    (await inquiriesPage.loader({ request: requestAs(admin, `/admin/inquiries${query}`), params: {}, context } as never)) as Awaited<
      ReturnType<typeof inquiriesPage.loader>
    >;

  it("lists newest first with course name and code, 25 a page, and the total", async () => {
    const first = await load();
    expect(first.page?.total).toBe(34);
    expect(first.inquiries).toHaveLength(25);
    expect(first.inquiries[0].full_name).toContain("HYPERLINK");
    expect(first.inquiries[0]).toMatchObject({ course_name: "AC PCB Repairing Course", course_code: "AC-PCB" });
    const second = await load("?page=2");
    expect(second.inquiries).toHaveLength(9);
    const all = [...first.inquiries, ...second.inquiries].map((r) => r.id);
    expect(new Set(all).size).toBe(34);
  });

  it("filters by status and searches name, e-mail and phone", async () => {
    expect((await load("?status=enrolled")).inquiries.map((r) => r.full_name)).toEqual(["Imran Khan"]);
    expect((await load("?q=sharm")).inquiries.map((r) => r.full_name)).toEqual(["Ravi Sharma"]);
    expect((await load("?q=ASHA.V%40EXAMPLE.COM")).inquiries.map((r) => r.full_name)).toEqual(["Asha Verma"]);
    expect((await load("?q=9876543210")).inquiries.map((r) => r.full_name)).toEqual(["Ravi Sharma"]);
    expect((await load("?q=98765")).inquiries.map((r) => r.full_name)).toEqual(["Ravi Sharma"]);
    expect((await load("?q=khan&status=pending")).page?.total).toBe(0);
    expect((await load("?q=%25%25%25")).page?.total).toBe(0);
    expect((await load("?status=bogus")).page?.total).toBe(34);
  });

  it("shows an empty page past the end as the last page", async () => {
    const far = await load("?page=999");
    expect(far.page?.page).toBe(2);
  });
});

describe("inquiry status action", () => {
  it("changes any status to any other and logs old and new", async () => {
    const id = ids["imran@example.com"];
    const response = (await call(inquiriesPage.action, admin, "/admin/inquiries?status=enrolled", {
      intent: "status",
      id,
      status: "pending",
    })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/inquiries?status=enrolled");
    expect(await toastOf(response)).toMatchObject({ title: "Status updated successfully", type: "success" });
    const [row] = await db.select({ status: courseInquiries.status }).from(courseInquiries).where(eq(courseInquiries.id, id));
    expect(row.status).toBe("pending");
    const [log] = await logsFor("inquiry_status_update");
    expect(log.admin_user_id).toBe(admin.id);
    expect(log.details).toMatchObject({ old_status: "enrolled", new_status: "pending", inquiry_id: id });
  });

  it("refuses an unknown status or id with 'Failed to update status' and changes nothing", async () => {
    const id = ids["ravi@example.com"];
    const before = await db.select().from(adminLogs);
    for (const [form, status] of [
      [{ intent: "status", id, status: "graduated" }, 400],
      [{ intent: "status", id: "00000000-0000-4000-8000-000000000000", status: "enrolled" }, 404],
      [{ intent: "status", id: "not-a-uuid", status: "enrolled" }, 400],
    ] as const) {
      // The one shape of a refusal (decision 013): Conform's reply, staying on the page, with the toast in the cookie.
      const refused = (await call(inquiriesPage.action, admin, "/admin/inquiries", form)) as {
        data: { status: string; error: Record<string, string[]> };
        init: ResponseInit;
      };
      expect(refused).not.toBeInstanceOf(Response);
      expect(refused.init.status).toBe(status);
      expect(refused.data).toMatchObject({ status: "error", error: { "": ["Failed to update status"] } });
      expect(await toastOf(refused)).toMatchObject({ title: "Failed to update status", type: "error" });
    }
    const [row] = await db.select({ status: courseInquiries.status }).from(courseInquiries).where(eq(courseInquiries.id, id));
    expect(row.status).toBe("pending");
    expect(await db.select().from(adminLogs)).toHaveLength(before.length);
  });
});

async function csvText(response: Response): Promise<string> {
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
}

describe("inquiries CSV export", () => {
  it("exports the filtered list as an attachment, formula-safe", async () => {
    const response = (await call(inquiryExport.loader, admin, "/admin/inquiries/export?status=rejected")) as Response;
    expect(response.headers.get("content-type")).toContain("text/csv");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="inquiries-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = await csvText(response);
    const lines = text
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Submitted,Full name,Email,Phone,Age,Education,Address,Previous experience,Reason for joining,Course,Course code,Status",
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(lines[1]).toContain("AC PCB Repairing Course,AC-PCB,rejected");
  });

  it("exports every row across batches", async () => {
    const response = (await call(inquiryExport.loader, admin, "/admin/inquiries/export")) as Response;
    const lines = (await csvText(response)).trimEnd().split("\r\n");
    expect(lines).toHaveLength(35);
  });
});

describe("messages and logs", () => {
  beforeAll(async () => {
    await db.insert(messages).values([
      {
        from_number: "919810012345",
        to_number: "919876543210",
        message_body: "Fees for the mobile course?",
        direction: "inbound",
        status: "delivered",
      },
      {
        from_number: "919876543210",
        to_number: "919899999999",
        message_body: "Hostel is available",
        direction: "outbound",
        status: "queued",
      },
    ]);
  });

  it("searches messages by from, to and body, latest first", async () => {
    const load = async (q: string) =>
      (
        (await messagesPage.loader({
          request: requestAs(admin, `/admin/messages?q=${encodeURIComponent(q)}`),
          params: {},
          context,
        } as never)) as { messages: { message_body: string }[] }
      ).messages.map((m) => m.message_body);
    expect(await load("")).toHaveLength(2);
    expect(await load("9810012345")).toEqual(["Fees for the mobile course?"]);
    expect(await load("919899999999")).toEqual(["Hostel is available"]);
    expect(await load("HOSTEL")).toEqual(["Hostel is available"]);
  });

  it("pages messages on the server: every row once across pages, even with equal timestamps, and a stale page shows the last", async () => {
    const at = new Date("2026-01-05T10:00:00Z");
    const bodies = Array.from({ length: 60 }, (_, i) => `paging check ${i}`);
    await db.insert(messages).values(bodies.map((message_body) => ({ message_body, created_at: at, status: "sent" })));
    type Loaded = { messages: { message_body: string }[]; page: { page: number; total: number; pageCount: number } };
    const load = async (page: number) =>
      (await messagesPage.loader({
        request: requestAs(admin, `/admin/messages?q=paging+check&page=${page}`),
        params: {},
        context,
      } as never)) as Loaded;
    const first = await load(1);
    expect(first.page).toEqual({ page: 1, total: 60, pageCount: 3, pageSize: 25 });
    expect(first.messages).toHaveLength(25);
    const seen = [...first.messages, ...(await load(2)).messages, ...(await load(3)).messages].map((m) => m.message_body);
    expect(seen).toHaveLength(60);
    expect(new Set(seen)).toEqual(new Set(bodies));
    const stale = await load(99);
    expect(stale.page.page).toBe(3);
    expect(stale.messages).toHaveLength(10);
  });

  it("searches logs by action", async () => {
    const result = (await logsPage.loader({ request: requestAs(admin, "/admin/logs?q=status_update"), params: {}, context } as never)) as {
      logs: { action: string }[];
    };
    expect(result.logs.length).toBeGreaterThan(0);
    expect(result.logs.every((l) => l.action.includes("status_update"))).toBe(true);
  });
});

describe("settings action", () => {
  it("stores the values, logs before and after, and says 'Settings saved'", async () => {
    const before = await getSiteSettings();
    const response = (await call(settingsPage.action, admin, "/admin/settings", SETTINGS_FORM)) as Response;
    expect(response.headers.get("location")).toBe("/admin/settings");
    expect((await toastOf(response))?.title).toBe("Settings saved");
    const after = await getSiteSettings();
    expect(after).toMatchObject({
      site_name: "Supertech Repair Academy",
      whatsapp_number: "919999911111",
      contact_phone_alt: null,
      instagram_url: null,
    });
    const [log] = await logsFor("settings_updated");
    expect(log.details).toMatchObject({ before: { site_name: before.site_name }, after: { site_name: "Supertech Repair Academy" } });
  });

  it("refuses a bad e-mail with the message and changes nothing", async () => {
    const result = (await call(settingsPage.action, admin, "/admin/settings", {
      ...SETTINGS_FORM,
      site_name: "Changed",
      contact_email: "not-an-email",
    })) as {
      data: { status: string; error: Record<string, string[]> };
      init: { status: number };
    };
    expect(result.init.status).toBe(400);
    expect(result.data.status).toBe("error");
    expect(result.data.error.contact_email).toEqual(["Invalid email address"]);
    expect((await getSiteSettings()).site_name).toBe("Supertech Repair Academy");
  });

  it("stores the trust figures and keeps them when a form does not send them", async () => {
    const figures = { students_trained: "1200", placement_rate: "92", founded_year: "2019", rating: "4.6", review_count: "310" };
    await call(settingsPage.action, admin, "/admin/settings", { ...SETTINGS_FORM, ...figures });
    const stored = { students_trained: 1200, placement_rate: 92, founded_year: 2019, rating: 4.6, review_count: 310 };
    expect(await getSiteSettings()).toMatchObject(stored);
    await call(settingsPage.action, admin, "/admin/settings", SETTINGS_FORM);
    expect(await getSiteSettings()).toMatchObject(stored);
  });

  it("refuses a trust figure out of range or not a number, with the field's message, and changes nothing", async () => {
    const before = await getSiteSettings();
    const cases: [string, string, string][] = [
      ["placement_rate", "120", "Placement rate must be at most 100"],
      ["students_trained", "", "Students trained is required"],
      ["students_trained", "5,000", "Enter a whole number, e.g. 500"],
      ["rating", "4.85", "Enter a rating from 1 to 5 with one decimal, e.g. 4.8"],
      ["rating", "0.5", "Rating must be at least 1"],
      ["founded_year", "21", "Enter a year, e.g. 2021"],
      ["review_count", "-3", "Enter a whole number, e.g. 125"],
    ];
    for (const [field, value, message] of cases) {
      const result = (await call(settingsPage.action, admin, "/admin/settings", {
        ...SETTINGS_FORM,
        site_name: "Changed",
        [field]: value,
      })) as {
        data: { error: Record<string, string[]> };
        init: { status: number };
      };
      expect(result.init.status, `${field}=${value}`).toBe(400);
      expect(result.data.error[field]).toEqual([message]);
    }
    expect(await getSiteSettings()).toEqual(before);
  });

  it("refuses a user", async () => {
    const refused = (await call(settingsPage.action, user, "/admin/settings", SETTINGS_FORM)) as Response;
    expect(refused.headers.get("location")).toBe("/");
  });
});

describe("leads", () => {
  beforeAll(async () => {
    await db.insert(contactMessages).values([
      { name: "Neha Gupta", email: "neha@example.com", phone: "9812345678", subject: "Fees", message: "What are the fees?" },
      { name: "Deepak Jain", email: "deepak@example.com", message: "-2+3 is a formula" },
    ]);
    await db.insert(demoRequests).values({ name: "Vikas Yadav", mobile: "9898989898", course: "Mobile and Smartphone Repairing" });
    await db.insert(newsletterSubscribers).values({ email: "fan@example.com" });
  });

  it("lists every kind in one inbox, filtered by kind and searched by name, phone or e-mail", async () => {
    // Rows written straight to the spec's tables (as a restore would) reach the inbox through the index sync.
    await syncLeadIndex();
    const load = async (query: string) =>
      (await leadsPage.loader({ request: requestAs(admin, `/admin/leads${query}`), params: {}, context } as never)) as Awaited<
        ReturnType<typeof leadsPage.loader>
      >;
    const contact = await load("?kind=contact");
    expect(contact.filter.kind).toBe("contact");
    expect(contact.page?.total).toBe(2);
    expect(contact.rows.map((r) => r.name).sort()).toEqual(["Deepak Jain", "Neha Gupta"]);
    expect((await load("?kind=contact&q=neha")).rows).toMatchObject([{ name: "Neha Gupta", kind: "contact" }]);
    expect((await load("?q=9812345678")).rows).toMatchObject([{ name: "Neha Gupta" }]);
    expect((await load("?kind=demo")).rows).toMatchObject([
      { name: "Vikas Yadav", kind: "demo", status: "pending", links: { call: "tel:+919898989898" } },
    ]);
    expect((await load("?kind=newsletter")).rows).toMatchObject([{ email: "fan@example.com", kind: "newsletter", links: null }]);
    expect((await load("?kind=newsletter&q=nobody")).page?.total).toBe(0);
    // Every kind in one list.
    const kinds = new Set((await load("")).rows.map((r) => r.kind));
    for (const kind of ["contact", "demo", "newsletter"] as const) expect(kinds.has(kind), kind).toBe(true);
  });

  it("exports each kind as CSV", async () => {
    const contact = await csvText((await call(leadsExport.loader, admin, "/admin/leads/export?tab=contact")) as Response);
    expect(contact).toContain("Received,Name,Email,Phone,Subject,Course,Message");
    expect(contact).toContain("'-2+3 is a formula");
    const demo = (await call(leadsExport.loader, admin, "/admin/leads/export?tab=demo")) as Response;
    expect(demo.headers.get("content-disposition")).toMatch(/demo-requests-\d{4}-\d{2}-\d{2}\.csv/);
    expect(await csvText(demo)).toContain("Vikas Yadav,9898989898,Mobile and Smartphone Repairing");
  });
});
