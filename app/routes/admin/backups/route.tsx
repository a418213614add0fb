import { CheckCircle2, Database, Download, FileJson, HardDriveDownload, Lock, ShieldCheck, Upload } from "lucide-react";
import { useState } from "react";
import { data, Form, useNavigation } from "react-router";
import { PageHeader } from "../../../components/admin/page-header";
import { ErrorList, StatusButton } from "../../../components/forms";
import { notify } from "../../../components/toaster";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Input, Label } from "../../../components/ui/input";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
import { formatDateTime } from "../../../lib/admin-display";
import { restoreIntentSchema } from "../../../lib/validation/backup";
import { audit } from "../../../server/audit.server";
import {
  applyRestore,
  dropStaged,
  keepStaged,
  planRestore,
  RestoreError,
  type RestorePlan,
  readStaged,
  type StagedBackup,
  stageUpload,
} from "../../../server/backup.server";
import { getEnv } from "../../../server/env.server";
import { logger } from "../../../server/logger.server";
import { requireAdmin, requireSuperAdmin } from "../../../server/permissions.server";
import { FormBodyError, readStreamedForm } from "../../../server/streamed-form.server";
import { redirectWithToast } from "../../../server/toast.server";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Backups | Admin" }];

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  return { canRestore: admin.profile.role === "super_admin", maxBytes: getEnv().RESTORE_MAX_BYTES };
}

type ActionResult = { ok: true; plan: RestorePlan; token: string; filename: string } | { ok: false; formError: string };

const failed = (formError: string, status: number) => data<ActionResult>({ ok: false, formError }, { status });

/**
 * Restore (beyond the spec, super admins only): upload → validate → dry run → confirm → one
 * transaction. The body is read as a stream (the server does not parse it first): the file
 * goes through the checks row by row into DATA_DIR, never into memory whole (decision 008).
 */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireSuperAdmin(request);
  const maxBytes = getEnv().RESTORE_MAX_BYTES;
  const received: StagedBackup[] = [];
  let form: Awaited<ReturnType<typeof readStreamedForm<StagedBackup | RestoreError | null>>>;
  try {
    form = await readStreamedForm(request, {
      maxFileBytes: maxBytes,
      tooLarge: `This file is larger than the restore limit of ${Math.round(maxBytes / (1024 * 1024))} MB. Nothing was changed.`,
      onFile: async ({ field, filename, stream }) => {
        if (field !== "backup") return null;
        try {
          const staged = await stageUpload(stream, { userId: admin.id, filename });
          received.push(staged);
          return staged;
        } catch (error) {
          if (error instanceof RestoreError) return error;
          throw error;
        }
      },
    });
  } catch (error) {
    for (const staged of received) dropStaged(staged);
    if (error instanceof FormBodyError) return failed(error.message, error.status);
    logger.error({ err: error }, "restore upload failed");
    return failed("The backup could not be checked. Nothing was changed.", 500);
  }
  const upload = form.files.find((f) => f.field === "backup")?.result ?? null;
  const dropUpload = () => {
    for (const staged of received) dropStaged(staged);
  };

  const intent = restoreIntentSchema.safeParse(form.fields);
  if (!intent.success) {
    dropUpload();
    return failed(intent.error.issues[0]?.message ?? "Invalid request", 400);
  }

  if (intent.data.intent === "cancel") {
    dropUpload();
    if (intent.data.token) dropStaged(intent.data.token);
    return redirectWithToast("/admin/backups", { title: "Restore cancelled", description: "Nothing was changed.", type: "info" });
  }

  if (intent.data.intent === "dry-run") {
    if (!upload) return failed("Choose a backup file to check.", 400);
    if (upload instanceof RestoreError) return failed(upload.message, 400);
    try {
      const plan = await planRestore(upload, admin.id);
      const token = keepStaged(upload);
      return data<ActionResult>({ ok: true, plan, token, filename: upload.filename });
    } catch (error) {
      dropUpload();
      logger.error({ err: error }, "restore dry run failed");
      return failed("The backup could not be checked. Nothing was changed.", 500);
    }
  }

  dropUpload();
  const staged = readStaged(intent.data.token, admin.id);
  if (staged === null) return failed("This restore has expired. Upload the file again.", 400);
  try {
    const plan = await applyRestore(staged, admin.id);
    dropStaged(intent.data.token);
    await audit({
      adminUserId: admin.id,
      action: "backup_restored",
      details: {
        backup_created_at: plan.backupCreatedAt,
        changes: Object.fromEntries(plan.tables.map((t) => [t.table, { insert: t.insert, update: t.update, delete: t.delete }])),
      },
    });
    return redirectWithToast("/admin/backups", {
      title: "Backup restored",
      description: `${plan.changes} ${plan.changes === 1 ? "change" : "changes"} applied from the backup of ${formatDateTime(plan.backupCreatedAt)}.`,
      type: "success",
    });
  } catch (error) {
    logger.error({ err: error }, "restore failed");
    const message = error instanceof RestoreError ? error.message : "The restore failed and nothing was changed.";
    return failed(message, 500);
  }
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

