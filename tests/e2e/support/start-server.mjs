// Starts the built app for the end-to-end tests: a fresh DATA_DIR with the demo content,
// the super admin from ADMIN_EMAIL, and one account for each other role.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

process.env.NODE_ENV = "production";
process.env.DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "supertech-e2e-"));
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const { main, createUserWithPassword, setProfile } = await import(pathToFileURL(path.join(buildDir, "server/index.js")).href);

const password = process.env.E2E_PASSWORD;
await main({
  afterPrepare: async () => {
    await createUserWithPassword({ email: "e2e-admin@example.com", password, role: "admin", firstName: "Asha", lastName: "Admin" });
    const inactive = await createUserWithPassword({ email: "e2e-inactive@example.com", password, role: "admin" });
    await setProfile(inactive.id, { is_active: false });
    await createUserWithPassword({ email: "e2e-user@example.com", password, role: "user", firstName: "Uma", lastName: "User" });
  },
});
