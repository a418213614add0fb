import type { BetterAuthOptions } from "better-auth";

/**
 * The Better Auth options that shape the database tables, shared by the running instance
 * (auth.server.ts) and by the CLI that generates app/server/schema/auth.ts
 * (`npm run db:auth-schema`), so the generated tables always match the runtime.
 * No plugins: the bearer plugin was removed (decision 010).
 */
export const schemaOptions = {
  emailAndPassword: { enabled: true },
  telemetry: { enabled: false },
} satisfies BetterAuthOptions;
