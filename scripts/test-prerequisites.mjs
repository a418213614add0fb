// The tests need two Debian packages that npm cannot bring: Chromium at /usr/bin/chromium for the
// end-to-end tests (never a downloaded browser), and poppler-utils, whose pdftotext and pdffonts
// read the certificate PDFs in the integration and end-to-end tests. When one is missing and this
// process may install it (root, apt-get), it does; otherwise it stops with the command to run.
// `npm test`, `npm run test:integration`, `npm run test:e2e` and `.ci/run` call it first, so
// `npm install && npm test` is all the set-up a new Debian machine needs.
import { spawnSync } from "node:child_process";
import { accessSync, constants } from "node:fs";
import path from "node:path";

const DEFAULT_CHROMIUM = "/usr/bin/chromium";

/** What the tests need: a file that must be executable, or a command on PATH. */
export function prerequisites(env = process.env) {
  return [
    { name: "Chromium", pkg: "chromium", file: env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM, custom: Boolean(env.CHROMIUM_PATH) },
    { name: "pdftotext", pkg: "poppler-utils", command: "pdftotext" },
  ];
}

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Whether `command` is an executable file in one of PATH's folders. */
export function onPath(command, pathVariable = process.env.PATH ?? "") {
  return pathVariable
    .split(path.delimiter)
    .filter(Boolean)
    .some((dir) => isExecutable(path.join(dir, command)));
}

export function isPresent(prerequisite) {
  return prerequisite.file ? isExecutable(prerequisite.file) : onPath(prerequisite.command);
}

export function installCommands(packages, asRoot) {
  const sudo = asRoot ? "" : "sudo ";
  return [`${sudo}apt-get update`, `${sudo}DEBIAN_FRONTEND=noninteractive apt-get install -y ${packages.join(" ")}`];
}

/**
 * What to do about the missing prerequisites: nothing, install them, or stop with the command
 * to run. A CHROMIUM_PATH that points nowhere is the person's own choice: apt cannot fix it.
 */
export function decide({ missing, isRoot, hasAptGet }) {
  if (missing.length === 0) return { action: "ok" };
  const names = missing.map((p) => p.name).join(" and ");
  const customChromium = missing.find((p) => p.custom);
  if (customChromium) {
    return { action: "stop", message: `CHROMIUM_PATH is ${customChromium.file}, which is not an executable file: fix it or unset it.` };
  }
  const packages = missing.map((p) => p.pkg);
  if (isRoot && hasAptGet) {
    return { action: "install", packages, say: `Installing ${packages.join(" and ")} with apt-get: the tests need ${names}.` };
  }
  const command = installCommands(packages, isRoot).join(" && ");
  const why = hasAptGet ? "this process is not root" : "apt-get is not available (install the same packages your system's way)";
  return { action: "stop", message: `The tests need ${names}, and ${why}. Run:\n  ${command}` };
}

/** Runs apt-get update, then one install; its output, and whether both succeeded. */
export function install(packages) {
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  let output = "";
  for (const args of [
    ["update", "-qq"],
    ["install", "-y", "-qq", ...packages],
  ]) {
    const result = spawnSync("apt-get", args, { stdio: ["ignore", "pipe", "pipe"], encoding: "utf8", env, maxBuffer: 64 * 1024 * 1024 });
    output += `${result.stdout ?? ""}${result.stderr ?? ""}${result.error ? `${result.error.message}\n` : ""}`;
    if (result.status !== 0) return { ok: false, output };
  }
  return { ok: true, output };
}

export function ensurePrerequisites() {
  const wanted = prerequisites();
  const plan = decide({
    missing: wanted.filter((p) => !isPresent(p)),
    isRoot: process.getuid?.() === 0,
    hasAptGet: onPath("apt-get"),
  });
  if (plan.action === "ok") return true;
  if (plan.action === "stop") {
    console.error(plan.message);
    return false;
  }
  console.log(plan.say);
  const { ok, output } = install(plan.packages);
  if (ok && wanted.every(isPresent)) return true;
  process.stderr.write(output);
  console.error(`apt-get could not install ${plan.packages.join(" ")}; its output is above.`);
  return false;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  if (!ensurePrerequisites()) process.exit(1);
}
