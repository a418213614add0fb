import { existsSync, statSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { buildSrcSet, VARIANT_FORMATS, VARIANT_WIDTHS, variantUrl } from "#app/lib/responsive-image";
import { deleteStoredFile, describeImage, localUploadsDir, saveImage, UploadError } from "#app/server/storage/storage.server";

/** A real photo-like PNG, 1200×800, carrying EXIF that must not survive the upload. */
async function realPng(width = 1200, height = 800) {
  return sharp({ create: { width, height, channels: 3, background: { r: 18, g: 60, b: 124 } } })
    .composite([
      {
        input: Buffer.from(`<svg width="${width}" height="${height}"><circle cx="300" cy="300" r="200" fill="#f97316"/></svg>`),
        top: 0,
        left: 0,
      },
    ])
    .withExif({ IFD0: { Copyright: "Secret Owner", Artist: "Camera Person" } })
    .png()
    .toBuffer();
}

const fileOf = (url: string) => path.join(localUploadsDir(), url.slice("/uploads/".length));

describe("saveImage", () => {
  it("re-encodes a real PNG, stores it at the spec's path and writes every responsive variant", async () => {
    const png = await realPng();
    expect((await sharp(png).metadata()).exif).toBeDefined();
    const url = await saveImage("gallery", new File([new Uint8Array(png)], "lab photo.png", { type: "image/png" }));
    expect(url).toMatch(/^\/uploads\/gallery\/\d{13}-[0-9a-f]{16}\.webp$/);
    const main = await sharp(fileOf(url)).metadata();
    expect(main).toMatchObject({ format: "webp", width: 1200, height: 800 });

    for (const width of VARIANT_WIDTHS) {
      for (const format of VARIANT_FORMATS) {
        const variant = fileOf(variantUrl(url, width, format));
        expect(existsSync(variant), `${width} ${format}`).toBe(true);
        const meta = await sharp(variant).metadata();
        expect(meta.format).toBe(format === "avif" ? "heif" : "webp");
        // Never enlarged: the 1600 variant of a 1200 px image stays 1200 px wide.
        expect(meta.width).toBe(Math.min(width, 1200));
        expect(meta.exif).toBeUndefined();
        expect(statSync(variant).mode & 0o777, `${width} ${format}`).toBe(0o600);
      }
    }
    // Readable by the server only, whatever the process's umask.
    expect(statSync(fileOf(url)).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(fileOf(url))).mode & 0o777).toBe(0o700);
  });

  it("drops all metadata (EXIF, ICC, XMP) from the stored image", async () => {
    const url = await saveImage("certificates", new File([new Uint8Array(await realPng(800, 600))], "cert.png"));
    expect(url).toMatch(/^\/uploads\/certificates\/[0-9a-f]{16}\.webp$/);
    const meta = await sharp(fileOf(url)).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
  });

  it("refuses a text file with an image's name and type", async () => {
    const fake = new File(["<?php echo 'not an image'; ?> padding padding"], "photo.png", { type: "image/png" });
    await expect(saveImage("gallery", fake)).rejects.toThrow(UploadError);
    await expect(saveImage("gallery", fake)).rejects.toThrow("Only image files (JPEG, PNG, WebP, GIF or AVIF) can be uploaded.");
  });

  it("refuses a file that starts like a PNG but is not one", async () => {
    const header = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const broken = new File([new Uint8Array(Buffer.concat([header, Buffer.alloc(200, 7)]))], "broken.png");
    await expect(saveImage("gallery", broken)).rejects.toThrow("The image could not be read. Please upload a valid image file.");
  });

  it("refuses an image over the size limit before reading it, and an empty file", async () => {
    const png = await realPng(64, 64);
    const oversize = new File([new Uint8Array(Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024, 0)]))], "big.png");
    await expect(saveImage("gallery", oversize)).rejects.toThrow("The image is too large (maximum 5 MB).");
    await expect(saveImage("gallery", new File([], "empty.png"))).rejects.toThrow("Please choose an image file.");
  });
});

describe("describeImage and srcset", () => {
  it("gives a stored upload its size and AVIF/WebP srcsets of the variants, capped at the real width", async () => {
    const url = await saveImage("gallery", new File([new Uint8Array(await realPng(1200, 800))], "x.png"));
    const info = await describeImage(url);
    expect(info).toMatchObject({ src: url, width: 1200, height: 800 });
    const base = url.replace(/\.webp$/, "");
    expect(info.webpSrcSet).toBe(`${base}-480w.webp 480w, ${base}-960w.webp 960w, ${base}-1600w.webp 1200w`);
    expect(info.avifSrcSet).toBe(`${base}-480w.avif 480w, ${base}-960w.avif 960w, ${base}-1600w.avif 1200w`);
  });

  it("gives the site's SVG art its drawn size and no srcset", async () => {
    expect(await describeImage("/images/gallery/tools-wall.svg")).toEqual({
      src: "/images/gallery/tools-wall.svg",
      width: 900,
      height: 1200,
    });
    expect(await describeImage("/images/gallery/classroom.svg")).toEqual({
      src: "/images/gallery/classroom.svg",
      width: 1200,
      height: 900,
    });
  });

  it("falls back to a default size for a missing upload and never reads outside the uploads folder", async () => {
    expect(await describeImage("/uploads/gallery/missing.webp")).toEqual({
      src: "/uploads/gallery/missing.webp",
      width: 1200,
      height: 900,
    });
    expect(await describeImage("/uploads/../../etc/passwd")).toEqual({ src: "/uploads/../../etc/passwd", width: 1200, height: 900 });
  });

  it("buildSrcSet lists nominal widths when the real width is unknown (S3)", () => {
    expect(buildSrcSet("https://cdn.example/gallery/1-a.webp", "avif")).toBe(
      "https://cdn.example/gallery/1-a-480w.avif 480w, https://cdn.example/gallery/1-a-960w.avif 960w, https://cdn.example/gallery/1-a-1600w.avif 1600w",
    );
  });
});

describe("deleteStoredFile", () => {
  it("removes the image and all its variants", async () => {
    const url = await saveImage("gallery", new File([new Uint8Array(await realPng(600, 400))], "y.png"));
    const files = [fileOf(url), ...VARIANT_WIDTHS.flatMap((w) => VARIANT_FORMATS.map((f) => fileOf(variantUrl(url, w, f))))];
    expect(files.every((f) => existsSync(f))).toBe(true);
    await deleteStoredFile(url);
    expect(files.filter((f) => existsSync(f))).toEqual([]);
  });
});
