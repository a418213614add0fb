import { execFileSync } from "node:child_process";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { backupStream } from "#app/features/backups/backup-stream.server";
import { parseBackup } from "#app/features/backups/parse-backup.server";
import { applyRestore } from "#app/features/backups/restore-backup.server";
import { insertSignedCertificate, revokeCertificateRecord } from "#app/features/certificates/certificate-records.server";
import { prepareCertificateSigning, verifyCertificate } from "#app/features/certificates/certificate-signing.server";
import { findCertificateById } from "#app/features/certificates/find-certificate-by-id.server";
import { ensureSiteSettings } from "#app/features/settings/settings.server";
import * as keysRoute from "#app/routes/api/certificate-keys";
import * as pdfRoute from "#app/routes/api/certificate-pdf";
import * as previewRoute from "#app/routes/api/certificate-preview";
import * as robotsRoute from "#app/routes/api/robots-txt";
import * as sitemapRoute from "#app/routes/api/sitemap-xml";
import * as lookupRoute from "#app/routes/site/certificate";
import * as pageRoute from "#app/routes/site/certificate-page";
import { db } from "#app/server/db/db.server";
import { certificateSigningKeys, certificates, courses } from "#app/server/db/schema";
import { account } from "#tests/support/accounts";
import { ROUTE_CONTEXT as context, settle } from "#tests/support/call-route";
import { assertCertificatePdf, pdfAnswer, readPdf } from "#tests/support/pdf";

const ORIGIN = "http://localhost:3000";

type LoaderResult = { data: Record<string, unknown>; init?: { status?: number } | null };

const get = (url: string) => new Request(`${ORIGIN}${url}`);

function loadPage(id: string, query = "") {
  return settle(() =>
    pageRoute.loader({ request: get(`/certificate/${encodeURIComponent(id)}${query}`), params: { certificateId: id }, context } as never),
  );
}

beforeAll(async () => {
  await ensureSiteSettings();
  const [course] = await db
    .insert(courses)
    .values({
      course_name: "Mobile Repairing",
      course_code: "MOB-1",
      course_type: "mobile_repair",
      fee_amount: "15000",
      duration_weeks: 12,
    })
    .returning({ id: courses.id });
  await insertSignedCertificate({
    certificate_id: "STI-2025-0001",
    student_name: "Rahul Verma",
    course_name: "Mobile Repairing",
    course_id: course.id,
    approved_by: "Amit Sharma",
    issue_date: "2025-06-14",
  });
  await insertSignedCertificate({
    certificate_id: "STI-2025-0002",
    student_name: "राहुल शर्मा",
    course_name: "AC Repair",
    duration: "3 months",
    approved_by: "Amit Sharma",
    issue_date: "2025-07-01",
  });
  await insertSignedCertificate({
    certificate_id: "STI-2025-0003",
    student_name: "Karan Mehta",
    course_name: "Laptop Repair",
    approved_by: "Amit Sharma",
    issue_date: "2025-07-02",
  });
  await revokeCertificateRecord("STI-2025-0003", "Issued in error", new Date("2026-01-20T10:00:00Z"));
  // Changed behind the application's back: its code no longer matches.
  await insertSignedCertificate({
    certificate_id: "STI-2025-0004",
    student_name: "Neha Gupta",
    course_name: "CCTV",
    approved_by: "Amit Sharma",
    issue_date: "2025-07-03",
  });
  await db.update(certificates).set({ student_name: "Neha Gupta Singh" }).where(eq(certificates.certificate_id, "STI-2025-0004"));
});

describe("forgiving lookup", () => {
  it("finds STI-2025-0001 however it is typed, and nothing for other IDs", async () => {
    for (const typed of ["STI-2025-0001", "sti-2025-0001", "  sti 2025 0001 ", "STI20250001", "sti_2025_0001"]) {
      expect((await findCertificateById(typed))?.certificate_id).toBe("STI-2025-0001");
    }
    expect(await findCertificateById("STI-2025-0010")).toBeNull();
    expect(await findCertificateById("---")).toBeNull();
    expect(await findCertificateById("A".repeat(500))).toBeNull();
  });

  it("/certificate?id= verifies a lower-case, spaced ID, with the course's length as the duration", async () => {
    const result = (await lookupRoute.loader({
      request: get("/certificate?id=sti%202025%200001"),
      params: {},
      context,
    } as never)) as unknown as LoaderResult;
    const lookup = result.data.lookup as {
      status: string;
      certificate: { certificate_id: string; duration: string; record: string; path: string };
    };
    expect(lookup.status).toBe("found");
    expect(lookup.certificate).toMatchObject({
      certificate_id: "STI-2025-0001",
      duration: "12 weeks",
      record: "valid",
      path: "/certificate/STI-2025-0001",
    });
  });
});

