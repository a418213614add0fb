import { z } from "zod";

/**
 * The admin upload resource route (/admin/uploads): an image chosen in a form is stored at
 * once and its URL handed back; a discard removes an upload whose form was never saved.
 * The file itself (`image`) is checked by content on the server, never by this schema.
 */
const UPLOAD_KINDS = ["gallery", "certificates"] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

const kind = z.enum(UPLOAD_KINDS, "Unknown kind of upload");

export const uploadRequestSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("upload"), kind, previous: z.string().max(2000).optional() }),
  z.object({ intent: z.literal("discard"), kind, image_url: z.string().min(1).max(2000) }),
]);

/** What the route answers; a toast for it travels in the one-time cookie. */
export type UploadAnswer = { ok: true; url?: string } | { ok: false; error: string };

export const UPLOADS_URL = "/admin/uploads";
