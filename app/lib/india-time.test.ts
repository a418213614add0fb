import { describe, expect, it } from "vitest";
import {
  INDIA_TIME_ZONE,
  indiaDate,
  indiaDateTime,
  indiaDateTimeLocal,
  indiaHour,
  indiaWeekday,
  startOfIndiaDay,
  startOfIndiaMonth,
} from "./india-time";

describe("India time", () => {
  // 2026-11-24 20:00 UTC is 2026-11-25 01:30 in India: already tomorrow there.
  const late = new Date("2026-11-24T20:00:00Z");

  it("days start at midnight in India, whatever the server's zone", () => {
    expect(startOfIndiaDay(late).toISOString()).toBe("2026-11-24T18:30:00.000Z");
    expect(startOfIndiaDay(late, 1).toISOString()).toBe("2026-11-25T18:30:00.000Z");
    expect(indiaDate(late)).toBe("2026-11-25");
    expect(indiaDate(late, -1)).toBe("2026-11-24");
    expect(indiaHour(late)).toBe(1);
    // 20:00 UTC on 9 March is already 10 March in India.
    expect(indiaDate(new Date("2026-03-09T20:00:00Z"))).toBe("2026-03-10");
    expect(indiaDate(new Date("2026-03-09T18:29:59Z"))).toBe("2026-03-09");
  });

  it("is today's India date when no moment is given", () => {
    expect(indiaDate()).toBe(new Intl.DateTimeFormat("en-CA", { timeZone: INDIA_TIME_ZONE }).format(new Date()));
  });

  it("months start on the 1st in India", () => {
    expect(startOfIndiaMonth(new Date("2026-11-30T19:00:00Z")).toISOString()).toBe("2026-11-30T18:30:00.000Z");
    // In India `late` is already 25 November: the month before starts on 1 October.
    expect(startOfIndiaMonth(late, -1).toISOString()).toBe("2026-09-30T18:30:00.000Z");
    expect(startOfIndiaMonth(new Date("2026-01-10T00:00:00Z"), -1).toISOString()).toBe("2025-11-30T18:30:00.000Z");
  });

  it("weeks start on Monday in India", () => {
    // 2026-11-29 is a Sunday; at 19:00 UTC it is Monday 30 November 00:30 in India.
    expect(indiaWeekday(new Date("2026-11-29T12:00:00Z"))).toBe(6);
    expect(indiaWeekday(new Date("2026-11-29T19:00:00Z"))).toBe(0);
  });

  it("agrees with the zone database at a thousand moments of a year", () => {
    const clock = new Intl.DateTimeFormat("en-CA", {
      timeZone: INDIA_TIME_ZONE,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    const wrong: string[] = [];
    // Every 7 h 13 min: each minute of the hour and each hour of the day comes round.
    for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2027, 0, 1); at += (7 * 60 + 13) * 60_000) {
      const parts = Object.fromEntries(clock.formatToParts(at).map((p) => [p.type, p.value]));
      const local = `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
      if (indiaDateTimeLocal(new Date(at)) !== local || indiaDateTime(local)?.getTime() !== at) wrong.push(local);
      if (indiaDate(new Date(at)) !== local.slice(0, 10) || indiaHour(new Date(at)) !== Number(parts.hour)) wrong.push(local);
    }
    expect(wrong).toEqual([]);
  });

  it("reads a datetime-local value as India time, and refuses dates that do not exist", () => {
    expect(indiaDateTime("2026-11-25T10:30")?.toISOString()).toBe("2026-11-25T05:00:00.000Z");
    expect(indiaDateTime("2026-01-01T00:15")?.toISOString()).toBe("2025-12-31T18:45:00.000Z");
    expect(indiaDateTime("2026-02-29T10:00")).toBeNull();
    expect(indiaDateTime("2026-04-31T10:00")).toBeNull();
    expect(indiaDateTime("2026-11-25T24:00")).toBeNull();
    expect(indiaDateTime("2026-11-25T10:60")).toBeNull();
    expect(indiaDateTime("2026-11-25 10:30")).toBeNull();
  });

  it("shows an instant as India's wall clock for <input type=datetime-local>", () => {
    expect(indiaDateTimeLocal(new Date("2026-11-25T05:00:00.000Z"))).toBe("2026-11-25T10:30");
    expect(indiaDateTimeLocal("2025-12-31T18:45:00.000Z")).toBe("2026-01-01T00:15");
    expect(indiaDateTimeLocal(null)).toBe("");
  });
});
