import { Archive, CloudUpload, HardDrive, Lock } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { StatusButton } from "#app/components/forms";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "#app/components/ui/table";
import { formatDateTime } from "#app/lib/admin-display";

/** The "Back up now" form's intent: the action backs up for this post only. */
export const BACK_UP_NOW = "back-up-now";

/** One row of the list, as the page's loader hands it over (no file paths). */
export type StoredBackupView = {
  id: string;
  startedAt: Date;
  kind: "scheduled" | "manual";
  status: "running" | "ok" | "failed";
  sizeBytes: number | null;
  counts: Record<string, number> | null;
  local: boolean;
  s3: boolean;
  encrypted: boolean;
  error: string | null;
};

export type BackupSchedule = {
  hour: number;
  encrypted: boolean;
  offsite: boolean;
  keep: { daily: number; weekly: number; monthly: number };
};

function formatSize(bytes: number | null): string {
  if (bytes === null) return "—";
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const rowTotal = (counts: Record<string, number> | null) => Object.values(counts ?? {}).reduce((a, b) => a + b, 0);

function Status({ backup }: { backup: StoredBackupView }) {
  if (backup.status === "running") return <Badge variant="blue">In progress</Badge>;
  if (backup.status === "failed") {
    return (
      <span className="flex flex-col gap-1">
        <Badge variant="red" className="w-fit">
          Failed
        </Badge>
        <span className="text-xs text-muted-foreground">{backup.error}</span>
      </span>
    );
  }
  return <Badge variant="green">Verified</Badge>;
}

function Kept({ backup }: { backup: StoredBackupView }) {
  if (backup.status !== "ok") return <span className="text-muted-foreground">—</span>;
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      {backup.local ? (
        <span className="flex items-center gap-1">
          <HardDrive className="size-4" aria-hidden="true" /> This server
        </span>
      ) : null}
      {backup.s3 ? (
        <span className="flex items-center gap-1">
          <CloudUpload className="size-4" aria-hidden="true" /> S3 bucket
        </span>
      ) : null}
      {backup.encrypted ? (
        <span className="flex items-center gap-1">
          <Lock className="size-4" aria-hidden="true" /> Encrypted
        </span>
      ) : null}
    </span>
  );
}

function BackupRow({ backup, canRestore, checking }: { backup: StoredBackupView; canRestore: boolean; checking: boolean }) {
  const total = rowTotal(backup.counts);
  return (
    <TableRow data-backup={backup.id}>
      <TableCell>
        <span className="font-medium">{formatDateTime(backup.startedAt)}</span>
        <span className="my-1 block sm:hidden">
          <Status backup={backup} />
        </span>
        <span className="block text-xs text-muted-foreground">
          {backup.kind === "scheduled" ? "Nightly" : "Back up now"}
          <span className="sm:hidden"> · {formatSize(backup.sizeBytes)}</span>
        </span>
        {backup.status === "ok" ? (
          <span className="block text-xs text-muted-foreground md:hidden">
            {[
              `${total.toLocaleString("en-IN")} rows`,
              backup.local ? "this server" : "",
              backup.s3 ? "S3 bucket" : "",
              backup.encrypted ? "encrypted" : "",
            ]
              .filter(Boolean)
              .join(" · ")}
          </span>
        ) : null}
      </TableCell>
      <TableCell className="hidden sm:table-cell">
        <Status backup={backup} />
      </TableCell>
      <TableCell className="hidden tabular-nums sm:table-cell">{formatSize(backup.sizeBytes)}</TableCell>
      <TableCell className="hidden tabular-nums md:table-cell">
        {backup.counts ? (
          <details>
            <summary className="cursor-pointer">{total.toLocaleString("en-IN")} rows</summary>
            <ul className="mt-1 text-xs text-muted-foreground">
              {Object.entries(backup.counts).map(([table, n]) => (
                <li key={table}>
                  {table}: {n.toLocaleString("en-IN")}
                </li>
              ))}
            </ul>
          </details>
        ) : (
          "—"
        )}
      </TableCell>
      <TableCell className="hidden md:table-cell">
        <Kept backup={backup} />
      </TableCell>
      <TableCell>
        {backup.status === "ok" ? (
          <div className="flex flex-col items-stretch gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
            <Button asChild variant="outline" size="sm">
              <a href={`/admin/backups/${backup.id}/download`} download>
                Download
              </a>
            </Button>
            {canRestore ? (
              <Form method="post" action="/admin/backups">
                <input type="hidden" name="intent" value="dry-run-stored" />
                <input type="hidden" name="run" value={backup.id} />
                <StatusButton type="submit" variant="outline" size="sm" pending={checking} pendingText="Checking...">
                  Check and restore
                </StatusButton>
              </Form>
            ) : null}
          </div>
        ) : null}
      </TableCell>
    </TableRow>
  );
}

/**
 * The backups the server stored (nightly, and "Back up now"), newest first: each can be
 * downloaded, or restored through the restore's dry run (super admins).
 */
export function StoredBackupsCard({
  backups,
  schedule,
  canRestore,
}: {
  backups: StoredBackupView[];
  schedule: BackupSchedule;
  canRestore: boolean;
}) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" ? navigation.formData : undefined;
  const backingUp = navigation.formAction === "/admin/backups/now" && Boolean(submitting);
  const checkingRun = submitting?.get("intent") === "dry-run-stored" ? String(submitting.get("run")) : null;
  const { keep } = schedule;
  return (
    <Card aria-labelledby="stored-backups-title">
      <CardHeader>
        <CardTitle id="stored-backups-title" className="flex items-center gap-2">
          <Archive className="size-5 text-brand-700" aria-hidden="true" /> Stored Backups
        </CardTitle>
        <CardDescription>
          A full backup is stored every night at {String(schedule.hour).padStart(2, "0")}:00 India time
          {schedule.offsite ? ", on this server and in the S3 bucket" : " on this server"}, and checked by reading it back. The newest of
          each of the last {keep.daily} days, {keep.weekly} weeks and {keep.monthly} months are kept.{" "}
          {schedule.encrypted
            ? "Stored backups and downloads are encrypted with the server's backup key (BACKUP_KEY): keep a copy of that key somewhere safe, without it no backup can be read."
            : "Backups are not encrypted: set BACKUP_KEY on the server to encrypt them."}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <Form method="post" action="/admin/backups/now">
          <input type="hidden" name="intent" value={BACK_UP_NOW} />
          <StatusButton type="submit" pending={backingUp} pendingText="Backing up..." className="w-full sm:w-auto">
            Back up now
          </StatusButton>
        </Form>
        {backingUp ? (
          <p role="status" className="text-sm text-muted-foreground">
            Writing and checking the backup. This can take a minute on a large database.
          </p>
        ) : null}
        {backups.length === 0 ? (
          <p className="text-sm text-muted-foreground">No backup has been stored yet.</p>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Date</TableHead>
                <TableHead className="hidden sm:table-cell">Status</TableHead>
                <TableHead className="hidden sm:table-cell">Size</TableHead>
                <TableHead className="hidden md:table-cell">Rows</TableHead>
                <TableHead className="hidden md:table-cell">Kept on</TableHead>
                <TableHead className="text-right">
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {backups.map((backup) => (
                <BackupRow key={backup.id} backup={backup} canRestore={canRestore} checking={checkingRun === backup.id} />
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
