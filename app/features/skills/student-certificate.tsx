import { Award, CheckCircle2, CircleAlert, ExternalLink } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Field } from "#app/components/forms";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card";
import { Textarea } from "#app/components/ui/input";
import type { Eligibility } from "./eligibility";
import { OVERRIDE_REASON_MAX } from "./skills-schemas";

/** What the card shows (studentCertificateSection). */
export type StudentCertificateData = {
  studentId: string;
  eligibility: Eligibility;
  certificate: { certificate_id: string; revoked_at: Date | string | null } | null;
  /** A super admin may issue anyway, with a reason. */
  canOverride: boolean;
};

/**
 * "Certificate" on a student's page: attendance and practical tasks against the rule, the reasons
 * when not eligible, and **Issue certificate** (posting to /admin/students/:id/certificate, so the
 * student page can embed it). A super admin may tick "Issue anyway" with a reason. A student who
 * has their certificate sees it instead.
 */
export function StudentCertificateCard({ data, back }: { data: StudentCertificateData; back?: string }) {
  const { eligibility: e, certificate } = data;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Award className="size-5 text-brand-700" aria-hidden="true" />
          Certificate
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-muted-foreground">Attendance</dt>
            <dd className="text-lg font-semibold">{e.attendancePercent === null ? "—" : `${e.attendancePercent}%`}</dd>
            <dd className="text-xs text-muted-foreground">
              {e.attended} of {e.marked} days · needs {e.minAttendance}%
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Practical tasks</dt>
            <dd className="text-lg font-semibold">
              {e.tasksDone} / {e.tasksTotal}
            </dd>
            <dd className="text-xs text-muted-foreground">signed off</dd>
          </div>
        </dl>
        {certificate ? <IssuedNote certificate={certificate} /> : <EligibilityNote eligibility={e} />}
        {certificate ? null : <IssueForm data={data} back={back} />}
      </CardContent>
    </Card>
  );
}

function IssuedNote({ certificate }: { certificate: NonNullable<StudentCertificateData["certificate"]> }) {
  const href = `/certificate/${encodeURIComponent(certificate.certificate_id)}`;
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <Badge variant={certificate.revoked_at ? "red" : "green"}>{certificate.revoked_at ? "Revoked" : "Issued"}</Badge>
      Certificate {certificate.certificate_id}
      <a href={href} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 font-medium text-brand-700 underline">
        View certificate
        <ExternalLink className="size-3.5" aria-hidden="true" />
      </a>
    </p>
  );
}

function EligibilityNote({ eligibility }: { eligibility: Eligibility }) {
  if (eligibility.eligible)
    return (
      <p className="flex items-center gap-2 text-sm font-medium text-green-800">
        <CheckCircle2 className="size-4" aria-hidden="true" />
        Eligible for a certificate
      </p>
    );
  return (
    <div className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950">
      <p className="flex items-center gap-2 font-medium">
        <CircleAlert className="size-4" aria-hidden="true" />
        Not eligible yet
      </p>
      <ul className="mt-1 list-disc pl-6">
        {eligibility.reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    </div>
  );
}

function IssueForm({ data, back }: { data: StudentCertificateData; back?: string }) {
  const action = `/admin/students/${data.studentId}/certificate`;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === action;
  const eligible = data.eligibility.eligible;
  if (!eligible && !data.canOverride) return null;
  return (
    <Form method="post" action={action} className="grid gap-3">
      {back ? <input type="hidden" name="back" value={back} /> : null}
      {eligible ? null : (
        <fieldset className="grid gap-2 rounded-md border p-3">
          <legend className="px-1 text-sm font-medium">Super admin</legend>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="override" value="true" className="size-5 accent-brand-700" />
            Issue anyway
          </label>
          <Field label="Reason" name="reason" hint="Kept on the student's timeline; the activity log records that it was given.">
            {(control) => <Textarea {...control} rows={2} maxLength={OVERRIDE_REASON_MAX} className="min-h-16" />}
          </Field>
        </fieldset>
      )}
      <div>
        <Button type="submit" disabled={busy} variant={eligible ? "default" : "destructive"}>
          <Award aria-hidden="true" />
          {busy ? "Issuing…" : eligible ? "Issue certificate" : "Issue certificate anyway"}
        </Button>
      </div>
    </Form>
  );
}
