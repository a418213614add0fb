import { Lock, Upload } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { ErrorList, StatusButton } from "#app/components/forms";
import { Button } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { Input, Label } from "#app/components/ui/input";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "#app/components/ui/table";
import { formatDateTime } from "#app/lib/admin-display";
// Type-only: the restore's server module never reaches the browser bundle.
import type { RestoreResult } from "./run-restore.server";

/** Why the restore refused: the form's error, else (a tampered post) the first field's. */
export function restoreError(result: RestoreResult): string | undefined {
  const errors = result.reply.error ?? {};
  return errors[""]?.[0] ?? Object.values(errors).flat()[0] ?? undefined;
}

/** Restore from a backup (super admins): upload and check (a dry run), then apply or cancel. */
export function RestoreCard({ canRestore, maxBytes, result }: { canRestore: boolean; maxBytes: number; result: RestoreResult | null }) {
  const navigation = useNavigation();
  const busyIntent =
    navigation.state === "submitting" && navigation.formAction?.startsWith("/admin/backups")
      ? String(navigation.formData?.get("intent") ?? "")
      : "";
  const plan = result?.dryRun ?? null;
  const error = result ? restoreError(result) : undefined;
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
            <Label htmlFor="backup-file">Backup file (.json or .json.enc, up to {megabytes} MB)</Label>
            <Input
              id="backup-file"
              name="backup"
              type="file"
              accept="application/json,.json,.enc"
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

function RestorePlanView({ result, applying }: { result: NonNullable<RestoreResult["dryRun"]>; applying: boolean }) {
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
