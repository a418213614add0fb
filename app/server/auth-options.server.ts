import type { BetterAuthOptions } from "better-auth";
import { bearer } from "better-auth/plugins";

/**
 * The Better Auth options that shape the database tables, shared by the running instance
 * (auth.server.ts) and by the CLI that generates app/server/schema/auth.ts
 * (`npm run db:auth-schema`), so the generated tables always match the runtime.
 */
export const schemaOptions = {
  emailAndPassword: { enabled: true },
  plugins: [bearer()],
  telemetry: { enabled: false },
} satisfies BetterAuthOptions;