describe("the canonical page /certificate/{id}", () => {
  it("shows a valid certificate with the verification time and its code", async () => {
    const result = (await loadPage("STI-2025-0001")) as unknown as LoaderResult;
    const view = result.data.view as Record<string, unknown>;
    expect(view).toMatchObject({ certificate_id: "STI-2025-0001", record: "valid", revoked: null, copy: null, keyId: 1 });
    expect(view.verifiedAt).toMatch(/^\d{1,2} \w+ \d{4} at \d{1,2}:\d{2} [ap]m IST$/);
    expect(view.code).toMatch(/^K1- [A-Za-z0-9_-]{6}( [A-Za-z0-9_-]{1,6})+$/);
    expect(view.canonicalUrl).toBe(`${ORIGIN}/certificate/STI-2025-0001`);
    expect(pageRoute.headers({} as never)).toEqual({ "X-Robots-Tag": "noindex" });
  });

  it("redirects another spelling to the stored one, keeping the code", async () => {
    const response = (await loadPage("sti 2025 0001", "?code=x")) as Response;
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/certificate/STI-2025-0001?code=x");
  });

  it("checks a printed copy's code: matching, and not matching the record", async () => {
    const [row] = await db.select().from(certificates).where(eq(certificates.certificate_id, "STI-2025-0001"));
    const good = (await loadPage("STI-2025-0001", `?code=K${row.signing_key_id}-${row.signature}`)) as unknown as LoaderResult;
    expect((good.data.view as { copy: unknown }).copy).toEqual({ matches: true, keyId: 1 });
    const [other] = await db.select().from(certificates).where(eq(certificates.certificate_id, "STI-2025-0002"));
    const bad = (await loadPage("STI-2025-0001", `?code=K1-${other.signature}`)) as unknown as LoaderResult;
    expect((bad.data.view as { copy: unknown }).copy).toEqual({ matches: false, keyId: 1 });
    const garbage = (await loadPage("STI-2025-0001", "?code=nonsense")) as unknown as LoaderResult;
    expect((garbage.data.view as { copy: { matches: boolean } }).copy.matches).toBe(false);
  });

  it("says a record changed after it was issued", async () => {
    const result = (await loadPage("STI-2025-0004")) as unknown as LoaderResult;
    expect((result.data.view as { record: string }).record).toBe("tampered");
  });

  it("shows a revoked certificate with its date and reason", async () => {
    const result = (await loadPage("STI-2025-0003")) as unknown as LoaderResult;
    const view = result.data.view as { revoked: unknown; record: string };
    expect(view.revoked).toEqual({ on: "20 January 2026", reason: "Issued in error" });
    expect(view.record).toBe("valid");
  });

  it("answers 404 with the spec's message for an unknown ID", async () => {
    const result = (await loadPage("NOPE-1")) as unknown as LoaderResult;
    expect(result.init?.status).toBe(404);
    expect(result.data.problem).toEqual({ status: "not-found", message: "Certificate not found. Please check the ID and try again." });
  });

  it("writes the verdict's dates, reasons and messages in Hindi on /hi", async () => {
    const loadHindi = (id: string, query = "") =>
      settle(() =>
        pageRoute.loader({
          request: get(`/hi/certificate/${encodeURIComponent(id)}${query}`),
          params: { certificateId: id },
          context,
        } as never),
      ) as unknown as Promise<LoaderResult | Response>;
    const valid = ((await loadHindi("STI-2025-0001")) as LoaderResult).data.view as Record<string, unknown>;
    expect(valid.verifiedAt).toMatch(/^\d{1,2} \p{L}[\p{L}\p{M}]* \d{4}, \d{1,2}:\d{2} [ap]m IST$/u);
    expect(valid.verifiedAt).not.toMatch(/January|February|March|April|May|June|July|August|September|October|November|December/);
    expect(valid.pdfPath).toBe("/hi/certificate/STI-2025-0001.pdf");
    expect(valid.canonicalUrl).toBe(`${ORIGIN}/hi/certificate/STI-2025-0001`);
    const revoked = ((await loadHindi("STI-2025-0003")) as LoaderResult).data.view as { revoked: unknown };
    expect(revoked.revoked).toEqual({ on: "20 जनवरी 2026", reason: "Issued in error" });
    const missing = (await loadHindi("NOPE-1")) as LoaderResult;
    expect(missing.data.problem).toEqual({ status: "not-found", message: "सर्टिफिकेट नहीं मिला। कृपया ID जांचें और फिर से कोशिश करें।" });
    const respelled = (await loadHindi("sti 2025 0001", "?code=x")) as Response;
    expect(respelled.headers.get("location")).toBe("/hi/certificate/STI-2025-0001?code=x");
  });
});

