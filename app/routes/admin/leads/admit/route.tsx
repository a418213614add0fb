import { data, redirect } from "react-router";
import { BackLink } from "#app/components/admin/back-link";
import { PageHeader } from "#app/components/admin/page-header";
import { Card, CardContent } from "#app/components/ui/card";
import { currentAdmin } from "#app/features/accounts/permissions.server";
import { admissionFormFor } from "#app/features/students/admission-choices.server";
import { studentOfLead } from "#app/features/students/admit-student.server";
import { AdmitForm } from "#app/features/students/components/admit-form";
import { runAdmission } from "#app/features/students/student-actions.server";
import { isUuid } from "#app/lib/ids";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = ({ data }) => [{ title: `Admit ${data?.admission.lead.name || "lead"} | Leads | Admin` }];

const notFound = () => data("Lead not found", { status: 404 });

/** "Admit to batch" from a lead's page; a lead already admitted goes to its student. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await currentAdmin({ request, context });
  if (!isUuid(params.id)) throw notFound();
  const student = await studentOfLead(params.id);
  if (student) throw redirect(`/admin/students/${student.id}`);
  const admission = await admissionFormFor(params.id);
  if (!admission) throw notFound();
  return { admission };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await currentAdmin({ request, context });
  if (!isUuid(params.id)) throw notFound();
  return runAdmission(await request.formData(), params.id, admin);
}

export default function AdmitPage({ loaderData, actionData }: Route.ComponentProps) {
  const { admission } = loaderData;
  return (
    <div className="max-w-3xl">
      <BackLink to={`/admin/leads/${admission.lead.id}`}>Back to the lead</BackLink>
      <PageHeader
        title="Admit to batch"
        description={`${admission.lead.name}${admission.lead.course_name ? ` asked about ${admission.lead.course_name}` : ""}. Check the details, choose a batch and admit.`}
      />
      <Card>
        <CardContent className="pt-6">
          <AdmitForm admission={admission} lastResult={actionData} />
        </CardContent>
      </Card>
    </div>
  );
}
