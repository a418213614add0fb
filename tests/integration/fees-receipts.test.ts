import { eq, sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { signCertificate, verifyCertificate } from "#app/features/certificates/certificate-signing.server";
import { amountInWords } from "#app/features/fees/amount-in-words";
import { recordPayment } from "#app/features/fees/index.server";
import { receiptCode } from "#app/features/fees/receipts/receipt-code.server";
import { ensureSiteSettings } from "#app/features/settings/settings.server";
import { formatDay } from "#app/i18n/format";
import { indiaDate } from "#app/lib/india-time";
import { createLoadContext } from "#app/load-context";
import * as adminLayout from "#app/routes/admin/layout";
import * as receiptRoute from "#app/routes/admin/payments/receipt";
import * as whatsappRoute from "#app/routes/admin/payments/receipt-whatsapp";
import * as creditNoteRoute from "#app/routes/admin/refunds/credit-note";
import * as verifyPage from "#app/routes/site/receipt-page";
import { db } from "#app/server/db/db.server";
import { feeSettings, payments, refunds } from "#app/server/db/schema";
import { ANONYMOUS, accountsFor, requestAs, type TestAccount } from "#tests/support/accounts";
import { callRoute, routeContext } from "#tests/support/call-route";
import { admittedStudent, plannedCourse } from "#tests/support/fee-students";
import { readPdf } from "#tests/support/pdf";

// Receipts (issue 24 point 4): the receipt and credit-note PDFs read back with pdftotext, in
// English and Hindi; GST when registered; the public verify page; who may download them.

const people = accountsFor({ admin: "admin", superAdmin: "super_admin", trainer: "trainer" });

beforeAll(async () => {
  await ensureSiteSettings();
});

afterEach(async () => {
  await db.update(feeSettings).set({ gst_registered: false, gstin: null, gst_inclusive: true, gst_rate_bp: 1800 });
});

const today = indiaDate();

async function pay(studentId: string, amountPaise: number, extra: Partial<Parameters<typeof recordPayment>[0]> = {}) {
  const paid = await recordPayment({
    studentId,
    amountPaise,
    mode: "cash",
    paidOn: today,
    reference: null,
    advance: false,
    recordedBy: people.admin.id,
    ...extra,
  });
  if (!paid.ok) throw new Error(paid.message);
  return paid;
}

/** The receipt PDF as `who` downloads it (through the admin gate, as React Router runs it), and its text. */
async function download(
  route: typeof receiptRoute | typeof creditNoteRoute,
  who: TestAccount,
  path: string,
  id: string,
  headers: HeadersInit = {},
) {
  const request = requestAs(who, path, { headers });
  const context = createLoadContext(routeContext());
  for (const middleware of adminLayout.middleware) await middleware({ request, params: {}, context } as never, async () => new Response());
  const response = (await route.loader({ request, params: { id }, context } as never)) as Response;
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/pdf");
  const { text, pages, size } = await readPdf(new Uint8Array(await response.arrayBuffer()));
  expect([pages, size]).toEqual([1, [595, 842]]);
  // pdftotext lays text out in columns: one space between words is enough to compare.
  return { text: text.replace(/[ \t]+/g, " "), disposition: response.headers.get("content-disposition") };
}

const receiptPdf = (paymentId: string, query = "", headers: HeadersInit = {}, who = people.admin) =>
  download(receiptRoute, who, `/admin/payments/${paymentId}/receipt${query}`, paymentId, headers);

describe("the receipt PDF", () => {
  it("shows the number, the student, the amount in figures and words, the mode, what it settled and the balance after it, in English", async () => {
    const { student, batch } = await admittedStudent(people.admin, (await plannedCourse("Receipts English Course")).id, {
      name: "Ravi Kumar Sharma",
    });
    const first = await pay(student.id, 400000);
    const second = await pay(student.id, 100000, { mode: "upi", reference: "UTR412345678901" });
    const { text, disposition } = await receiptPdf(first.paymentId);
    for (const line of [
      "SUPERTECH INSTITUTE",
      "123 Example Market, Laxmi Nagar, New Delhi 110092",
      "RECEIPT",
      `Receipt No. ${first.receiptNumber}`,
      `Date: ${formatDay(today, "en")}`,
      "Ravi Kumar Sharma",
      `Student No. ${student.student_number}`,
      "Receipts English Course",
      batch.code,
      "₹4,000",
      "Rupees Four Thousand only",
      "Mode Cash",
      "Towards: Registration ₹2,500",
      "Towards: Instalment 1 of 2 ₹1,500",
      // As of this payment, not today's ₹7,500 after the second one.
      "Balance due after this payment ₹8,500",
      "VERIFICATION CODE",
      `localhost:3000/receipt/${first.receiptNumber}`,
    ])
      expect(text, line).toContain(line);
    expect(text).not.toContain("GSTIN");
    expect(text).not.toContain("REFUNDED");
    expect(disposition).toBe(`inline; filename="receipt-${first.receiptNumber.replaceAll("/", "-")}.pdf"`);
    const later = await receiptPdf(second.paymentId);
    expect(later.text).toContain("Mode UPI");
    expect(later.text).toContain("Reference UTR412345678901");
    expect(later.text).toContain("Balance due after this payment ₹7,500");
    expect(later.text).toContain("Rupees One Thousand only");
  });

  it("is in Hindi with ?lang=hi, and when the staff came from a Hindi page", async () => {
    const { student } = await admittedStudent(people.admin, (await plannedCourse("Receipts Hindi Course")).id, { name: "Sita Devi" });
    const paid = await pay(student.id, 1250000);
    for (const [query, headers] of [
      ["?lang=hi", {}],
      ["", { referer: "http://localhost:3000/hi/receipt/x" }],
    ] as const) {
      const { text, disposition } = await receiptPdf(paid.paymentId, query, headers);
      expect(text).toContain("रसीद नं.");
      expect(text).toContain(paid.receiptNumber);
      expect(text).toContain("₹12,500");
      expect(text).toContain(amountInWords(1250000, "hi"));
      expect(text).toContain("बारह हज़ार पाँच सौ रुपये मात्र");
      expect(text).toContain("भुगतान का तरीका नकद");
      expect(text).toContain("इस भुगतान के बाद बाकी ₹0");
      expect(text).toContain(`localhost:3000/hi/receipt/${paid.receiptNumber}`);
      expect(disposition).toContain("-hi.pdf");
    }
    // English for a link from an English page, or from another site.
    const english = await receiptPdf(paid.paymentId, "", { referer: "https://elsewhere.example/hi/x" });
    expect(english.text).toContain("Rupees Twelve Thousand Five Hundred only");
  });

  it("carries the GSTIN, SAC, taxable value and CGST + SGST when the institute is registered (fees inclusive)", async () => {
    const { student } = await admittedStudent(people.admin, (await plannedCourse("Receipts GST Course")).id, { name: "Gita Rani" });
    const paid = await pay(student.id, 1180000);
    await db.update(feeSettings).set({ gst_registered: true, gstin: "07AAACS1234A1Z5" });
    const { text } = await receiptPdf(paid.paymentId);
    for (const line of [
      "GSTIN: 07AAACS1234A1Z5 SAC: 999293 Place of supply: Delhi (07)",
      "Taxable value ₹10,000",
      "CGST @ 9% ₹900",
      "SGST @ 9% ₹900",
      "Total ₹11,800",
      "Fees include GST.",
      "Rupees Eleven Thousand Eight Hundred only",
    ])
      expect(text, line).toContain(line);
    expect(text).not.toContain("IGST");
  });

  it("adds GST on top when the fees exclude it, rounding each tax to the paisa", async () => {
    const { student } = await admittedStudent(people.admin, (await plannedCourse("Receipts GST Exclusive Course")).id, {
      name: "Mohan Lal",
    });
    const paid = await pay(student.id, 1000001);
    await db.update(feeSettings).set({ gst_registered: true, gstin: "07AAACS1234A1Z5", gst_inclusive: false, gst_rate_bp: 500 });
    const { text } = await receiptPdf(paid.paymentId);
    // 5% of ₹10,000.01 is ₹500.0005: ₹500 of tax, halved into ₹250 + ₹250.
    for (const line of [
      "Taxable value ₹10,000.01",
      "CGST @ 2.5% ₹250",
      "SGST @ 2.5% ₹250",
      "Total ₹10,500.01",
      "GST is charged on top of the fees.",
    ])
      expect(text, line).toContain(line);
  });

  it("says a refunded payment was refunded, and the credit note PDF shows the refund in both languages", async () => {
    const { student } = await admittedStudent(people.admin, (await plannedCourse("Receipts Refund Course")).id, { name: "Anil Verma" });
    const paid = await pay(student.id, 300000);
    const [refund] = await db
      .insert(refunds)
      .values({
        payment_id: paid.paymentId,
        student_id: student.id,
        amount_paise: 100000,
        credit_note_number: "CN/2026-27/9001",
        financial_year: "2026-27",
        refunded_on: today,
        reason: "Left the course",
        refunded_by: people.superAdmin.id,
      })
      .returning();
    await db.update(payments).set({ refunded_paise: 100000 }).where(eq(payments.id, paid.paymentId));
    const { text } = await receiptPdf(paid.paymentId);
    expect(text).toContain(`Refunded ₹1,000 on ${formatDay(today, "en")}: credit note CN/2026-27/9001`);
    expect(text).toContain("REFUNDED");
    const note = await download(creditNoteRoute, people.admin, `/admin/refunds/${refund.id}/credit-note`, refund.id);
    for (const line of [
      "CREDIT NOTE",
      "Credit note No. CN/2026-27/9001",
      "Refunded to",
      "Anil Verma",
      "₹1,000",
      "Rupees One Thousand only",
      `Against receipt ${paid.receiptNumber} (₹3,000,`,
      "Reason Left the course",
    ])
      expect(note.text, line).toContain(line);
    expect(note.disposition).toContain("credit-note-CN-2026-27-9001.pdf");
    const hindi = await download(creditNoteRoute, people.admin, `/admin/refunds/${refund.id}/credit-note?lang=hi`, refund.id);
    // pdftotext writes the ि matra before its consonant (क्रेिडट): compare words without it.
    expect(hindi.text).toContain("नोट नं. CN/2026-27/9001");
    expect(hindi.text).toContain(amountInWords(100000, "hi"));
  });
});

describe("who may download receipts", () => {
  it("refuses anonymous visitors and trainers, at the gate and in the route itself", async () => {
    const { student } = await admittedStudent(people.admin, (await plannedCourse("Receipts Permission Course")).id, { name: "Kiran Bedi" });
    const paid = await pay(student.id, 10000);
    const direct = (who: TestAccount) =>
      callRoute(() =>
        receiptRoute.loader({
          request: requestAs(who, `/admin/payments/${paid.paymentId}/receipt`),
          params: { id: paid.paymentId },
          context: routeContext(),
        } as never),
      );
    expect(await direct(ANONYMOUS)).toMatchObject({ status: 302, location: "/auth" });
    expect(await direct(people.trainer)).toMatchObject({ status: 302, location: "/" });
    expect((await direct(people.superAdmin)).status).toBe(200);
    const unknown = await callRoute(() =>
      receiptRoute.loader({
        request: requestAs(people.admin, "/admin/payments/x/receipt"),
        params: { id: "00000000-0000-4000-8000-000000000000" },
        context: routeContext(),
      } as never),
    );
    expect(unknown.status).toBe(404);
  });

  it("shares on WhatsApp to the student's phone with the verify link", async () => {
    const { student } = await admittedStudent(people.admin, (await plannedCourse("Receipts Share Course")).id, { name: "Pooja Singh" });
    const paid = await pay(student.id, 250000);
    const answer = await callRoute(() =>
      whatsappRoute.loader({
        request: requestAs(people.admin, `/admin/payments/${paid.paymentId}/receipt/whatsapp?lang=hi`),
        params: { id: paid.paymentId },
        context: routeContext(),
      } as never),
    );
    expect(answer.status).toBe(302);
    const url = new URL(answer.location ?? "");
    expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/91${student.phone}`);
    const code = await receiptCode({ receiptNumber: paid.receiptNumber, amountPaise: 250000, paidOn: today });
    expect(url.searchParams.get("text")).toBe(
      `Supertech Institute की फ़ीस रसीद ${paid.receiptNumber}: ₹2,500 मिले। यहां जांचें: http://localhost:3000/hi/receipt/${paid.receiptNumber}?code=${code}`,
    );
  });
});

