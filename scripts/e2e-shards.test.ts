import { describe, expect, it } from "vitest";
import { splitByTime } from "./e2e-shards.mjs";

describe("splitByTime", () => {
  it("puts the longest files first on the lightest shard, so the shards end together", () => {
    const groups = splitByTime(["a", "b", "c", "d", "e"], { a: 300, b: 200, c: 100, d: 100, e: 100 }, 2);
    expect(groups.map((g) => g.time)).toEqual([400, 400]);
    expect(groups.flatMap((g) => g.files).sort()).toEqual(["a", "b", "c", "d", "e"]);
  });

  it("counts a file not timed yet as the median, and still runs every file once", () => {
    const groups = splitByTime(["new", "x", "y", "z"], { x: 10, y: 20, z: 30 }, 2);
    expect(groups.flatMap((g) => g.files).sort()).toEqual(["new", "x", "y", "z"]);
    expect(groups.map((g) => g.time)).toEqual([40, 40]);
  });
});
