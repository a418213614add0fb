import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fontkit from "@cantoo/fontkit";
import {
  type PDFDocument as Doc,
  degrees,
  PDFDocument,
  type PDFFont,
  type PDFImage,
  type PDFPage,
  rgb,
  StandardFonts,
} from "@cantoo/pdf-lib";
import QRCode from "qrcode";
import sharp from "sharp";
import { formatDay } from "#app/i18n/format";
import { translatorFor } from "#app/i18n/i18n";
import { type Lang, LOCALE, localePath } from "#app/i18n/lang";
import type { SiteSettings } from "#app/lib/site-defaults";
import { baseUrl } from "#app/server/env.server";
import { logger } from "#app/server/logger.server";
import { isStoredImageUrl, localUploadsDir } from "#app/server/storage/storage.server";
import { groupedVerificationCode, verificationCode } from "./certificate-code";
import { certificatePath } from "./certificate-id";
import { cleanPrintedText, DEVANAGARI } from "./certificate-text";

/**
 * The printable certificate (issue 12): one A4 landscape page per certificate, drawn on the
 * server with pdf-lib and fontkit (the maintained @cantoo forks: decision 022).
 * Latin text uses the PDF standard fonts (every reader has them); Devanagari runs use Noto Sans
 * Devanagari from @fontsource (embedded, subset); a character neither can draw becomes "?"
 * rather than failing the document. The labels are the sheet's own
 * messages (certificate.sheet) in the language of the page it was downloaded from: Hindi under
 * /hi (decision 019); the record's words (name, course, approver) print as they are stored.
 */

export type CertificateDocument = {
  certificate_id: string;
  student_name: string;
  course_name: string;
  duration: string | null;
  issue_date: string;
  approved_by: string;
  signature: string | null;
  signing_key_id: number | null;
  revoked_at?: Date | string | null;
};

/** The settings the certificate prints; `logo_url` when the institute has its own logo. */
export type CertificateSettings = Pick<SiteSettings, "site_name" | "address"> & Partial<SiteSettings> & { logo_url?: string | null };

const A4_LANDSCAPE = { width: 841.89, height: 595.28 } as const;

/** Longest texts printed; longer ones are cut with an ellipsis (the record keeps them whole). */
export const PDF_LIMITS = { id: 64, name: 80, course: 120, duration: 40, approvedBy: 80, siteName: 80, address: 160 } as const;

export const DEFAULT_LOGO_URL = "/images/brand/logo-mark.svg";

const NAVY = rgb(0x0b / 255, 0x2a / 255, 0x5b / 255);
const NAVY_SOFT = rgb(0x12 / 255, 0x3c / 255, 0x7c / 255);
const ORANGE = rgb(0xf9 / 255, 0x73 / 255, 0x16 / 255);
const INK = rgb(0.12, 0.14, 0.18);
const MUTED = rgb(0.38, 0.42, 0.48);
const PAPER = rgb(1, 0.995, 0.985);
const LINE = rgb(0.82, 0.86, 0.92);

/** The canonical page (in the certificate's language) with the code, as the QR code and the printed link carry it. */
function certificateVerifyUrl(
  certificate: Pick<CertificateDocument, "certificate_id" | "signature" | "signing_key_id">,
  lang: Lang,
): string {
  const url = `${baseUrl()}${localePath(lang, certificatePath(certificate.certificate_id))}`;
  return certificate.signature && certificate.signing_key_id
    ? `${url}?code=${verificationCode(certificate.signing_key_id, certificate.signature)}`
    : url;
}

export function clip(text: string | null | undefined, max: number): string {
  const clean = (text ?? "").replace(/\s+/g, " ").trim();
  const chars = Array.from(clean);
  return chars.length > max ? `${chars.slice(0, max - 1).join("")}…` : clean;
}

// ---------------------------------------------------------------------------------------
// Fonts

type Fonts = {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
  mono: PDFFont;
  /** Embedded on first use: most certificates have no Devanagari. */
  devanagari: (weight: "regular" | "bold") => Promise<PDFFont | null>;
};

const requireHere = createRequire(import.meta.url);
const fontBytes = new Map<string, Promise<Uint8Array | null>>();

