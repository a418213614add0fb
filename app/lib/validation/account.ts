import { z } from "zod";
import { LIMITS } from "../domain";

/** Password reset and /admin/account (issue 13): the forms' rules and messages. */
const email = z.string().trim().pipe(z.email("Invalid email address"));
const newPassword = z
  .string()
  .min(LIMITS.passwordMin, "Password must be at least 6 characters")
  .max(128, "Password must be 128 characters or fewer");
const MISMATCH = "The two passwords do not match";

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({ token: z.string().trim().min(1).max(200), newPassword, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, { message: MISMATCH, path: ["confirmPassword"] });

export const changePasswordSchema = z
  .object({
    intent: z.literal("password"),
    currentPassword: z.string().min(1, "Enter your current password").max(128, "Password must be 128 characters or fewer"),
    newPassword,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: MISMATCH, path: ["confirmPassword"] });

export const endSessionSchema = z.object({ intent: z.literal("end-session"), sessionId: z.string().trim().min(1).max(100) });
export const endOtherSessionsSchema = z.object({ intent: z.literal("end-others") });

export const accountActionSchema = z.discriminatedUnion("intent", [changePasswordSchema, endSessionSchema, endOtherSessionsSchema]);
