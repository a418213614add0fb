import { data, Link } from "react-router";
import { BackLink } from "#app/components/admin/back-link";
import { PageHeader } from "#app/components/admin/page-header";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card";
import { currentAdmin } from "#app/features/accounts/permissions.server";
import { FeesDialogs } from "#app/features/fees/components/fee-dialogs";
import { FeesSection } from "#app/features/fees/components/fees-section";
import { isFeesIntent, runFeesIntent } from "#app/features/fees/fee-actions.server";
import { feesSection } from "#app/features/fees/fees-section.server";
import { feesLangOf } from "#app/features/fees/fees-words";
import { DuePaymentOptions, ReceiptActions } from "#app/features/fees/index";
import { duePaymentOptionsFor } from "#app/features/fees/index.server";
import { StudentCertificateCard } from "#app/features/skills";
import { studentCertificateSection } from "#app/features/skills/index.server";
import { MoveForm, StudentDetailsForm } from "#app/features/students/components/student-forms";
import { StudentStatusBadge } from "#app/features/students/components/student-parts";
import { StudentTimeline } from "#app/features/students/components/student-timeline";
import { runStudentIntent } from "#app/features/students/student-actions.server";
import { getStudent } from "#app/features/students/student-detail.server";
import { BATCH_STATUS_LABELS } from "#app/lib/batch-vocabulary";
import { formatCalendarDate } from "#app/lib/format";
import { isUuid } from "#app/lib/ids";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.student.full_name ?? "Student"} ${data?.student.student_number ?? ""} | Students | Admin` },
];

const notFound = () => data("Student not found", { status: 404 });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const admin = await currentAdmin({ request, context });
  const page = isUuid(params.id) ? await getStudent(params.id) : null;
  if (!page) throw notFound();
  // Attendance, practical tasks and the certificate: the skills feature's one rule and card.
  const [{ card }, fees, payOptions] = await Promise.all([
    studentCertificateSection(page.student.id, admin),
    feesSection(page.student.id, admin, request.url),
    duePaymentOptionsFor(page.student.id),
  ]);
  return { ...page, certificateCard: card, fees, payOptions };
}

/** The details form and the move, by `intent` (student-actions.server.ts); the Fees section's forms (fee-actions.server.ts). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await currentAdmin({ request, context });
  if (!isUuid(params.id)) throw notFound();
  const formData = await request.formData();
  if (isFeesIntent(formData.get("intent"))) return runFeesIntent(formData, params.id, admin, feesLangOf(request.url));
  return runStudentIntent(formData, params.id, admin);
}

const linkClass = "font-medium text-brand-700 underline underline-offset-2";

/** Where the student's days and tasks are kept: their batch's register and checklist. */
function BatchWorkLinks({ batch, studentId }: { batch: Route.ComponentProps["loaderData"]["batch"]; studentId: string }) {
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      <Link to={`/admin/batches/${batch.id}/register`} className={linkClass}>
        Attendance register
      </Link>
      <Link to={`/admin/batches/${batch.id}/tasks`} className={linkClass}>
        Practical tasks of {batch.code}
      </Link>
      <Link to={`/admin/students/${studentId}/portal-code`} className={linkClass}>
        Show sign-in code (student portal)
      </Link>
    </p>
  );
}

export default function StudentPage({ loaderData, actionData }: Route.ComponentProps) {
  const page = loaderData;
  const { student, batch, course, lead } = page;
  return (
    <div>
      <BackLink to="/admin/students">All students</BackLink>
      <FeesDialogs data={page.fees} studentName={student.full_name} lastResult={actionData} />
      <PageHeader
        title={student.full_name}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-mono" data-testid="student-number">
              {student.student_number}
            </span>
            <StudentStatusBadge status={student.status} />
            <span>Admitted {formatCalendarDate(student.admitted_on)}</span>
            {lead ? (
              <Link to={`/admin/leads/${lead.id}`} className={linkClass}>
                Lead: {lead.name}
              </Link>
            ) : null}
          </span>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6">
          <Card>
            <CardHeader className="pb-3">
              <CardTitle className="text-base">Batch</CardTitle>
            </CardHeader>
            <CardContent className="space-y-1 text-sm">
              <p>
                <Link to={`/admin/batches/${batch.id}`} className={`${linkClass} font-mono`}>
                  {batch.code}
                </Link>{" "}
                · {course.course_name} · {BATCH_STATUS_LABELS[batch.status]}
              </p>
              <p className="text-muted-foreground">
                {formatCalendarDate(batch.start_date)} to {formatCalendarDate(batch.end_date)}
              </p>
            </CardContent>
          </Card>
          {/* Fees: admins and super admins only (trainers never reach this page: the admin gate). */}
          <FeesSection
            data={page.fees}
            paymentActions={(payment) => (
              <ReceiptActions paymentId={payment.id} receiptNumber={payment.receipt_number} lang={page.fees.lang} />
            )}
            dueOptions={(due) => (
              <DuePaymentOptions
                due={{ id: due.id, label: due.label, studentId: student.id }}
                {...page.payOptions.byDue[due.id]}
                online={page.payOptions.online}
                lang={page.fees.lang}
              />
            )}
          />
          <Card>
            <CardHeader className="pb-3">
              <CardTitle className="text-base">Details</CardTitle>
            </CardHeader>
            <CardContent>
              <StudentDetailsForm student={student} lastResult={actionData} />
            </CardContent>
          </Card>
          <StudentCertificateCard data={page.certificateCard} back={`/admin/students/${student.id}`} />
          <BatchWorkLinks batch={batch} studentId={student.id} />
        </div>
        <div className="space-y-6">
          <Card>
            <CardHeader className="pb-3">
              <CardTitle className="text-base">Move to another batch</CardTitle>
            </CardHeader>
            <CardContent>
              <MoveForm page={page} lastResult={actionData} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader className="pb-3">
              <CardTitle className="text-base">Timeline</CardTitle>
            </CardHeader>
            <CardContent>
              <StudentTimeline events={page.timeline} codes={page.batchCodes} />
            </CardContent>
          </Card>
        </div>
      </div>
    </div>
  );
}
