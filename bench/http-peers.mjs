// What bench/http.mjs measures the app against, serving the very same bytes and headers: a bare
// node:http server and nginx with one worker (decision 055-server-at-its-own-limit). Also the
// load generator, wrk, a C program: autocannon, in Node on the same two cores, was the ceiling of
// every figure it printed (decision 020 measured its own limit, not the server's).
import { spawn } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../scripts/app-process.mjs";
import { decide, install, isPresent, onPath } from "../scripts/test-prerequisites.mjs";
import { sleep } from "./support.mjs";

/** Debian packages the bench drives; installed with apt-get when missing, as the tests install Chromium. */
const TOOLS = [
  { name: "wrk", pkg: "wrk", command: "wrk" },
  { name: "nginx", pkg: "nginx", file: "/usr/sbin/nginx" },
];

export function ensureTools() {
  const plan = decide({ missing: TOOLS.filter((t) => !isPresent(t)), isRoot: process.getuid?.() === 0, hasAptGet: onPath("apt-get") });
  if (plan.action === "ok") return;
  if (plan.action === "stop") throw new Error(plan.message.replace("The tests need", "bench:http needs"));
  console.log(plan.say.replace("the tests need", "bench:http needs"));
  const { ok, output } = install(plan.packages);
  if (!ok || !TOOLS.every(isPresent)) throw new Error(`apt-get could not install ${plan.packages.join(" ")}:\n${output}`);
}

/**
 * One answer to copy: `path` on the peer, its status, the file holding its body (as sent: brotli)
 * and the headers it was sent with (not Date or the connection's own).
 * @typedef {{ path: string, status: number, file: string, headers: Record<string, string> }} Route
 */

/** A node:http server in a child process answering each route's path with its fixed status, headers and bytes. */
export async function startBare(/** @type {Route[]} */ routes) {
  const code = `
    const fs = require("node:fs");
    const byPath = new Map(${JSON.stringify(routes)}.map((r) => {
      const body = fs.readFileSync(r.file);
      return [r.path, { status: r.status, body, headers: { ...r.headers, "content-length": body.length } }];
    }));
    const server = require("node:http").createServer((req, res) => {
      const answer = byPath.get(req.url);
      if (!answer) return res.writeHead(404).end();
      res.writeHead(answer.status, answer.headers);
      res.end(answer.body);
    });
    server.keepAliveTimeout = 5000;
    server.listen(0, "127.0.0.1", () => console.log("port " + server.address().port));`;
  const child = spawn(process.execPath, ["-e", code], { stdio: ["ignore", "pipe", "inherit"] });
  const port = await new Promise((resolve) => child.stdout.once("data", (d) => resolve(Number(String(d).split(" ")[1]))));
  return { url: `http://127.0.0.1:${port}`, pids: () => [child.pid], stop: () => child.kill("SIGTERM") };
}

/** A header value as an nginx string: quotes escaped (an ETag has them); a `$` would be read as a variable. */
const quoted = (value) => {
  if (/[$\\\n]/.test(value)) throw new Error(`nginx cannot carry this header value as it is: ${value}`);
  return `"${value.replaceAll('"', '\\"')}"`;
};

/** The location that answers one route: its body file with its headers (a 404 through error_page, which keeps the status). */
function nginxLocation(/** @type {Route} */ route, filesDir) {
  const file = `${route.path}.body`;
  copyFileSync(route.file, path.join(filesDir, file));
  const { "content-type": type = "application/octet-stream", ...rest } = route.headers;
  const headers = Object.entries(rest)
    .map(([name, value]) => `add_header ${name} ${quoted(value)} always;`)
    .join(" ");
  const answer = `default_type ${quoted(type)}; ${headers}`;
  if (route.status === 200) return `location = ${route.path} { ${answer} try_files ${file} =500; }`;
  return `location = ${route.path} { error_page ${route.status} ${file}; return ${route.status}; }
    location = ${file} { internal; ${answer} }`;
}

/**
 * nginx with one worker on a loopback port, in the foreground, from a config in a temporary
 * directory: each route's bytes as a file (sendfile), its headers with add_header. nginx adds
 * Accept-Ranges and Last-Modified of its own (about 60 bytes) and writes no access log.
 */