describe("the PDF, the preview card and the public keys", () => {
  /** The certificate's PDF, from an English page or (`lang` "hi") from a /hi page. */
  const pdf = (id: string, lang: "en" | "hi" = "en") =>
    pdfRoute.loader({
      request: get(`${lang === "hi" ? "/hi" : ""}/certificate/${id}.pdf`),
      params: { certificateId: id },
      context,
    } as never);

  it("gives an A4 landscape PDF with the name, course, duration, date, ID, 'Approved by' and the code", async () => {
    await assertCertificatePdf(await pdfAnswer(await pdf("sti-2025-0001")), [
      "Rahul Verma",
      "Mobile Repairing",
      "Duration: 12 weeks",
      "Issued on 14 June 2025",
      "STI-2025-0001",
      "Approved by",
      "Amit Sharma",
      "K1-",
    ]);
  });

  it("prints a Devanagari name without failing", async () => {
    const response = await pdf("STI-2025-0002");
    expect(response.status).toBe(200);
    expect((await readPdf(new Uint8Array(await response.arrayBuffer()))).text).toContain("Duration: 3 months");
  });

  it("shapes Devanagari without planting a global in the server process (decision 022)", async () => {
    expect((await pdf("STI-2025-0002", "hi")).status).toBe(200);
    expect(Object.hasOwn(globalThis, "regeneratorRuntime")).toBe(false);
  });

  it("refuses a revoked certificate's PDF with 410 and a clear page", async () => {
    const response = await pdf("STI-2025-0003");
    expect(response.status).toBe(410);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain("This certificate has been revoked");
    expect(html).toContain("Issued in error");
  });

  it("prints the Hindi sheet's labels from a /hi page, with Noto Sans Devanagari embedded", async () => {
    const response = await pdf("STI-2025-0001", "hi");
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const { text } = await readPdf(bytes);
    for (const expected of [
      "Rahul Verma",
      "Mobile Repairing",
      "Amit Sharma",
      "STI-2025-0001",
      "K1-",
      "14 जून 2025 को जारी",
      "मंज़ूरी देने वाले",
    ]) {
      expect(text).toContain(expected);
    }
    // The QR code and the printed link lead to the Hindi page.
    expect(text).toContain("/hi/certificate/STI-2025-0001");
    for (const english of ["CERTIFICATE OF COMPLETION", "This is to certify", "Approved by", "Issued on", "Scan to verify"]) {
      expect(text).not.toContain(english);
    }
    const fonts = execFileSync("pdffonts", ["-"], { input: Buffer.from(bytes), encoding: "utf8" });
    // Embedded (emb: yes) with its Unicode map (uni: yes), in both weights the sheet uses.
    for (const weight of ["Regular", "Bold"]) {
      expect(fonts).toMatch(new RegExp(`NotoSansDevanagari-${weight}\\S*\\s+CID TrueType\\s+Identity-H\\s+yes\\s+\\w+\\s+yes`));
    }
  });

  it("keeps the English PDF free of the Devanagari font when nothing on it is Hindi", async () => {
    const bytes = new Uint8Array(await (await pdf("STI-2025-0001")).arrayBuffer());
    expect(execFileSync("pdffonts", ["-"], { input: Buffer.from(bytes), encoding: "utf8" })).not.toContain("Devanagari");
  });

  it("refuses a revoked certificate's PDF in Hindi on /hi, with the date in hi-IN", async () => {
    const response = await pdf("STI-2025-0003", "hi");
    expect(response.status).toBe(410);
    const html = await response.text();
    expect(html).toContain('<html lang="hi-IN">');
    expect(html).toContain("यह सर्टिफिकेट रद्द कर दिया गया है");
    expect(html).toMatch(/STI-2025-0003 \d{1,2} (जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्टूबर|नवंबर|दिसंबर) \d{4} को रद्द किया गया/);
    expect(html).toContain('href="/hi/certificate/STI-2025-0003"');
  });

  it("draws the preview card as a 1200x630 PNG", async () => {
    const response = await previewRoute.loader({
      request: get("/certificate/STI-2025-0002/preview.png"),
      params: { certificateId: "STI-2025-0002" },
      context,
    } as never);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.readUInt32BE(16)).toBe(1200);
    expect(bytes.readUInt32BE(20)).toBe(630);
  });

  it("publishes every public key, and no private one", async () => {
    const body = await (await keysRoute.loader()).json();
    expect(body.keys).toHaveLength(1);
    expect(body.keys[0].public_key_pem).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect(JSON.stringify(body)).not.toMatch(/PRIVATE/);
  });

  it("keeps certificate pages out of the sitemap; robots.txt lets crawlers read their noindex", async () => {
    const sitemap = await (await sitemapRoute.loader()).text();
    expect(sitemap).toContain(`${ORIGIN}/certificate</loc>`);
    expect(sitemap).not.toContain("/certificate/");
    const robots = await robotsRoute.loader().text();
    expect(robots).not.toMatch(/Disallow: \/certificate/);
  });
});

