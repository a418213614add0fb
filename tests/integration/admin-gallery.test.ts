import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as editRoute from "#app/routes/admin/gallery/edit/route";
import * as newRoute from "#app/routes/admin/gallery/new/route";
import * as galleryRoute from "#app/routes/admin/gallery/route";
import * as uploadsRoute from "#app/routes/admin/uploads";
import { db } from "#app/server/db/db.server";
import { gallery } from "#app/server/db/schema";
import { readToast } from "#app/server/http/toast.server";
import { localUploadsDir } from "#app/server/storage/storage.server";
import { ANONYMOUS, account, requestAs, type TestAccount } from "#tests/support/accounts";
import { logsFor } from "#tests/support/admin-logs";
import { multipartAs, ROUTE_CONTEXT, type RouteFunction, settle } from "#tests/support/call-route";

/**
 * The admin gallery in the one shape (decision 013): the list's row actions (toggle, delete), the
 * editor routes (gallery/new, gallery/:id/edit) and the one upload route (/admin/uploads).
 */
const FIXTURES = path.resolve(__dirname, "../fixtures");

type Outcome = {
  status: number;
  location?: string | null;
  toast?: { title: string; description?: string } | null;
  body?: Record<string, unknown>;
};

/** What a route function answered: status, redirect target, the toast its cookie carries, and its data. */
async function outcome(value: unknown): Promise<Outcome> {
  const toastOf = async (headers: HeadersInit | undefined) => {
    const cookie = new Headers(headers)
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    return (await readToast(new Request("http://localhost:3000", { headers: { cookie } }))).toast;
  };
  if (value instanceof Response)
    return { status: value.status, location: value.headers.get("location"), toast: await toastOf(value.headers) };
  const wrapped = value as { type?: string; data?: unknown; init?: { status?: number; headers?: HeadersInit } };
  if (wrapped?.type === "DataWithResponseInit") {
    return {
      status: wrapped.init?.status ?? 200,
      toast: await toastOf(wrapped.init?.headers),
      body: wrapped.data as Record<string, unknown>,
    };
  }
  return { status: 200, toast: null, body: value as Record<string, unknown> };
}

function file(name: string, type = "image/png"): File {
  return new File([readFileSync(path.join(FIXTURES, name))], name, { type });
}

/** A multipart POST, as the admin forms send it. */
const post = multipartAs;

const call = async (fn: RouteFunction, request: Request, params: Record<string, string> = {}) =>
  outcome(await settle(() => fn({ request, params, context: ROUTE_CONTEXT })));

