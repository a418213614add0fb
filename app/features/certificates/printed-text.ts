/** Longest texts printed; longer ones are cut with an ellipsis (the record keeps them whole). */
export const PDF_LIMITS = { id: 64, name: 80, course: 120, duration: 40, approvedBy: 80, siteName: 80, address: 160 } as const;

/** One line of printed text: white space collapsed, cut to `max` characters with an ellipsis. */
export function clip(text: string | null | undefined, max: number): string {
  const clean = (text ?? "").replace(/\s+/g, " ").trim();
  const chars = Array.from(clean);
  return chars.length > max ? `${chars.slice(0, max - 1).join("")}…` : clean;
}
