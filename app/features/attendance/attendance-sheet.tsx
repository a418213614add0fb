import { CheckCircle2, CloudOff, Loader2 } from "lucide-react";
import { type FormEvent, useEffect, useMemo, useState } from "react";
import { Form } from "react-router";
import { Button } from "#app/components/ui/button";
import { ATTENDANCE_MARK_LABELS, ATTENDANCE_MARKS, type AttendanceMark } from "#app/lib/batch-vocabulary";
import { cn } from "#app/lib/utils";
import { marksSummary } from "./attendance-marks";
import { MARK_FIELD_PREFIX } from "./attendance-schemas";
import { type SyncState, useAttendanceSync } from "./use-attendance-sync";

type SheetStudent = { id: string; full_name: string; student_number: string; mark: AttendanceMark };

const CHECKED: Record<AttendanceMark, string> = {
  present: "peer-checked:border-emerald-700 peer-checked:bg-emerald-700 peer-checked:text-white",
  absent: "peer-checked:border-red-700 peer-checked:bg-red-700 peer-checked:text-white",
  late: "peer-checked:border-amber-500 peer-checked:bg-amber-400 peer-checked:text-amber-950",
};

/** One student's Present / Absent / Late: a radio group named by the student, three big targets. */
function StudentMarks({
  student,
  mark,
  onChange,
}: {
  student: SheetStudent;
  mark: AttendanceMark;
  onChange: (mark: AttendanceMark) => void;
}) {
  return (
    <li className="py-3 sm:flex sm:items-center sm:justify-between sm:gap-4">
      <p id={`student-${student.id}`} className="mb-2 min-w-0 text-base font-semibold text-slate-900 sm:mb-0 sm:truncate">
        {student.full_name}
        <span className="ml-2 text-xs font-normal text-muted-foreground">{student.student_number}</span>
      </p>
      <div role="radiogroup" aria-labelledby={`student-${student.id}`} className="grid shrink-0 grid-cols-3 gap-2 sm:w-96">
        {ATTENDANCE_MARKS.map((option) => (
          <label key={option} className="relative block">
            <input
              type="radio"
              name={`${MARK_FIELD_PREFIX}${student.id}`}
              value={option}
              checked={mark === option}
              onChange={() => onChange(option)}
              className="peer absolute inset-0 size-full cursor-pointer opacity-0"
            />
            <span
              className={cn(
                "flex h-12 items-center justify-center rounded-lg border border-slate-300 bg-white text-sm font-semibold text-slate-700 transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring",
                CHECKED[option],
              )}
            >
              {ATTENDANCE_MARK_LABELS[option]}
            </span>
          </label>
        ))}
      </div>
    </li>
  );
}

const OFFLINE_TEXT = "You are offline. Attendance is saved on this phone and will be sent when the network returns.";

/** The line above the Save button: what happened to the last save. */
function SyncNote({ sync, online, saved, dirty }: { sync: SyncState; online: boolean; saved: boolean; dirty: boolean }) {
  if (sync.state === "saving")
    return (
      <span className="inline-flex items-center gap-1 text-slate-700">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Saving…
      </span>
    );
  if (sync.state === "waiting")
    return (
      <span className="inline-flex items-center gap-1 font-medium text-amber-800">
        <CloudOff className="size-4" aria-hidden="true" />
        {sync.signedOut
          ? "Kept on this phone: sign in again to send it"
          : online
            ? "Kept on this phone, sending soon"
            : "Kept on this phone"}
      </span>
    );
  if (sync.state === "refused") return <span className="font-medium text-destructive">Not saved</span>;
  if (dirty) return <span className="text-slate-700">Not saved yet</span>;
  if (sync.state === "saved" || saved)
    return (
      <span className="inline-flex items-center gap-1 font-medium text-emerald-800">
        <CheckCircle2 className="size-4" aria-hidden="true" /> Saved
      </span>
    );
  return <span className="text-slate-700">Not saved yet</span>;
}

/**
 * The day's sheet: every student Present until tapped otherwise (or the stored marks), the
 * counts, and a Save attendance button pinned to the bottom of the screen, within a thumb's
 * reach. Without JavaScript it is a plain form post; with it, saves survive a dropped network.
 */
export function AttendanceSheet(props: { batchId: string; day: string; url: string; saved: boolean; students: SheetStudent[] }) {
  const { batchId, day, url, saved, students } = props;
  const initial = useMemo(() => Object.fromEntries(students.map((s) => [s.id, s.mark])) as Record<string, AttendanceMark>, [students]);
  const [marks, setMarks] = useState(initial);
  const [dirty, setDirty] = useState(false);
  const { sync, online, save, kept } = useAttendanceSync({ batchId, day, url });

  // The server's marks after each load; marks kept on this phone and not yet sent win over them.
  useEffect(() => {
    const waiting = kept();
    setMarks(waiting ? { ...initial, ...waiting.marks } : initial);
    setDirty(false);
  }, [initial, kept]);

  const counts = { present: 0, absent: 0, late: 0 };
  for (const s of students) counts[marks[s.id] ?? "present"] += 1;
  const showOffline = !online || (sync.state === "waiting" && !sync.signedOut);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save(marks);
    setDirty(false);
  }

  return (
    <Form method="post" action={`${url}?date=${day}`} onSubmit={submit} aria-label="Attendance">
      <input type="hidden" name="day" value={day} />
      {showOffline ? (
        <p
          role="status"
          className="mb-3 flex gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950"
        >
          <CloudOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {OFFLINE_TEXT}
        </p>
      ) : null}
      {sync.state === "refused" ? (
        <p role="alert" className="mb-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-destructive">
          {sync.message}
        </p>
      ) : null}
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white px-3 sm:px-4">
        {students.map((student) => (
          <StudentMarks
            key={student.id}
            student={student}
            mark={marks[student.id] ?? "present"}
            onChange={(mark) => {
              setMarks((current) => ({ ...current, [student.id]: mark }));
              setDirty(true);
            }}
          />
        ))}
      </ul>
      <div className="sticky bottom-0 z-10 -mx-4 mt-4 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur sm:mx-0 sm:rounded-lg sm:border">
        <div className="mb-2 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm">
          <span className="font-semibold text-slate-900" data-testid="attendance-counts">
            {marksSummary(counts)}
          </span>
          <span role="status" aria-live="polite" data-testid="attendance-sync">
            <SyncNote sync={sync} online={online} saved={saved} dirty={dirty} />
          </span>
        </div>
        <Button type="submit" size="lg" className="h-12 w-full text-base" disabled={sync.state === "saving"}>
          Save attendance
        </Button>
      </div>
    </Form>
  );
}
