import { describe, expect, it } from "vitest";
import { indiaDate, indiaHour, startOfIndiaDay, startOfIndiaMonth } from "./india-time";

describe("India time", () => {
  // 2026-11-24 20:00 UTC is 2026-11-25 01:30 in India: already tomorrow there.
  const late = new Date("2026-11-24T20:00:00Z");

  it("days start at midnight in India, whatever the server's zone", () => {
    expect(startOfIndiaDay(late).toISOString()).toBe("2026-11-24T18:30:00.000Z");
    expect(startOfIndiaDay(late, 1).toISOString()).toBe("2026-11-25T18:30:00.000Z");
    expect(indiaDate(late)).toBe("2026-11-25");
    expect(indiaDate(late, -1)).toBe("2026-11-24");
    expect(indiaHour(late)).toBe(1);
  });

  it("months start on the 1st in India", () => {
    expect(startOfIndiaMonth(new Date("2026-11-30T19:00:00Z")).toISOString()).toBe("2026-11-30T18:30:00.000Z");
    // In India `late` is already 25 November: the month before starts on 1 October.
    expect(startOfIndiaMonth(late, -1).toISOString()).toBe("2026-09-30T18:30:00.000Z");
    expect(startOfIndiaMonth(new Date("2026-01-10T00:00:00Z"), -1).toISOString()).toBe("2025-11-30T18:30:00.000Z");
  });
});
