import { CheckCircle2, Database, FileJson, HardDriveDownload, ShieldCheck } from "lucide-react";
import { PageHeader } from "#app/components/admin/page-header";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { currentAdmin, superAdminOnly } from "#app/features/accounts/permissions.server";
import { listBackupRuns } from "#app/features/backups/backup-runs.server";
import { DownloadBackupForm } from "#app/features/backups/download-backup-form";
import { RestoreCard } from "#app/features/backups/restore-card";
import { runRestore } from "#app/features/backups/run-restore.server";
import { StoredBackupsCard, type StoredBackupView } from "#app/features/backups/stored-backups-card";
import { getEnv } from "#app/server/env.server";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Backups | Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await currentAdmin({ request, context });
  const env = getEnv();
  const backups = (await listBackupRuns()).map(
    (run): StoredBackupView => ({
      id: run.id,
      startedAt: run.started_at,
      kind: run.kind,
      status: run.status,
      sizeBytes: run.size_bytes,
      counts: run.counts,
      local: run.stored_local,
      s3: Boolean(run.s3_key),
      encrypted: run.encrypted,
      error: run.error,
    }),
  );
  return {
    canRestore: admin.profile.role === "super_admin",
    maxBytes: env.RESTORE_MAX_BYTES,
    backups,
    schedule: {
      hour: env.BACKUP_HOUR,
      encrypted: Boolean(env.BACKUP_KEY),
      offsite: Boolean(env.S3_BUCKET),
      keep: { daily: env.BACKUP_KEEP_DAILY, weekly: env.BACKUP_KEEP_WEEKLY, monthly: env.BACKUP_KEEP_MONTHLY },
    },
  };
}

/** The restore (super admins only); the download is the 'generate-backup' function's. */
export async function action({ request, context }: Route.ActionArgs) {
  return runRestore(request, superAdminOnly(await currentAdmin({ request, context })));
}

const INCLUDED = [
  "Courses",
  "Course inquiries",
  "Certificates",
  "Gallery metadata (titles, order, image links)",
  "User profiles and settings",
  "Admin logs and messages",
  "Leads: contact messages, demo requests and newsletter sign-ups",
];

const TIPS = [
  "Download a backup weekly, and before any big change.",
  "Store backups securely: they hold students' personal details. Use an encrypted drive or a private cloud folder.",
  "Test your backups now and then: open the file, or check it with the restore below (the check changes nothing).",
  "Keep multiple versions, not only the latest one.",
  "Backups are in JSON format, readable by people and by any tool.",
];

export default function BackupsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { canRestore, maxBytes, backups, schedule } = loaderData;
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <PageHeader title="Backups" description="Download a full copy of your institute's data" className="mb-0" />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <HardDriveDownload className="size-5 text-brand-700" aria-hidden="true" /> Full Backup
            </CardTitle>
            <CardDescription>
              One JSON file with everything below. Passwords and sign-in sessions are never included.
              {schedule.encrypted
                ? " The download is encrypted with the server's backup key (BACKUP_KEY); see docs/backup-format.md to decrypt it."
                : ""}
            </CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <DownloadBackupForm />
            <div>
              <h2 className="mb-2 text-sm font-semibold">What's included</h2>
              <ul className="flex flex-col gap-1.5 text-sm">
                {INCLUDED.map((item) => (
                  <li key={item} className="flex items-start gap-2">
                    <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" /> {item}
                  </li>
                ))}
              </ul>
            </div>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <ShieldCheck className="size-5 text-brand-700" aria-hidden="true" /> Best Practices
            </CardTitle>
            <CardDescription>A backup only helps if you can find it and it works.</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="flex flex-col gap-2 text-sm">
              {TIPS.map((tip, i) => (
                <li key={tip} className="flex items-start gap-2">
                  {i === TIPS.length - 1 ? (
                    <FileJson className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
                  ) : (
                    <Database className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
                  )}
                  {tip}
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>
      <StoredBackupsCard backups={backups} schedule={schedule} canRestore={canRestore} />
      <RestoreCard canRestore={canRestore} maxBytes={maxBytes} result={actionData ?? null} />
    </div>
  );
}
