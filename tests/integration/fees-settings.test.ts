import { eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterAll, describe, expect, it } from "vitest";
import { readFeeSettings } from "#app/features/fees/index.server";
import * as settingsRoute from "#app/routes/admin/settings/fees/route";
import { db } from "#app/server/db/db.server";
import { adminLogs, feeSettings } from "#app/server/db/schema";
import { accountsFor } from "#tests/support/accounts";
import { callRoute, routeArgs } from "#tests/support/call-route";

// /admin/settings/fees (issue 24): rupees in, paise stored; UPI ID and GSTIN by their formats.

const people = accountsFor({ admin: "admin" });

const VALID = {
  online_admission_discount: "3000",
  discount_limit: "2500.50",
  upi_id: "sikho.institute@okaxis",
  upi_payee_name: "Sikho Technical Institute",
  gst_registered: "on",
  gstin: "07abcde1234f1z5",
  gst_sac: "999293",
  gst_rate: "18",
  gst_inclusive: "exclusive",
  gst_state: "Delhi",
  gst_state_code: "07",
  reminder_days_before: "3",
  reminder_every_days: "7",
  reminder_max_overdue: "3",
};

const save = (form: Record<string, string>, query = "") =>
  callRoute(() => settingsRoute.action(routeArgs(people.admin, `/admin/settings/fees${query}`, form) as never));

/** The settings page rendered on the server from its own loader's answer at `url`. */
async function renderPage(url: string) {
  const answer = await callRoute(() => settingsRoute.loader(routeArgs(people.admin, url) as never));
  expect(answer.status, url).toBe(200);
  const Stub = createRoutesStub([
    { id: "page", path: "/admin/settings/fees", Component: settingsRoute.default as never, loader: () => answer.data },
  ]);
  return renderToString(createElement(Stub, { initialEntries: [url], hydrationData: { loaderData: { page: answer.data } } }));
}
const errorsOf = (answer: Awaited<ReturnType<typeof save>>) =>
  Object.fromEntries(Object.entries((answer.data?.error ?? {}) as Record<string, string[] | null>).map(([k, v]) => [k, v?.[0]]));

afterAll(async () => {
  await db
    .update(feeSettings)
    .set({ gst_registered: false, gstin: null, upi_id: null, upi_payee_name: null, discount_limit_paise: 500000, gst_inclusive: true })
    .where(eq(feeSettings.id, 1));
});

describe("fee settings", () => {
  it("shows the defaults in rupees: ₹3,000 online admission discount", async () => {
    const page = await callRoute(() => settingsRoute.loader(routeArgs(people.admin, "/admin/settings/fees") as never));
    expect(page.data?.values).toMatchObject({
      online_admission_discount: "3000",
      gst_rate: "18",
      gst_sac: "999293",
      reminder_days_before: "3",
    });
  });

  it("stores rupees as paise and the rate in basis points, and audits the change", async () => {
    const answer = await save(VALID);
    expect([answer.status, answer.toast?.title]).toEqual([302, "Fee settings saved"]);
    expect(await readFeeSettings()).toMatchObject({
      online_admission_discount_paise: 300000,
      discount_limit_paise: 250050,
      upi_id: "sikho.institute@okaxis",
      gst_registered: true,
      gstin: "07ABCDE1234F1Z5",
      gst_rate_bp: 1800,
      gst_inclusive: false,
    });
    const logs = await db.select().from(adminLogs).where(eq(adminLogs.action, "fee_settings_updated"));
    expect(logs.at(-1)?.details).toMatchObject({ after: { discount_limit_paise: 250050 } });
  });

  it("refuses bad values with a 400 and the message under the field", async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ upi_id: "institute" }, "upi_id", "Enter a UPI ID like institute@okaxis"],
      [{ upi_payee_name: "" }, "upi_payee_name", "Enter the payee name the UPI app shows"],
      [{ gstin: "07ABCDE1234F1Z" }, "gstin", "Enter the 15-character GSTIN, e.g. 07ABCDE1234F1Z5"],
      [{ gstin: "" }, "gstin", "Enter the GSTIN of a GST-registered institute"],
      [{ gstin: "09ABCDE1234F1Z5" }, "gstin", "A GSTIN starts with its state code (07)"],
      [{ gst_rate: "30" }, "gst_rate", "The GST rate can be at most 28%"],
      [{ gst_sac: "9992" }, "gst_sac", "Enter the 6-digit SAC, e.g. 999293"],
      [{ discount_limit: "1,00,000.999" }, "discount_limit", "Enter the discount limit in rupees, e.g. 12500 or 12500.50"],
      [{ reminder_every_days: "0" }, "reminder_every_days", "Enter how often overdue reminders go as a whole number from 1 to 60"],
    ];
    for (const [change, field, message] of cases) {
      const answer = await save({ ...VALID, ...change });
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(errorsOf(answer)[field], JSON.stringify(change)).toBe(message);
    }
  });

  it("answers in Hindi on the Hindi page (?lang=hi): the 400's messages, and back to the Hindi page when saved", async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ upi_id: "institute" }, "upi_id", "UPI ID ऐसे दर्ज करें: institute@okaxis"],
      [{ gstin: "09ABCDE1234F1Z5" }, "gstin", "GSTIN अपने राज्य कोड (07) से शुरू होता है"],
      [{ gst_rate: "30" }, "gst_rate", "GST दर अधिकतम 28% हो सकती है"],
      [{ discount_limit: "abc" }, "discount_limit", "छूट की सीमा रुपये में दर्ज करें, जैसे 12500 या 12500.50"],
      [{ reminder_every_days: "0" }, "reminder_every_days", "अतिदेय रिमाइंडर कितने दिन में जाएँ 1 से 60 तक की पूरी संख्या में दर्ज करें"],
    ];
    for (const [change, field, message] of cases) {
      const answer = await save({ ...VALID, ...change }, "?lang=hi");
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(errorsOf(answer)[field], JSON.stringify(change)).toBe(message);
    }
    const saved = await save(VALID, "?lang=hi");
    expect([saved.status, saved.location, saved.toast?.title]).toEqual([302, "/admin/settings/fees?lang=hi", "फ़ीस सेटिंग सहेजी गई"]);
  });

  it("shows the page in Hindi with ?lang=hi, and in English unchanged", async () => {
    const hi = await renderPage("/admin/settings/fees?lang=hi");
    for (const text of [
      "फ़ीस सेटिंग",
      "ऑनलाइन एडमिशन छूट (₹)",
      "छूट की सीमा (₹)",
      "प्राप्तकर्ता का नाम",
      "GST पंजीकृत",
      "फ़ीस में GST शामिल है",
      "देय तिथि से कितने दिन पहले",
      "फ़ीस सेटिंग सहेजें",
      ">English</a>",
    ])
      expect(hi, text).toContain(text);
    for (const text of ["Online admission discount", "Payee name", "Save fee settings", "Reminders"]) expect(hi, text).not.toContain(text);
    const en = await renderPage("/admin/settings/fees");
    for (const text of [
      "Fee settings",
      "Online admission discount (₹)",
      "Taken off when a student pays the registration online. 0 for none.",
      "GST registered",
      "Then every N days while overdue",
      "Save fee settings",
      "हिंदी</a>",
    ])
      expect(en, text).toContain(text);
  });
});
