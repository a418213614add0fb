import { data } from "react-router";
import { requireAdmin } from "#app/features/accounts/permissions.server";
import { formValues } from "#app/lib/forms";
import { type UploadAnswer, uploadRequestSchema } from "#app/lib/validation/upload";
import { refuse } from "#app/server/http/refuse.server";
import { createToastHeaders } from "#app/server/http/toast.server";
import { discardUnused, imageInUse, uploadNow } from "#app/server/storage/admin-images.server";
import type { Route } from "./+types/uploads";

/** A clear 400 (spec: 'Failed to upload image' with the reason); nothing was stored. */
const UPLOAD_FAILED = { status: 400, title: "Failed to upload image" };

/**
 * One resource route for the admin forms' images (decision 013), instead of an "upload" intent on
 * every page: POST intent=upload with `kind` and the file in `image` stores it (checked by
 * content, re-encoded) and answers its URL; intent=discard removes an upload no record uses.
 * Called by fetchers with JavaScript only; without it the file travels with the form itself.
 * API mode: 401/403 JSON, never a redirect to a page the fetcher cannot show.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request, { mode: "api" });
  return data({ ok: false, error: "Method not allowed" } satisfies UploadAnswer, { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request, { mode: "api" });
  const formData = await request.formData();
  const parsed = uploadRequestSchema.safeParse(formValues(formData));
  if (!parsed.success) return refuse({ ...UPLOAD_FAILED, description: "The request was not understood. Please reload the page." });
  const command = parsed.data;
  if (command.intent === "discard") {
    await discardUnused(command.kind, command.image_url, (url) => imageInUse(url));
    return data({ ok: true } satisfies UploadAnswer);
  }
  const result = await uploadNow(command.kind, formData, (url) => imageInUse(url));
  if (!result.ok) return refuse({ ...UPLOAD_FAILED, description: result.error });
  return data({ ok: true, url: result.url } satisfies UploadAnswer, {
    headers: await createToastHeaders({ title: "Image uploaded successfully", type: "success" }),
  });
}
