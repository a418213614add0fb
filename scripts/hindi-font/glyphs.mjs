// Shaping and subsetting Noto Sans Devanagari with HarfBuzz (harfbuzzjs, WebAssembly: nothing
// is downloaded or installed at run time), for the critical Hindi font (decision
// 064-hindi-lcp-font). Plain Node modules: the generator and the e2e test both use them.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import fontverter from "fontverter";
import * as hb from "harfbuzzjs";

const require = createRequire(import.meta.url);

/** The font files as TrueType (HarfBuzz reads no WOFF2). */
export async function toTrueType(woff2) {
  return new Uint8Array(await fontverter.convert(Buffer.from(woff2), "truetype"));
}

function fontOf(ttf) {
  return new hb.Font(new hb.Face(new hb.Blob(ttf.buffer.slice(ttf.byteOffset, ttf.byteOffset + ttf.byteLength))));
}

function buffered(text) {
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  buffer.setLanguage("hi");
  return buffer;
}

/** `text` shaped as Chromium shapes it (HarfBuzz, default features, language hi): glyph ids and positions. */
export function shapeText(ttf, text) {
  const font = fontOf(ttf);
  const buffer = buffered(text);
  hb.shape(font, buffer);
  const infos = buffer.getGlyphInfos();
  const positions = buffer.getGlyphPositions();
  return infos
    .map((g, i) => [g.codepoint, g.cluster, positions[i].x_advance, positions[i].x_offset, positions[i].y_offset].join(":"))
    .join(" ");
}

/**
 * Every glyph that shaping `text` passes through, not only the final ones: Devanagari's
 * lookups chain (a half form, then the conjunct made of it), and a subset without the
 * intermediate glyphs would drop the lookups that produce them.
 */
export function glyphsOf(ttf, text) {
  const font = fontOf(ttf);
  const ids = new Set([0]);
  for (const step of hb.shapeWithTrace(font, buffered(text), [], 0, hb.TracePhase.DONT_STOP)) {
    if (step.glyphs) for (const g of step.t) ids.add(g.g);
  }
  return ids;
}

let subsetter;
async function subsetWasm() {
  if (!subsetter) {
    const wasm = readFileSync(require.resolve("harfbuzzjs/dist/harfbuzz-subset.wasm"));
    subsetter = (await WebAssembly.instantiate(wasm)).instance.exports;
    subsetter._initialize();
  }
  return subsetter;
}

const RETAIN_GIDS = 0x2;
const NO_LAYOUT_CLOSURE = 0x200;

/**
 * The font cut to `glyphs` (and the code points of `text`), WOFF2. Glyph ids are kept as in
 * the full font (a test compares shaping in both), and the layout closure is off: the glyph
 * list already holds every glyph the text's shaping needs, and the closure would add every
 * conjunct of every letter (13.5 KB instead of a few for a hero's worth of text).
 */
export async function subsetWoff2(ttf, text, glyphs) {
  const hbw = await subsetWasm();
  const input = hbw.hb_subset_input_create_or_fail();
  const ptr = hbw.malloc(ttf.byteLength);
  new Uint8Array(hbw.memory.buffer).set(ttf, ptr);
  const blob = hbw.hb_blob_create(ptr, ttf.byteLength, 2, 0, 0);
  const face = hbw.hb_face_create(blob, 0);
  hbw.hb_blob_destroy(blob);
  // Every layout feature kept (the equivalent of --layout-features=*).
  const features = hbw.hb_subset_input_set(input, 6);
  hbw.hb_set_clear(features);
  hbw.hb_set_invert(features);
  hbw.hb_subset_input_set_flags(input, hbw.hb_subset_input_get_flags(input) | RETAIN_GIDS | NO_LAYOUT_CLOSURE);
  const unicodes = hbw.hb_subset_input_unicode_set(input);
  for (const c of new Set(text)) hbw.hb_set_add(unicodes, c.codePointAt(0));
  const gids = hbw.hb_subset_input_glyph_set(input);
  for (const g of glyphs) hbw.hb_set_add(gids, g);
  const subset = hbw.hb_subset_or_fail(face, input);
  hbw.hb_subset_input_destroy(input);
  if (!subset) throw new Error("HarfBuzz could not subset the font");
  const result = hbw.hb_face_reference_blob(subset);
  const bytes = new Uint8Array(hbw.memory.buffer, hbw.hb_blob_get_data(result, 0), hbw.hb_blob_get_length(result)).slice();
  hbw.hb_blob_destroy(result);
  hbw.hb_face_destroy(subset);
  hbw.hb_face_destroy(face);
  hbw.free(ptr);
  return new Uint8Array(await fontverter.convert(Buffer.from(bytes), "woff2"));
}
