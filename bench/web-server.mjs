// The app as `npm start` runs it (server.js, an existing build), for bench/web.mjs, plus one
// student for the signed-in portal pages: the e2e payments fixtures (a running batch,
// attendance, a ₹15,000 fee with ₹2,500 still owed and one cash receipt; phone 93000 00001),
// written before the server listens.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildDir } from "../scripts/build-if-stale.mjs";
import { seedPaymentsFixtures } from "../tests/support/e2e/payments-fixtures.mjs";

process.env.NODE_ENV ??= "production";
const { main, db } = await import(pathToFileURL(path.join(buildDir, "server/index.js")).href);
await main({ afterPrepare: () => seedPaymentsFixtures(db) });