function todayStamp(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

export default function BackupsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { canRestore, maxBytes } = loaderData;
  const [downloading, setDownloading] = useState(false);

  async function downloadBackup(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (downloading) return;
    setDownloading(true);
    notify({ title: "Generating backup", description: "Please wait while we prepare your backup...", type: "info" });
    try {
      const response = await fetch("/functions/v1/generate-backup", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ backupType: "full" }),
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { error?: string } | null;
        throw new Error(body?.error || "Failed to generate backup");
      }
      // The file is streamed: a failure half-way ends the body early.
      const blob = await response.blob().catch(() => {
        throw new Error("Failed to generate backup");
      });
      const url = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = url;
      link.download = `backup-${todayStamp()}.json`;
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      notify({ title: "Backup completed", description: "Your backup has been downloaded successfully.", type: "success" });
    } catch (error) {
      notify({
        title: "Backup failed",
        description: error instanceof Error && error.message ? error.message : "Failed to generate backup",
        type: "error",
      });
    } finally {
      setDownloading(false);
    }
  }

  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <PageHeader title="Backups" description="Download a full copy of your institute's data" className="mb-0" />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <HardDriveDownload className="size-5 text-brand-700" aria-hidden="true" /> Full Backup
            </CardTitle>
            <CardDescription>One JSON file with everything below. Passwords and sign-in sessions are never included.</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            {/* Without JavaScript this posts to the function, which answers with the file as an attachment. */}
            <form method="post" action="/functions/v1/generate-backup" onSubmit={downloadBackup}>
              <input type="hidden" name="backupType" value="full" />
              <StatusButton type="submit" pending={downloading} pendingText="Generating..." className="w-full sm:w-auto">
                <Download aria-hidden="true" /> Download Full Backup
              </StatusButton>
            </form>
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
      <RestoreCard canRestore={canRestore} maxBytes={maxBytes} result={actionData ?? null} />
    </div>
  );
}

function RestoreCard({ canRestore, maxBytes, result }: { canRestore: boolean; maxBytes: number; result: ActionResult | null }) {
  const navigation = useNavigation();
  const busyIntent =
    navigation.state === "submitting" && navigation.formAction?.startsWith("/admin/backups")
      ? String(navigation.formData?.get("intent") ?? "")
      : "";
  const plan = result?.ok ? result : null;
  const error = result && !result.ok ? result.formError : undefined;
  const megabytes = Math.round(maxBytes / (1024 * 1024));

  return (
    <Card aria-labelledby="restore-title">
      <CardHeader>
        <CardTitle id="restore-title" className="flex items-center gap-2">
          <Upload className="size-5 text-brand-700" aria-hidden="true" /> Restore from a Backup
        </CardTitle>
        <CardDescription>
          Puts courses, inquiries, certificates, gallery, leads and settings back as they were in the file, and the names, roles and access
          of existing users. Sign-in accounts and passwords are never changed. You see exactly what would change before anything happens,
          and the restore is applied completely or not at all.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {canRestore ? null : (
          <p className="flex items-start gap-2 rounded-md border bg-slate-50 px-3 py-2 text-sm" role="note">
            <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            Only a super admin can restore a backup. Ask a super admin if data needs to be put back.
          </p>
        )}
        <Form method="post" encType="multipart/form-data" className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <input type="hidden" name="intent" value="dry-run" />
          <div className="flex flex-1 flex-col gap-1.5">
            <Label htmlFor="backup-file">Backup file (.json, up to {megabytes} MB)</Label>
            <Input
              id="backup-file"
              name="backup"
              type="file"
              accept="application/json,.json"
              required
              disabled={!canRestore}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "restore-error" : undefined}
              className="h-auto py-2 text-sm file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1 file:text-sm file:font-medium"
            />
          </div>
          <StatusButton type="submit" variant="outline" pending={busyIntent === "dry-run"} pendingText="Checking..." disabled={!canRestore}>
            Check Backup
          </StatusButton>
        </Form>
        <ErrorList id="restore-error" error={error} />
        {plan ? <RestorePlanView result={plan} applying={busyIntent === "apply"} /> : null}
      </CardContent>
    </Card>
  );
}

function RestorePlanView({ result, applying }: { result: Extract<ActionResult, { ok: true }>; applying: boolean }) {
  const { plan, token, filename } = result;
  return (
    <section aria-labelledby="dry-run-title" className="flex flex-col gap-3 rounded-lg border border-brand-200 bg-brand-50/40 p-4">
      <h2 id="dry-run-title" className="font-semibold">
        Dry run: {filename}
      </h2>
      <p className="text-sm text-muted-foreground">
        Backup made {formatDateTime(plan.backupCreatedAt)}.{" "}
        {plan.changes === 0
          ? "Your data already matches this backup."
          : `${plan.changes} ${plan.changes === 1 ? "change" : "changes"} would be made. Nothing has changed yet.`}
      </p>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Table</TableHead>
            <TableHead className="text-right">Insert</TableHead>
            <TableHead className="text-right">Update</TableHead>
            <TableHead className="text-right">Delete</TableHead>
            <TableHead className="text-right">Unchanged</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {plan.tables.map((t) => (
            <TableRow key={t.table} data-table={t.table}>
              <TableCell className="font-medium">{t.label}</TableCell>
              <TableCell className="text-right tabular-nums" data-count="insert">
                {t.insert}
              </TableCell>
              <TableCell className="text-right tabular-nums" data-count="update">
                {t.update}
              </TableCell>
              <TableCell
                className={t.delete ? "text-right font-semibold tabular-nums text-destructive" : "text-right tabular-nums"}
                data-count="delete"
              >
                {t.delete}
              </TableCell>
              <TableCell className="text-right tabular-nums text-muted-foreground">{t.unchanged}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {plan.warnings.length ? (
        <ul className="list-disc pl-5 text-sm text-amber-900">
          {plan.warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Form method="post">
          <input type="hidden" name="intent" value="apply" />
          <input type="hidden" name="token" value={token} />
          <StatusButton type="submit" variant="destructive" pending={applying} pendingText="Restoring..." disabled={plan.changes === 0}>
            Apply Restore
          </StatusButton>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="cancel" />
          <input type="hidden" name="token" value={token} />
          <Button type="submit" variant="ghost">
            Cancel
          </Button>
        </Form>
      </div>
    </section>
  );
}
