import { describe, expect, it } from "vitest";
import { isCalendarDay, isCalendarMonth, markingRefusal, meetingDaysOfMonth, nearestMeetingDay, weekdayOf } from "./attendance-days";

// Monday to Saturday, 2 November to 30 December 2026 (1 November 2026 is a Sunday).
const batch = { start_date: "2026-11-02", end_date: "2026-12-30", days: [1, 2, 3, 4, 5, 6] };
const rules = (day: string, today: string, trainer = false) => markingRefusal(batch, day, { today, trainer });

describe("the attendance calendar", () => {
  it("reads only real dates and months", () => {
    expect(isCalendarDay("2026-11-27")).toBe(true);
    expect(isCalendarDay("2026-02-30")).toBe(false);
    expect(isCalendarDay("2026-13-01")).toBe(false);
    expect(isCalendarDay("27/11/2026")).toBe(false);
    expect(isCalendarMonth("2026-12")).toBe(true);
    expect(isCalendarMonth("2026-13")).toBe(false);
    expect(weekdayOf("2026-11-01")).toBe(0);
  });

  it("lets an admin mark any meeting day of the batch up to today, a trainer today and yesterday", () => {
    expect(rules("2026-11-27", "2026-11-27", true)).toBeNull();
    expect(rules("2026-11-26", "2026-11-27", true)).toBeNull();
    expect(rules("2026-11-25", "2026-11-27", true)).toBe(
      "Trainers may mark today and yesterday only. Ask an admin to correct an earlier day.",
    );
    expect(rules("2026-11-03", "2026-11-27")).toBeNull();
    expect(rules("2026-11-28", "2026-11-27")).toBe("Attendance cannot be marked for a day that has not come yet.");
    expect(rules("2026-11-29", "2026-12-01")).toBe("This batch does not meet on Sundays, so there is no attendance to mark.");
    expect(rules("2026-10-31", "2026-11-27")).toBe(
      "31 October 2026 is outside this batch, which runs from 2 November 2026 to 30 December 2026.",
    );
  });

  it("steps over days the batch does not meet, never past today or out of the batch", () => {
    expect(nearestMeetingDay(batch, "2026-11-30", -1, "2026-12-05")).toBe("2026-11-28");
    expect(nearestMeetingDay(batch, "2026-11-28", 1, "2026-12-05")).toBe("2026-11-30");
    expect(nearestMeetingDay(batch, "2026-11-27", 1, "2026-11-27")).toBeNull();
    expect(nearestMeetingDay(batch, "2026-11-02", -1, "2026-11-27")).toBeNull();
    expect(nearestMeetingDay(batch, "2027-03-01", -1, "2027-03-01")).toBe("2026-12-30");
    expect(meetingDaysOfMonth(batch, "2026-11")).toHaveLength(25);
    expect(meetingDaysOfMonth(batch, "2026-11")[0]).toBe("2026-11-02");
  });
});
