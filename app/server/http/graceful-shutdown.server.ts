import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { Server as NetServer, type Socket } from "node:net";
import { logger } from "#app/server/logger.server";

/**
 * The answer a connection is sending now, if any: node:http's own record of it (the same field
 * http-terminator and stoppable read). Asking at shutdown, rather than counting every request
 * with a listener, keeps the shutdown's cost off every answer (decision 055).
 */
const answerInFlight = (socket: Socket) => (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage ?? undefined;
/** A connection that has been answered at least once has written bytes; a new one has not. */
const wasServed = (socket: Socket) => socket.bytesWritten > 0;

const ACCEPT_DRAIN_MAX_MS = 3_000;
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

export type ShutdownOptions = {
  /** The longest the whole drain may take before the remaining sockets are cut. */
  timeoutMs: number;
  /** How long a connection that has not sent its first request yet is waited for. */
  firstRequestGraceMs?: number;
  /** Runs once every socket is closed (or the time is up): close the database here. */
  onDrained: () => Promise<void>;
};

/**
 * Graceful shutdown for a node:http server. Node's own server.close() also closes every
 * "idle" connection at once, and a connection the kernel has accepted whose request has
 * not been parsed yet counts as idle: under load that reset most fresh connections
 * (ECONNRESET with no response). Here, instead:
 *
 * 1. the connections already waiting in the kernel's accept queue are taken in, then the
 *    listening socket is closed;
 * 2. every request already received is answered, with `Connection: close`;
 * 3. a connection that has not sent its request yet gets `firstRequestGraceMs` to send it;
 * 4. idle keep-alive connections are closed;
 * 5. when no socket is left (or after `timeoutMs`), `onDrained` runs.
 *
 * Returns `shutdown()`, which resolves with true when every connection ended by itself.
 */
export function gracefulShutdown(server: Server, options: ShutdownOptions): () => Promise<boolean> {
  const connections = new Set<Socket>();
  let accepted = 0;

  server.on("connection", (socket: Socket) => {
    connections.add(socket);
    accepted++;
    socket.once("close", () => connections.delete(socket));
  });
  /** An answer sent while draining closes its connection once it is done. */
  const closeAfter = (response: ServerResponse) => {
    const socket = response.socket; // node:http detaches it before "close"
    if (!response.headersSent) response.setHeader("Connection", "close");
    response.once("close", () => socket?.end());
  };

  let shutdownPromise: Promise<boolean> | undefined;
  const shutdown = () => {
    shutdownPromise ??= (async () => {
      // From now on every request is tracked: its answer ends its connection.
      server.on("request", (_request: IncomingMessage, response: ServerResponse) => closeAfter(response));
      // Connections the kernel has already queued for us would be reset by closing the
      // listening socket. Node takes in about one of them per turn of the event loop, so keep
      // listening until a whole turn brings none (bounded: under a flood, new ones keep coming).
      const acceptUntil = Date.now() + Math.min(ACCEPT_DRAIN_MAX_MS, options.timeoutMs);
      for (;;) {
        const before = accepted;
        await nextTurn();
        await nextTurn();
        if (accepted === before || Date.now() > acceptUntil) break;
      }
      // net.Server's close, not http.Server's: stop listening without closing "idle" sockets.
      NetServer.prototype.close.call(server);

      for (const socket of connections) {
        const inFlight = answerInFlight(socket);
        // Once its answer is done, unless node:http moved on to a request pipelined behind it
        // (which came in after the signal: the request listener above closes after that one).
        if (inFlight) inFlight.once("close", () => answerInFlight(socket) ?? socket.end());
        else if (wasServed(socket)) socket.end();
      }
      const grace = setTimeout(
        () => {
          for (const socket of connections) if (!answerInFlight(socket)) socket.destroy();
        },
        Math.min(options.firstRequestGraceMs ?? 2_000, options.timeoutMs),
      );
      grace.unref();

      const deadline = Date.now() + options.timeoutMs;
      while (connections.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
      clearTimeout(grace);
      const clean = connections.size === 0;
      if (!clean) {
        logger.warn(
          { open: connections.size, timeoutMs: options.timeoutMs },
          "shutdown: requests still open at the time limit; closing them",
        );
        for (const socket of connections) socket.destroy();
      }
      await options.onDrained();
      return clean;
    })();
    return shutdownPromise;
  };
  return shutdown;
}
