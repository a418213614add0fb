import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import fontkit from "@cantoo/fontkit";
import sharp from "sharp";
import { formatCalendarDate } from "#app/lib/format";
import { DEFAULT_LOGO_URL, publicDirs } from "#app/server/pdf/pdf-logo.server";
import { clip, PDF_LIMITS } from "./printed-text";

/**
 * The Open Graph image of a certificate page (1200x630 PNG), so a shared link shows a card.
 * Text is drawn as vector paths from fonts that ship in node_modules (Noto Sans Devanagari's
 * Latin and Devanagari files), never through the machine's fonts: a fresh server with no
 * fonts installed draws the same card. No text reaches the SVG as markup, so a name cannot
 * inject anything; characters the fonts cannot draw become "?".
 */

type Font = {
  unitsPerEm: number;
  hasGlyphForCodePoint(codePoint: number): boolean;
  layout(text: string): { glyphs: { path: { toSVG(): string } }[]; positions: { xAdvance: number; xOffset: number; yOffset: number }[] };
};

const requireHere = createRequire(import.meta.url);
let fontsPromise: Promise<{ latin: Record<400 | 700, Font>; deva: Record<400 | 700, Font> }> | null = null;

function loadFonts() {
  fontsPromise ??= (async () => {
    const dir = path.join(path.dirname(requireHere.resolve("@fontsource/noto-sans-devanagari/devanagari-400.css")), "files");
    const open = async (subset: string, weight: number) =>
      fontkit.create(Buffer.from(await readFile(path.join(dir, `noto-sans-devanagari-${subset}-${weight}-normal.woff`)))) as Font;
    return {
      latin: { 400: await open("latin", 400), 700: await open("latin", 700) },
      deva: { 400: await open("devanagari", 400), 700: await open("devanagari", 700) },
    };
  })();
  return fontsPromise;
}

type Fonts = Awaited<ReturnType<typeof loadFonts>>;
type Run = { font: Font; text: string };

function runs(text: string, fonts: Fonts, weight: 400 | 700): Run[] {
  const out: Run[] = [];
  for (const char of Array.from(text)) {
    const code = char.codePointAt(0) ?? 63;
    const latin = fonts.latin[weight];
    const deva = fonts.deva[weight];
    let font = latin;
    let c = char;
    if (char === " " && out.length) font = out[out.length - 1].font;
    else if (latin.hasGlyphForCodePoint(code)) font = latin;
    else if (deva.hasGlyphForCodePoint(code)) font = deva;
    else c = "?";
    const last = out.at(-1);
    if (last && last.font === font) last.text += c;
    else out.push({ font, text: c });
  }
  return out;
}

function width(parts: Run[], size: number): number {
  let w = 0;
  for (const part of parts) {
    const run = part.font.layout(part.text);
    for (const p of run.positions) w += (p.xAdvance * size) / part.font.unitsPerEm;
  }
  return w;
}

/** SVG <path> elements for the text, its left end at x and baseline at y, shrunk to fit maxWidth. */
function textPaths(
  text: string,
  fonts: Fonts,
  o: {
    x: number;
    y: number;
    size: number;
    weight: 400 | 700;
    fill: string;
    maxWidth: number;
    minSize?: number;
    anchor?: "start" | "middle";
  },
): string {
  const parts = runs(text, fonts, o.weight);
  let size = o.size;
  while (size > (o.minSize ?? o.size * 0.5) && width(parts, size) > o.maxWidth) size -= 1;
  let x = o.anchor === "middle" ? o.x - width(parts, size) / 2 : o.x;
  let d = "";
  for (const part of parts) {
    const run = part.font.layout(part.text);
    const scale = size / part.font.unitsPerEm;
    run.glyphs.forEach((glyph, i) => {
      const p = run.positions[i];
      const svg = glyph.path.toSVG();
      if (svg)
        d += `<path transform="translate(${(x + p.xOffset * scale).toFixed(2)} ${(o.y - p.yOffset * scale).toFixed(2)}) scale(${scale.toFixed(5)} ${(-scale).toFixed(5)})" d="${svg}"/>`;
      x += p.xAdvance * scale;
    });
  }
  return `<g fill="${o.fill}">${d}</g>`;
}

export type PreviewInput = {
  certificate_id: string;
  student_name: string;
  course_name: string;
  issue_date: string;
  revoked: boolean;
  site_name: string;
  host: string;
};

export async function renderCertificatePreview(input: PreviewInput): Promise<Buffer> {
  const fonts = await loadFonts();
  const W = 1200;
  const H = 630;
  const status = input.revoked ? "REVOKED CERTIFICATE" : "VERIFIED CERTIFICATE";
  const statusFill = input.revoked ? "#fecaca" : "#bbf7d0";
  const statusBg = input.revoked ? "#7f1d1d" : "#14532d";
  const statusWidth = width(runs(status, fonts, 700), 26) + 48;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#071b3d"/><stop offset="1" stop-color="#123c7c"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<rect x="28" y="28" width="${W - 56}" height="${H - 56}" rx="20" fill="none" stroke="#f97316" stroke-width="3"/>
<rect x="0" y="${H - 14}" width="${W}" height="14" fill="#f97316"/>
${textPaths(clip(input.site_name, PDF_LIMITS.siteName).toUpperCase(), fonts, { x: 172, y: 118, size: 34, weight: 700, fill: "#ffffff", maxWidth: 800, minSize: 20 })}
${textPaths(input.host, fonts, { x: 172, y: 156, size: 22, weight: 400, fill: "#b9cff5", maxWidth: 800, minSize: 14 })}
<rect x="80" y="214" width="${statusWidth.toFixed(0)}" height="52" rx="26" fill="${statusBg}"/>
${textPaths(status, fonts, { x: 104, y: 250, size: 26, weight: 700, fill: statusFill, maxWidth: 600 })}
${textPaths(clip(input.student_name, PDF_LIMITS.name), fonts, { x: 80, y: 356, size: 72, weight: 700, fill: "#ffffff", maxWidth: W - 160, minSize: 34 })}
${textPaths(clip(input.course_name, PDF_LIMITS.course), fonts, { x: 80, y: 428, size: 40, weight: 700, fill: "#fb923c", maxWidth: W - 160, minSize: 22 })}
${textPaths(`Certificate ${clip(input.certificate_id, PDF_LIMITS.id)}  ·  Issued ${formatCalendarDate(input.issue_date)}`, fonts, { x: 80, y: 512, size: 30, weight: 400, fill: "#dbe7fb", maxWidth: W - 160, minSize: 18 })}
${textPaths("Scan or open the link to verify", fonts, { x: 80, y: 566, size: 22, weight: 400, fill: "#b9cff5", maxWidth: W - 160 })}
</svg>`;
  const logo = await sharp(await readLogoSvg(), { density: 300 })
    .resize(72, 72)
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: logo, left: 80, top: 76 }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

async function readLogoSvg(): Promise<Buffer> {
  for (const dir of publicDirs()) {
    try {
      return await readFile(path.join(dir, DEFAULT_LOGO_URL));
    } catch {
      // next place
    }
  }
  return Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" rx="14" fill="#0b2a5b"/></svg>',
  );
}
