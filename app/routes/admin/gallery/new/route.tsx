import { currentAdmin } from "#app/features/accounts/permissions.server";
import { GalleryEditor } from "#app/features/gallery/gallery-editor";
import { saveGalleryItem } from "#app/features/gallery/gallery-editor.server";
import { getEnv } from "#app/server/env.server";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Add Gallery Item | Gallery | Admin" }];

/** The spec's "Add Gallery Item" dialog over the list (/admin/gallery/new). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await currentAdmin({ request, context });
  return { uploadMaxBytes: getEnv().UPLOAD_MAX_BYTES };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await currentAdmin({ request, context });
  return saveGalleryItem(request, admin, null);
}

export default function NewGalleryItem({ loaderData, actionData }: Route.ComponentProps) {
  return <GalleryEditor item={null} maxBytes={loaderData.uploadMaxBytes} lastResult={actionData} />;
}