describe("backups keep codes and revocations", () => {
  it("round-trips signatures, key numbers and revocations, and holds no private key", async () => {
    const admin = await account("super_admin");
    const chunks: string[] = [];
    const reader = backupStream({}).getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      chunks.push(decoder.decode(value));
    }
    const text = chunks.join("");
    expect(text).not.toMatch(/PRIVATE KEY/);
    const before = await db.select().from(certificates).orderBy(certificates.certificate_id);

    // Lose the records, then restore them.
    await db.delete(certificates);
    const plan = await applyRestore(parseBackup(text), admin.id);
    expect(plan.tables.find((t) => t.table === "certificates")?.insert).toBe(before.length);
    const after = await db.select().from(certificates).orderBy(certificates.certificate_id);
    expect(
      after.map((r) => [r.certificate_id, r.signature, r.signing_key_id, r.revoked_at?.toISOString() ?? null, r.revoked_reason]),
    ).toEqual(before.map((r) => [r.certificate_id, r.signature, r.signing_key_id, r.revoked_at?.toISOString() ?? null, r.revoked_reason]));
    const revoked = after.find((r) => r.certificate_id === "STI-2025-0003");
    expect(revoked && (await verifyCertificate(revoked))).toBe("valid");
  });

  it("restores an older backup without the new columns, then signs its certificates", async () => {
    const admin = await account("super_admin");
    const chunks: string[] = [];
    const reader = backupStream({}).getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      chunks.push(new TextDecoder().decode(value));
    }
    const file = JSON.parse(chunks.join(""));
    delete file.tables.certificate_signing_keys;
    delete file.tables.site_settings.certificate_prefix;
    file.tables.certificates = file.tables.certificates.map((row: Record<string, unknown>) => {
      const { course_id, duration, revoked_at, revoked_reason, signature, signing_key_id, updated_at, ...old } = row;
      return old;
    });
    await applyRestore(parseBackup(JSON.stringify(file)), admin.id);
    const rows = await db.select().from(certificates);
    expect(rows.every((r) => r.signature && r.signing_key_id === 1 && r.revoked_at === null)).toBe(true);
    expect(await db.select().from(certificateSigningKeys)).toHaveLength(1);
    expect((await prepareCertificateSigning()).signed).toBe(0);
  });
});
