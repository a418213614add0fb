/**
 * The HTTP server: Hono on @hono/node-server around the React Router request handler.
 * Built by Vite as the SSR entry (vite.config.ts), so this file, the routes and every
 * .server.ts module form one bundle with one database and one auth instance.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import { createServer, type IncomingMessage } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type MessagePort, parentPort, workerData } from "node:worker_threads";
import * as serverBuild from "virtual:react-router/server-build";
import { getRequestListener } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { createRequestHandler, type ServerBuild } from "react-router";
import { getAuth } from "#app/features/accounts/auth.server";
import { hasLiveSession } from "#app/features/accounts/live-session.server";
import { missingCourseIn, missingCoursePage, onCourseIds } from "#app/features/courses/missing-course.server";
import { sharedContentVersion, startContentSync } from "#app/server/db/content-version.server";
import { finishPrivateDataDir, startPrivateDataDir } from "#app/server/db/data-dir.server";
import { DataDirLockedError } from "#app/server/db/data-dir-lock.server";
import { closeDatabase, DatabaseUnreachableError, databaseHandle } from "#app/server/db/db.server";
import { anonymousAdminPosts } from "#app/server/http/anonymous-admin-posts.server";
import { streamingBodyLimit } from "#app/server/http/body-limit.server";
import type { RawRequest } from "#app/server/http/fast-answer.server";
import { fastPath } from "#app/server/http/fast-path.server";
import { type FrontLink, privateSocketPath, startFrontThread, toFront } from "#app/server/http/front-link.server";
import type { FrontData } from "#app/server/http/front-messages.server";
import { peerAddress } from "#app/server/http/front-proxy.server";
import { startFront } from "#app/server/http/front-thread.server";
import { gracefulShutdown } from "#app/server/http/graceful-shutdown.server";
import { concurrencyLimit, databaseOutage } from "#app/server/http/overload.server";
import { createPageCache, type PageCacheVariables } from "#app/server/http/page-cache.server";
import { asForwarded, clientAddress } from "#app/server/http/proxy.server";
import { isClientAbort, newRequestId, withRequestContext } from "#app/server/http/request-context.server";
import { requestHygiene } from "#app/server/http/request-hygiene.server";
import { securityHeaders } from "#app/server/http/security-headers.server";
import { createStaticFiles, staticFiles } from "#app/server/http/static-files.server";
import { STATUS_PAGES, setStatusPageStylesheet, statusResponse } from "#app/server/http/status-page.server";
import { unknownPaths } from "#app/server/http/unknown-path.server";
import { localUploadsDir } from "#app/server/storage/storage.server";
import { createLoadContext } from "./app/load-context";
import { baseUrl, EnvError, getEnv } from "./app/server/env.server";
import { logger } from "./app/server/logger.server";
import { startMaintenance, stopMaintenance } from "./app/server/maintenance.server";
import { prepare, type StartupReport } from "./app/server/startup.server";

type Variables = { nonce: string; clientIp: string } & PageCacheVariables;
type Env = { Bindings: { incoming: IncomingMessage }; Variables: Variables };

const FORM_BODY_LIMIT = 1024 * 1024;
const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** Admin > Backups restores a file of up to RESTORE_MAX_BYTES, which the route reads as a stream. */
const isRestore = (path: string) => /^\/admin\/backups(\.data)?$/.test(path);
/**
 * The routes that take a file in the form (decision 036): the image
 * uploads, the gallery and certificate editors (the photo travels with the form without
 * JavaScript) and the certificate import's CSV. Every other body gets the form limit.
 */
const takesFiles = (path: string) =>
  /^\/admin\/(uploads|gallery\/(new|[^/.]+\/edit)|certificates\/(new|[^/.]+\/edit|import))(\.data)?$/.test(path);