function devanagariFontFile(weight: 400 | 700): Promise<Uint8Array | null> {
  const key = String(weight);
  let bytes = fontBytes.get(key);
  if (!bytes) {
    bytes = (async () => {
      try {
        const css = requireHere.resolve(`@fontsource/noto-sans-devanagari/devanagari-${weight}.css`);
        return new Uint8Array(await readFile(path.join(path.dirname(css), `files/noto-sans-devanagari-devanagari-${weight}-normal.woff`)));
      } catch (error) {
        logger.warn({ err: error }, "Noto Sans Devanagari is not installed; Devanagari is printed as ?");
        return null;
      }
    })();
    fontBytes.set(key, bytes);
  }
  return bytes;
}

async function loadFonts(doc: Doc): Promise<Fonts> {
  doc.registerFontkit(fontkit);
  const embedded = new Map<string, Promise<PDFFont | null>>();
  return {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    italic: await doc.embedFont(StandardFonts.TimesRomanItalic),
    mono: await doc.embedFont(StandardFonts.Courier),
    devanagari: (weight) => {
      let font = embedded.get(weight);
      if (!font) {
        font = devanagariFontFile(weight === "bold" ? 700 : 400).then((bytes) => (bytes ? doc.embedFont(bytes, { subset: true }) : null));
        embedded.set(weight, font);
      }
      return font;
    },
  };
}

type Run = { text: string; font: PDFFont };

const characterSets = new WeakMap<PDFFont, Set<number>>();
function characterSet(font: PDFFont): Set<number> {
  let set = characterSets.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    characterSets.set(font, set);
  }
  return set;
}

/**
 * Splits text into runs of one font each; characters no font can draw become "?" (the forms
 * refuse them: certificate-text.ts). Direction controls, which older records may hold, are dropped.
 */
async function runsOf(raw: string, fonts: Fonts, weight: "regular" | "bold"): Promise<Run[]> {
  const text = cleanPrintedText(raw);
  const latin = weight === "bold" ? fonts.bold : fonts.regular;
  const latinSet = characterSet(latin);
  const deva = DEVANAGARI.test(text) ? await fonts.devanagari(weight) : null;
  const runs: Run[] = [];
  for (const char of Array.from(text)) {
    const code = char.codePointAt(0) ?? 0;
    let font: PDFFont;
    let out = char;
    if (deva && (DEVANAGARI.test(char) || (char === " " && runs.at(-1)?.font === deva))) font = deva;
    else if (latinSet.has(code)) font = latin;
    else if (char === "…") font = latin;
    else {
      font = latin;
      out = "?";
    }
    const last = runs.at(-1);
    if (last && last.font === font) last.text += out;
    else runs.push({ text: out, font });
  }
  return runs;
}

function runsWidth(runs: Run[], size: number): number {
  return runs.reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0);
}

/** Draws text centred on x, shrinking it (down to `min`) to fit `maxWidth`. */
async function drawCentered(
  page: PDFPage,
  text: string,
  options: {
    x: number;
    y: number;
    size: number;
    min?: number;
    maxWidth: number;
    fonts: Fonts;
    weight?: "regular" | "bold";
    color?: ReturnType<typeof rgb>;
  },
) {
  const runs = await runsOf(text, options.fonts, options.weight ?? "regular");
  let size = options.size;
  while (size > (options.min ?? size * 0.6) && runsWidth(runs, size) > options.maxWidth) size -= 0.5;
  let x = options.x - runsWidth(runs, size) / 2;
  for (const run of runs) {
    page.drawText(run.text, { x, y: options.y, size, font: run.font, color: options.color ?? INK });
    x += run.font.widthOfTextAtSize(run.text, size);
  }
}

async function drawLeft(
  page: PDFPage,
  text: string,
  options: { x: number; y: number; size: number; fonts: Fonts; weight?: "regular" | "bold"; color?: ReturnType<typeof rgb> },
) {
  let x = options.x;
  for (const run of await runsOf(text, options.fonts, options.weight ?? "regular")) {
    page.drawText(run.text, { x, y: options.y, size: options.size, font: run.font, color: options.color ?? INK });
    x += run.font.widthOfTextAtSize(run.text, options.size);
  }
}

// ---------------------------------------------------------------------------------------
// Logo and QR code

function publicDirs(): string[] {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return [path.resolve(here, "../client"), path.resolve(process.cwd(), "public"), path.resolve(here, "../../public")];
}

