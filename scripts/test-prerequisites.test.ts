import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { decide, onPath, prerequisites } from "./test-prerequisites.mjs";

const [chromium, pdftotext] = prerequisites({});

describe("decide", () => {
  it("does nothing when both are there", () => {
    expect(decide({ missing: [], isRoot: false, hasAptGet: false })).toEqual({ action: "ok" });
  });

  it("installs what is missing, in one apt-get install, when it is root and apt-get is there", () => {
    expect(decide({ missing: [chromium, pdftotext], isRoot: true, hasAptGet: true })).toEqual({
      action: "install",
      packages: ["chromium", "poppler-utils"],
      say: "Installing chromium and poppler-utils with apt-get: the tests need Chromium and pdftotext.",
    });
    expect(decide({ missing: [pdftotext], isRoot: true, hasAptGet: true })).toMatchObject({
      action: "install",
      packages: ["poppler-utils"],
    });
  });

  it("stops with the exact command when it is not root", () => {
    expect(decide({ missing: [chromium, pdftotext], isRoot: false, hasAptGet: true })).toEqual({
      action: "stop",
      message:
        "The tests need Chromium and pdftotext, and this process is not root. Run:\n" +
        "  sudo apt-get update && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y chromium poppler-utils",
    });
  });

  it("stops with the Debian command when there is no apt-get", () => {
    expect(decide({ missing: [pdftotext], isRoot: true, hasAptGet: false })).toEqual({
      action: "stop",
      message:
        "The tests need pdftotext, and apt-get is not available (install the same packages your system's way). Run:\n" +
        "  apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y poppler-utils",
    });
  });

  it("never installs over a CHROMIUM_PATH that points nowhere", () => {
    const [custom] = prerequisites({ CHROMIUM_PATH: "/opt/nowhere/chrome" });
    expect(decide({ missing: [custom], isRoot: true, hasAptGet: true })).toEqual({
      action: "stop",
      message: "CHROMIUM_PATH is /opt/nowhere/chrome, which is not an executable file: fix it or unset it.",
    });
  });
});

describe("prerequisites and onPath", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "test-prerequisites-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("looks for Debian's Chromium unless CHROMIUM_PATH names another", () => {
    expect(chromium).toMatchObject({ file: "/usr/bin/chromium", pkg: "chromium", custom: false });
    expect(prerequisites({ CHROMIUM_PATH: "/opt/chrome" })[0]).toMatchObject({ file: "/opt/chrome", custom: true });
  });

  it("finds a command only as an executable file in a PATH folder", () => {
    writeFileSync(path.join(dir, "tool"), "#!/bin/sh\n");
    writeFileSync(path.join(dir, "plain"), "");
    chmodSync(path.join(dir, "tool"), 0o755);
    chmodSync(path.join(dir, "plain"), 0o644);
    const pathVariable = ["/nonexistent", dir].join(path.delimiter);
    expect(onPath("tool", pathVariable)).toBe(true);
    expect(onPath("plain", pathVariable)).toBe(false);
    expect(onPath("missing", pathVariable)).toBe(false);
    expect(onPath("tool", "")).toBe(false);
  });
});