export async function startNginx(/** @type {Route[]} */ routes) {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-nginx-"));
  const files = path.join(dir, "files");
  mkdirSync(files);
  const locations = routes.map((route) => nginxLocation(route, files));
  const port = await freePort();
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((t) => `${t}_temp_path ${dir}/${t};`).join(" ");
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `worker_processes 1; daemon off; user root; pid ${dir}/nginx.pid; error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off; server_tokens off; etag off; sendfile on; tcp_nopush on;
  keepalive_timeout 5s; keepalive_requests 1000000; types {} ${temp}
  server {
    listen 127.0.0.1:${port}; root ${files};
    ${locations.join("\n    ")}
  }
}
`,
  );
  const child = spawn("/usr/sbin/nginx", ["-p", dir, "-c", path.join(dir, "nginx.conf")], { stdio: ["ignore", "inherit", "inherit"] });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    try {
      await fetch(url);
      break;
    } catch (error) {
      if (tries > 100 || child.exitCode !== null) throw new Error(`nginx did not start (see ${dir}/error.log): ${error}`);
      await sleep(50);
    }
  }
  // The master and its one worker: the worker answers, the master is counted in case it does anything.
  const pids = () => [child.pid, ...childrenOf(child.pid)];
  return { url, pids, stop: () => child.kill("SIGQUIT") };
}

/** The processes a process started (Linux: /proc/PID/task/PID/children). */
const childrenOf = (pid) => readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").split(" ").filter(Boolean).map(Number);

/**
 * CPU time (user and system, in ms) that these processes have used so far, from /proc: across a
 * run it gives what one request costs each server, which, unlike req/s, does not drop when other
 * processes take the cores (decision 055).
 */
export function cpuMs(pids) {
  let ticks = 0;
  for (const pid of pids) {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    ticks += Number(fields[11]) + Number(fields[12]); // utime and stime, after the state field
  }
  return (ticks * 1000) / CLOCK_TICKS;
}
/** sysconf(_SC_CLK_TCK): 100 on Linux on every architecture Node runs on. */
const CLOCK_TICKS = 100;

/** "3.21ms" → 3.21 (wrk prints us, ms or s). */
const toMs = (text) => {
  const [, number, unit] = /^([0-9.]+)(us|ms|s)$/.exec(text) ?? [];
  return Number(number) * (unit === "us" ? 0.001 : unit === "s" ? 1000 : 1);
};

/**
 * wrk with one thread (the server under test gets the other core) for `seconds` at `connections`;
 * `script` is a Lua file for a request mix. Returns req/s, p50 and p99 in ms, socket errors and timeouts.
 */
export async function wrk(url, { connections, seconds, headers, script }) {
  const args = ["-t1", `-c${connections}`, `-d${seconds}s`, "--latency", "--timeout", "10s"];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}: ${value}`);
  if (script) args.push("-s", script);
  // Not spawnSync: this process's event loop must keep running (its idle keep-alive sockets see
  // the server close them, or the next fetch meets a dead one).
  const child = spawn("wrk", [...args, url], { stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  let err = "";
  child.stdout.on("data", (chunk) => {
    out += chunk;
  });
  child.stderr.on("data", (chunk) => {
    err += chunk;
  });
  const code = await new Promise((resolve) => child.once("close", resolve));
  if (code !== 0) throw new Error(`wrk failed: ${err}`);
  const latency = (q) => toMs(new RegExp(`^\\s+${q}%\\s+(\\S+)`, "m").exec(out)?.[1] ?? "NaNms");
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  return {
    rate: Number(/Requests\/sec:\s+([0-9.]+)/.exec(out)?.[1] ?? 0),
    requests: Number(/(\d+) requests in/.exec(out)?.[1] ?? 0),
    p50: latency(50),
    p99: latency(99),
    errors: socket ? Number(socket[1]) + Number(socket[2]) + Number(socket[3]) : 0,
    timeouts: socket ? Number(socket[4]) : 0,
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0),
  };
}

/** A Lua script for wrk that asks for `paths` in turn on every connection. */
export function mixScript(paths) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "bench-wrk-")), "mix.lua");
  writeFileSync(
    file,
    `local paths = {${paths.map((p) => JSON.stringify(p)).join(", ")}}
local i = 0
request = function()
  i = i % #paths + 1
  return wrk.format(nil, paths[i])
end
`,
  );
  return file;
}
