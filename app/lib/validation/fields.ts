import { z } from "zod";

/**
 * Field rules the admin forms share (course, gallery). Values arrive as FormData strings, in
 * the browser and in the action alike.
 */

/** Optional free text: trimmed, at most `max` characters, and null when left empty. */
export const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : null));

/** An HTML checkbox: present ("on" or "true") means checked. */
export const checkbox = z
  .string()
  .optional()
  .transform((v) => v === "on" || v === "true");
