import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { formatDateTime } from "#app/lib/admin-display";
import { audit } from "#app/server/db/audit.server";
import { getEnv } from "#app/server/env.server";
import { FormBodyError, readStreamedForm } from "#app/server/http/streamed-form.server";
import { redirectWithToast } from "#app/server/http/toast.server";
import { logger } from "#app/server/logger.server";
import { findStoredBackup, stageStored } from "./backup-runs.server";
import { restoreIntentSchema } from "./backup-schemas";
import { applyRestore, planRestore } from "./restore-backup.server";
import { RestoreError } from "./restore-error.server";
import type { RestorePlan } from "./restore-plan";
import { dropStaged, keepStaged, readStaged, type StagedBackup, stageUpload } from "./staged-backup.server";

/** What the restore form gets back: Conform's reply, and after a dry run the plan to confirm. */
export type RestoreResult = { reply: SubmissionResult<string[]>; dryRun?: { plan: RestorePlan; token: string; filename: string } };

const CHECK_FAILED = "The backup could not be checked. Nothing was changed.";

/** A backup from the page's list, staged for its dry run as an upload is, or why not. */
async function stageListed(runId: string, userId: string): Promise<StagedBackup | RestoreError> {
  const run = await findStoredBackup(runId);
  if (!run) return new RestoreError("This backup is no longer stored. Choose another one.");
  try {
    return await stageStored(run, userId);
  } catch (error) {
    if (error instanceof RestoreError) return error;
    logger.error({ err: error }, "stored backup could not be read");
    return new RestoreError("This stored backup could not be read. Nothing was changed.");
  }
}

/**
 * Restore (beyond the spec, super admins only): upload → validate → dry run → confirm → one
 * transaction. The body is read as a stream (the server does not parse it first): the file
 * goes through the checks row by row into DATA_DIR, never into memory whole (decision 008).
 * Every refusal is Conform's reply with the reason as the form's error.
 */
export async function runRestore(request: Request, admin: { id: string }): Promise<Response | ReturnType<typeof data<RestoreResult>>> {
  const maxBytes = getEnv().RESTORE_MAX_BYTES;
  const received: StagedBackup[] = [];
  const dropUpload = () => {
    for (const staged of received) dropStaged(staged);
  };
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
    dropUpload();
    const bodyError = error instanceof FormBodyError;
    if (!bodyError) logger.error({ err: error }, "restore upload failed");
    const reply = parseWithZod(new FormData(), { schema: restoreIntentSchema }).reply({
      formErrors: [bodyError ? error.message : CHECK_FAILED],
    });
    return data<RestoreResult>({ reply }, { status: bodyError ? error.status : 500 });
  }

  const fields = new FormData();
  for (const [name, value] of Object.entries(form.fields)) fields.append(name, value);
  const submission = parseWithZod(fields, { schema: restoreIntentSchema, disableAutoCoercion: true });
  const refuse = (message: string, status: number) =>
    data<RestoreResult>({ reply: submission.reply({ formErrors: [message] }) }, { status });
  const uploaded = form.files.find((f) => f.field === "backup")?.result ?? null;
  const uploadError = uploaded instanceof RestoreError ? uploaded : null;
  if (submission.status !== "success") {
    dropUpload();
    return data<RestoreResult>({ reply: submission.reply() }, { status: 400 });
  }
  const intent = submission.value;

  if (intent.intent === "cancel") {
    dropUpload();
    if (intent.token) dropStaged(intent.token);
    return redirectWithToast("/admin/backups", { title: "Restore cancelled", description: "Nothing was changed.", type: "info" });
  }

  if (intent.intent === "dry-run-stored") {
    const listed = await stageListed(intent.run, admin.id);
    if (listed instanceof RestoreError) return refuse(listed.message, 400);
    received.push(listed);
  }

  if (intent.intent === "dry-run" || intent.intent === "dry-run-stored") {
    if (uploadError) return refuse(uploadError.message, 400);
    const upload = received.at(-1);
    if (!upload) return refuse("Choose a backup file to check.", 400);
    try {
      const plan = await planRestore(upload, admin.id);
      return data<RestoreResult>({ reply: submission.reply(), dryRun: { plan, token: keepStaged(upload), filename: upload.filename } });
    } catch (error) {
      dropUpload();
      if (error instanceof RestoreError) return refuse(error.message, 400);
      logger.error({ err: error }, "restore dry run failed");
      return refuse(CHECK_FAILED, 500);
    }
  }

  dropUpload();
  const staged = readStaged(intent.token, admin.id);
  if (staged === null) return refuse("This restore has expired. Upload the file again.", 400);
  try {
    const plan = await applyRestore(staged, admin.id);
    dropStaged(intent.token);
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
    if (error instanceof RestoreError) return refuse(error.message, 400);
    logger.error({ err: error }, "restore failed");
    return refuse("The restore failed and nothing was changed.", 500);
  }
}
