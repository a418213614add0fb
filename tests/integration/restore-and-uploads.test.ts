import { existsSync, readFileSync, utimesSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { RESTORED_IMAGE_MESSAGE } from "#app/features/backups/backup-form-check.server";
import { backupStream } from "#app/features/backups/backup-stream.server";
import { parseBackup } from "#app/features/backups/parse-backup.server";
import { applyRestore, planRestore } from "#app/features/backups/restore-backup.server";
import { RestoreError } from "#app/features/backups/restore-error.server";
import { ensureSiteSettings } from "#app/features/settings/settings.server";
import * as galleryRoute from "#app/routes/admin/gallery/route";
import { db } from "#app/server/db/db.server";
import { certificates, gallery, profiles, session, siteSettings } from "#app/server/db/schema";
import { seedDemoContent } from "#app/server/seed/seed.server";
import { localUploadsDir, saveImage } from "#app/server/storage/storage.server";
import { SWEEP_GRACE_MS, sweepUploads, variantNames } from "#app/server/storage/upload-sweep.server";
import { account, requestAs, type TestAccount } from "#tests/support/accounts";

let superAdmin: TestAccount;
let backupText: string;

beforeAll(async () => {
  await ensureSiteSettings();
  await seedDemoContent();
  superAdmin = await account("super_admin");
  backupText = await new Response(backupStream({})).text();
});

/** The current backup with one change made by `edit`. */
function edited(edit: (backup: { tables: Record<string, Record<string, unknown>[] & Record<string, unknown>> }) => void): string {
  const backup = JSON.parse(backupText);
  edit(backup);
  return JSON.stringify(backup);
}

function refusal(text: string): string {
  try {
    parseBackup(text);
  } catch (error) {
    if (error instanceof RestoreError) return error.message;
    throw error;
  }
  throw new Error("the backup was accepted");
}

describe("finding 5: a restore is checked with the forms' rules", () => {
  it("a backup of the demo institute (data the forms accept) still restores", async () => {
    const file = parseBackup(backupText);
    const plan = await planRestore(file, superAdmin.id);
    expect(plan.tables.filter((t) => t.insert + t.update + t.delete > 0)).toEqual([]);
  });

  it("refuses javascript: and data: social links in the settings", () => {
    const message = refusal(
      edited((b) => {
        (b.tables.site_settings as Record<string, unknown>).facebook_url = "javascript:alert(document.cookie)";
        (b.tables.site_settings as Record<string, unknown>).youtube_url = "data:text/html,<script>alert(1)</script>";
      }),
    );
    expect(message).toContain("tables.site_settings.facebook_url: Enter a full link starting with https://");
    expect(message).toContain("tables.site_settings.youtube_url: Enter a full link starting with https://");
  });

  it("refuses gallery and certificate images from other sites (tracking) and data: URLs, naming the row", () => {
    const message = refusal(
      edited((b) => {
        b.tables.gallery[1].image_url = "https://tracker.example/pixel.gif?visitor=1";
        b.tables.certificates[0].certificate_image_url = "data:image/svg+xml,<svg onload=alert(1)>";
      }),
    );
    expect(message).toContain(`tables.gallery[1].image_url: ${RESTORED_IMAGE_MESSAGE}`);
    expect(message).toContain(`tables.certificates[0].certificate_image_url: ${RESTORED_IMAGE_MESSAGE}`);
    expect(
      refusal(
        edited((b) => {
          b.tables.gallery[0].image_url = "//evil.example/a.png";
        }),
      ),
    ).toContain("tables.gallery[0].image_url");
  });

  it("refuses what the course and certificate forms refuse, and applies nothing", async () => {
    const message = refusal(
      edited((b) => {
        b.tables.supertech_courses[0].course_code = "<img src=x onerror=alert(1)>";
        b.tables.certificates[0].certificate_id = "has spaces and <b>";
      }),
    );
    expect(message).toContain("tables.supertech_courses[0].course_code: Course code may use letters, digits, spaces and - _ . /");
    expect(message).toContain("tables.certificates[0].certificate_id: Certificate ID may use letters, digits and - _ . / (no spaces)");
    const [settings] = await db.select().from(siteSettings);
    expect(settings.facebook_url ?? "").not.toContain("javascript:");
  });
});

describe("finding 4: a restore that deactivates users ends their sessions", () => {
  it("deactivated by the file: the user's sessions are gone after apply", async () => {
    const staff = await account("admin");
    expect((await db.select().from(session).where(eq(session.userId, staff.id))).length).toBe(1);
    const text = await new Response(backupStream({})).text();
    const backup = JSON.parse(text);
    const mine = backup.tables.profiles.find((p: { user_id: string }) => p.user_id === staff.id);
    mine.is_active = false;
    await applyRestore(parseBackup(JSON.stringify(backup)), superAdmin.id);
    const [profile] = await db.select({ is_active: profiles.is_active }).from(profiles).where(eq(profiles.user_id, staff.id));
    expect(profile.is_active).toBe(false);
    expect(await db.select().from(session).where(eq(session.userId, staff.id))).toHaveLength(0);
  });
});

const fixture = (name: string) => new File([readFileSync(path.resolve("tests/fixtures", name))], name, { type: "image/png" });
const fileOf = (url: string) => path.join(localUploadsDir(), url.slice("/uploads/".length));
function age(url: string, when: Date) {
  for (const file of [fileOf(url), ...variantNames(url).map(fileOf)]) if (existsSync(file)) utimesSync(file, when, when);
}

describe("finding 6: stored images", () => {
  it("deleting a gallery item keeps an image another item (or a certificate) still uses", async () => {
    const url = await saveImage("gallery", fixture("lab-orange.png"));
    const [a] = await db.insert(gallery).values({ image_url: url, title: "First" }).returning({ id: gallery.id });
    const [b] = await db.insert(gallery).values({ image_url: url, title: "Second" }).returning({ id: gallery.id });
    const [c] = await db
      .insert(certificates)
      .values({
        certificate_id: `SHARE-${Date.now()}`,
        student_name: "S",
        course_name: "C",
        approved_by: "D",
        issue_date: "2026-01-01",
        certificate_image_url: url,
      })
      .returning({ id: certificates.id });
    const remove = (id: string) =>
      galleryRoute
        .action({
          request: requestAs(superAdmin, "/admin/gallery", { form: { intent: "delete", id, confirmed: "1" } }),
          params: {},
          context: {},
        } as never)
        .catch((thrown: unknown) => thrown);
    await remove(a.id);
    expect(existsSync(fileOf(url))).toBe(true);
    await remove(b.id);
    expect(existsSync(fileOf(url))).toBe(true);
    await db.delete(certificates).where(eq(certificates.id, c.id));
    const [d] = await db.insert(gallery).values({ image_url: url, title: "Last" }).returning({ id: gallery.id });
    await remove(d.id);
    expect(existsSync(fileOf(url))).toBe(false);
    expect(variantNames(url).some((v) => existsSync(fileOf(v)))).toBe(false);
  });

  it("a periodic sweep removes uploads no record uses once they are a day old, with their variants; used and recent ones stay", async () => {
    const now = new Date();
    const old = new Date(now.getTime() - SWEEP_GRACE_MS - 60_000);
    const orphan = await saveImage("gallery", fixture("lab-orange.png"));
    const orphanCertificate = await saveImage("certificates", fixture("lab-navy.jpg"));
    const used = await saveImage("gallery", fixture("lab-navy.jpg"));
    const fresh = await saveImage("gallery", fixture("lab-orange.png"));
    await db.insert(gallery).values({ image_url: used, title: "In use" });
    for (const url of [orphan, orphanCertificate, used]) age(url, old);
    expect(variantNames(orphan).filter((v) => existsSync(fileOf(v))).length).toBeGreaterThan(0);

    const result = await sweepUploads({ now, batch: 2 });
    expect(result.deleted.sort()).toEqual([orphan, orphanCertificate].sort());
    expect(existsSync(fileOf(orphan))).toBe(false);
    expect(variantNames(orphan).some((v) => existsSync(fileOf(v)))).toBe(false);
    expect(existsSync(fileOf(orphanCertificate))).toBe(false);
    expect(existsSync(fileOf(used))).toBe(true);
    expect(existsSync(fileOf(fresh))).toBe(true);

    // A day later the unused fresh one goes too; the one in use never does. Bounded per run.
    const later = new Date(now.getTime() + SWEEP_GRACE_MS + 60_000);
    const extra = await saveImage("gallery", fixture("lab-orange.png"));
    const bounded = await sweepUploads({ now: later, maxDeletes: 1 });
    expect(bounded.deleted).toHaveLength(1);
    const rest = await sweepUploads({ now: later });
    expect([...bounded.deleted, ...rest.deleted].sort()).toEqual([fresh, extra].sort());
    expect(existsSync(fileOf(used))).toBe(true);
  });
});
