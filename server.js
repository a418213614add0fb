// `npm start`: build when missing or stale, then run the bundled server (server.ts).
import { buildIfStale } from "./scripts/build-if-stale.mjs";

process.env.NODE_ENV ??= "production";
buildIfStale();
const { main } = await import("./build/server/index.js");
await main();