/** The logo's bytes: an upload on disk, one in S3 (fetched, 3 s at most), or the site's own file. */
async function readLogo(url: string): Promise<Buffer | null> {
  if (url.startsWith("/uploads/")) {
    const key = url.slice("/uploads/".length);
    if (!/^[\w-]+\/[\w.-]+$/.test(key)) return null;
    const file = path.join(localUploadsDir(), key);
    return existsSync(file) ? readFile(file) : null;
  }
  if (/^https?:\/\//.test(url)) {
    if (!isStoredImageUrl(url)) return null;
    const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
    return response.ok ? Buffer.from(await response.arrayBuffer()) : null;
  }
  if (url.startsWith("/") && !url.includes("..")) {
    for (const dir of publicDirs()) {
      const file = path.join(dir, url);
      if (existsSync(file)) return readFile(file);
    }
  }
  return null;
}

const logoCache = new Map<string, Promise<Uint8Array | null>>();

/** The logo as a 256-pixel PNG (any format sharp reads, SVG included), or null. */
function logoPng(url: string): Promise<Uint8Array | null> {
  let png = logoCache.get(url);
  if (!png) {
    png = (async () => {
      try {
        const bytes = await readLogo(url);
        if (!bytes) return null;
        return new Uint8Array(await sharp(bytes, { density: 300 }).resize(256, 256, { fit: "inside" }).png().toBuffer());
      } catch (error) {
        logger.warn({ err: error, url }, "certificate logo unreadable; printed without it");
        return null;
      }
    })();
    logoCache.set(url, png);
    // Uploads and S3 objects may be replaced; keep the cache small and short-lived.
    if (logoCache.size > 8) logoCache.delete(logoCache.keys().next().value as string);
  }
  return png;
}

/** The QR code as one SVG path of its dark modules (vector: sharp at any print size). */
function qrPath(text: string): { path: string; size: number } {
  const qr = QRCode.create(text, { errorCorrectionLevel: "M" });
  const { size, data } = qr.modules;
  let d = "";
  // One rectangle per horizontal run of dark modules: a third of the drawing commands.
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (!data[row * size + col]) continue;
      let run = 1;
      while (col + run < size && data[row * size + col + run]) run++;
      d += `M${col} ${row}h${run}v1h-${run}z`;
      col += run - 1;
    }
  }
  return { path: d, size };
}

// ---------------------------------------------------------------------------------------
// The page

/** The printed words, from the sheet's messages; capitals where the English page prints them. */
function labelsFor(lang: Lang) {
  const t = translatorFor(lang);
  const s = (key: string, values?: Record<string, string>) => t(`certificate.sheet.${key}`, values);
  const upper = (text: string) => text.toLocaleUpperCase(LOCALE[lang]);
  return {
    lang,
    title: upper(s("title")),
    certify: s("certify"),
    completed: s("completed"),
    duration: (duration: string) => s("duration", { duration }),
    issuedOn: (date: string) => s("issuedOn", { date }),
    id: upper(t("certificate.result.id")),
    code: upper(s("code")),
    notSigned: s("notSignedPrinted"),
    approvedBy: s("approvedBy"),
    scan: s("scan"),
    stamp: s("stamp"),
  };
}
type Labels = ReturnType<typeof labelsFor>;

/**
 * The two lines around the student's name: English in Times italic, as on the sheet; Hindi in the
 * Devanagari sans (a serif italic has no Devanagari, and the sheet on screen does the same).
 */
async function drawScriptLine(page: PDFPage, text: string, y: number, fonts: Fonts, labels: Labels) {
  const cx = A4_LANDSCAPE.width / 2;
  if (labels.lang === "en") {
    page.drawText(text, { x: cx - fonts.italic.widthOfTextAtSize(text, 15) / 2, y, size: 15, font: fonts.italic, color: MUTED });
  } else {
    await drawCentered(page, text, { x: cx, y, size: 15, maxWidth: A4_LANDSCAPE.width - 200, fonts, color: MUTED });
  }
}

