import { createServer, type Server } from "node:http";
import type { Duplex } from "node:stream";
import type { MessagePort } from "node:worker_threads";
import { readSharedVersion } from "#app/server/db/content-version.server";
import { getEnv } from "#app/server/env.server";
import { flushLogs, sendRequestLinesTo } from "#app/server/logger.server";
import type { RawAnswer, RawRequest } from "./fast-answer.server";
import { fastPath } from "./fast-path.server";
import type { FromFront, FrontData, ToFront } from "./front-messages.server";
import { createFrontProxy } from "./front-proxy.server";
import { gracefulShutdown } from "./graceful-shutdown.server";
import { createPageMirror } from "./page-cache.server";

/**
 * The front thread (decision 067): the server visitors connect to, in a worker thread of its own.
 * A GET that memory can answer (a build file, a page in the mirror of the app's cache) is
 * answered here; everything else goes to the app thread (front-proxy.server.ts). This thread
 * never renders and never runs an AsyncLocalStorage, whose hooks, once the app's renders turn
 * them on, tax every answer a Node 20 thread gives, cached or not.
 */
export function startFront(
  data: FrontData,
  link: MessagePort,
  {
    files,
    isUnknownPath,
    missingCourse,
  }: {
    files: ((request: RawRequest) => RawAnswer | null) | null;
    isUnknownPath: (pathname: string) => boolean;
    /** The shared 404 page of a course page whose course is not among `ids` (missing-course.server.ts). */
    missingCourse: (pathname: string, ids: () => ReadonlySet<string> | null) => string | null;
  },
) {
  const post = (message: FromFront) => link.postMessage(message);
  // The app thread's content version, read from shared memory on every hit: a change is seen
  // here the moment the app makes it, before whatever caused it has answered. Entries and course
  // ids come later, by message, each with the version it was made at.
  const source = readSharedVersion(data.contentVersion);
  let courses: { version: number; ids: ReadonlySet<string> } | null = null;
  const mirror = createPageMirror({
    maxBytes: data.pageCacheBytes,
    source,
    notFoundPage: (pathname) =>
      isUnknownPath(pathname) ? "" : missingCourse(pathname, () => (courses?.version === source.version() ? courses.ids : null)),
  });

  const proxy = createFrontProxy(data.socketPath);
  const fromMemory = fastPath((request) => files?.(request) ?? mirror.answer(request));
  const server = createServer((req, res) => {
    if (!fromMemory(req, res)) proxy(req, res);
  });
  // Bounded waits for slow clients: headers within 20 s, a whole request (uploads and
  // restores included) within 10 minutes, idle keep-alive sockets closed after 5 s.
  server.headersTimeout = 20_000;
  server.requestTimeout = 600_000;
  server.keepAliveTimeout = 5_000;
  answerClientErrors(server);
  const shutdown = gracefulShutdown(server, { timeoutMs: getEnv().SHUTDOWN_TIMEOUT_MS, onDrained: async () => {} });
  sendRequestLinesTo((lines) => post({ t: "lines", lines }));

  link.on("message", (message: ToFront) => {
    switch (message.t) {
      case "cache":
        return mirror.apply(message.change);
      case "courses":
        courses = { version: message.version, ids: new Set(message.ids) };
        return;
      case "drain":
        void shutdown().then((clean) => {
          flushLogs();
          post({ t: "drained", clean });
        });
        return;
    }
  });
  server.once("error", (error: NodeJS.ErrnoException) => {
    flushLogs();
    post({ t: "failed", message: error.message, code: error.code });
  });
  server.listen(data.port, data.host, () => {
    const address = server.address();
    post({ t: "listening", port: typeof address === "object" && address ? address.port : data.port });
  });
}

/** Node's own answers to requests it cannot parse: short, fixed, and saying nothing internal. */
function answerClientErrors(server: Server) {
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === "ECONNRESET" || !socket.writable) {
      socket.destroy();
      return;
    }
    const status =
      error.code === "HPE_HEADER_OVERFLOW"
        ? "431 Request Header Fields Too Large"
        : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
          ? "408 Request Timeout"
          : "400 Bad Request";
    const body = `${status.slice(4)}\n`;
    socket.end(
      `HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
    );
  });
}
