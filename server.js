// `npm start`: build when missing or stale, then run the bundled server (server.ts).
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildDir, buildIfStale } from "./scripts/build-if-stale.mjs";

if (existsSync(".env")) process.loadEnvFile(".env");
process.env.NODE_ENV ??= "production";
// SKIP_BUILD=true serves the existing build as it is (tests that start extra servers).
if (process.env.SKIP_BUILD !== "true") buildIfStale();
const { main } = await import(pathToFileURL(path.join(buildDir, "server/index.js")).href);
await main();
