// The e2e payments server (payments-server.ts): the e2e server as start-server.mjs starts it,
// demo content and fixtures included, then the payments fixtures (payments-fixtures.mjs) in
// the same process and database, then a file in DATA_DIR that says they are in (the server
// answers /healthz before that).
import { writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { seedPaymentsFixtures } from "./payments-fixtures.mjs";
import "./start-server.mjs";

// The same module as start-server.mjs imported (same address): the same database.
const { db } = await import(pathToFileURL(path.join(path.resolve(process.env.BUILD_DIR ?? "build"), "server/index.js")).href);
await seedPaymentsFixtures(db);
writeFileSync(path.join(process.env.DATA_DIR, "payments-fixtures.ready"), "");
