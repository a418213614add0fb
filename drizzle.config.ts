import { defineConfig } from "drizzle-kit";

// One set of migrations for both engines (PGlite and PostgreSQL): plain PostgreSQL SQL.
export default defineConfig({
  dialect: "postgresql",
  schema: "./app/server/db/schema/index.ts",
  out: "./drizzle",
});
