import { removeDirectionControls } from "#app/lib/direction-controls";

/**
 * What the server's PDFs (certificates, receipts) print with which font: Latin with the PDF
 * standard fonts, Devanagari with the embedded Noto Sans Devanagari (app/server/pdf). Pure.
 */

/** The runs drawn with Noto Sans Devanagari (its Devanagari subset, with ZWNJ and ZWJ for conjuncts). */
export const DEVANAGARI = /[\u0900-\u097F\u1CD0-\u1CFF\uA8E0-\uA8FF\u200C\u200D]/;

/** The text without direction controls (#app/lib/direction-controls), composed (NFC: "e" + U+0301 becomes the printable "é"). */
export const cleanPrintedText = (text: string) => removeDirectionControls(text.normalize("NFC"));
