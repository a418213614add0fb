import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as editCertificateRoute from "#app/routes/admin/certificates/edit/route";
import * as newCertificateRoute from "#app/routes/admin/certificates/new/route";
import * as certificatesRoute from "#app/routes/admin/certificates/route";
import * as coursesRoute from "#app/routes/admin/courses/route";
import * as galleryRoute from "#app/routes/admin/gallery/route";
import { db } from "#app/server/db/db.server";
import { adminLogs, certificates, courses, gallery } from "#app/server/db/schema";
import { localUploadsDir } from "#app/server/storage/storage.server";
import { ANONYMOUS, account, accountsFor, requestAs } from "#tests/support/accounts";
import { CERTIFICATE_FORM } from "#tests/support/admin-forms";
import { logsFor } from "#tests/support/admin-logs";
import { callRoute, ROUTE_CONTEXT as context, multipartAs } from "#tests/support/call-route";

const FIXTURES = path.resolve(__dirname, "../fixtures");

function file(name: string, type = "image/png"): File {
  return new File([readFileSync(path.join(FIXTURES, name))], name, { type });
}

/** A multipart POST, as the admin forms send it. */
const post = multipartAs;

type RouteModule = { loader: (args: never) => Promise<unknown>; action: (args: never) => Promise<unknown> };
const callLoader = (mod: RouteModule, request: Request) => callRoute(() => mod.loader({ request, params: {}, context } as never));
const callAction = (mod: RouteModule, request: Request, params: Record<string, string> = {}) =>
  callRoute(() => mod.action({ request, params, context } as never));

