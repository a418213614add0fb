// Config file for the Better Auth CLI only: `npm run db:auth-schema`.
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { schemaOptions } from "#app/features/accounts/auth-options.server";

export const auth = betterAuth({
  ...schemaOptions,
  database: drizzleAdapter({}, { provider: "pg" }),
  secret: "cli-only-secret-cli-only-secret-0000",
  baseURL: "http://localhost:3000",
});
