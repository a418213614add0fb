import { data } from "react-router";
import { z } from "zod";
import { requireAdmin } from "#app/features/accounts/permissions.server";
import { encryptStream } from "#app/features/backups/backup-cipher.server";
import { backupFilename, backupStream } from "#app/features/backups/backup-stream.server";
import { audit } from "#app/server/db/audit.server";
import { getEnv } from "#app/server/env.server";
import type { Route } from "./+types/generate-backup";

/**
 * The 'generate-backup' server function (spec 7): POST {backupType: 'full'} as JSON (the
 * Backups page's button) or as a plain form (the same button without JavaScript). Admins
 * and super admins only. The answer is the backup, pretty-printed (one line per row), as an
 * attachment named backup-YYYY-MM-DD.json, streamed as it is read; refusals are JSON {error}.
 * A failure while streaming cuts the file short (the page then reports 'Backup failed').
 * With BACKUP_KEY set the file is encrypted (docs/backup-format.md) and named .json.enc.
 */
const bodySchema = z.object({ backupType: z.literal("full", { message: "Unsupported backup type" }) });

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request, { mode: "api" });
  return data({ error: "Use POST" }, { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: "Use POST" }, { status: 405, headers: { Allow: "POST" } });
  const admin = await requireAdmin(request, { mode: "api" });

  let body: unknown;
  const type = request.headers.get("content-type") ?? "";
  try {
    body = type.includes("application/json") ? await request.json() : Object.fromEntries((await request.formData()).entries());
  } catch {
    return data({ error: "The request body could not be read" }, { status: 400 });
  }
  const parsed = bodySchema.safeParse(body);
  if (!parsed.success) return data({ error: parsed.error.issues[0]?.message ?? "Unsupported backup type" }, { status: 400 });

  const now = new Date();
  // Streamed in batches (decision 008); the log entry is written once the whole file is out.
  const file = backupStream({
    now,
    onComplete: (counts) => audit({ adminUserId: admin.id, action: "backup_generated", details: { backup_type: "full", counts } }),
  });
  const key = getEnv().BACKUP_KEY;
  return new Response(key ? encryptStream(file, key) : file, {
    headers: {
      "Content-Type": key ? "application/octet-stream" : "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${backupFilename(now)}${key ? ".enc" : ""}"`,
      "Cache-Control": "no-store",
    },
  });
}
