import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { feeFigures } from "#app/features/dashboard/dashboard.server";
import { recordPayment } from "#app/features/fees/index.server";
import { ensureSiteSettings } from "#app/features/settings/settings.server";
import { addDays } from "#app/lib/calendar-days";
import { indiaDate } from "#app/lib/india-time";
import * as dailyRoute from "#app/routes/admin/fees/daily/route";
import * as outstandingRoute from "#app/routes/admin/fees/outstanding/route";
import * as paymentsExport from "#app/routes/admin/payments/export";
import * as paymentsRoute from "#app/routes/admin/payments/route";
import { accountsFor } from "#tests/support/accounts";
import { callRoute, routeArgs } from "#tests/support/call-route";
import { admittedStudent, plannedCourse } from "#tests/support/fee-students";

// The fees reports (issue 24 point 9): the payments list and its CSV, the cash book of a day,
// and who owes what, through the real loaders against a real database.

const people = accountsFor({ admin: "admin", cashier: "admin", trainer: "trainer" });
const DAY = "2035-07-15";
let course: { id: string; course_name: string };
let ravi: { id: string };
let sona: { id: string };

const pay = (studentId: string, amountPaise: number, extra: Partial<Parameters<typeof recordPayment>[0]>) =>
  recordPayment({
    studentId,
    amountPaise,
    mode: "cash",
    paidOn: DAY,
    reference: null,
    advance: false,
    recordedBy: people.admin.id,
    ...extra,
  }).then((r) => {
    if (!r.ok) throw new Error(r.message);
    return r;
  });

beforeAll(async () => {
  await ensureSiteSettings();
  course = await plannedCourse(`Reports Course ${Math.random()}`);
  ravi = (await admittedStudent(people.admin, course.id, { batchStart: "2099-01-10" })).student;
  sona = (await admittedStudent(people.admin, course.id, { batchStart: "2099-01-10" })).student;
  await pay(ravi.id, 100000, {});
  await pay(ravi.id, 50000, { mode: "upi", reference: "=HYPERLINK(1)", recordedBy: people.cashier.id });
  await pay(sona.id, 250000, { mode: "online", reference: "pay_REPORTS01", razorpayPaymentId: "pay_REPORTS01", recordedBy: null });
  await pay(sona.id, 10000, { paidOn: addDays(DAY, 1) });
});

describe("the payments list", () => {
  it("filters by date range, mode and course, and totals what it shows", async () => {
    const page = await callRoute(() =>
      paymentsRoute.loader(routeArgs(people.admin, `/admin/payments?from=${DAY}&to=${DAY}&course=${course.id}`) as never),
    );
    expect(page.status).toBe(200);
    const rows = page.data?.rows as { amount_paise: number; mode: string }[];
    expect(rows.map((r) => r.amount_paise).sort()).toEqual([100000, 250000, 50000].sort());
    expect(page.data?.totalPaise).toBe(400000);
    const upi = await callRoute(() =>
      paymentsRoute.loader(routeArgs(people.admin, `/admin/payments?mode=upi&course=${course.id}`) as never),
    );
    expect(((upi.data?.rows ?? []) as { reference: string }[]).map((r) => r.reference)).toEqual(["=HYPERLINK(1)"]);
  });

  it("finds a payment by its reference and by the staff member who recorded it", async () => {
    const byRef = await callRoute(() => paymentsRoute.loader(routeArgs(people.admin, "/admin/payments?q=pay_REPORTS01") as never));
    expect(((byRef.data?.rows ?? []) as { mode: string }[]).map((r) => r.mode)).toEqual(["online"]);
    const byStaff = await callRoute(() =>
      paymentsRoute.loader(routeArgs(people.admin, `/admin/payments?staff=${people.cashier.id}`) as never),
    );
    expect(((byStaff.data?.rows ?? []) as { amount_paise: number }[]).map((r) => r.amount_paise)).toEqual([50000]);
  });

  it("exports the filtered rows as CSV, with a formula-looking reference made harmless", async () => {
    const response = (await paymentsExport.loader({
      request: new Request(`http://localhost/admin/payments/export?course=${course.id}`, { headers: { cookie: people.admin.cookie } }),
      params: {},
      context: {} as never,
    } as never)) as Response;
    expect(response.headers.get("content-type")).toMatch(/text\/csv/);
    const text = await response.text();
    expect(text).toContain("Receipt,Date,Student");
    expect(text).toContain("'=HYPERLINK(1)");
    expect(text).not.toMatch(/,=HYPERLINK/);
    expect(text.trim().split("\n")).toHaveLength(5);
  });

  it("is refused to a trainer: sent home, as every admin-only route sends staff who are not admins", async () => {
    for (const [loader, path] of [
      [paymentsRoute.loader, "/admin/payments"],
      [paymentsExport.loader, "/admin/payments/export"],
      [dailyRoute.loader, "/admin/fees/daily"],
      [outstandingRoute.loader, "/admin/fees/outstanding"],
    ] as const) {
      const answer = await callRoute(() => loader(routeArgs(people.trainer, path) as never));
      expect(answer, path).toMatchObject({ status: 302, location: "/" });
    }
  });
});

