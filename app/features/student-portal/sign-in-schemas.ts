import { z } from "zod";
import { normalisePortalPhone } from "./phone-number";

/**
 * The portal's forms (one page, three intents). Messages are catalogue keys (portal.errors.*),
 * put in the page's language by the page.
 */
const phone = z
  .string({ error: "phoneInvalid" })
  .trim()
  .min(1, "phoneMissing")
  .max(30, "phoneInvalid")
  .transform((value, ctx) => {
    const digits = normalisePortalPhone(value);
    if (!digits) ctx.addIssue({ code: "custom", message: "phoneInvalid" });
    return digits ?? "";
  });

export const requestCodeSchema = z.object({ intent: z.enum(["send-code", "have-code"]), phone });

export const verifyCodeSchema = z.object({
  intent: z.literal("verify-code"),
  phone,
  code: z
    .string({ error: "codeFormat" })
    .transform((value) => value.replace(/\s/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, "codeFormat")),
});

export type SignInErrorKey = "phoneMissing" | "phoneInvalid" | "codeFormat" | "codeWrong" | "tooMany" | "unknownIntent";

/** What the page shows after a post: which step, the number typed (10 digits), and an error. */
export type SignInState = {
  step: "phone" | "code";
  phone: string;
  error?: SignInErrorKey;
  /** The person already holds a code (shown by staff at the desk): no new one was sent. */
  held?: boolean;
};