const uploadPath = (url: string) => path.join(localUploadsDir(), url.replace(/^\/uploads\//, ""));

/** A create post for the permission checks (refused before it is read; the full form's tests are in admin-courses.test.ts). */
const validCourse = { intent: "create", course_name: "Solar Inverter Repair", course_code: "SIR-101", course_type: "inverter_repair" };

const people = accountsFor({ admin: "admin", superAdmin: "super_admin" });

describe("permissions on the courses, gallery and certificates pages", () => {
  it("refuse anonymous visitors, users and inactive admins in every loader and action, and change nothing", async () => {
    const refused = { anonymous: ANONYMOUS, user: await account("user"), inactiveAdmin: await account("admin", { active: false }) };
    const table: Record<string, string[]> = {};
    for (const [name, who] of Object.entries(refused)) {
      const row: string[] = [];
      for (const [mod, url, fields] of [
        [coursesRoute, "/admin/courses", validCourse],
        [galleryRoute, "/admin/gallery", { intent: "create", title: "X", image: file("lab-orange.png") }],
        [
          certificatesRoute,
          "/admin/certificates",
          { intent: "create", certificate_id: "P-1", student_name: "S", course_name: "C", issue_date: "2026-01-01", approved_by: "A" },
        ],
      ] as const) {
        const l = await callLoader(mod as RouteModule, requestAs(who, url));
        const a = await callAction(mod as RouteModule, post(who, url, fields as Record<string, string | File>));
        row.push(`${l.status} ${l.location}`, `${a.status} ${a.location}`);
      }
      table[name] = row;
    }
    const toAuth = Array(6).fill("302 /auth");
    const home = Array(6).fill("302 /");
    expect(table).toEqual({ anonymous: toAuth, user: home, inactiveAdmin: home });
    expect(await db.select().from(courses)).toHaveLength(0);
    expect(await db.select().from(gallery)).toHaveLength(0);
    expect(await db.select().from(certificates)).toHaveLength(0);
    // No admin change was logged: the only entries are the test accounts' own sign-ins (security log).
    expect(new Set((await db.select({ action: adminLogs.action }).from(adminLogs)).map((r) => r.action))).toEqual(new Set(["sign_in"]));
  });

  it("let admins and super admins in", async () => {
    for (const who of [people.admin, people.superAdmin]) {
      expect((await callLoader(coursesRoute as RouteModule, requestAs(who, "/admin/courses"))).status).toBe(200);
      expect((await callLoader(galleryRoute as RouteModule, requestAs(who, "/admin/gallery"))).status).toBe(200);
      expect((await callLoader(certificatesRoute as RouteModule, requestAs(who, "/admin/certificates"))).status).toBe(200);
    }
  });
});

// The courses page: tests/integration/admin-courses.test.ts (the editor routes of decision 013).

describe("certificates", () => {
  it("creates a certificate with an image and logs certificate_created", async () => {
    const result = await callAction(
      newCertificateRoute as RouteModule,
      post(people.admin, "/admin/certificates/new", {
        intent: "create",
        certificate_id: "STI-T-1",
        ...CERTIFICATE_FORM,
        image: file("lab-orange.png"),
      }),
    );
    expect(result).toMatchObject({ status: 302, location: "/admin/certificates", toast: expect.objectContaining({ type: "success" }) });
    const [row] = await db.select().from(certificates).where(eq(certificates.certificate_id, "STI-T-1"));
    expect(row).toMatchObject({ ...CERTIFICATE_FORM, details: null });
    expect(row.certificate_image_url).toMatch(/^\/uploads\/certificates\/[0-9a-f]+\.webp$/);
    // The record by id, never the student's name.
    expect((await logsFor("certificate_created"))[0].details).toEqual({
      id: row.id,
      certificate_id: "STI-T-1",
      course_name: "Mobile Repair",
    });
  });

  it("refuses missing fields, a duplicate ID and a non-image, showing the server's message", async () => {
    const create = (fields: Record<string, string | File>) =>
      callAction(newCertificateRoute as RouteModule, post(people.admin, "/admin/certificates/new", fields));
    const empty = await create({ intent: "create" });
    expect(empty.status).toBe(400);
    // Conform's reply (decision 013): each field's messages under `error`.
    expect(empty.data?.error).toEqual({
      certificate_id: ["Certificate ID is required"],
      student_name: ["Student name is required"],
      course_name: ["Course name is required"],
      issue_date: ["Issue date is required"],
      approved_by: ["Approved by is required"],
    });
    const duplicate = await create({ intent: "create", certificate_id: "sti-t-1", ...CERTIFICATE_FORM });
    expect(duplicate.status).toBe(400);
    expect(duplicate.data?.error).toEqual({ certificate_id: ["A certificate with this ID already exists"] });
    expect(duplicate.toast).toMatchObject({ description: "A certificate with this ID already exists", type: "error" });
    const badDate = await create({ intent: "create", certificate_id: "X-2", ...CERTIFICATE_FORM, issue_date: "2026-13-45" });
    expect(badDate.data?.error).toEqual({ issue_date: ["Issue date must be a valid date"] });
    const notImage = await create({ intent: "create", certificate_id: "X-3", ...CERTIFICATE_FORM, image: file("not-an-image.png") });
    expect(notImage.status).toBe(400);
    expect(notImage.toast).toMatchObject({ description: "Only image files (JPEG, PNG, WebP, GIF or AVIF) can be uploaded." });
    const upload = await create({ intent: "upload", image: file("not-an-image.png") });
    expect(upload.status).toBe(400);
    expect(await db.select().from(certificates)).toHaveLength(1);
  });

  it("never changes certificate_id once the record exists", async () => {
    const [row] = await db.select().from(certificates).where(eq(certificates.certificate_id, "STI-T-1"));
    const update = (fields: Record<string, string>) =>
      callAction(editCertificateRoute as RouteModule, post(people.admin, `/admin/certificates/${row.id}/edit`, fields), { id: row.id });
    const changed = await update({
      intent: "update",
      id: row.id,
      certificate_id: "FORGED-9",
      ...CERTIFICATE_FORM,
      student_name: "Someone Else",
    });
    expect(changed.status).toBe(400);
    expect(changed.data?.error).toEqual({ certificate_id: ["The certificate ID cannot be changed once the certificate exists"] });
    expect((await db.select().from(certificates).where(eq(certificates.id, row.id)))[0]).toEqual(row);

    const same = await update({
      intent: "update",
      id: row.id,
      certificate_id: "STI-T-1",
      ...CERTIFICATE_FORM,
      student_name: "Rahul K. Verma",
      image_url: "",
    });
    expect(same).toMatchObject({ status: 302, toast: expect.objectContaining({ type: "success" }) });
    const [after] = await db.select().from(certificates).where(eq(certificates.id, row.id));
    expect(after).toMatchObject({ certificate_id: "STI-T-1", student_name: "Rahul K. Verma", certificate_image_url: null });
    expect(existsSync(uploadPath(row.certificate_image_url as string))).toBe(false);
    expect((await logsFor("certificate_updated"))[0].details).toEqual({
      id: row.id,
      certificate_id: "STI-T-1",
      before: { certificate_image_url: row.certificate_image_url },
      after: { certificate_image_url: null },
      withheld: ["student_name"],
    });
  });

  it("deletes a certificate and logs certificate_deleted", async () => {
    const [row] = await db.select().from(certificates).where(eq(certificates.certificate_id, "STI-T-1"));
    // Without the confirmation's confirmed=1 the delete is refused and nothing changes.
    const unasked = await callAction(
      certificatesRoute as RouteModule,
      post(people.admin, "/admin/certificates", { intent: "delete", id: row.id }),
    );
    expect(unasked).toMatchObject({
      status: 400,
      toast: { title: "Error", description: "Nothing was deleted: please confirm the delete first.", type: "error" },
    });
    expect(await db.select().from(certificates)).toHaveLength(1);
    expect(await logsFor("certificate_deleted")).toHaveLength(0);
    const result = await callAction(
      certificatesRoute as RouteModule,
      post(people.admin, "/admin/certificates", { intent: "delete", id: row.id, confirmed: "1" }),
    );
    expect(result).toMatchObject({ status: 302, toast: expect.objectContaining({ type: "success" }) });
    expect(await db.select().from(certificates)).toHaveLength(0);
    expect((await logsFor("certificate_deleted"))[0].details).toEqual({
      id: row.id,
      certificate_id: "STI-T-1",
      course_name: "Mobile Repair",
    });
  });
});
