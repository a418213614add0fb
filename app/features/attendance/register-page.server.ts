import { data } from "react-router";
import { batchSettings } from "#app/features/settings/index.server";
import { indiaDate } from "#app/lib/india-time";
import type { BatchCalendarRow } from "./attendance-day.server";
import { addMonths, isCalendarMonth } from "./attendance-days";
import { attendanceRegister } from "./register.server";

const BAD_MONTH = "Choose a real month, written YYYY-MM.";

/** The month asked for (?month=YYYY-MM), else this month in India, else the batch's last month once it has ended. */
export function registerMonth(batch: BatchCalendarRow, url: URL): { month: string; refusal: string | null } {
  const asked = url.searchParams.get("month");
  if (asked !== null && !isCalendarMonth(asked)) return { month: indiaDate().slice(0, 7), refusal: BAD_MONTH };
  if (asked) return { month: asked, refusal: null };
  const now = indiaDate().slice(0, 7);
  if (now > batch.end_date.slice(0, 7)) return { month: batch.end_date.slice(0, 7), refusal: null };
  if (now < batch.start_date.slice(0, 7)) return { month: batch.start_date.slice(0, 7), refusal: null };
  return { month: now, refusal: null };
}

/** The register page: the grid, and the months before and after within the batch. */
export async function loadRegisterPage(batch: BatchCalendarRow, url: URL) {
  const { month, refusal } = registerMonth(batch, url);
  const [register, settings] = await Promise.all([refusal ? null : attendanceRegister(batch, month), batchSettings()]);
  const previous = addMonths(month, -1);
  const next = addMonths(month, 1);
  const page = {
    batch: { id: batch.id, code: batch.code, course_name: batch.course_name },
    month,
    refusal,
    register,
    // The certificate's minimum attendance (settings, default 80%): a student under it shows in red.
    minimum: settings.certificateMinAttendance,
    previous: previous >= batch.start_date.slice(0, 7) ? previous : null,
    next: next <= batch.end_date.slice(0, 7) ? next : null,
  };
  return data(page, { status: refusal ? 400 : 200 });
}
