import { Printer } from "lucide-react";
import { Button } from "#app/components/ui/button";
import { ATTENDANCE_MARK_LABELS, type AttendanceMark } from "#app/lib/batch-vocabulary";
import { cn } from "#app/lib/utils";
import { attendancePercentLabel, MARK_LETTERS } from "./attendance-marks";
import type { AttendanceRegister } from "./register.server";

const CELL: Record<AttendanceMark, string> = {
  present: "text-emerald-800",
  absent: "bg-red-50 font-bold text-red-700 print:bg-transparent",
  late: "font-semibold text-amber-700",
};

const dayNumber = (day: string) => Number(day.slice(8, 10));
const weekday = (day: string) =>
  new Intl.DateTimeFormat("en-IN", { weekday: "narrow", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));

/**
 * The monthly register as the paper one: students down, the days the batch meets across,
 * P / A / L in the cells, then the month's totals and attendance %. Wide months scroll
 * sideways on a phone with the names held in place; printed, it fits a landscape A4 sheet.
 */
export function RegisterGrid({ register, minimum }: { register: AttendanceRegister; minimum: number }) {
  const { days, rows } = register;
  return (
    <div className="register-grid overflow-x-auto rounded-lg border border-slate-200 bg-white print:overflow-visible print:border-0">
      <table className="w-full border-collapse text-sm tabular-nums print:text-[9pt]">
        <caption className="sr-only">Attendance register: P present, A absent, L late</caption>
        <thead>
          <tr className="border-b border-slate-200 bg-slate-50 text-xs text-slate-600 print:bg-transparent">
            <th scope="col" className="sticky left-0 z-10 bg-slate-50 px-3 py-2 text-left font-semibold print:static print:bg-transparent">
              Student
            </th>
            {days.map((day) => (
              <th key={day} scope="col" className="min-w-7 px-0.5 py-2 text-center font-semibold">
                <span className="block text-[10px] font-normal">{weekday(day)}</span>
                {dayNumber(day)}
              </th>
            ))}
            <th scope="col" className="px-2 py-2 text-center font-semibold" title="Present">
              P
            </th>
            <th scope="col" className="px-2 py-2 text-center font-semibold" title="Late">
              L
            </th>
            <th scope="col" className="px-2 py-2 text-center font-semibold" title="Absent">
              A
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              %
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-slate-100 last:border-0">
              <th
                scope="row"
                className="sticky left-0 z-10 max-w-44 bg-white px-3 py-1.5 text-left font-medium text-slate-900 print:static"
              >
                <span className="block truncate">{row.full_name}</span>
                <span className="block text-[11px] font-normal text-muted-foreground">
                  {row.student_number}
                  {row.status === "studying" ? "" : " · left the batch"}
                </span>
              </th>
              {row.marks.map((mark, i) => (
                <td
                  key={days[i]}
                  className={cn("border-l border-slate-100 px-0.5 py-1.5 text-center", mark ? CELL[mark] : "text-slate-300")}
                  title={mark ? ATTENDANCE_MARK_LABELS[mark] : "Not marked"}
                >
                  {mark ? MARK_LETTERS[mark] : "·"}
                </td>
              ))}
              <td className="border-l border-slate-200 px-2 text-center">{row.present}</td>
              <td className="px-2 text-center">{row.late}</td>
              <td className="px-2 text-center">{row.absent}</td>
              <td
                className={cn(
                  "px-3 text-right font-semibold",
                  row.percent !== null && row.percent < minimum ? "text-red-700" : "text-slate-900",
                )}
              >
                {attendancePercentLabel(row.percent)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t border-slate-200 bg-slate-50 text-xs text-slate-600 print:bg-transparent">
            <th scope="row" className="sticky left-0 bg-slate-50 px-3 py-2 text-left font-semibold print:static print:bg-transparent">
              Came (present or late)
            </th>
            {register.attended.map((count, i) => (
              <td key={days[i]} className="px-1 py-2 text-center">
                {register.markedDays[i] ? count : ""}
              </td>
            ))}
            <td colSpan={4} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** Prints the register (the page's print styles leave only the grid and its heading). */
export function PrintButton() {
  return (
    <Button type="button" variant="outline" size="sm" onClick={() => window.print()}>
      <Printer aria-hidden="true" />
      Print
    </Button>
  );
}