describe("the daily collection", () => {
  it("adds up the day by mode and by staff member", async () => {
    const page = await callRoute(() => dailyRoute.loader(routeArgs(people.admin, `/admin/fees/daily?day=${DAY}`) as never));
    const c = page.data?.collection as {
      byMode: { mode: string; paise: number }[];
      byStaff: { name: string; count: number; paise: number }[];
      receivedPaise: number;
    };
    expect(c.receivedPaise).toBe(400000);
    expect(Object.fromEntries(c.byMode.map((r) => [r.mode, r.paise]))).toEqual({ cash: 100000, upi: 50000, online: 250000 });
    expect(c.byStaff.map((r) => r.paise).sort()).toEqual([100000, 250000, 50000].sort());
    expect(c.byStaff.find((r) => r.paise === 250000)?.name).toBe("Online (gateway)");
  });
});

describe("the outstanding dues", () => {
  it("lists each student with what they still owe, and the total", async () => {
    const page = await callRoute(() =>
      outstandingRoute.loader(routeArgs(people.admin, `/admin/fees/outstanding?course=${course.id}`) as never),
    );
    const rows = page.data?.rows as { student_id: string; owed_paise: number; bucket: string; days_overdue: number }[];
    const owed = Object.fromEntries(rows.map((r) => [r.student_id, r.owed_paise]));
    // ₹12,500 each; Ravi paid ₹1,500; Sona paid ₹2,600 and had the ₹3,000 online admission discount.
    expect(owed).toEqual({ [ravi.id]: 1250000 - 150000, [sona.id]: 1250000 - 260000 - 300000 });
    expect(page.data?.owedPaise).toBe(1250000 - 150000 + 1250000 - 260000 - 300000);
    // Their oldest open due is the registration of today (Ravi) or the batch's first instalment in 2099 (Sona).
    expect(rows.find((r) => r.student_id === ravi.id)?.bucket).toBe(indiaDate() < "2099-01-10" ? "not_yet_due" : "1_30");
  });
});

describe("the dashboard's fee figures", () => {
  it("count this month's money net of refunds and what the open dues still owe", async () => {
    const before = await feeFigures();
    const student = (await admittedStudent(people.admin, course.id, { batchStart: "2099-01-10" })).student;
    await pay(student.id, 70000, { paidOn: indiaDate() });
    const after = await feeFigures();
    expect(after.collectedThisMonthPaise - before.collectedThisMonthPaise).toBe(70000);
    expect(after.outstandingPaise - before.outstandingPaise).toBe(1250000 - 70000);
    const list = await callRoute(() => outstandingRoute.loader(routeArgs(people.admin, "/admin/fees/outstanding") as never));
    expect(list.data?.owedPaise).toBe(after.outstandingPaise);
  });
});

