import { Award } from "lucide-react";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card";
import type { Eligibility } from "./eligibility";

type Row = { id: string; full_name: string; student_number: string; eligibility: Eligibility; certificate_id: string | null };

/**
 * /admin/batches/:id/certificates: who is ready for a certificate, who has one, and who is not
 * eligible and why; one button issues every ready student's certificate (a completed batch only).
 */
export function BatchCertificates({
  ready,
  issued,
  others,
  completed,
}: {
  ready: Row[];
  issued: Row[];
  others: Row[];
  completed: boolean;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <div className="grid gap-4">
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Eligible ({ready.length})</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">
          <StudentList rows={ready} detail={(r) => figures(r.eligibility)} empty="No student is waiting for a certificate." />
          {completed ? (
            <Form method="post">
              <Button type="submit" disabled={busy || !ready.length}>
                <Award aria-hidden="true" />
                {busy ? "Issuing…" : `Issue ${ready.length === 1 ? "1 certificate" : `${ready.length} certificates`}`}
              </Button>
            </Form>
          ) : (
            <p className="text-sm text-muted-foreground">Certificates are issued to a batch once it is completed.</p>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Not eligible ({others.length})</CardTitle>
        </CardHeader>
        <CardContent>
          <StudentList rows={others} detail={(r) => r.eligibility.reasons.join("; ")} empty="No student is missing anything." />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Certificate issued ({issued.length})</CardTitle>
        </CardHeader>
        <CardContent>
          <StudentList
            rows={issued}
            detail={(r) => (
              <a className="text-brand-700 underline" href={`/certificate/${encodeURIComponent(r.certificate_id ?? "")}`}>
                {r.certificate_id}
              </a>
            )}
            empty="None yet."
          />
        </CardContent>
      </Card>
    </div>
  );
}

const figures = (e: Eligibility) => `Attendance ${e.attendancePercent ?? 0}% · tasks ${e.tasksDone} / ${e.tasksTotal}`;

function StudentList({ rows, detail, empty }: { rows: Row[]; detail: (row: Row) => ReactNode; empty: string }) {
  if (!rows.length) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="divide-y">
      {rows.map((row) => (
        <li key={row.id} className="flex flex-col gap-0.5 py-2 sm:flex-row sm:items-center sm:gap-3">
          <a href={`/admin/students/${row.id}/certificate`} className="font-medium hover:underline">
            {row.full_name}
          </a>
          <Badge variant="grey" className="w-fit">
            {row.student_number}
          </Badge>
          <span className="text-sm text-muted-foreground sm:ml-auto">{detail(row)}</span>
        </li>
      ))}
    </ul>
  );
}
