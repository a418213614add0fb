import { describe, expect, it } from "vitest";
import { formatTimeRange } from "#app/features/batches";
import { dayStatus, daysLabel, meetsOn } from "./schedule";

const batch = {
  status: "running" as const,
  start_date: "2026-11-02",
  end_date: "2027-01-30",
  days: [1, 2, 3, 4, 5, 6],
  start_time: "10:00:00",
  end_time: "13:00:00",
};

describe("batch schedule words", () => {
  it("shows times on a 12-hour clock", () => {
    expect(formatTimeRange("10:00:00", "13:00:00")).toBe("10:00 am–1:00 pm");
    expect(formatTimeRange("00:15", "12:00:00")).toBe("12:15 am–12:00 pm");
  });

  it("shows runs of days as ranges", () => {
    expect(daysLabel([1, 2, 3, 4, 5, 6])).toBe("Mon–Sat");
    expect(daysLabel([1, 3, 5])).toBe("Mon, Wed, Fri");
    expect(daysLabel([0, 6])).toBe("Sat, Sun");
    expect(daysLabel([0, 1, 2, 3, 4, 5, 6])).toBe("Every day");
    expect(daysLabel([1, 2, 3, 5, 6])).toBe("Mon–Wed, Fri, Sat");
  });

  it("says whether a batch meets today, and when next", () => {
    // 27 Nov 2026 is a Friday, 29 Nov a Sunday.
    expect(dayStatus(batch, "2026-11-27")).toEqual({ label: "Meets today 10:00 am–1:00 pm", today: true });
    expect(dayStatus(batch, "2026-11-29")).toEqual({ label: "Next: Mon", today: false });
    expect(dayStatus({ ...batch, start_date: "2027-01-04" }, "2026-11-27")).toEqual({ label: "Starts Mon 4 Jan", today: false });
    expect(dayStatus(batch, "2027-01-30").today).toBe(true);
    expect(dayStatus(batch, "2027-01-31")).toEqual({ label: "Ended", today: false });
    expect(dayStatus({ ...batch, status: "cancelled" }, "2026-11-27")).toEqual({ label: "Cancelled", today: false });
    expect(meetsOn(batch, "2026-11-29")).toBe(false);
    expect(meetsOn(batch, "2026-11-01")).toBe(false);
  });
});