async function drawCertificate(
  doc: Doc,
  fonts: Fonts,
  logo: PDFImage | null,
  certificate: CertificateDocument,
  settings: CertificateSettings,
  labels: Labels,
) {
  const { width: W, height: H } = A4_LANDSCAPE;
  const page = doc.addPage([W, H]);
  const cx = W / 2;

  // Paper, a navy frame with an orange inner rule, and corner accents.
  page.drawRectangle({ x: 0, y: 0, width: W, height: H, color: PAPER });
  page.drawRectangle({ x: 18, y: 18, width: W - 36, height: H - 36, borderColor: NAVY, borderWidth: 6 });
  page.drawRectangle({ x: 30, y: 30, width: W - 60, height: H - 60, borderColor: ORANGE, borderWidth: 1.2 });
  for (const [x, y] of [
    [30, H - 30],
    [W - 30, H - 30],
    [30, 30],
    [W - 30, 30],
  ]) {
    page.drawRectangle({ x: x - 7, y: y - 7, width: 14, height: 14, color: NAVY, rotate: degrees(0) });
  }

  // Institute: logo, name, address.
  const top = H - 70;
  const siteName = clip(settings.site_name, PDF_LIMITS.siteName);
  if (logo) {
    const scale = 54 / Math.max(logo.width, logo.height);
    page.drawImage(logo, { x: cx - (logo.width * scale) / 2, y: top - 50, width: logo.width * scale, height: logo.height * scale });
  }
  const nameY = logo ? top - 78 : top - 30;
  await drawCentered(page, siteName.toUpperCase(), {
    x: cx,
    y: nameY,
    size: 20,
    min: 12,
    maxWidth: W - 200,
    fonts,
    weight: "bold",
    color: NAVY,
  });
  await drawCentered(page, clip(settings.address, PDF_LIMITS.address), {
    x: cx,
    y: nameY - 17,
    size: 9.5,
    min: 7,
    maxWidth: W - 220,
    fonts,
    color: MUTED,
  });

  // Title.
  const titleY = nameY - 62;
  await drawCentered(page, labels.title, {
    x: cx,
    y: titleY,
    size: 30,
    maxWidth: W - 160,
    fonts,
    weight: "bold",
    color: NAVY_SOFT,
  });
  page.drawRectangle({ x: cx - 60, y: titleY - 14, width: 120, height: 2.5, color: ORANGE });

  // Who, what, how long, when.
  await drawScriptLine(page, labels.certify, titleY - 46, fonts, labels);
  const studentY = titleY - 88;
  await drawCentered(page, clip(certificate.student_name, PDF_LIMITS.name), {
    x: cx,
    y: studentY,
    size: 34,
    min: 16,
    maxWidth: W - 180,
    fonts,
    weight: "bold",
    color: INK,
  });
  page.drawLine({ start: { x: cx - 230, y: studentY - 10 }, end: { x: cx + 230, y: studentY - 10 }, thickness: 0.8, color: LINE });
  await drawScriptLine(page, labels.completed, studentY - 38, fonts, labels);
  await drawCentered(page, clip(certificate.course_name, PDF_LIMITS.course), {
    x: cx,
    y: studentY - 68,
    size: 21,
    min: 11,
    maxWidth: W - 180,
    fonts,
    weight: "bold",
    color: NAVY,
  });
  const facts = [
    certificate.duration ? labels.duration(clip(certificate.duration, PDF_LIMITS.duration)) : null,
    labels.issuedOn(formatDay(certificate.issue_date, labels.lang)),
  ]
    .filter(Boolean)
    .join("     ·     ");
  await drawCentered(page, facts, { x: cx, y: studentY - 94, size: 12.5, maxWidth: W - 200, fonts, color: INK });

  // Footer: ID and code (left), approval (centre), QR (right).
  const footY = 64;
  const left = 62;
  await drawLeft(page, labels.id, { x: left, y: footY + 66, size: 7.5, fonts, weight: "bold", color: MUTED });
  await drawLeft(page, clip(certificate.certificate_id, PDF_LIMITS.id), {
    x: left,
    y: footY + 50,
    size: 13,
    fonts,
    weight: "bold",
    color: INK,
  });
  await drawLeft(page, labels.code, { x: left, y: footY + 30, size: 7.5, fonts, weight: "bold", color: MUTED });
  if (certificate.signature && certificate.signing_key_id) {
    const grouped = groupedVerificationCode(certificate.signing_key_id, certificate.signature);
    const words = grouped.split(" ");
    const lines = [words.slice(0, 8).join(" "), words.slice(8).join(" ")];
    lines.forEach((line, i) => {
      page.drawText(line, { x: left, y: footY + 18 - i * 10, size: 8, font: fonts.mono, color: INK });
    });
  } else {
    await drawLeft(page, labels.notSigned, { x: left, y: footY + 18, size: 8, fonts, color: INK });
  }

  const approvalX = cx + 20;
  page.drawLine({ start: { x: approvalX - 95, y: footY + 40 }, end: { x: approvalX + 95, y: footY + 40 }, thickness: 0.8, color: INK });
  await drawCentered(page, clip(certificate.approved_by, PDF_LIMITS.approvedBy), {
    x: approvalX,
    y: footY + 46,
    size: 13,
    min: 8,
    maxWidth: 200,
    fonts,
    weight: "bold",
    color: INK,
  });
  await drawCentered(page, labels.approvedBy, { x: approvalX, y: footY + 26, size: 10, maxWidth: 200, fonts, color: MUTED });

  const url = certificateVerifyUrl(certificate, labels.lang);
  const qr = qrPath(url);
  const qrSize = 104;
  const qrX = W - 62 - qrSize;
  const qrY = footY - 6;
  page.drawRectangle({ x: qrX - 6, y: qrY - 6, width: qrSize + 12, height: qrSize + 12, color: rgb(1, 1, 1) });
  page.drawSvgPath(qr.path, { x: qrX, y: qrY + qrSize, scale: qrSize / qr.size, color: rgb(0, 0, 0) });
  await drawCentered(page, labels.scan, {
    x: qrX + qrSize / 2,
    y: qrY - 16,
    size: 8,
    maxWidth: qrSize + 40,
    fonts,
    weight: "bold",
    color: NAVY,
  });
  const shortUrl = `${baseUrl().replace(/^https?:\/\//, "")}${localePath(labels.lang, certificatePath(clip(certificate.certificate_id, PDF_LIMITS.id)))}`;
  const urlSize = Math.min(7, (qrSize + 60) / Math.max(1, fonts.regular.widthOfTextAtSize(shortUrl, 1)));
  await drawLeft(page, shortUrl, {
    x: qrX + qrSize / 2 - fonts.regular.widthOfTextAtSize(shortUrl, urlSize) / 2,
    y: qrY - 26,
    size: urlSize,
    fonts,
    color: MUTED,
  });

  if (certificate.revoked_at) {
    // As wide as the English stamp (a shorter word is drawn larger) and centred where it has
    // always been, run by run along its slanted baseline.
    const angle = (20 * Math.PI) / 180;
    const runs = await runsOf(labels.stamp, fonts, "bold");
    const english = fonts.bold.widthOfTextAtSize("REVOKED", 110);
    const size = Math.min(170, (110 * english) / runsWidth(runs, 110));
    const shift = (english - runsWidth(runs, size)) / 2;
    // A larger size would rise above the English stamp's middle: its baseline moves down by the difference.
    const drop = (size - 110) * 0.35;
    let x = cx - 190 + shift * Math.cos(angle) + drop * Math.sin(angle);
    let y = H / 2 - 90 + shift * Math.sin(angle) - drop * Math.cos(angle);
    for (const run of runs) {
      page.drawText(run.text, { x, y, size, font: run.font, color: rgb(0.8, 0.1, 0.1), opacity: 0.25, rotate: degrees(20) });
      const width = run.font.widthOfTextAtSize(run.text, size);
      x += width * Math.cos(angle);
      y += width * Math.sin(angle);
    }
  }
}

