import { z } from "zod";
import { LIMITS } from "#app/lib/domain";

/** Sign-in and sign-up share the spec's rules (section 5) and messages. */
export const credentialsSchema = z.object({
  email: z.string().trim().pipe(z.email("Invalid email address")),
  password: z.string().min(LIMITS.passwordMin, "Password must be at least 6 characters"),
});

export const authModeSchema = z.enum(["signin", "signup"]);
export type AuthMode = z.infer<typeof authModeSchema>;
