import { PDFDocument } from "@cantoo/pdf-lib";
import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { checkImport } from "#app/features/certificates/certificate-import";
import { formatSequenceId, sequenceYear } from "#app/features/certificates/certificate-sequence";
import { verifyCertificate } from "#app/features/certificates/certificate-signing.server";
import { applyImport, planImport } from "#app/features/certificates/import-certificates.server";
import * as editRoute from "#app/routes/admin/certificates/edit/route";
import * as importRoute from "#app/routes/admin/certificates/import/route";
import * as newRoute from "#app/routes/admin/certificates/new/route";
import * as pdfRoute from "#app/routes/admin/certificates/pdf";
import * as revokeRoute from "#app/routes/admin/certificates/revoke/route";
import * as certificatesRoute from "#app/routes/admin/certificates/route";
import * as settingsRoute from "#app/routes/admin/settings/route";
import { db } from "#app/server/db/db.server";
import { adminLogs, certificates, courses } from "#app/server/db/schema";
import { ANONYMOUS, account, requestAs, type TestAccount } from "#tests/support/accounts";
import { SETTINGS_FORM } from "#tests/support/admin-forms";
import { logsFor } from "#tests/support/admin-logs";
import { callRoute, ROUTE_CONTEXT as context, multipartAs as post } from "#tests/support/call-route";

/**
 * the admin side (docs/certificates.md): revocation and its undo (who may, what is logged, what is
 * signed), the ID sequence when several staff issue at once, the course picker, and the
 * CSV import's dry run and all-or-nothing apply. Real actions on a real database.
 */

type Fn = (args: never) => Promise<unknown>;

const act = (fn: Fn, request: Request, params: Record<string, string> = {}) => callRoute(() => fn({ request, params, context } as never));
/**
 * A certificate form's post, to the route that now serves it (decision 013): create to
 * certificates/new, update to certificates/:id/edit, revoke to certificates/:id/revoke, the
 * row actions (delete, undo) to the list.
 */
function certificateAction(who: { cookie: string }, fields: Record<string, string | File>) {
  const id = String(fields.id ?? "");
  const [fn, url] =
    fields.intent === "create"
      ? [newRoute.action, "/admin/certificates/new"]
      : fields.intent === "update"
        ? [editRoute.action, `/admin/certificates/${id}/edit`]
        : fields.intent === "revoke"
          ? [revokeRoute.action, `/admin/certificates/${id}/revoke`]
          : [certificatesRoute.action, "/admin/certificates"];
  return act(fn as Fn, post(who, url, fields), { id });
}
const importAction = (who: { cookie: string }, fields: Record<string, string | File>) =>
  act(importRoute.action as Fn, post(who, "/admin/certificates/import", fields));

async function rowById(certificateId: string) {
  const [row] = await db.select().from(certificates).where(eq(certificates.certificate_id, certificateId));
  return row;
}

const fields = { student_name: "Neha Singh", course_name: "AC PCB Repairing Course", issue_date: "2026-02-01", approved_by: "A. Sharma" };
const year = sequenceYear();
const seq = (n: number, prefix = "STI") => formatSequenceId(prefix, year, n);

let people: Record<"anonymous" | "user" | "inactiveAdmin" | "admin" | "superAdmin", TestAccount>;

beforeAll(async () => {
  people = {
    anonymous: ANONYMOUS,
    user: await account("user"),
    inactiveAdmin: await account("admin", { active: false }),
    admin: await account("admin"),
    superAdmin: await account("super_admin"),
  };
});

