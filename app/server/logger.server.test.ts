import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The request lines of answers from memory are gathered and written together (decision 055):
 * each must still reach the log as its own valid JSON line, also when the process ends before
 * the gathered lines were due (an exit, an uncaught exception). The logger runs in a child
 * process, as in the server, writing to its real stdout.
 */
const root = path.resolve(import.meta.dirname, "../..");

function runLogger(body: string) {
  const script = `import { logRequestLine } from "#app/server/logger.server";\n${body}`;
  const child = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: "info", NODE_ENV: "production" },
    encoding: "utf8",
  });
  const lines = child.stdout
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { status: child.status, lines };
}

const AWKWARD_PATH = '/a"b\\c/é/\u0001';

// Each test starts Node with tsx, which compiles the logger and its imports: 3–5 s on a busy
// machine (the first, with a cold cache, went over the default 5 s while the e2e suite ran).
describe("request lines of answers from memory", { timeout: 30_000 }, () => {
  it("writes each line as JSON with the very path, status, time and address", () => {
    const { status, lines } = runLogger(`
      logRequestLine("GET", "/courses", 200, 0, "127.0.0.1");
      logRequestLine("HEAD", ${JSON.stringify(AWKWARD_PATH)}, 404, 3, "::ffff:10.0.0.1");
      setTimeout(() => {}, 300); // stays up past the lines' wait: written by the timer, not at exit`);
    expect(status).toBe(0);
    expect(lines).toEqual([
      { level: 30, time: expect.any(Number), method: "GET", path: "/courses", status: 200, ms: 0, ip: "127.0.0.1", msg: "request" },
      {
        level: 30,
        time: expect.any(Number),
        method: "HEAD",
        path: AWKWARD_PATH,
        status: 404,
        ms: 3,
        ip: "::ffff:10.0.0.1",
        msg: "request",
      },
    ]);
    expect(Math.abs((lines[0]?.time as number) - Date.now())).toBeLessThan(30_000);
  });

  it("writes the lines still waiting when the process exits at once", () => {
    const { status, lines } = runLogger(`
      logRequestLine("GET", "/one", 200, 0, "127.0.0.1");
      logRequestLine("GET", "/two", 200, 0, "127.0.0.1");
      process.exit(0);`);
    expect(status).toBe(0);
    expect(lines.map((line) => line.path)).toEqual(["/one", "/two"]);
  });

  it("writes the lines still waiting when an uncaught exception ends the process", () => {
    const { status, lines } = runLogger(`
      logRequestLine("GET", "/before-the-crash", 200, 0, "127.0.0.1");
      throw new Error("a fault");`);
    expect(status).toBe(1);
    expect(lines.map((line) => line.path)).toEqual(["/before-the-crash"]);
  });
});
