import { data } from "react-router";
import type { Actor } from "#app/features/accounts/index.server";
import { indiaDate } from "#app/lib/india-time";
import { alertAbsences } from "./absence-alerts.server";
import { type BatchCalendarRow, getAttendanceSheet, saveAttendanceSheet } from "./attendance-day.server";
import { addDays, isCalendarDay, markingRefusal, nearestMeetingDay } from "./attendance-days";
import { attendanceSheetSchema, sheetFromForm } from "./attendance-schemas";

const BAD_DATE = "Choose a real date, written YYYY-MM-DD.";

/** The attendance page's data: the day (today by default), why it cannot be marked if so, the sheet, the days around it. */
export async function loadAttendancePage(staff: Actor, batch: BatchCalendarRow, url: URL) {
  const today = indiaDate();
  const asked = url.searchParams.get("date");
  const valid = asked === null || isCalendarDay(asked);
  const day = asked && valid ? asked : today;
  const trainer = staff.profile.role === "trainer";
  const refusal = valid ? markingRefusal(batch, day, { today, trainer }) : BAD_DATE;
  const sheet = refusal ? null : await getAttendanceSheet(batch.id, day);
  // A trainer's days end at yesterday; nobody's go past today.
  const earliest = trainer ? addDays(today, -1) : batch.start_date;
  const previous = nearestMeetingDay(batch, day, -1, today);
  const page = {
    batch: { id: batch.id, code: batch.code, course_name: batch.course_name, start_date: batch.start_date, end_date: batch.end_date },
    day,
    today,
    yesterday: addDays(today, -1),
    trainer,
    refusal,
    sheet,
    previous: previous && previous >= earliest ? previous : null,
    next: nearestMeetingDay(batch, day, 1, today),
  };
  return data(page, { status: valid ? 200 : 400 });
}

export type SaveAnswer = { ok: true; changed: number; day: string } | { ok: false; status: 400; message: string };

/**
 * The sheet's post: the day it was marked for (the form's, so a save sent after midnight, or
 * after the network came back, lands on the day it was made), the marks, the rules, the store,
 * then the absence alerts in the background.
 */
export async function runAttendanceSave(staff: Actor, batch: BatchCalendarRow, form: FormData): Promise<SaveAnswer> {
  const day = String(form.get("day") ?? "");
  if (!isCalendarDay(day)) return { ok: false, status: 400, message: BAD_DATE };
  const parsed = attendanceSheetSchema.safeParse(sheetFromForm(form));
  if (!parsed.success) return { ok: false, status: 400, message: parsed.error.issues[0]?.message ?? "These marks could not be read." };
  const outcome = await saveAttendanceSheet(batch, day, parsed.data, staff);
  if (!outcome.ok) return outcome;
  alertAbsences(
    outcome.changed.filter((c) => c.to === "absent").map((c) => c.student_id),
    staff.id,
  );
  return { ok: true, changed: outcome.changed.length, day };
}