describe("the public verify page", () => {
  const open = (path: string, number: string, ip = "203.0.113.7") =>
    callRoute(() =>
      verifyPage.loader({
        request: new Request(`http://localhost:3000${path}`),
        params: { "*": number },
        context: routeContext(ip),
      } as never),
    );

  it("shows a genuine receipt's details, the name masked, with its signed code; only its existence without one", async () => {
    const { student } = await admittedStudent(people.admin, (await plannedCourse("Receipts Verify Course")).id, {
      name: "Ravi Kumar Sharma",
    });
    const paid = await pay(student.id, 1250000);
    const code = await receiptCode({ receiptNumber: paid.receiptNumber, amountPaise: 1250000, paidOn: today });
    const genuine = await open(`/receipt/${paid.receiptNumber}?code=${code}`, paid.receiptNumber);
    expect(genuine.status).toBe(200);
    expect(genuine.data?.check).toMatchObject({
      status: "genuine",
      number: paid.receiptNumber,
      view: {
        date: formatDay(today, "en"),
        amount: "₹12,500",
        student: "Ra*** K. S.",
        course: "Receipts Verify Course",
        institute: "Supertech Institute",
        refunded: null,
      },
    });
    const hindi = await open(`/hi/receipt/${paid.receiptNumber}?code=${code}`, paid.receiptNumber);
    expect(hindi.data?.check).toMatchObject({ status: "genuine", view: { date: formatDay(today, "hi") } });
    // Typed in small letters, without a code: only that it is on record.
    const bare = await open(`/receipt/${paid.receiptNumber.toLowerCase()}`, paid.receiptNumber.toLowerCase());
    expect(bare).toMatchObject({ status: 200, data: { check: { status: "code-needed", number: paid.receiptNumber } } });
    expect(JSON.stringify(bare.data)).not.toContain("Ravi");
  });

  it("answers 404 for an unknown or malformed number, and refuses a code that is not this receipt's", async () => {
    const { student } = await admittedStudent(people.admin, (await plannedCourse("Receipts Tamper Course")).id, { name: "Lata M" });
    const paid = await pay(student.id, 50000);
    expect(await open("/receipt/RCT/2026-27/999999", "RCT/2026-27/999999")).toMatchObject({
      status: 404,
      data: { check: { status: "not-found", number: "RCT/2026-27/999999" } },
    });
    expect((await open("/receipt/nothing", "nothing")).status).toBe(404);
    const code = await receiptCode({ receiptNumber: paid.receiptNumber, amountPaise: 50000, paidOn: today });
    // A certificate's code, signed by the same key, never verifies a receipt (nor the other way).
    const certificate = {
      certificate_id: paid.receiptNumber,
      student_name: "Lata M",
      course_name: "x",
      issue_date: today,
      revoked_at: null,
    };
    const signed = await signCertificate(certificate);
    expect(
      await open(`/receipt/${paid.receiptNumber}?code=K${signed.signing_key_id}-${signed.signature}`, paid.receiptNumber),
    ).toMatchObject({
      status: 422,
      data: { check: { status: "tampered" } },
    });
    const dash = code.indexOf("-");
    expect(await verifyCertificate({ ...certificate, signing_key_id: Number(code.slice(1, dash)), signature: code.slice(dash + 1) })).toBe(
      "tampered",
    );
    // The amount changed behind the application's back: its printed code no longer matches.
    await db.update(payments).set({ amount_paise: 5000000 }).where(eq(payments.id, paid.paymentId));
    expect(await open(`/receipt/${paid.receiptNumber}?code=${code}`, paid.receiptNumber)).toMatchObject({
      status: 422,
      data: { check: { status: "tampered" } },
    });
    await db.update(payments).set({ amount_paise: 50000 }).where(eq(payments.id, paid.paymentId));
    expect((await open(`/receipt/${paid.receiptNumber}?code=${code}`, paid.receiptNumber)).status).toBe(200);
  });

  it("says Refunded for a refunded receipt, and is rate-limited like the certificate lookup", async () => {
    const { student } = await admittedStudent(people.admin, (await plannedCourse("Receipts Verify Refund Course")).id, {
      name: "Suresh Rao",
    });
    const paid = await pay(student.id, 200000);
    await db.insert(refunds).values({
      payment_id: paid.paymentId,
      student_id: student.id,
      amount_paise: 200000,
      credit_note_number: "CN/2026-27/9002",
      financial_year: "2026-27",
      refunded_on: today,
      reason: "Duplicate",
      refunded_by: people.superAdmin.id,
    });
    const code = await receiptCode({ receiptNumber: paid.receiptNumber, amountPaise: 200000, paidOn: today });
    const page = await open(`/receipt/${paid.receiptNumber}?code=${code}`, paid.receiptNumber);
    expect(page.data?.check).toMatchObject({ status: "genuine", view: { refunded: { amount: "₹2,000", numbers: "CN/2026-27/9002" } } });
    await db.execute(sql`delete from rate_limits where key like 'lookup:198.51.100.%'`);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await open(`/receipt/${paid.receiptNumber}`, paid.receiptNumber, "198.51.100.9")).status);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