/** Cross-site state changes are refused: the Origin (or Referer) must be this site. */
function sameOrigin(c: Context<Env>): boolean {
  const expected = new Set([new URL(c.req.url).origin, baseUrl()]);
  const origin = c.req.header("origin");
  if (origin) return expected.has(origin);
  const referer = c.req.header("referer");
  if (referer) {
    try {
      return expected.has(new URL(referer).origin);
    } catch {
      return false;
    }
  }
  // No Origin and no Referer: not a browser form post. Without a cookie there is no
  // ambient authority to abuse (bearer-token clients); with one, refuse.
  return !c.req.header("cookie");
}

export function createApp(mode: "production" | "development") {
  const app = new Hono<Env>();
  const handleRequest = createRequestHandler(serverBuild as unknown as ServerBuild, mode);
  if (mode === "production")
    setStatusPageStylesheet((serverBuild as unknown as ServerBuild).assets.routes.root?.css?.[0]?.replace(/#$/, ""));

  app.onError((error, c) => {
    // A client that hung up (halfway through sending a body, say) is not a server fault.
    if (isClientAbort(error, c.req.raw)) {
      logger.info({ code: (error as NodeJS.ErrnoException).code }, "client went away before the answer");
      return c.text("Bad Request", 400);
    }
    logger.error({ err: error }, "unhandled error");
    return c.text("Internal Server Error", 500);
  });

  app.use("*", (c, next) => {
    // Every log line of this request carries its method, path and id (request-context.server.ts).
    const reqId = newRequestId();
    return withRequestContext({ reqId, method: c.req.method, path: c.req.path }, async () => {
      const started = performance.now();
      c.req.raw = asForwarded(c.req.raw, getEnv());
      c.set("clientIp", clientAddress(c.req.raw.headers, c.env?.incoming ? peerAddress(c.env.incoming) : undefined, getEnv()));
      c.set("nonce", randomBytes(16).toString("base64"));
      await next();
      // A failed answer names its request, so a report of it can be found in the log.
      if (c.res.status >= 500) c.header("X-Request-Id", reqId);
      const aborted = c.req.raw.signal.aborted || undefined;
      logger.info({ status: c.res.status, ms: Math.round(performance.now() - started), ip: c.get("clientIp"), aborted }, "request");
    });
  });
  // This file runs as BUILD_DIR/server/index.js; the browser assets sit beside it. First, as
  // the cheapest answer: already compressed, with its own security headers.
  const files = mode === "production" ? createStaticFiles(clientDir()) : null;
  if (files) app.use("*", staticFiles(files));
  app.use("*", securityHeaders());
  app.use("*", compress());
  // Anonymous GETs answered from memory, before the checks below that only a render needs.
  const isUnknownPath = unknownPaths((serverBuild as unknown as ServerBuild).routes);
  const pages = createPageCache({
    maxBytes: getEnv().PAGE_CACHE_MB * 1024 * 1024,
    onChange: toFront,
    // Two kinds of 404 share one cached page per language: the catch-all's, and a course page's
    // whose course does not exist.
    notFoundPage: (pathname) => (isUnknownPath(pathname) ? "" : missingCoursePage(pathname)),
  });
  app.use("*", pages.middleware);

  app.use("*", async (c, next) => {
    if (UNSAFE_METHODS.has(c.req.method) && !sameOrigin(c)) {
      return c.json({ error: "Cross-site request refused" }, 403);
    }
    return next();
  });
  const tooLarge = (c: Context<Env>) => statusResponse(STATUS_PAGES.tooLarge, c.req.raw);
  const limitBody: MiddlewareHandler<Env> = async (c, next) => {
    if (isRestore(c.req.path)) return streamingBodyLimit(c, getEnv().RESTORE_MAX_BYTES, next);
    const maxSize = takesFiles(c.req.path) ? Math.max(FORM_BODY_LIMIT, getEnv().UPLOAD_MAX_BYTES + 256 * 1024) : FORM_BODY_LIMIT;
    return bodyLimit({ maxSize, onError: tooLarge })(c, next);
  };
  // In this order, so that no body is read outside the concurrency limit, nor before an admin
  // post is known to come from a live session (decision 036).
  const dynamic = [
    concurrencyLimit({ max: getEnv().MAX_CONCURRENT_REQUESTS, waitMs: getEnv().DATABASE_WAIT_MS }),
    databaseOutage(),
    anonymousAdminPosts(hasLiveSession),
    limitBody,
    requestHygiene({ streamedMultipart: isRestore }),
  ] as const;

  app.get("/healthz", async (c) => {
    try {
      await databaseHandle().ping();
      return c.json({ status: "ok", database: databaseHandle().engine }, 200, { "Cache-Control": "no-store" });
    } catch (error) {
      logger.error({ err: error }, "health check failed");
      return c.json({ status: "error", database: "unreachable" }, 503, { "Cache-Control": "no-store" });
    }
  });

  mkdirSync(localUploadsDir(), { recursive: true, mode: 0o700 });
  app.use(
    "/uploads/*",
    serveStatic({
      root: path.relative(process.cwd(), localUploadsDir()),
      rewriteRequestPath: (p) => p.replace(/^\/uploads/, ""),
      onFound: (_p, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  app.get("/uploads/*", (c) => c.text("Not Found", 404));

  app.on(["GET", "POST"], "/api/auth/*", ...dynamic, (c) => {
    // Better Auth's own rate limits key on X-Forwarded-For; set it from the socket.
    const headers = new Headers(c.req.raw.headers);
    headers.set("x-forwarded-for", c.get("clientIp"));
    return getAuth().handler(new Request(c.req.raw, { headers }));
  });

  app.all("*", ...dynamic, (c) => handleRequest(c.req.raw, createLoadContext({ nonce: c.get("nonce"), clientIp: c.get("clientIp") })));
  // What memory answers (build files, cached pages), for the fast path in front of Hono.
  const answerFromMemory = (request: RawRequest) => files?.(request) ?? pages.answer(request);
  return Object.assign(app, { answerFromMemory });
}

function printBanner(report: StartupReport, url: string) {
  const lines = [
    `Supertech Institute is running at ${url}`,
    `Database: ${report.engine === "pglite" ? `embedded PGlite in ${path.resolve(getEnv().DATA_DIR)}` : "PostgreSQL (DATABASE_URL)"}`,
  ];
  if (report.seeded) lines.push("Demo content was added to the empty database (SEED_DEMO=false skips it).");
  const admin = report.admin;
  if (admin.kind === "generated") {
    lines.push(
      `Administrator created. Sign in at ${url}/auth with`,
      `  e-mail:   ${admin.email}`,
      `  password: ${admin.password}`,
      "This password is shown only once. To choose your own, restart with ADMIN_EMAIL and ADMIN_PASSWORD set.",
    );
  } else if (admin.kind === "env") {
    lines.push(
      `Administrator ${admin.email} ${admin.created ? "created" : "updated"} from ADMIN_EMAIL / ADMIN_PASSWORD. Sign in at ${url}/auth`,
    );
  } else {
    lines.push(`Sign in at ${url}/auth with an administrator account (or set ADMIN_EMAIL and ADMIN_PASSWORD to create one).`);
  }
  console.log(`\n${lines.join("\n")}\n`);
}

function failStartup(error: unknown): never {
  const known = error instanceof EnvError || error instanceof DataDirLockedError || error instanceof DatabaseUnreachableError;
  if (!known) throw error;
  console.error(`\n${error.message}\n`);
  process.exit(1);
}

/** Start-up for `npm start`: configuration, database, first admin, then listen. */
export async function main({ afterPrepare }: { afterPrepare?: () => Promise<void> } = {}) {
  let report: StartupReport;
  try {
    getEnv();
    const early = startPrivateDataDir();
    report = await prepare();
    finishPrivateDataDir(early);
    await afterPrepare?.();
  } catch (error) {
    failStartup(error);
  }
  const env = getEnv();
  // Several processes on one PostgreSQL: each hears the others' content changes (decision 012).
  const handle = databaseHandle();
  const stopContentSync = env.DATABASE_URL && handle.notify ? await startContentSync(env.DATABASE_URL, handle.notify) : async () => {};
  const app = createApp("production");
  const toHono = getRequestListener(app.fetch);
  const fromMemory = fastPath(app.answerFromMemory);
  // The app's own server, reached only through the front thread (decision 067), which listens
  // for visitors on PORT.
  const server = createServer((req, res) => {
    if (!fromMemory(req, res)) void toHono(req, res);
  });
  const socketPath = privateSocketPath();
  await new Promise<void>((resolve) => server.listen(socketPath, resolve));
  // A whole request (uploads and restores included) within 10 minutes; the front's connections
  // are kept, however long idle (it closes them itself: front-proxy.server.ts).
  server.requestTimeout = 600_000;
  server.keepAliveTimeout = 0;
  let front: FrontLink;
  try {
    front = await startFrontThread(
      import.meta.url,
      {
        socketPath,
        port: env.PORT,
        host: env.HOST,
        pageCacheBytes: env.PAGE_CACHE_MB * 1024 * 1024,
        contentVersion: sharedContentVersion(),
      },
      { onCourseIds },
    );
  } catch (error) {
    console.error(`\nCould not listen on ${env.HOST}:${env.PORT}: ${(error as Error).message}\n`);
    process.exit(1);
  }
  printBanner(report, env.BASE_URL ?? `http://localhost:${front.port}`);

  // The mail outbox worker and the hourly clean-ups (maintenance.server.ts), stopped before the database closes.
  startMaintenance();
  const onDrained = async () => {
    await stopMaintenance();
    await stopContentSync();
    await closeDatabase();
  };
  const shutdown = gracefulShutdown(server, { timeoutMs: env.SHUTDOWN_TIMEOUT_MS, onDrained });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "stopping: no new connections, finishing requests in flight");
    // The front first: every visitor's request it has taken in is answered (by the app, if it
    // needs it), then the app's server, by then idle, and the database.
    const frontClean = await front.drain();
    const clean = (await shutdown()) && frontClean;
    logger.info(clean ? "stopped cleanly" : "stopped after the time limit");
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
  return server;
}

/** The build's browser files (this file runs as BUILD_DIR/server/index.js; they sit beside it). */
const clientDir = () => path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../client");

/**
 * The front thread's start (front-link.server.ts runs this bundle in a worker and calls it):
 * the build files and the route table are its own; the page cache is the app thread's, mirrored.
 */
export function runFrontThread() {
  startFront(workerData as FrontData, parentPort as MessagePort, {
    files: createStaticFiles(clientDir()),
    isUnknownPath: unknownPaths((serverBuild as unknown as ServerBuild).routes),
    missingCourse: missingCourseIn,
  });
}

export { setProfile } from "#app/features/accounts/profiles.server";
export { enrolTwoFactorWithSecret } from "#app/features/accounts/two-factor.server";
// For the end-to-end test server (tests/support/e2e/start-server.mjs), which adds its
// fixture accounts to the same process before it listens.
export { createUserWithPassword } from "#app/features/accounts/users.server";
export { insertSignedCertificate, revokeCertificateRecord } from "#app/features/certificates/certificate-records.server";
// For scripts/db.mjs (npm run db:migrate / db:seed) and other scripts run in this process.
export { db, initDatabase } from "#app/server/db/db.server";
export { runMigrations } from "#app/server/db/migrate.server";
export { seedDemoContent } from "./app/server/seed/seed.server";
export { closeDatabase, prepare };
// For bench/web.mjs: which client chunks belong to which route.
export const assetsManifest = (serverBuild as unknown as ServerBuild).assets;
