import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { startS3Server } from "#tests/support/s3-server";

// Point the cached configuration at a real S3-compatible server on loopback.
const s3 = await startS3Server();
const { getEnv } = await import("#app/server/env.server");
Object.assign(getEnv(), {
  S3_BUCKET: "media",
  S3_ENDPOINT: s3.endpoint,
  S3_ACCESS_KEY_ID: "test",
  S3_SECRET_ACCESS_KEY: "test-secret",
  S3_FORCE_PATH_STYLE: true,
  S3_PUBLIC_URL: undefined,
});
const { saveImage, deleteStoredFile } = await import("#app/server/storage/storage.server");

afterAll(() => s3.close());

async function png(): Promise<File> {
  const bytes = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#1e5bb8" } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(bytes)], "board.png", { type: "image/png" });
}

describe("S3-compatible storage", () => {
  it("stores re-encoded images under the spec's keys and returns their public URL", async () => {
    const url = await saveImage("gallery", await png());
    expect(url).toMatch(new RegExp(`^${s3.endpoint}/media/gallery/\\d+-[0-9a-f]+\\.webp$`));
    const key = url.slice(`${s3.endpoint}/`.length);
    const stored = s3.objects.get(key);
    expect(stored?.type).toBe("image/webp");
    expect((await sharp(stored?.body).metadata()).format).toBe("webp");

    const certificate = await saveImage("certificates", await png());
    expect(certificate).toMatch(new RegExp(`^${s3.endpoint}/media/certificates/[0-9a-f]+\\.webp$`));

    await deleteStoredFile(url);
    expect(s3.objects.has(key)).toBe(false);
    expect([...s3.objects.keys()].some((k) => k.startsWith(key.replace(/\.webp$/, "")))).toBe(false);
  });
});
