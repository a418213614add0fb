import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { RefusalNote } from "#app/components/admin/refusal-note";
import { Field } from "#app/components/forms";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { TASK_TITLE_MAX } from "./skills-schemas";

/** A task as the course editor lists it (listCourseTasks). */
type EditableTask = { id: string; title: string; title_hi: string | null; signoffs: number };

/**
 * The course editor's "Practical tasks" checklist: a small form per task (rename, up, down,
 * remove) and one to add, each posting its `intent` to the editor's own action. Plain posts:
 * it works without JavaScript, and ids never change, so sign-offs stay with their task.
 */
export function PracticalTasksEditor({ tasks, refusal }: { tasks: EditableTask[]; refusal?: string | null }) {
  return (
    <section id="practical-tasks" aria-labelledby="practical-tasks-title" className="mt-6 grid gap-3 border-t pt-4">
      <div>
        <h3 id="practical-tasks-title" className="text-base font-semibold">
          Practical tasks
        </h3>
        <p className="text-sm text-muted-foreground">
          Trainers sign these off per student; a certificate needs every one. Each change here saves at once.
        </p>
      </div>
      <RefusalNote message={refusal} />
      {tasks.length ? (
        <ol className="grid gap-3">
          {tasks.map((task, index) => (
            <TaskRow key={task.id} task={task} number={index + 1} first={index === 0} last={index === tasks.length - 1} />
          ))}
        </ol>
      ) : (
        <p className="text-sm text-muted-foreground">No practical tasks yet.</p>
      )}
      <AddTaskForm />
    </section>
  );
}

function TaskRow({ task, number, first, last }: { task: EditableTask; number: number; first: boolean; last: boolean }) {
  const busy = useTaskBusy(task.id);
  return (
    <li className="rounded-lg border p-3">
      <Form method="post" preventScrollReset className="grid gap-2">
        <input type="hidden" name="task_id" value={task.id} />
        <div className="grid gap-2 sm:grid-cols-2">
          <Field label={`Task ${number}`} name="title">
            {(control) => <Input {...control} defaultValue={task.title} maxLength={TASK_TITLE_MAX} required />}
          </Field>
          <Field label={`Task ${number} in Hindi`} name="title_hi">
            {(control) => <Input {...control} defaultValue={task.title_hi ?? ""} maxLength={TASK_TITLE_MAX} lang="hi" />}
          </Field>
        </div>
        {task.signoffs ? (
          <p className="text-xs text-muted-foreground">Signed off for {task.signoffs === 1 ? "1 student" : `${task.signoffs} students`}.</p>
        ) : null}
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" name="intent" value="task-rename" size="sm" variant="outline" disabled={busy}>
            Save
          </Button>
          <Button
            type="submit"
            name="intent"
            value="task-up"
            size="sm"
            variant="ghost"
            disabled={busy || first}
            formNoValidate
            aria-label={`Move “${task.title}” up`}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button
            type="submit"
            name="intent"
            value="task-down"
            size="sm"
            variant="ghost"
            disabled={busy || last}
            formNoValidate
            aria-label={`Move “${task.title}” down`}
          >
            <ArrowDown aria-hidden="true" />
          </Button>
          <span className="grow" />
          {task.signoffs ? (
            <label className="flex items-center gap-2 text-xs">
              <input type="checkbox" name="remove_signoffs" value="true" className="size-4 accent-brand-700" />
              Also delete its sign-offs
            </label>
          ) : null}
          <Button
            type="submit"
            name="intent"
            value="task-remove"
            size="sm"
            variant="ghost"
            className="text-destructive hover:text-destructive"
            disabled={busy}
            formNoValidate
            aria-label={`Remove “${task.title}”`}
          >
            <Trash2 aria-hidden="true" />
            Remove
          </Button>
        </div>
      </Form>
    </li>
  );
}

function AddTaskForm() {
  const busy = useTaskBusy(null);
  return (
    <Form method="post" preventScrollReset className="grid gap-2 rounded-lg border border-dashed p-3" key={busy ? "busy" : "idle"}>
      <div className="grid gap-2 sm:grid-cols-2">
        <Field label="New task" name="title">
          {(control) => <Input {...control} maxLength={TASK_TITLE_MAX} placeholder="e.g. Replace a charging port" />}
        </Field>
        <Field label="New task in Hindi" name="title_hi" hint="Optional">
          {(control) => <Input {...control} maxLength={TASK_TITLE_MAX} lang="hi" />}
        </Field>
      </div>
      <div>
        <Button type="submit" name="intent" value="task-add" size="sm" disabled={busy}>
          Add task
        </Button>
      </div>
    </Form>
  );
}

/** Whether a task form is posting: this task's (by id), or the add form's (null). */
function useTaskBusy(taskId: string | null): boolean {
  const navigation = useNavigation();
  const data = navigation.formData;
  if (navigation.state !== "submitting" || !data) return false;
  const intent = String(data.get("intent") ?? "");
  return taskId === null ? intent === "task-add" : intent.startsWith("task-") && data.get("task_id") === taskId;
}
