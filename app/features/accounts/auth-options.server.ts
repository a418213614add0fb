import type { BetterAuthOptions } from "better-auth";
import { twoFactor } from "better-auth/plugins/two-factor";

/** Two-factor sign-in (decision 011): authenticator-app codes and 10 backup codes. */
export const TWO_FACTOR_ISSUER = "Supertech Institute";
export const TRUST_DEVICE_DAYS = 30;

/**
 * The Better Auth options that shape the database tables, shared by the running instance
 * (auth.server.ts) and by the CLI that generates app/server/db/schema/auth.ts
 * (`npm run db:auth-schema`), so the generated tables always match the runtime.
 * The bearer plugin was removed (decision 010); the two-factor plugin adds its table.
 */
export const schemaOptions = {
  emailAndPassword: { enabled: true },
  telemetry: { enabled: false },
  plugins: [
    twoFactor({
      issuer: TWO_FACTOR_ISSUER,
      trustDeviceMaxAge: TRUST_DEVICE_DAYS * 24 * 60 * 60,
      backupCodeOptions: { amount: 10, length: 10 },
    }),
  ],
} satisfies BetterAuthOptions;