describe("revocation", () => {
  it("revokes with a reason: Revoked status signed, audited with before and after", async () => {
    await certificateAction(people.admin, { intent: "create", certificate_id: "REV-1", ...fields });
    const before = await rowById("REV-1");
    expect(await verifyCertificate(before)).toBe("valid");

    const empty = await certificateAction(people.admin, { intent: "revoke", id: before.id, reason: "   " });
    expect(empty.status).toBe(400);
    // Conform's reply (decision 013): each field's messages under `error`.
    expect(empty.data?.error).toEqual({ reason: ["A reason is required"] });
    const long = await certificateAction(people.admin, { intent: "revoke", id: before.id, reason: "x".repeat(501) });
    expect(long.data?.error).toEqual({ reason: ["The reason must be at most 500 characters"] });
    expect((await rowById("REV-1")).revoked_at).toBeNull();

    const revoked = await certificateAction(people.admin, { intent: "revoke", id: before.id, reason: "Issued by mistake" });
    expect(revoked).toMatchObject({ status: 302, location: "/admin/certificates", toast: { title: "Certificate revoked" } });
    const after = await rowById("REV-1");
    expect(after.revoked_at).toBeInstanceOf(Date);
    expect(after.revoked_reason).toBe("Issued by mistake");
    expect(after.signature).not.toBe(before.signature);
    expect(await verifyCertificate(after)).toBe("valid");
    // The old code no longer matches: status is part of what is signed.
    expect(await verifyCertificate({ ...after, signature: before.signature })).toBe("tampered");

    const [log] = await logsFor("certificate_revoked");
    expect(log.admin_user_id).toBe(people.admin.id);
    expect(log.details).toEqual({
      id: after.id,
      certificate_id: "REV-1",
      // The reason is free text: its length, not its words.
      before: { revoked_at: null, reason_length: 0 },
      after: { revoked_at: after.revoked_at?.toISOString(), reason_length: "Issued by mistake".length },
    });

    const again = await certificateAction(people.admin, { intent: "revoke", id: before.id, reason: "Twice" });
    expect(again.status).toBe(409);
    expect((await rowById("REV-1")).revoked_reason).toBe("Issued by mistake");
  });

  it("lets only a super_admin undo it, for every role, and audits the undo", async () => {
    const row = await rowById("REV-1");
    const undo = (who: TestAccount) => certificateAction(who, { intent: "undo-revoke", id: row.id });

    expect(await undo(people.anonymous)).toMatchObject({ status: 302, location: "/auth" });
    for (const who of [people.user, people.inactiveAdmin]) {
      expect(await undo(who)).toMatchObject({ status: 302, location: "/", toast: { title: "Access Denied" } });
    }
    expect(await undo(people.admin)).toMatchObject({ status: 403, data: { error: "Only a super admin can do this." } });
    expect((await rowById("REV-1")).revoked_at).not.toBeNull();
    expect(await logsFor("certificate_revocation_undone")).toHaveLength(0);

    expect(await undo(people.superAdmin)).toMatchObject({ status: 302, toast: { title: "Revocation undone" } });
    const after = await rowById("REV-1");
    expect(after).toMatchObject({ revoked_at: null, revoked_reason: null });
    expect(await verifyCertificate(after)).toBe("valid");
    const [log] = await logsFor("certificate_revocation_undone");
    expect(log.admin_user_id).toBe(people.superAdmin.id);
    expect(log.details).toEqual({
      id: row.id,
      certificate_id: "REV-1",
      before: { revoked_at: row.revoked_at?.toISOString(), reason_length: "Issued by mistake".length },
      after: { revoked_at: null, reason_length: 0 },
    });
    expect((await undo(people.superAdmin)).status).toBe(409);
  });

  it("refuses revoking to anonymous visitors, users and inactive admins; admins and super admins may", async () => {
    const row = await rowById("REV-1");
    const revoke = (who: TestAccount) => certificateAction(who, { intent: "revoke", id: row.id, reason: "No" });
    expect(await revoke(people.anonymous)).toMatchObject({ status: 302, location: "/auth" });
    for (const who of [people.user, people.inactiveAdmin]) {
      expect(await revoke(who)).toMatchObject({ status: 302, location: "/", toast: { title: "Access Denied" } });
    }
    expect((await rowById("REV-1")).revoked_at).toBeNull();
    expect((await revoke(people.superAdmin)).status).toBe(302);
    expect((await certificateAction(people.superAdmin, { intent: "undo-revoke", id: row.id })).status).toBe(302);
    expect((await revoke(people.admin)).status).toBe(302);
  });

  it("an edit signs the new fields and keeps the revocation", async () => {
    const row = await rowById("REV-1");
    expect(row.revoked_at).not.toBeNull();
    const result = await certificateAction(people.admin, { intent: "update", id: row.id, ...fields, student_name: "Neha K. Singh" });
    expect(result.status).toBe(302);
    const after = await rowById("REV-1");
    expect(after).toMatchObject({ student_name: "Neha K. Singh", revoked_reason: row.revoked_reason });
    expect(after.revoked_at?.toISOString()).toBe(row.revoked_at?.toISOString());
    expect(await verifyCertificate(after)).toBe("valid");
  });

  it("deleting stays as it was", async () => {
    const row = await rowById("REV-1");
    expect((await certificateAction(people.admin, { intent: "delete", id: row.id, confirmed: "1" })).toast?.title).toBe(
      "Certificate deleted successfully",
    );
    expect(await rowById("REV-1")).toBeUndefined();
  });
});

