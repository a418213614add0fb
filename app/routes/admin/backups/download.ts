import { Readable } from "node:stream";
import { currentAdmin } from "#app/features/accounts/permissions.server";
import { findStoredBackup } from "#app/features/backups/backup-runs.server";
import { openStored } from "#app/features/backups/stored-files.server";
import { audit } from "#app/server/db/audit.server";
import type { Route } from "./+types/download";

/** GET /admin/backups/:id/download: a stored backup's file as it is kept (encrypted when it was written with BACKUP_KEY). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const admin = await currentAdmin({ request, context });
  const run = /^[0-9a-f-]{36}$/.test(params.id) ? await findStoredBackup(params.id) : undefined;
  if (!run?.filename) throw new Response("This backup is no longer stored.", { status: 404 });
  const body = Readable.toWeb(await openStored(run)) as ReadableStream<Uint8Array>;
  await audit({ adminUserId: admin.id, action: "backup_downloaded", details: { run_id: run.id } });
  return new Response(body, {
    headers: {
      "Content-Type": run.encrypted ? "application/octet-stream" : "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${run.filename}"`,
      ...(run.size_bytes ? { "Content-Length": String(run.size_bytes) } : {}),
      "Cache-Control": "no-store",
    },
  });
}
