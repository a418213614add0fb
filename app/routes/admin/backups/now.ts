import { data, redirect } from "react-router";
import { currentAdmin } from "#app/features/accounts/permissions.server";
import { backUpNow } from "#app/features/backups/backup-runs.server";
import { BACK_UP_NOW } from "#app/features/backups/stored-backups-card";
import { redirectWithToast } from "#app/server/http/toast.server";
import type { Route } from "./+types/now";

/**
 * POST /admin/backups/now: "Back up now" (admins and super admins, as the download). The
 * backup is written, copied and checked before the answer, like the nightly one; the page
 * shows the button's pending state meanwhile, then the new row.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await currentAdmin({ request, context });
  // Only the button's own post backs up: a stray or malformed post costs no backup.
  const form = await request.formData().catch(() => null);
  if (form?.get("intent") !== BACK_UP_NOW) {
    return data({ error: "Nothing was backed up: use the Back up now button on the backups page." }, { status: 400 });
  }
  const run = await backUpNow(admin);
  return run.status === "ok"
    ? redirectWithToast("/admin/backups", { title: "Backup stored", description: "The backup was stored and checked.", type: "success" })
    : redirectWithToast("/admin/backups", { title: "Backup failed", description: run.error ?? "The backup failed.", type: "error" });
}

/** A GET (a reload, a typed address) checks the admin like any admin page, then shows the list. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await currentAdmin({ request, context });
  return redirect("/admin/backups");
}