describe("the ID sequence", () => {
  const load = async (who: TestAccount) =>
    (await newRoute.loader({ request: requestAs(who, "/admin/certificates/new"), params: {}, context } as never)) as Awaited<
      ReturnType<typeof newRoute.loader>
    >;

  it("suggests PREFIX-YEAR-NNNN after the highest issued, whatever its spelling, and only when creating", async () => {
    expect((await load(people.admin)).suggestedId).toBe(seq(1));
    await db.insert(certificates).values([
      { certificate_id: `sti${year}0041`, ...fields },
      { certificate_id: seq(7), ...fields },
      { certificate_id: `STI-${year - 1}-0900`, ...fields },
      { certificate_id: `OTHER-${year}-5000`, ...fields },
    ]);
    expect((await load(people.admin)).suggestedId).toBe(seq(42));
    // Only the add form asks for the next ID; the list does not.
    const list = await certificatesRoute.loader({ request: requestAs(people.admin, "/admin/certificates"), params: {}, context } as never);
    expect(list).not.toHaveProperty("suggestedId");
  });

  it("follows the prefix set in Settings", async () => {
    const bad = await act(
      settingsRoute.action as Fn,
      requestAs(people.admin, "/admin/settings", { form: { ...SETTINGS_FORM, certificate_prefix: "ST I" } }),
    );
    expect(bad.status).toBe(400);
    // Conform's reply (decision 013): each field's messages under `error`.
    expect((bad.data?.error as Record<string, string[]> | undefined)?.certificate_prefix).toEqual([
      "Use letters and digits only, e.g. STI",
    ]);
    const saved = await act(
      settingsRoute.action as Fn,
      requestAs(people.admin, "/admin/settings", { form: { ...SETTINGS_FORM, certificate_prefix: "dlh" } }),
    );
    expect(saved.status).toBe(302);
    expect((await load(people.admin)).suggestedId).toBe(seq(1, "DLH"));
    await act(
      settingsRoute.action as Fn,
      requestAs(people.admin, "/admin/settings", { form: { ...SETTINGS_FORM, certificate_prefix: "STI" } }),
    );
    expect((await load(people.admin)).suggestedId).toBe(seq(42));
  });

  it("gives staff issuing at once distinct, consecutive IDs when they all send the suggested one", async () => {
    const suggested = (await load(people.admin)).suggestedId as string;
    const logsBefore = (await logsFor("certificate_created")).length;
    const staff = [people.admin, people.superAdmin, people.admin, people.superAdmin, people.admin, people.superAdmin];
    const results = await Promise.all(
      staff.map((who, i) =>
        certificateAction(who, {
          intent: "create",
          certificate_id: suggested,
          suggested_id: suggested,
          ...fields,
          student_name: `Student ${i}`,
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(6).fill(302));
    const issued = (await db.select({ id: certificates.certificate_id }).from(certificates).orderBy(asc(certificates.certificate_id)))
      .map((r) => r.id)
      .filter((id) => id.startsWith(`STI-${year}-00`) && id >= suggested);
    expect(issued).toEqual([seq(42), seq(43), seq(44), seq(45), seq(46), seq(47)]);
    // Those that moved were told which ID they got.
    const moved = results.filter((r) => r.toast?.description);
    expect(moved).toHaveLength(5);
    for (const r of moved)
      expect(r.toast?.description).toMatch(
        new RegExp(`^${suggested} was issued by someone else a moment ago, so this certificate is STI-`),
      );
    expect(await logsFor("certificate_created")).toHaveLength(logsBefore + 6);
  });

  it("refuses a typed ID that is taken (also spelled differently), with the spec's clear message", async () => {
    for (const id of [seq(42), seq(42).toLowerCase().replaceAll("-", " ").replace(/ /g, "")]) {
      const result = await certificateAction(people.admin, { intent: "create", certificate_id: id, suggested_id: seq(48), ...fields });
      expect(result.status).toBe(400);
      expect(result.data?.error).toEqual({ certificate_id: ["A certificate with this ID already exists"] });
    }
    const tooLong = await certificateAction(people.admin, { intent: "create", certificate_id: "A".repeat(61), ...fields });
    expect(tooLong.data?.error).toEqual({ certificate_id: ["Certificate ID must be at most 60 characters"] });
  });
});

describe("the dialogs' URLs (decision 013)", () => {
  const loadAt = (fn: Fn, url: string, params: Record<string, string> = {}) => act(fn, requestAs(people.admin, url), params);

  it("sends the old ?new=1, ?edit=ID and ?revoke=ID links to the dialogs' own routes, keeping the rest of the query", async () => {
    const [row] = await db
      .insert(certificates)
      .values({ certificate_id: "URL-1", ...fields })
      .returning();
    const list = certificatesRoute.loader as Fn;
    expect(await loadAt(list, "/admin/certificates?new=1")).toMatchObject({ status: 302, location: "/admin/certificates/new" });
    expect(await loadAt(list, "/admin/certificates?new=1&from_lead=abc")).toMatchObject({
      location: "/admin/certificates/new?from_lead=abc",
    });
    expect(await loadAt(list, `/admin/certificates?edit=${row.id}`)).toMatchObject({
      status: 302,
      location: `/admin/certificates/${row.id}/edit`,
    });
    expect(await loadAt(list, `/admin/certificates?revoke=${row.id}`)).toMatchObject({
      status: 302,
      location: `/admin/certificates/${row.id}/revoke`,
    });
    expect(await loadAt(list, "/admin/certificates")).toMatchObject({ status: 200 });
    const edit = await loadAt(editRoute.loader as Fn, `/admin/certificates/${row.id}/edit`, { id: row.id });
    expect(edit.data?.certificate).toMatchObject({ id: row.id, certificate_id: "URL-1" });
    // The verification code stays on the server.
    expect(edit.data?.certificate).not.toHaveProperty("signature");
  });

  it("answers a certificate that is gone (or already revoked) by going back to the list with the reason", async () => {
    const gone = "00000000-0000-4000-8000-000000000000";
    for (const [fn, url] of [
      [editRoute.loader, `/admin/certificates/${gone}/edit`],
      [revokeRoute.loader, `/admin/certificates/${gone}/revoke`],
    ] as const) {
      expect(await loadAt(fn as Fn, url, { id: gone })).toMatchObject({
        status: 302,
        location: "/admin/certificates",
        toast: { title: "Error", description: "This certificate no longer exists." },
      });
    }
    expect(await loadAt(editRoute.loader as Fn, "/admin/certificates/not-an-id/edit", { id: "not-an-id" })).toMatchObject({
      status: 302,
      location: "/admin/certificates",
    });
    const row = await rowById("URL-1");
    await certificateAction(people.admin, { intent: "revoke", id: row.id, reason: "Duplicate" });
    expect(await loadAt(revokeRoute.loader as Fn, `/admin/certificates/${row.id}/revoke`, { id: row.id })).toMatchObject({
      status: 302,
      toast: { description: "This certificate is already revoked." },
    });
    await db.delete(certificates).where(eq(certificates.id, row.id));
  });
});

describe("the course picker", () => {
  it("stores the picked course's name and link, and its duration when none was typed", async () => {
    const [course] = await db
      .insert(courses)
      .values({ course_name: "Laptop Chip Level Repair", course_code: "LCL-1", duration_weeks: 12 })
      .returning();
    const picked = await certificateAction(people.admin, {
      intent: "create",
      certificate_id: "PICK-1",
      ...fields,
      course_id: course.id,
      course_name: "anything typed is ignored",
      duration: "",
    });
    expect(picked.status).toBe(302);
    expect(await rowById("PICK-1")).toMatchObject({ course_id: course.id, course_name: "Laptop Chip Level Repair", duration: "12 weeks" });

    const other = await certificateAction(people.admin, {
      intent: "create",
      certificate_id: "PICK-2",
      ...fields,
      course_id: "other",
      course_name: "Old Pager Repair",
      duration: "6 months",
    });
    expect(other.status).toBe(302);
    expect(await rowById("PICK-2")).toMatchObject({ course_id: null, course_name: "Old Pager Repair", duration: "6 months" });

    const noCourse = await certificateAction(people.admin, {
      intent: "create",
      certificate_id: "PICK-3",
      ...fields,
      course_id: "",
      course_name: "",
    });
    expect(noCourse.data?.error).toEqual({ course_name: ["Course name is required"] });
    const gone = await certificateAction(people.admin, {
      intent: "create",
      certificate_id: "PICK-4",
      ...fields,
      course_id: "00000000-0000-4000-8000-000000000000",
    });
    expect(gone.data?.error).toEqual({ course_id: ["This course no longer exists. Choose another or type the course name."] });
    expect(await rowById("PICK-3")).toBeUndefined();
    expect(await rowById("PICK-4")).toBeUndefined();
  });
});

describe("bulk import", () => {
  const HEADER = "certificate_id,student_name,course_name,issue_date,approved_by,details,duration";
  const count = async () => (await db.select({ id: certificates.id }).from(certificates)).length;

  it("refuses anonymous visitors, users and inactive admins in the loader and the action", async () => {
    for (const who of [people.anonymous, people.user, people.inactiveAdmin]) {
      const l = await act(importRoute.loader as Fn, requestAs(who, "/admin/certificates/import"));
      const a = await importAction(who, { intent: "apply", text: `${HEADER}\nIMP-X,Ravi,Mobile,2026-01-01,Amit,,` });
      expect([l.location, a.location]).toEqual(who === people.anonymous ? ["/auth", "/auth"] : ["/", "/"]);
    }
    expect(await rowById("IMP-X")).toBeUndefined();
  });

  it("dry run: shows each row with its errors and the IDs it would get, and changes nothing", async () => {
    const before = await count();
    const text = [
      HEADER,
      ",Ravi Kumar,Laptop Chip Level Repair,15/01/2026,Amit Sharma,Grade A,",
      `${seq(42)},Taken Already,Mobile,2026-01-01,Amit,,`,
      "IMP-1,,Mobile,31/02/2026,Amit,,",
      "imp_1,Twice,Mobile,2026-01-01,Amit,,",
      `IMP-2,${"N".repeat(201)},Mobile,2026-01-01,Amit,,`,
    ].join("\r\n");
    const file = new File([`\uFEFF${text}`], "batch.csv", { type: "text/csv" });
    const result = await importAction(people.admin, { intent: "preview", file });
    expect(result.status).toBe(200);
    const body = result.data as {
      ok: boolean;
      total: number;
      errorCount: number;
      rows: { line: number; assigned_id: string | null; course_id: string | null; duration: string | null; errors: string[] }[];
    };
    expect(body).toMatchObject({ ok: false, total: 5, errorCount: 4 });
    expect(body.rows.map((r) => [r.line, r.errors])).toEqual([
      [2, []],
      [3, ["A certificate with this ID already exists"]],
      [4, ['Issue date "31/02/2026" is not a date (use YYYY-MM-DD or DD/MM/YYYY)', "Student name is required"]],
      [5, ["Certificate ID appears twice in this file (also on line 4)"]],
      [6, ["Student name must be at most 200 characters"]],
    ]);
    expect(body.rows[0]).toMatchObject({ assigned_id: seq(48), duration: "12 weeks" });
    expect(body.rows[0].course_id).not.toBeNull();
    expect(await count()).toBe(before);
  });

  it("a file with any bad row changes nothing when applied", async () => {
    const before = await count();
    const logs = (await db.select().from(adminLogs)).length;
    const result = await importAction(people.admin, {
      intent: "apply",
      text: [HEADER, "IMP-10,Good Row,Mobile,2026-01-01,Amit,,", "IMP-11,Bad Date,Mobile,2026-02-30,Amit,,"].join("\n"),
    });
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({ errorCount: 1 });
    expect(result.toast).toMatchObject({ title: "Nothing was imported", type: "error" });
    expect(await count()).toBe(before);
    expect(await rowById("IMP-10")).toBeUndefined();
    expect((await db.select().from(adminLogs)).length).toBe(logs);
  });

  it("all or nothing: an ID issued by someone else after the check rolls the whole file back", async () => {
    const before = await count();
    const rows = Array.from({ length: 600 }, (_, i) => `IMP-${1000 + i},Student ${i},Mobile,2026-01-01,Amit,,`);
    const text = [HEADER, ...rows].join("\n");
    expect((await importAction(people.admin, { intent: "preview", text })).data).toMatchObject({ ok: true, total: 600, errorCount: 0 });
    // Between the dry run and the apply, someone issues the last ID of the file by hand: the
    // apply checks again and refuses the file.
    await certificateAction(people.superAdmin, { intent: "create", certificate_id: "IMP-1599", ...fields });
    const result = await importAction(people.admin, { intent: "apply", text });
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({ errorCount: 1 });
    expect(await count()).toBe(before + 1);
    expect(await rowById("IMP-1000")).toBeUndefined();

    // A clash the check cannot see (issued after it, while the rows are written): the unique
    // index stops the transaction at row 600 and the 599 rows before it roll back with it.
    const checked = checkImport(text);
    if (!checked.ok) throw new Error(checked.error);
    const planned = (await planImport(checked.rows)).map((r) => ({ ...r, errors: [] }));
    const logs = (await db.select().from(adminLogs)).length;
    expect(await applyImport(planned, people.admin.id)).toEqual({ ok: false, reason: "taken", id: "IMP-1599" });
    expect(await count()).toBe(before + 1);
    expect(await rowById("IMP-1000")).toBeUndefined();
    expect((await db.select().from(adminLogs)).length).toBe(logs);
  });

  it("applies every row in one transaction, signed, with one audit entry of the count and IDs", async () => {
    const before = await count();
    const text = [
      HEADER,
      ",Ravi Kumar,Laptop Chip Level Repair,15/01/2026,Amit Sharma,Grade A,",
      ',"Verma, Asha",Old Pager Repair,2025-12-20,Amit Sharma,,3 months',
      "IMP-20,Imran Khan,AC PCB Repairing Course,01/12/2025,Amit Sharma,,",
    ].join("\r\n");
    const result = await importAction(people.admin, { intent: "apply", text });
    expect(result).toMatchObject({ status: 302, location: "/admin/certificates", toast: { title: "3 certificates imported" } });
    expect(await count()).toBe(before + 3);
    const ids = [seq(48), seq(49), "IMP-20"];
    for (const id of ids) expect(await verifyCertificate(await rowById(id))).toBe("valid");
    expect(await rowById(seq(49))).toMatchObject({
      student_name: "Verma, Asha",
      issue_date: "2025-12-20",
      course_id: null,
      duration: "3 months",
    });
    expect(await rowById(seq(48))).toMatchObject({ issue_date: "2026-01-15", duration: "12 weeks", details: "Grade A" });
    const logs = await logsFor("certificates_imported");
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ admin_user_id: people.admin.id, details: { count: 3, certificate_ids: ids } });
  });

  it("refuses an unreadable file and a file that is not UTF-8, changing nothing", async () => {
    const latin1 = new File([new Uint8Array([0x61, 0x2c, 0x62, 0x0a, 0xe9, 0x2c, 0x31])], "x.csv");
    expect((await importAction(people.admin, { intent: "preview", file: latin1 })).data).toMatchObject({
      fileError: 'The file is not UTF-8 text. In Excel, save it with "CSV UTF-8 (Comma delimited)".',
    });
    expect((await importAction(people.admin, { intent: "preview", text: "" })).data).toMatchObject({
      fileError: "Choose a CSV file or paste the rows first.",
    });
    expect((await importAction(people.admin, { intent: "apply", text: 'a,b\n"open' })).data).toMatchObject({
      fileError: expect.stringContaining("could not be read"),
    });
  });
});

describe("bulk PDF download", () => {
  const download = (who: TestAccount, ids: string[]) =>
    pdfRoute.loader({
      request: requestAs(who, `/admin/certificates/pdf?${ids.map((id) => `id=${id}`).join("&")}`),
      params: {},
      context,
    } as never);

  it("answers one PDF with a page per selected certificate, to admins and super admins only", async () => {
    const rows = await db.select().from(certificates).where(eq(certificates.student_name, "Neha Singh")).limit(3);
    expect(rows).toHaveLength(3);
    const ids = rows.map((r) => r.id);

    expect(await callRoute(() => download(people.anonymous, ids))).toMatchObject({ status: 302, location: "/auth" });
    for (const who of [people.user, people.inactiveAdmin]) {
      expect(await callRoute(() => download(who, ids))).toMatchObject({ status: 302, location: "/", toast: { title: "Access Denied" } });
    }
    for (const who of [people.admin, people.superAdmin]) {
      const response = (await download(who, [...ids, ids[0]])) as Response;
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="certificates-\d{4}-\d{2}-\d{2}\.pdf"$/);
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
      expect((await PDFDocument.load(bytes)).getPageCount()).toBe(3);
    }
  });

  it("refuses a selection holding a revoked certificate, naming it, and an empty selection", async () => {
    const rows = await db.select().from(certificates).where(eq(certificates.student_name, "Neha Singh")).limit(2);
    await certificateAction(people.admin, { intent: "revoke", id: rows[1].id, reason: "Duplicate" });
    expect(
      await callRoute(() =>
        download(
          people.admin,
          rows.map((r) => r.id),
        ),
      ),
    ).toMatchObject({
      status: 302,
      location: "/admin/certificates",
      toast: { title: "Revoked certificates have no PDF", description: `${rows[1].certificate_id} is revoked. Unselect it and try again.` },
    });
    expect(await callRoute(() => download(people.admin, []))).toMatchObject({ status: 302, toast: { title: "No certificates selected" } });
    expect(await callRoute(() => download(people.admin, ["not-a-uuid"]))).toMatchObject({
      status: 302,
      toast: { title: "No certificates selected" },
    });
  });
});
