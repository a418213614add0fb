import { Check, ChevronDown, Undo2 } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Field } from "#app/components/forms";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { formatCalendarDate } from "#app/lib/format";

type Task = { id: string; title: string };
type Student = { id: string; full_name: string; student_number: string; status: string; signed: Record<string, string> };

/**
 * The trainer's sign-off checklist (/admin/batches/:id/tasks): a card per student that opens to
 * their tasks, one at a time on a phone (<details>, no JavaScript needed). One date per student
 * card (today in India by default) and a button per task: "Sign off", or "Undo" once signed.
 */
export function BatchTasksChecklist({
  tasks,
  students,
  today,
  openStudentId,
}: {
  tasks: Task[];
  students: Student[];
  today: string;
  openStudentId: string | null;
}) {
  if (!tasks.length)
    return (
      <p className="text-sm text-muted-foreground">This course has no practical tasks yet. An admin adds them in the course editor.</p>
    );
  if (!students.length) return <p className="text-sm text-muted-foreground">No students in this batch yet.</p>;
  return (
    <ul className="grid gap-3">
      {students.map((student) => (
        <StudentTasks key={student.id} student={student} tasks={tasks} today={today} open={student.id === openStudentId} />
      ))}
    </ul>
  );
}

function StudentTasks({ student, tasks, today, open }: { student: Student; tasks: Task[]; today: string; open: boolean }) {
  const done = tasks.filter((t) => student.signed[t.id]).length;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("student_id") === student.id;
  return (
    <li id={`student-${student.id}`} className="rounded-lg border bg-card">
      <details open={open} className="group">
        <summary className="flex min-h-12 cursor-pointer list-none items-center gap-3 px-3 py-2 [&::-webkit-details-marker]:hidden">
          <span className="min-w-0 grow">
            <span className="block truncate font-medium">{student.full_name}</span>
            <span className="block text-xs text-muted-foreground">{student.student_number}</span>
          </span>
          <Badge variant={done === tasks.length ? "green" : "grey"}>
            {done} / {tasks.length}
          </Badge>
          <ChevronDown className="size-4 shrink-0 transition-transform group-open:rotate-180" aria-hidden="true" />
        </summary>
        <Form method="post" preventScrollReset className="grid gap-3 border-t px-3 py-3">
          <input type="hidden" name="student_id" value={student.id} />
          <Field label="Date of sign-off" name="signed_on" className="max-w-48">
            {(control) => <Input {...control} type="date" defaultValue={today} max={today} required />}
          </Field>
          <ul className="divide-y">
            {tasks.map((task) => (
              <TaskLine key={task.id} task={task} signedOn={student.signed[task.id] ?? null} busy={busy} studentName={student.full_name} />
            ))}
          </ul>
        </Form>
      </details>
    </li>
  );
}

function TaskLine({ task, signedOn, busy, studentName }: { task: Task; signedOn: string | null; busy: boolean; studentName: string }) {
  return (
    <li className="flex items-center gap-3 py-2">
      <span className="min-w-0 grow">
        <span className="block text-sm">{task.title}</span>
        {signedOn ? (
          <span className="flex items-center gap-1 text-xs text-green-800">
            <Check className="size-3.5" aria-hidden="true" />
            Signed off {formatCalendarDate(signedOn)}
          </span>
        ) : null}
      </span>
      {signedOn ? (
        <Button
          type="submit"
          name="do"
          value={`undo:${task.id}`}
          variant="ghost"
          size="sm"
          disabled={busy}
          formNoValidate
          aria-label={`Undo “${task.title}” for ${studentName}`}
        >
          <Undo2 aria-hidden="true" />
          Undo
        </Button>
      ) : (
        <Button
          type="submit"
          name="do"
          value={`sign:${task.id}`}
          size="sm"
          disabled={busy}
          aria-label={`Sign off “${task.title}” for ${studentName}`}
        >
          Sign off
        </Button>
      )}
    </li>
  );
}
