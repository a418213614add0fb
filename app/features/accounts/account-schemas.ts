import { z } from "zod";
import { LIMITS } from "#app/lib/domain";

/** Password reset and /admin/account (decision 011): the forms' rules and messages. */
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

const endSessionSchema = z.object({ intent: z.literal("end-session"), sessionId: z.string().trim().min(1).max(100) });
const endOtherSessionsSchema = z.object({ intent: z.literal("end-others") });
/** "Remember this device": forget one trusted browser, or all of them. */
const forgetDeviceSchema = z.object({ intent: z.literal("forget-device"), deviceId: z.string().trim().min(1).max(100) });
const forgetDevicesSchema = z.object({ intent: z.literal("forget-devices") });

const password = z.string().min(1, "Enter your current password").max(128, "Password must be 128 characters or fewer");
/** Turning 2FA on or off and new backup codes ask for the password again. */
const twoFactorEnableSchema = z.object({ intent: z.literal("2fa-enable"), password });
const twoFactorDisableSchema = z.object({ intent: z.literal("2fa-disable"), password });
const backupCodesSchema = z.object({ intent: z.literal("2fa-backup-codes"), password });
const twoFactorVerifySchema = z.object({
  intent: z.literal("2fa-verify"),
  code: z
    .string()
    .trim()
    .regex(/^\d{3}\s?\d{3}$/, "Enter the 6-digit code from your authenticator app"),
  // Echoed back to draw the QR code again after a wrong code; only ever displayed.
  totpURI: z.string().max(500).startsWith("otpauth://totp/"),
});

export const accountActionSchema = z.discriminatedUnion("intent", [
  changePasswordSchema,
  endSessionSchema,
  endOtherSessionsSchema,
  forgetDeviceSchema,
  forgetDevicesSchema,
  twoFactorEnableSchema,
  twoFactorVerifySchema,
  twoFactorDisableSchema,
  backupCodesSchema,
]);

/** The second sign-in step: a 6-digit code from the app, or a backup code (xxxxx-xxxxx). */
export const twoFactorSignInSchema = z.discriminatedUnion("method", [
  z.object({
    method: z.literal("totp"),
    code: z
      .string()
      .trim()
      .regex(/^\d{3}\s?\d{3}$/, "Enter the 6-digit code from your authenticator app"),
    trustDevice: z.literal("on").optional(),
  }),
  z.object({
    method: z.literal("backup"),
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/, "Enter one of your backup codes, like abcde-12345"),
    trustDevice: z.literal("on").optional(),
  }),
]);
