import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PDFDocument } from "pdf-lib";

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
export const A4_LANDSCAPE: [number, number] = [842, 595];
