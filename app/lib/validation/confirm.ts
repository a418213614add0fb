import { z } from "zod";

/** Where a confirmation step posts without JavaScript (ConfirmForm's `action`). */
export const CONFIRM_URL = "/admin/confirm";

/**
 * A confirmation asked for without JavaScript: which admin page's action to post to (`to`, its
 * path and query), the row action (`intent`, `id`), the spec's question and the button's text.
 * `to` must be an admin page of this site, never another host (`//host`) or a scheme.
 */
export const confirmStepSchema = z.object({
  to: z
    .string()
    .max(500)
    .regex(/^\/admin(?:[/?]|$)/)
    .refine((to) => !to.includes("//") && !to.includes("\\"), "Not an admin page"),
  intent: z.string().min(1).max(40),
  id: z.string().min(1).max(100),
  question: z.string().trim().min(1).max(500),
  label: z.string().trim().min(1).max(200),
  destructive: z.enum(["true", "false"]).default("true"),
});
