import { z } from "zod";
import { checkbox, optionalText } from "./fields";

/**
 * The admin gallery form (spec 5): title required; sort_order falls back to 0 when it is
 * not a number; alt text and description optional. The image travels separately (a file
 * in the `image` field, or an already uploaded URL in `image_url`) and is checked by
 * content on the server.
 */
/** parseInt semantics, as the spec's form had: "12abc" is 12, "abc" is 0. */
export function sortOrderOf(value: string | undefined): number {
  const n = Number.parseInt(value ?? "", 10);
  if (!Number.isFinite(n)) return 0;
  return Math.max(-1_000_000, Math.min(1_000_000, n));
}

export const galleryFormSchema = z.object({
  title: z.string({ error: "Title is required" }).trim().min(1, "Title is required").max(200, "Title must be at most 200 characters"),
  description: optionalText(2000, "Description"),
  alt_text: optionalText(300, "Alt text"),
  sort_order: z.string().optional().transform(sortOrderOf),
  is_active: checkbox,
  is_featured: checkbox,
  image_url: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : null)),
});

export type GalleryFormValues = z.output<typeof galleryFormSchema>;

/** The list's row actions (the editor posts to its own route, gallery/new or gallery/:id/edit). */
export const galleryRowActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("delete"), id: z.uuid("Unknown gallery item") }),
  z.object({ intent: z.literal("toggle"), id: z.uuid("Unknown gallery item"), is_active: z.enum(["true", "false"]) }),
]);
