import { createHash } from "node:crypto";
import { mkdirSync, readlinkSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createConnection, createServer, type Server } from "node:net";
import { hostname, tmpdir } from "node:os";
import path from "node:path";

/**
 * The embedded database allows one process per data directory; a second one corrupts it
 * silently. The lock is a Unix socket, DATA_DIR/postmaster.sock, that the holder listens on
 * for as long as it runs (decision 008). The kernel closes it when the process dies, however
 * it dies, so:
 * - a live holder answers a connection: its lock is never taken;
 * - a dead holder's socket refuses connections: it is taken over at once, whatever host or
 *   PID it names (a recreated container, a reused PID, a kill -9).
 * DATA_DIR/postmaster.lock only describes the holder, for people and for the message.
 */
export class DataDirLockedError extends Error {}

type Holder = { pid: number; host: string; startedAt: string };

// sun_path holds 108 bytes with its terminating NUL on Linux (104 on macOS).
const MAX_SOCKET_PATH = 100;

/** A path short enough to bind: as given, relative to the working directory, or by a link in tmp. */
function bindablePath(socketPath: string): string {
  if (Buffer.byteLength(socketPath) <= MAX_SOCKET_PATH) return socketPath;
  const relative = path.relative(process.cwd(), socketPath);
  if (Buffer.byteLength(relative) <= MAX_SOCKET_PATH) return relative;
  const dir = realpathSync(path.dirname(socketPath));
  const link = path.join(tmpdir(), `supertech-lock-${createHash("sha256").update(dir).digest("hex").slice(0, 16)}`);
  try {
    if (readlinkSync(link) !== dir) throw new Error("stale link");
  } catch {
    rmSync(link, { force: true });
    symlinkSync(dir, link);
  }
  return path.join(link, path.basename(socketPath));
}

function listen(server: Server, at: string): Promise<NodeJS.ErrnoException | null> {
  return new Promise((resolve) => {
    const onError = (error: NodeJS.ErrnoException) => resolve(error);
    server.once("error", onError);
    server.listen(at, () => {
      server.off("error", onError);
      resolve(null);
    });
  });
}

/** Asks the socket's owner who it is: its description, or null when nobody is listening. */
function askHolder(at: string): Promise<Holder | "unknown" | null> {
  return new Promise((resolve) => {
    let answer = "";
    const socket = createConnection(at);
    socket.setTimeout(2_000, () => {
      socket.destroy();
      resolve("unknown"); // connected, but no answer: alive and busy
    });
    socket.on("data", (chunk) => {
      answer += chunk.toString();
    });
    socket.on("end", () => {
      try {
        resolve(JSON.parse(answer) as Holder);
      } catch {
        resolve("unknown");
      }
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      resolve(error.code === "ECONNREFUSED" || error.code === "ENOENT" ? null : "unknown");
    });
  });
}

function lockedMessage(dir: string, holder: Holder | "unknown"): string {
  const who = holder === "unknown" ? "another process" : `another process (pid ${holder.pid} on ${holder.host}, since ${holder.startedAt})`;
  return (
    `The data directory ${dir} is in use by ${who}. ` +
    "The embedded database allows one process per data directory. To recover: stop the other server " +
    "(or wait for it to exit), use a different DATA_DIR, or set DATABASE_URL to use a PostgreSQL server. " +
    "A server that has died holds no lock: its lock is taken over automatically."
  );
}

/** Takes the lock on `dir`, or throws DataDirLockedError naming the holder. Returns the release. */
export async function lockDataDir(dir: string): Promise<() => void> {
  const socketPath = path.join(dir, "postmaster.sock");
  const infoPath = path.join(dir, "postmaster.lock");
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const at = bindablePath(socketPath);
  const me: Holder = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  const server = createServer((socket) => socket.end(JSON.stringify(me)));

  for (let attempt = 0; attempt < 3; attempt++) {
    const error = await listen(server, at);
    if (!error) {
      server.unref();
      writeFileSync(infoPath, JSON.stringify(me), { mode: 0o600 });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        server.close();
        rmSync(socketPath, { force: true });
        rmSync(infoPath, { force: true });
      };
    }
    if (error.code !== "EADDRINUSE") throw new DataDirLockedError(`Could not take the lock on ${dir}: ${error.message}`);
    const holder = await askHolder(at);
    if (holder) throw new DataDirLockedError(lockedMessage(dir, holder));
    // Nobody listens: the previous holder died. Its socket file is only a name now.
    rmSync(socketPath, { force: true });
  }
  throw new DataDirLockedError(`Could not take the lock on ${dir}: another process keeps taking it.`);
}
