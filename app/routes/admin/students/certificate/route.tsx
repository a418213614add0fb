import { BackLink } from "#app/components/admin/back-link";
import { PageHeader } from "#app/components/admin/page-header";
import { RefusalNote } from "#app/components/admin/refusal-note";
import { currentAdmin } from "#app/features/accounts/permissions.server";
import { StudentCertificateCard } from "#app/features/skills";
import { studentCertificateAction, studentCertificateSection } from "#app/features/skills/index.server";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = ({ data }) => [{ title: `Certificate · ${data?.student.full_name ?? "Student"} | Admin` }];

/** `/admin/students/:id/certificate`: a student's eligibility and **Issue certificate** (admins only). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const admin = await currentAdmin({ request, context });
  return studentCertificateSection(params.id, admin);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await currentAdmin({ request, context });
  return studentCertificateAction(request, params.id, admin);
}

export default function StudentCertificatePage({ loaderData, actionData }: Route.ComponentProps) {
  const { student, card } = loaderData;
  return (
    <div className="mx-auto max-w-2xl">
      <BackLink to={`/admin/students/${student.id}`}>{student.full_name}</BackLink>
      <PageHeader
        title={student.full_name}
        description={`${student.student_number} · ${student.course_name} · Batch ${student.batch_code}`}
      />
      <RefusalNote message={actionData?.error} />
      <StudentCertificateCard data={card} />
    </div>
  );
}
