import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startApp } from "#tests/support/robustness/server";

// The embedded database only: with DATABASE_URL there is no data-directory lock.
describe.skipIf(Boolean(process.env.DATABASE_URL))("the data-directory lock, with real servers", () => {
  it("refuses a second server on a live one's directory, naming it and the way out", async () => {
    const first = await startApp();
    const second = await startApp({ dataDir: first.dataDir, noWait: true });
    expect(await second.exited).toBe(1);
    const holderPid = JSON.parse(
      await import("node:fs").then((fs) => fs.readFileSync(path.join(first.dataDir, "postmaster.lock"), "utf8")),
    ).pid;
    expect(second.output()).toContain(`The data directory ${first.dataDir} is in use by another process (pid ${holderPid} on `);
    expect(second.output()).toContain("To recover: stop the other server");
    expect(second.output()).not.toMatch(/\n\s+at /); // a message, not a stack trace
    expect(await first.stop()).toBe(0);
  });

  it("takes over at once after the holder was killed with SIGKILL", async () => {
    const first = await startApp();
    first.child.kill("SIGKILL");
    await first.exited;
    const second = await startApp({ dataDir: first.dataDir });
    expect(second.output()).toContain("is running at");
    expect(await second.stop()).toBe(0);
  });

  it("takes over a lock left by a recreated container (another host name, a PID in use)", async () => {
    const first = await startApp();
    expect(await first.stop()).toBe(0);
    writeFileSync(
      path.join(first.dataDir, "postmaster.lock"),
      JSON.stringify({ pid: 1, host: "old-container-4f2a", startedAt: "2026-01-01T00:00:00.000Z" }),
    );
    writeFileSync(path.join(first.dataDir, "postmaster.sock"), "");
    const second = await startApp({ dataDir: first.dataDir });
    expect(second.output()).toContain("is running at");
    expect(await second.stop()).toBe(0);
  });
});
