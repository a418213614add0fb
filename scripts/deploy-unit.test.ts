import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

describe("deploy/supertech.service", () => {
  it("creates every file private to the service's user (UMask=0077)", () => {
    const unit = readFileSync(new URL("../deploy/supertech.service", import.meta.url), "utf8");
    const service = unit.slice(unit.indexOf("[Service]"), unit.indexOf("[Install]"));
    expect(service).toMatch(/^UMask=0077$/m);
  });
});