const uploadPath = (url: string) => path.join(localUploadsDir(), url.replace(/^\/uploads\//, ""));
const storedGalleryFiles = () => {
  const dir = path.join(localUploadsDir(), "gallery");
  return existsSync(dir) ? readdirSync(dir).sort() : [];
};

let admin: TestAccount;

beforeAll(async () => {
  admin = await account("admin");
});

describe("gallery", () => {
  it("creates an item from an uploaded file (re-encoded, stored under gallery/) with the spec's defaults", async () => {
    const result = await call(
      newRoute.action,
      post(admin, "/admin/gallery/new", { title: "Bench", sort_order: "abc", is_active: "true", image: file("lab-orange.png") }),
    );
    expect(result).toMatchObject({ status: 302, location: "/admin/gallery", toast: { title: "Gallery item created successfully" } });
    const [row] = await db.select().from(gallery).where(eq(gallery.title, "Bench"));
    expect(row).toMatchObject({ sort_order: 0, is_active: true, is_featured: false, description: null, alt_text: null });
    expect(row.image_url).toMatch(/^\/uploads\/gallery\/\d+-[0-9a-f]+\.webp$/);
    expect(readFileSync(uploadPath(row.image_url)).subarray(8, 12).toString()).toBe("WEBP");
    const [log] = await logsFor("gallery_item_created");
    expect(log.details).toEqual({ gallery_item_id: row.id, title: "Bench", image_url: row.image_url });
  });

  it("rejects a non-image with an image name, a missing image, a foreign URL and a missing title", async () => {
    const before = await db.select().from(gallery);
    const files = storedGalleryFiles();
    const notImage = await call(newRoute.action, post(admin, "/admin/gallery/new", { title: "Fake", image: file("not-an-image.png") }));
    expect(notImage.status).toBe(400);
    expect(notImage.body?.error).toEqual({ image: ["Only image files (JPEG, PNG, WebP, GIF or AVIF) can be uploaded."] });
    expect(notImage.toast).toMatchObject({ title: "Failed to upload image", type: "error" });

    const missing = await call(newRoute.action, post(admin, "/admin/gallery/new", { title: "No picture" }));
    expect(missing.status).toBe(400);
    expect(missing.body?.error).toEqual({ image: ["Please choose an image file."] });
    expect(missing.toast).toMatchObject({ title: "Failed to save gallery item", description: "Please choose an image file." });

    const foreign = await call(
      newRoute.action,
      post(admin, "/admin/gallery/new", { title: "Elsewhere", image_url: "https://example.com/x.png" }),
    );
    expect(foreign.status).toBe(400);

    const untitled = await call(newRoute.action, post(admin, "/admin/gallery/new", { title: "  ", image: file("lab-orange.png") }));
    expect(untitled.status).toBe(400);
    expect(untitled.body?.error).toEqual({ title: ["Title is required"] });
    expect(untitled.toast).toMatchObject({ title: "Failed to save gallery item", description: "Title is required" });
    // The refused post keeps what was typed (Conform's reply), so the form refills from it.
    expect((untitled.body?.initialValue as Record<string, unknown>)?.title).toBe("  ");

    expect(await db.select().from(gallery)).toEqual(before);
    expect(storedGalleryFiles()).toEqual(files);
    expect((await logsFor("gallery_item_created")).length).toBe(1);
  });

  it("uploads at once through the upload route and saves with the returned URL; replacing the image removes the old file", async () => {
    const [row] = await db.select().from(gallery).where(eq(gallery.title, "Bench"));
    const upload = await call(
      uploadsRoute.action,
      post(admin, "/admin/uploads", { intent: "upload", kind: "gallery", image: file("lab-navy.jpg", "image/jpeg") }),
    );
    expect(upload.status).toBe(200);
    expect(upload.toast).toMatchObject({ title: "Image uploaded successfully" });
    const newUrl = upload.body?.url as string;
    expect(newUrl).toMatch(/^\/uploads\/gallery\/\d+-[0-9a-f]+\.webp$/);
    expect(existsSync(uploadPath(newUrl))).toBe(true);

    const result = await call(
      editRoute.action,
      post(admin, `/admin/gallery/${row.id}/edit`, {
        title: "Bench 2",
        sort_order: "7",
        is_featured: "true",
        alt_text: "A bench",
        image_url: newUrl,
      }),
      { id: row.id },
    );
    expect(result).toMatchObject({ status: 302, location: "/admin/gallery", toast: { title: "Gallery item updated successfully" } });
    const [after] = await db.select().from(gallery).where(eq(gallery.id, row.id));
    expect(after).toMatchObject({
      title: "Bench 2",
      sort_order: 7,
      is_featured: true,
      is_active: false,
      image_url: newUrl,
      alt_text: "A bench",
    });
    expect(existsSync(uploadPath(row.image_url))).toBe(false);
    const [log] = await logsFor("gallery_item_updated");
    expect(log.details).toMatchObject({
      gallery_item_id: row.id,
      before: { title: "Bench", sort_order: 0, is_featured: false, is_active: true, image_url: row.image_url, alt_text: null },
      after: { title: "Bench 2", sort_order: 7, is_featured: true, is_active: false, image_url: newUrl, alt_text: "A bench" },
    });
  });

  it("the edit route loads the item, and a stale or malformed id changes nothing", async () => {
    const [row] = await db.select().from(gallery).where(eq(gallery.title, "Bench 2"));
    const loaded = await call(editRoute.loader, requestAs(admin, `/admin/gallery/${row.id}/edit`), { id: row.id });
    expect(loaded.body?.item).toMatchObject({ title: "Bench 2" });
    const stale = "00000000-0000-4000-8000-000000000000";
    const gone = await call(editRoute.loader, requestAs(admin, `/admin/gallery/${stale}/edit`), { id: stale });
    expect(gone).toMatchObject({ status: 302, location: "/admin/gallery", toast: { title: "This gallery item no longer exists." } });
    for (const id of [stale, "not-a-uuid"]) {
      const saved = await call(editRoute.action, post(admin, `/admin/gallery/${id}/edit`, { title: "Ghost", image_url: row.image_url }), {
        id,
      });
      expect(saved.status).toBe(404);
    }
    expect(await db.select().from(gallery).where(eq(gallery.title, "Ghost"))).toEqual([]);
  });

  it("the old ?new=1 and ?edit=<id> links open the editor routes", async () => {
    const [row] = await db.select().from(gallery).where(eq(gallery.title, "Bench 2"));
    expect(await call(galleryRoute.loader, requestAs(admin, "/admin/gallery?new=1"))).toMatchObject({
      status: 302,
      location: "/admin/gallery/new",
    });
    expect(await call(galleryRoute.loader, requestAs(admin, `/admin/gallery?edit=${row.id}&x=1`))).toMatchObject({
      status: 302,
      location: `/admin/gallery/${row.id}/edit?x=1`,
    });
  });

  it("discards an unsaved upload but never a file in use", async () => {
    const upload = await call(
      uploadsRoute.action,
      post(admin, "/admin/uploads", { intent: "upload", kind: "gallery", image: file("lab-orange.png") }),
    );
    const unsaved = upload.body?.url as string;
    await call(uploadsRoute.action, post(admin, "/admin/uploads", { intent: "discard", kind: "gallery", image_url: unsaved }));
    expect(existsSync(uploadPath(unsaved))).toBe(false);
    const [row] = await db.select().from(gallery).where(eq(gallery.title, "Bench 2"));
    await call(uploadsRoute.action, post(admin, "/admin/uploads", { intent: "discard", kind: "gallery", image_url: row.image_url }));
    expect(existsSync(uploadPath(row.image_url))).toBe(true);
  });

  it("toggles is_active alone with the spec's toasts and log actions", async () => {
    const [row] = await db.select().from(gallery).where(eq(gallery.title, "Bench 2"));
    const on = await call(galleryRoute.action, post(admin, "/admin/gallery", { intent: "toggle", id: row.id, is_active: "true" }));
    expect(on.toast).toMatchObject({ title: "Gallery item activated" });
    expect((await db.select().from(gallery).where(eq(gallery.id, row.id)))[0].is_active).toBe(true);
    const off = await call(galleryRoute.action, post(admin, "/admin/gallery", { intent: "toggle", id: row.id, is_active: "false" }));
    expect(off.toast).toMatchObject({ title: "Gallery item deactivated" });
    const [after] = await db.select().from(gallery).where(eq(gallery.id, row.id));
    expect(after).toMatchObject({ is_active: false, title: "Bench 2", sort_order: 7 });
    expect((await logsFor("gallery_item_activated"))[0].details).toEqual({ gallery_item_id: row.id, title: "Bench 2", is_active: true });
    expect((await logsFor("gallery_item_deactivated"))[0].details).toEqual({ gallery_item_id: row.id, title: "Bench 2", is_active: false });
    const bad = await call(galleryRoute.action, post(admin, "/admin/gallery", { intent: "toggle", id: row.id, is_active: "maybe" }));
    expect(bad.status).toBe(400);
  });

  it("lists all items by sort order and deletes one with its file", async () => {
    await db.insert(gallery).values({ image_url: "/images/gallery/classroom.svg", title: "First", sort_order: -1 });
    const list = await call(galleryRoute.loader, requestAs(admin, "/admin/gallery"));
    expect(((list.body?.items ?? []) as { title: string }[]).map((i) => i.title)).toEqual(["First", "Bench 2"]);

    const [row] = await db.select().from(gallery).where(eq(gallery.title, "Bench 2"));
    // Without the confirmation's confirmed=1 the delete is refused and the item and its file stay.
    const unasked = await call(galleryRoute.action, post(admin, "/admin/gallery", { intent: "delete", id: row.id }));
    expect(unasked).toMatchObject({
      status: 400,
      toast: { title: "Failed to delete gallery item", description: "Nothing was deleted: please confirm the delete first." },
    });
    expect(await db.select().from(gallery).where(eq(gallery.id, row.id))).toHaveLength(1);
    expect(existsSync(uploadPath(row.image_url))).toBe(true);
    expect(await logsFor("gallery_item_deleted")).toHaveLength(0);
    const result = await call(galleryRoute.action, post(admin, "/admin/gallery", { intent: "delete", id: row.id, confirmed: "1" }));
    expect(result).toMatchObject({ status: 302, toast: { title: "Gallery item deleted successfully" } });
    expect(existsSync(uploadPath(row.image_url))).toBe(false);
    expect((await logsFor("gallery_item_deleted"))[0].details).toEqual({
      gallery_item_id: row.id,
      title: "Bench 2",
      image_url: row.image_url,
    });
    const missing = await call(galleryRoute.action, post(admin, "/admin/gallery", { intent: "delete", id: row.id, confirmed: "1" }));
    expect(missing.status).toBe(404);
    expect(missing.toast).toMatchObject({ title: "Failed to delete gallery item" });
  });
});

describe("the upload route (/admin/uploads)", () => {
  it("answers 401 to anonymous visitors and 403 to users and inactive admins, storing nothing", async () => {
    const files = storedGalleryFiles();
    const refused = { anonymous: ANONYMOUS, user: await account("user"), inactiveAdmin: await account("admin", { active: false }) };
    const statuses: Record<string, number[]> = {};
    for (const [name, who] of Object.entries(refused)) {
      const upload = await call(
        uploadsRoute.action,
        post(who, "/admin/uploads", { intent: "upload", kind: "gallery", image: file("lab-orange.png") }),
      );
      const get = await call(uploadsRoute.loader, requestAs(who, "/admin/uploads"));
      statuses[name] = [upload.status, get.status];
    }
    expect(statuses).toEqual({ anonymous: [401, 401], user: [403, 403], inactiveAdmin: [403, 403] });
    expect(storedGalleryFiles()).toEqual(files);
  });

  it("refuses a bad file or request with a clear 400 message and stores nothing", async () => {
    const files = storedGalleryFiles();
    const notImage = await call(
      uploadsRoute.action,
      post(admin, "/admin/uploads", { intent: "upload", kind: "gallery", image: file("not-an-image.png") }),
    );
    expect(notImage).toMatchObject({
      status: 400,
      body: { ok: false, error: "Only image files (JPEG, PNG, WebP, GIF or AVIF) can be uploaded." },
      toast: { title: "Failed to upload image", description: "Only image files (JPEG, PNG, WebP, GIF or AVIF) can be uploaded." },
    });
    const noFile = await call(uploadsRoute.action, post(admin, "/admin/uploads", { intent: "upload", kind: "gallery" }));
    expect(noFile).toMatchObject({ status: 400, body: { ok: false, error: "Please choose an image file." } });
    const badKind = await call(
      uploadsRoute.action,
      post(admin, "/admin/uploads", { intent: "upload", kind: "avatars", image: file("lab-orange.png") }),
    );
    expect(badKind).toMatchObject({ status: 400, body: { ok: false, error: "The request was not understood. Please reload the page." } });
    const noIntent = await call(uploadsRoute.action, post(admin, "/admin/uploads", { image: file("lab-orange.png") }));
    expect(noIntent.status).toBe(400);
    expect(storedGalleryFiles()).toEqual(files);
    // A GET is not an upload.
    expect((await call(uploadsRoute.loader, requestAs(admin, "/admin/uploads"))).status).toBe(405);
  });

  it("never discards a file outside the kind's folder", async () => {
    const [row] = await db.select().from(gallery).where(eq(gallery.title, "First"));
    const upload = await call(
      uploadsRoute.action,
      post(admin, "/admin/uploads", { intent: "upload", kind: "gallery", image: file("lab-orange.png") }),
    );
    const url = upload.body?.url as string;
    const wrongKind = await call(
      uploadsRoute.action,
      post(admin, "/admin/uploads", { intent: "discard", kind: "certificates", image_url: url }),
    );
    expect(wrongKind.status).toBe(200);
    expect(existsSync(uploadPath(url))).toBe(true);
    expect(row.image_url).toBe("/images/gallery/classroom.svg");
  });
});