/** A report's page rendered on the server from its own loader's answer at `url`. */
async function renderReport(mod: { loader: (args: never) => unknown; default: unknown }, url: string) {
  const answer = await callRoute(() => mod.loader(routeArgs(people.admin, url) as never));
  expect(answer.status, url).toBe(200);
  const Stub = createRoutesStub([
    { id: "page", path: new URL(url, "http://x").pathname, Component: mod.default as never, loader: () => answer.data },
  ]);
  return renderToString(createElement(Stub, { initialEntries: [url], hydrationData: { loaderData: { page: answer.data } } }));
}

describe("the reports in Hindi (?lang=hi), as the student page's Fees section", () => {
  it("shows the payments list in Hindi, with an English link, and in English unchanged", async () => {
    const hi = await renderReport(paymentsRoute, `/admin/payments?from=${DAY}&to=${DAY}&course=${course.id}&lang=hi`);
    expect(hi).toContain("3 भुगतान · वापसी घटाकर ₹4,000");
    for (const text of ["दैनिक वसूली", "बकाया देय", "रसीद, छात्र, फ़ोन या संदर्भ से खोजें...", "सभी माध्यम", "ऑनलाइन (गेटवे)", "नकद", "दर्ज करने वाले"]) {
      expect(hi).toContain(text);
    }
    expect(hi).toContain(">English</a>");
    expect(hi).toContain("/receipt?lang=hi");
    // The shared list words (the filters' disclosure, the search button) in Hindi too.
    for (const text of ["फ़िल्टर", "फ़िल्टर लागू करें", ">खोजें<"]) expect(hi).toContain(text);
    for (const text of [">Filters", "Apply filters", ">Search<"]) expect(hi).not.toContain(text);
    const en = await renderReport(paymentsRoute, `/admin/payments?from=${DAY}&to=${DAY}&course=${course.id}`);
    expect(en).toContain("3 payments · ₹4,000 net of refunds");
    for (const text of [
      "Daily collection",
      "Outstanding dues",
      "Search by receipt, student, phone or reference...",
      "All modes",
      "Online (gateway)",
      "Recorded by",
    ]) {
      expect(en).toContain(text);
    }
    expect(en).toContain("हिंदी</a>");
    expect(en).not.toContain("भुगतान");
    for (const text of ["Apply filters", ">Search<"]) expect(en).toContain(text);
  });

  it("shows the daily collection in Hindi with hi-IN dates, and in English unchanged", async () => {
    const hi = await renderReport(dailyRoute, `/admin/fees/daily?day=${DAY}&lang=hi`);
    expect(hi).toContain("15 जुलाई 2035 · प्राप्त ₹4,000 · वापस ₹0 · शुद्ध ₹4,000");
    for (const text of ["माध्यम के अनुसार", "स्टाफ़ के अनुसार", "भुगतान (3)", "पिछला दिन", "प्रिंट करें", "ऑनलाइन (गेटवे)"]) expect(hi).toContain(text);
    expect(hi).toContain(`?day=2035-07-14&amp;lang=hi`);
    const en = await renderReport(dailyRoute, `/admin/fees/daily?day=${DAY}`);
    expect(en).toContain("15 July 2035 · received ₹4,000 · refunded ₹0 · net ₹4,000");
    for (const text of ["By mode", "By staff member", "Payments (3)", "Previous day", "Print", "Online (gateway)"])
      expect(en).toContain(text);
  });

  it("shows the outstanding dues in Hindi, and in English unchanged", async () => {
    const hi = await renderReport(outstandingRoute, `/admin/fees/outstanding?course=${course.id}&lang=hi`);
    // Ravi ₹11,000 and Sona ₹6,900 (above), and the dashboard test's student ₹11,800.
    expect(hi).toContain("3 छात्रों पर ₹29,700 बकाया");
    for (const text of ["सबसे पुरानी देय", "बकाया", "छाँटें", "सभी कोर्स"]) expect(hi).toContain(text);
    const en = await renderReport(outstandingRoute, `/admin/fees/outstanding?course=${course.id}`);
    expect(en).toContain("3 students owe ₹29,700");
    for (const text of ["Oldest due", "Owed", "Filter by course", "All courses"]) expect(en).toContain(text);
  });
});