async function newDocument(settings: CertificateSettings) {
  const doc = await PDFDocument.create();
  doc.setProducer(clip(settings.site_name, PDF_LIMITS.siteName).replace(/[^\x20-\x7E]/g, "?"));
  doc.setCreator("pdf-lib");
  const fonts = await loadFonts(doc);
  const png = await logoPng(settings.logo_url || DEFAULT_LOGO_URL);
  const logo = png ? await doc.embedPng(png) : null;
  return { doc, fonts, logo };
}

/** One certificate, one A4 landscape page. */
export async function renderCertificatePdf(
  certificate: CertificateDocument,
  settings: CertificateSettings,
  lang: Lang = "en",
): Promise<Uint8Array> {
  return renderCertificatesPdf([certificate], settings, lang);
}

/** Several certificates, one page each, in order (the admin's bulk download). */
export async function renderCertificatesPdf(
  certificates: CertificateDocument[],
  settings: CertificateSettings,
  lang: Lang = "en",
): Promise<Uint8Array> {
  const { doc, fonts, logo } = await newDocument(settings);
  const labels = labelsFor(lang);
  doc.setTitle(
    certificates.length === 1
      ? `Certificate ${clip(certificates[0].certificate_id, PDF_LIMITS.id)}`.replace(/[^\x20-\x7E]/g, "?")
      : `${certificates.length} certificates`,
  );
  for (const certificate of certificates) {
    await drawCertificate(doc, fonts, logo, certificate, settings, labels);
    if (certificates.length > 1) await new Promise((resolve) => setImmediate(resolve));
  }
  return doc.save({ useObjectStreams: true });
}
