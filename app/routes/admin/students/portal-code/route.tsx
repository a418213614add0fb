import { Form } from "react-router";
import { BackLink } from "#app/components/admin/back-link";
import { PageHeader } from "#app/components/admin/page-header";
import { RefusalNote } from "#app/components/admin/refusal-note";
import { Button } from "#app/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card";
import { currentAdmin } from "#app/features/accounts/permissions.server";
import { displayPhone as formatPhone } from "#app/features/student-portal";
import { staffCodeAction, staffCodePage } from "#app/features/student-portal/index.server";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = ({ data }) => [{ title: `Portal sign-in code · ${data?.name ?? "Student"} | Admin` }];

/** A code is a key to the student's page: never cached anywhere. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** `/admin/students/:id/portal-code`: a student portal sign-in code to hand over at the desk (admins only). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await currentAdmin({ request, context });
  return staffCodePage(params.id);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await currentAdmin({ request, context });
  return staffCodeAction(request, params.id, admin.id);
}

export default function PortalCodePage({ loaderData: s, actionData }: Route.ComponentProps) {
  const shown = actionData?.shown;
  return (
    <div className="mx-auto max-w-2xl">
      <BackLink to={`/admin/students/${s.id}`}>{s.name}</BackLink>
      <PageHeader title="Student portal sign-in code" description={`${s.name} · ${s.number}`} />
      <RefusalNote message={actionData?.error ?? undefined} />
      {shown ? (
        <Card className="mb-6 border-green-300 bg-green-50">
          <CardContent className="pt-6">
            <p className="text-sm">
              Code for {shown.whose === "guardian" ? "the guardian's" : "the student's"} number {formatPhone(shown.phone)}:
            </p>
            <p className="my-2 font-mono text-4xl font-bold tracking-[0.3em]" data-testid="portal-staff-code">
              {shown.code}
            </p>
            <p className="text-sm text-muted-foreground">
              Works once, for 10 minutes, at /student. Give it only to the person in front of you.
            </p>
          </CardContent>
        </Card>
      ) : null}
      <Card>
        <CardHeader className="pb-3">
          <CardTitle className="text-base">Show a sign-in code</CardTitle>
        </CardHeader>
        <CardContent>
          <p className="mb-4 text-sm text-muted-foreground">
            The student or parent signs in at /student with their number and this code, instead of waiting for WhatsApp.
          </p>
          <Form method="post" className="flex flex-wrap gap-3">
            <Button type="submit" name="whose" value="student">
              Student's number {formatPhone(s.phone)}
            </Button>
            {s.guardian ? (
              <Button type="submit" name="whose" value="guardian" variant="outline">
                Guardian's number {formatPhone(s.guardian)}
              </Button>
            ) : null}
          </Form>
        </CardContent>
      </Card>
    </div>
  );
}
