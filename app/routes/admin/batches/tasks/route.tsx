import { BackLink } from "#app/components/admin/back-link";
import { PageHeader } from "#app/components/admin/page-header";
import { RefusalNote } from "#app/components/admin/refusal-note";
import { assertTeaches, currentStaff } from "#app/features/accounts/permissions.server";
import { BatchTasksChecklist } from "#app/features/skills";
import { batchTasksAction, findTaskBatch, loadBatchTasks } from "#app/features/skills/index.server";
import { isUuid } from "#app/lib/ids";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = ({ data }) => [{ title: `Practical tasks · ${data?.batch.code ?? "Batch"} | Admin` }];

/** `/admin/batches/:id/tasks`: who has done which practical task; a trainer only for a batch they teach (else 404). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const staff = await currentStaff({ request, context });
  const batch = await findTaskBatch(params.id);
  assertTeaches(staff, batch.trainer_user_id);
  const open = new URL(request.url).searchParams.get("student");
  return { batch, ...(await loadBatchTasks(batch)), openStudentId: isUuid(open) ? open : null, trainer: staff.profile.role === "trainer" };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = await currentStaff({ request, context });
  const batch = await findTaskBatch(params.id);
  assertTeaches(staff, batch.trainer_user_id);
  return batchTasksAction(request, staff, batch);
}

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;

export default function BatchTasksPage({ loaderData, actionData }: Route.ComponentProps) {
  const { batch, tasks, students, today, openStudentId, trainer } = loaderData;
  return (
    <div className="mx-auto max-w-3xl">
      <BackLink to={trainer ? "/admin/my-batches" : `/admin/batches/${batch.id}`}>
        {trainer ? "My batches" : `Batch ${batch.code}`}
      </BackLink>
      <PageHeader
        title="Practical tasks"
        description={`${batch.code} · ${batch.course_name} · ${count(tasks.length, "task")}, ${count(students.length, "student")}`}
      />
      <RefusalNote message={actionData?.error} />
      <BatchTasksChecklist tasks={tasks} students={students} today={today} openStudentId={openStudentId} />
    </div>
  );
}
