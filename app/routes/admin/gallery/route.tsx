import { ImagePlus } from "lucide-react";
import { data, Link, Outlet, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { DeferredData, deferredOf, deferServerData, LoadingCard } from "#app/components/admin/deferred-data";
import { PageHeader } from "#app/components/admin/page-header";
import { buttonVariants } from "#app/components/ui/button";
import { Card } from "#app/components/ui/card";
import { currentAdmin } from "#app/features/accounts/permissions.server";
import { deleteGalleryItem, listAdminGallery, setGalleryItemActive } from "#app/features/gallery/gallery-admin.server";
import { GalleryTable } from "#app/features/gallery/gallery-table";
import { formValues } from "#app/lib/forms";
import { isUuid } from "#app/lib/ids";
import { parseListParams } from "#app/lib/list-params";
import { galleryRowActionSchema } from "#app/lib/validation/gallery";
import { UPLOADS_URL } from "#app/lib/validation/upload";
import { audit } from "#app/server/db/audit.server";
import { pageOrLoadError } from "#app/server/db/paginate.server";
import { isUnconfirmedDelete, UNCONFIRMED_DELETE } from "#app/server/http/confirmed-delete.server";
import { refuse } from "#app/server/http/refuse.server";
import { createToastHeaders, redirectWithToast } from "#app/server/http/toast.server";
import { deleteImageIfUnused } from "#app/server/storage/admin-images.server";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Gallery | Admin" }];

const LIST_URL = "/admin/gallery";

/** The editors moved to routes (decision 013): ?new=1 and ?edit=<id> links still open them. */
function oldEditorUrl(url: URL): string | null {
  const edit = url.searchParams.get("edit") ?? "";
  const target = url.searchParams.get("new") === "1" ? `${LIST_URL}/new` : isUuid(edit) ? `${LIST_URL}/${edit}/edit` : null;
  if (!target) return null;
  const rest = new URLSearchParams(url.searchParams);
  rest.delete("new");
  rest.delete("edit");
  return rest.size ? `${target}?${rest}` : target;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await currentAdmin({ request, context });
  const moved = oldEditorUrl(new URL(request.url));
  if (moved) throw redirect(moved);
  // Spec 7's "all items by sort_order", a page at a time like every admin list.
  return pageOrLoadError("items", () => listAdminGallery(parseListParams(request.url)), "Failed to fetch gallery items");
}

/** On client navigations the frame shows at once with 'Loading gallery items...' until the list arrives. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return deferServerData(serverLoader);
}

/** An image upload or discard (the upload route) and opening or closing the editor change no list. */
export function shouldRevalidate({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formAction === UPLOADS_URL) return false;
  return defaultShouldRevalidate;
}

/** The rows' actions: the status toggle (update by id with only is_active) and the confirmed delete. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await currentAdmin({ request, context });
  const values = formValues(await request.formData());
  const parsed = galleryRowActionSchema.safeParse(values);
  if (!parsed.success) {
    return refuse({
      status: 400,
      title: "Failed to update gallery item",
      description: "The request was not understood. Please reload the page.",
    });
  }
  if (isUnconfirmedDelete(values)) return refuse({ status: 400, title: "Failed to delete gallery item", description: UNCONFIRMED_DELETE });
  const command = parsed.data;
  if (command.intent === "toggle") {
    const next = command.is_active === "true";
    const row = await setGalleryItemActive(command.id, next);
    if (!row) return refuse({ status: 404, title: "Failed to update gallery item", description: "This gallery item no longer exists." });
    await audit({
      adminUserId: admin.id,
      action: next ? "gallery_item_activated" : "gallery_item_deactivated",
      details: { gallery_item_id: row.id, title: row.title, is_active: next },
    });
    const toast = { title: next ? "Gallery item activated" : "Gallery item deactivated", type: "success" } as const;
    return data({ ok: true }, { headers: await createToastHeaders(toast) });
  }
  const row = await deleteGalleryItem(command.id);
  if (!row) return refuse({ status: 404, title: "Failed to delete gallery item", description: "This gallery item no longer exists." });
  await deleteImageIfUnused(row.image_url);
  await audit({
    adminUserId: admin.id,
    action: "gallery_item_deleted",
    details: { gallery_item_id: row.id, title: row.title, image_url: row.image_url },
  });
  return redirectWithToast(LIST_URL, { title: "Gallery item deleted successfully", type: "success" });
}

export default function GalleryPage({ loaderData }: Route.ComponentProps) {
  const resolve = deferredOf<Awaited<ReturnType<typeof loader>>>(loaderData);
  return (
    <>
      <PageHeader
        title="Gallery Management"
        description="Photos on the public gallery page, shown in sort order. Only active items are public."
        actions={<AddButton />}
      />
      {/* The editor (gallery/new, gallery/:id/edit): a dialog over the list, inline without JavaScript. */}
      <Outlet />
      <DeferredData
        resolve={resolve}
        fallback={<LoadingCard>Loading gallery items...</LoadingCard>}
        errorTitle="Failed to fetch gallery items"
      >
        {({ items, page }) =>
          page.total === 0 ? (
            <Card className="flex flex-col items-center gap-3 px-6 py-14 text-center">
              <img src="/images/empty-state.svg" alt="" width={160} height={120} className="h-28 w-auto" />
              <h2 className="text-lg font-semibold">No gallery items found</h2>
              <p className="text-sm text-muted-foreground">Get started by adding your first gallery item.</p>
              <AddButton />
            </Card>
          ) : (
            <section aria-labelledby="gallery-items" className="flex flex-col gap-3">
              <h2 id="gallery-items" className="text-lg font-semibold">
                Gallery Items ({page.total})
              </h2>
              <GalleryTable items={items} page={page} />
            </section>
          )
        }
      </DeferredData>
    </>
  );
}

function AddButton() {
  return (
    <Link to={`${LIST_URL}/new`} preventScrollReset className={buttonVariants({ variant: "default" })}>
      <ImagePlus aria-hidden="true" /> Add Gallery Item
    </Link>
  );
}
