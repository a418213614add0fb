import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import fontkit from "@cantoo/fontkit";
import { type PDFDocument as Doc, type PDFFont, type PDFPage, type rgb, StandardFonts } from "@cantoo/pdf-lib";
import { cleanPrintedText, DEVANAGARI } from "#app/lib/printable-text";
import { logger } from "#app/server/logger.server";
import { INK } from "./pdf-palette";

/**
 * Text on the server's PDFs (certificates, receipts): Latin text uses the PDF standard fonts (every reader has them);
 * Devanagari runs use Noto Sans Devanagari from @fontsource (embedded, subset, on first use); a
 * character neither can draw becomes "?" rather than failing the document.
 */

export type Fonts = {
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

/**
 * fontkit, reading each embedded font file once per process: reading a Devanagari font's tables
 * (GSUB, GPOS) is most of a Hindi PDF's time, and every document would read them again. The
 * parsed font is only read from (each document makes its own subset), so documents share it.
 */
type Fontkit = Parameters<Doc["registerFontkit"]>[0];
// Keyed by the file's own buffer: pdf-lib hands fontkit a new view of the bytes each time.
const parsedFonts = new WeakMap<ArrayBufferLike, ReturnType<Fontkit["create"]>>();
const sharedFontkit: Fontkit = {
  create(bytes, postscriptName) {
    const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
    if (postscriptName || !whole) return (fontkit as Fontkit).create(bytes, postscriptName);
    let font = parsedFonts.get(bytes.buffer);
    if (font === undefined) {
      font = (fontkit as Fontkit).create(bytes);
      parsedFonts.set(bytes.buffer, font);
    }
    return font;
  },
};

export async function loadFonts(doc: Doc): Promise<Fonts> {
  doc.registerFontkit(sharedFontkit);
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

/**
 * Text of one font, with its width at size 1: widths grow linearly with the size, and measuring
 * Devanagari means shaping it (fontkit's layout, the slow part of a Hindi PDF), so each run is
 * measured once, when it is made.
 */
type Run = { text: string; font: PDFFont; unit: number };

/** The rupee sign: the standard fonts' WinAnsi lacks it, the Devanagari font has it (receipts print ₹12,500). */
const RUPEE = "\u20B9";

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
 * refuse them: certificate-text.ts); the rupee sign comes from the Devanagari font. Direction controls, which older records may hold, are dropped.
 */
export async function runsOf(raw: string, fonts: Fonts, weight: "regular" | "bold"): Promise<Run[]> {
  const text = cleanPrintedText(raw);
  const latin = weight === "bold" ? fonts.bold : fonts.regular;
  const latinSet = characterSet(latin);
  // A rupee sign alone takes the regular weight: an English receipt then embeds one Devanagari subset, not two.
  const devaWeight = DEVANAGARI.test(text) ? weight : text.includes(RUPEE) ? "regular" : null;
  const deva = devaWeight ? await fonts.devanagari(devaWeight) : null;
  const runs: Run[] = [];
  for (const char of Array.from(text)) {
    const code = char.codePointAt(0) ?? 0;
    let font: PDFFont;
    let out = char;
    if (deva && (DEVANAGARI.test(char) || char === RUPEE || (char === " " && runs.at(-1)?.font === deva))) font = deva;
    else if (latinSet.has(code)) font = latin;
    else if (char === "…") font = latin;
    else {
      font = latin;
      out = "?";
    }
    const last = runs.at(-1);
    if (last && last.font === font) last.text += out;
    else runs.push({ text: out, font, unit: 0 });
  }
  for (const run of runs) run.unit = run.font.widthOfTextAtSize(run.text, 1);
  return runs;
}

export function runsWidth(runs: Run[], size: number): number {
  return runs.reduce((sum, run) => sum + run.unit * size, 0);
}

/** Draws runs from x, one after the other. */
export function drawRuns(page: PDFPage, runs: Run[], options: { x: number; y: number; size: number; color?: ReturnType<typeof rgb> }) {
  let x = options.x;
  for (const run of runs) {
    page.drawText(run.text, { x, y: options.y, size: options.size, font: run.font, color: options.color ?? INK });
    x += run.unit * options.size;
  }
}

/** Draws text centred on x, shrinking it (down to `min`) to fit `maxWidth`. */
export async function drawCentered(
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
  drawRuns(page, runs, { x: options.x - runsWidth(runs, size) / 2, y: options.y, size, color: options.color });
}

/** Draws text from x at its size (no shrinking). */
export async function drawLeft(
  page: PDFPage,
  text: string,
  options: { x: number; y: number; size: number; fonts: Fonts; weight?: "regular" | "bold"; color?: ReturnType<typeof rgb> },
) {
  drawRuns(page, await runsOf(text, options.fonts, options.weight ?? "regular"), options);
}
