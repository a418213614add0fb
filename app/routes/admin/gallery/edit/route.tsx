import { currentAdmin } from "#app/features/accounts/permissions.server";
import { getGalleryItem } from "#app/features/gallery/gallery-admin.server";
import { GalleryEditor } from "#app/features/gallery/gallery-editor";
import { GALLERY_LIST_URL, saveGalleryItem } from "#app/features/gallery/gallery-editor.server";
import { isUuid } from "#app/lib/ids";
import { getEnv } from "#app/server/env.server";
import { redirectWithToast } from "#app/server/http/toast.server";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Edit Gallery Item | Gallery | Admin" }];

/** The spec's "Edit Gallery Item" dialog over the list (/admin/gallery/:id/edit). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await currentAdmin({ request, context });
  const item = isUuid(params.id ?? "") ? await getGalleryItem(params.id) : null;
  // A stale link (the item was deleted): back to the list with the reason, not an error page.
  if (!item) throw await redirectWithToast(GALLERY_LIST_URL, { title: "This gallery item no longer exists.", type: "error" });
  return { item, uploadMaxBytes: getEnv().UPLOAD_MAX_BYTES };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await currentAdmin({ request, context });
  return saveGalleryItem(request, admin, params.id ?? "");
}

export default function EditGalleryItem({ loaderData, actionData }: Route.ComponentProps) {
  return <GalleryEditor item={loaderData.item} maxBytes={loaderData.uploadMaxBytes} lastResult={actionData} />;
}
