import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PDFDocument } from "@cantoo/pdf-lib";

/**
 * What a certificate PDF shows, for the integration and e2e tests alike: its page count, the
 * first page's size in points (A4 landscape is 842 x 595) and its text as poppler's pdftotext
 * lays it out (what a reader sees, Devanagari included).
 */
export async function readPdf(bytes: Uint8Array): Promise<{ pages: number; size: [number, number]; text: string }> {
  const doc = await PDFDocument.load(bytes);
  const { width, height } = doc.getPage(0).getSize();
  const file = path.join(mkdtempSync(path.join(tmpdir(), "supertech-pdf-")), "read.pdf");
  writeFileSync(file, bytes);
  const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
  return { pages: doc.getPageCount(), size: [Math.round(width), Math.round(height)], text };
}

/** A4 landscape, in points. */
const A4_LANDSCAPE: [number, number] = [842, 595];

/** A certificate PDF download as the tests receive it, from a route's Response or Playwright's request. */
type PdfAnswer = { status: number; contentType: string | null | undefined; bytes: Uint8Array };

/** A fetch Response (a route's loader called in a test) as a PdfAnswer. */
export async function pdfAnswer(response: Response): Promise<PdfAnswer> {
  return {
    status: response.status,
    contentType: response.headers.get("content-type"),
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

/**
 * The checks every certificate PDF download gets, in the integration and e2e tests alike: a 200
 * `application/pdf` answer with one A4 landscape page whose text holds each of `texts`.
 * node:assert, not a runner's `expect`, so that Vitest and Playwright specs can both call it.
 */
export async function assertCertificatePdf({ status, contentType, bytes }: PdfAnswer, texts: readonly string[]) {
  assert.equal(status, 200);
  assert.equal(contentType, "application/pdf");
  const { pages, size, text } = await readPdf(bytes);
  assert.equal(pages, 1);
  assert.deepEqual(size, A4_LANDSCAPE);
  for (const expected of texts) assert.ok(text.includes(expected), `the PDF's text holds ${JSON.stringify(expected)}:\n${text}`);
}
