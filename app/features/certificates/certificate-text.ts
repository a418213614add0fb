import { DEVANAGARI } from "#app/lib/printable-text";

/**
 * What a certificate can print (decision 035). The PDF draws
 * Latin with the PDF standard fonts, whose WinAnsi encoding holds ASCII, Latin-1 and a few
 * typographic signs, and Devanagari with Noto Sans Devanagari (certificate-pdf.server.ts). Any
 * other character would print as "?" while the signed code holds the real one, so a printed copy
 * could not be checked: the forms refuse such text instead. Pure, so the browser shows the same
 * message at once.
 */

/** WinAnsi's characters between 0x80 and 0x9F, beyond Latin-1. */
const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

/** Whether the standard fonts' WinAnsi encoding has this character. */
export function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char);
}

/** The distinct characters of `text` that the certificate cannot print, in order. */
export function unprintableCharacters(text: string): string[] {
  const found = new Set<string>();
  // White space of any kind prints as one space (clip() in certificate-pdf.server.ts).
  for (const char of text) if (!isWinAnsi(char) && !DEVANAGARI.test(char) && !/\s/.test(char)) found.add(char);
  return [...found];
}

/** The field error for text with unprintable characters (the first five shown). */
export function unprintableMessage(label: string, characters: string[]): string {
  const shown = characters
    .slice(0, 5)
    .map((c) => (/\p{L}|\p{N}|\p{P}|\p{S}/u.test(c) ? c : `U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`))
    .join(" ");
  return `${label} has characters the certificate cannot print (${shown}). Use Latin (English) or Devanagari (Hindi) letters.`;
}
