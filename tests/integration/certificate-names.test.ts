import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { verifyCertificate } from "#app/features/certificates/certificate-signing.server";
import * as importRoute from "#app/routes/admin/certificates/import/route";
import * as newRoute from "#app/routes/admin/certificates/new/route";
import { db } from "#app/server/db/db.server";
import { certificates } from "#app/server/db/schema";
import { account, type TestAccount } from "#tests/support/accounts";
import { CERTIFICATE_FORM } from "#tests/support/admin-forms";
import { callRoute, ROUTE_CONTEXT as context, multipartAs as post } from "#tests/support/call-route";

// A certificate is issued only with text its PDF can print (decision
// 035-printable-certificate-names): the admin form and the import refuse Arabic, Hebrew
// and emoji with a clear field error and store nothing; direction controls are removed before
// the record is signed.

type Fn = (args: never) => Promise<unknown>;
const act = (fn: Fn, request: Request) => callRoute(() => fn({ request, params: {}, context } as never));

let admin: TestAccount;
beforeAll(async () => {
  admin = await account("admin");
});

const rowOf = async (certificateId: string) =>
  (await db.select().from(certificates).where(eq(certificates.certificate_id, certificateId)))[0];

describe("issuing a certificate", () => {
  it("refuses a name the PDF would print as ???? with a field error, and stores nothing", async () => {
    for (const [id, name] of [
      ["NAME-1", "محمد علي"],
      ["NAME-2", "שרה כהן"],
      ["NAME-3", "Ravi 😀"],
    ]) {
      const answer = await act(
        newRoute.action as Fn,
        post(admin, "/admin/certificates/new", { intent: "create", certificate_id: id, ...CERTIFICATE_FORM, student_name: name }),
      );
      expect(answer.status, name).toBe(400);
      const error = (answer.data?.error as Record<string, string[]> | undefined)?.student_name;
      expect(error).toEqual([
        expect.stringMatching(
          /^Student name has characters the certificate cannot print \(.+\)\. Use Latin \(English\) or Devanagari \(Hindi\) letters\.$/,
        ),
      ]);
      expect(await rowOf(id)).toBeUndefined();
    }
  });

  it("removes direction controls from a name before it is signed", async () => {
    const answer = await act(
      newRoute.action as Fn,
      post(admin, "/admin/certificates/new", {
        intent: "create",
        certificate_id: "NAME-4",
        ...CERTIFICATE_FORM,
        student_name: "\u202EamreV luhaR\u202C",
        approved_by: "\u2066A. Sharma\u2069",
      }),
    );
    expect(answer.status).toBe(302);
    const row = await rowOf("NAME-4");
    expect(row.student_name).toBe("amreV luhaR");
    expect(row.approved_by).toBe("A. Sharma");
    expect(await verifyCertificate(row)).toBe("valid");
  });

  it("refuses such a row in an import, naming the line", async () => {
    const text = [
      "certificate_id,student_name,course_name,issue_date,approved_by,details,duration",
      "NAME-5,Ravi Kumar,Mobile,2026-01-01,Amit,,",
      "NAME-6,שרה כהן,Mobile,2026-01-01,Amit,,",
    ].join("\r\n");
    const preview = await act(importRoute.action as Fn, post(admin, "/admin/certificates/import", { intent: "preview", text }));
    expect(preview.data).toMatchObject({ ok: false, total: 2, errorCount: 1 });
    const rows = (preview.data as { rows: { line: number; errors: string[] }[] }).rows;
    expect(rows.map((r) => [r.line, r.errors])).toEqual([
      [2, []],
      [3, ["Student name has characters the certificate cannot print (ש ר ה כ ן). Use Latin (English) or Devanagari (Hindi) letters."]],
    ]);
    await act(importRoute.action as Fn, post(admin, "/admin/certificates/import", { intent: "apply", text }));
    expect(await rowOf("NAME-5")).toBeUndefined();
    expect(await rowOf("NAME-6")).toBeUndefined();
  });
});
