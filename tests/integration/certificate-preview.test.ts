import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { insertSignedCertificate, revokeCertificateRecord } from "#app/features/certificates/certificate-records.server";
import { ensureSiteSettings } from "#app/features/settings/settings.server";
import * as previewRoute from "#app/routes/api/certificate-preview";
import { db } from "#app/server/db/db.server";
import { certificates } from "#app/server/db/schema";
import { routeContext } from "#tests/support/call-route";

// The certificate link-preview card (decision 034): anonymous,
// so rate-limited per address; drawn once per content, with an ETag; never stale after an edit
// or a revocation.

const ID = "STI-2025-0101";

const preview = (clientIp: string, headers: Record<string, string> = {}, id = ID) =>
  previewRoute.loader({
    request: new Request(`http://localhost:3000/certificate/${id}/preview.png`, { headers }),
    params: { certificateId: id },
    context: routeContext(clientIp),
  } as never);

beforeAll(async () => {
  await ensureSiteSettings();
  await insertSignedCertificate({
    certificate_id: ID,
    student_name: "Pooja Nair",
    course_name: "Mobile Repairing",
    approved_by: "Amit Sharma",
    issue_date: "2025-08-01",
  });
});

describe("the preview card", () => {
  it("is drawn once: the second request is answered from memory with the same ETag, and If-None-Match gets a 304", async () => {
    const first = await preview("10.9.0.1");
    expect(first.status).toBe(200);
    expect(first.headers.get("x-preview-cache")).toBe("miss");
    const etag = first.headers.get("etag") as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get("cache-control")).toBe("public, no-cache");
    const bytes = Buffer.from(await first.arrayBuffer());

    const second = await preview("10.9.0.1");
    expect(second.headers.get("x-preview-cache")).toBe("hit");
    expect(second.headers.get("etag")).toBe(etag);
    expect(Buffer.from(await second.arrayBuffer()).equals(bytes)).toBe(true);

    const again = await preview("10.9.0.1", { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect(await again.text()).toBe("");
  });

  it("shares one drawing between requests that arrive together", async () => {
    await db.update(certificates).set({ course_name: "AC Repair" }).where(eq(certificates.certificate_id, ID));
    const answers = await Promise.all([preview("10.9.0.2"), preview("10.9.0.2"), preview("10.9.0.2")]);
    expect(answers.map((a) => a.headers.get("x-preview-cache")).sort()).toEqual(["hit", "hit", "miss"]);
    expect(new Set(answers.map((a) => a.headers.get("etag"))).size).toBe(1);
  });

  it("never serves a stale card: an edit or a revocation is a new ETag and a new drawing", async () => {
    const before = await preview("10.9.0.3");
    const etag = before.headers.get("etag") as string;

    await db.update(certificates).set({ student_name: "Pooja N. Nair" }).where(eq(certificates.certificate_id, ID));
    const edited = await preview("10.9.0.3", { "if-none-match": etag });
    expect(edited.status).toBe(200);
    expect(edited.headers.get("x-preview-cache")).toBe("miss");
    const editedTag = edited.headers.get("etag") as string;
    expect(editedTag).not.toBe(etag);

    await revokeCertificateRecord(ID, "Issued in error");
    const revoked = await preview("10.9.0.3", { "if-none-match": editedTag });
    expect(revoked.status).toBe(200);
    expect(revoked.headers.get("x-preview-cache")).toBe("miss");
    expect(revoked.headers.get("etag")).not.toBe(editedTag);
    expect(Buffer.from(await revoked.arrayBuffer()).equals(Buffer.from(await edited.arrayBuffer()))).toBe(false);
  });

  it("is rate-limited per address like the PDF: past the budget, a 429 without drawing anything", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await preview("10.9.0.4", {}, "STI-NOPE-1")).status);
    expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
    const limited = await preview("10.9.0.4");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("60");
    // Another address still gets its card.
    expect((await preview("10.9.0.5")).status).toBe(200);
  });
});
