import { ImagePlus, Pencil, Star, Trash2 } from "lucide-react";
import { useCallback, useRef, useState } from "react";
import { data, Form, Link, type ShouldRevalidateFunctionArgs, useFetcher, useLocation, useNavigate, useNavigation } from "react-router";
import { ConfirmForm } from "#app/components/admin/confirm-form";
import { DeferredData, deferServerData } from "../../../components/admin/deferred-data";
import { EditorDialog } from "../../../components/admin/editor-dialog";
import { ImageUpload } from "../../../components/admin/image-upload";
import { PageHeader } from "../../../components/admin/page-header";
import { ErrorList, Field, StatusButton, useFormValidation } from "../../../components/forms";
import { type ToastMessage, useShowToast } from "../../../components/toaster";
import { Badge } from "../../../components/ui/badge";
import { buttonVariants } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Input, Textarea } from "../../../components/ui/input";
import { Switch } from "../../../components/ui/switch";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
import { NEW_GALLERY_DEFAULTS } from "../../../lib/domain";
import { formValues, parseForm } from "../../../lib/forms";
import { isUuid } from "../../../lib/ids";
import { galleryFormSchema, galleryIntentSchema } from "../../../lib/validation/gallery";
import { audit, changes } from "../../../server/audit.server";
import { getEnv } from "../../../server/env.server";
import { logger } from "../../../server/logger.server";
import { chooseImage, deleteImageIfUnused, discardUnused, imageInUse, uploadNow } from "../../../server/models/admin-images.server";
import {
  createGalleryItem,
  deleteGalleryItem,
  getGalleryItem,
  listAdminGallery,
  setGalleryItemActive,
  updateGalleryItem,
} from "../../../server/models/gallery-admin.server";
import { requireAdmin } from "../../../server/permissions.server";
import { deleteStoredFile } from "../../../server/storage.server";
import { redirectWithToast } from "../../../server/toast.server";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Gallery | Admin" }];

const LIST_URL = "/admin/gallery";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const editId = url.searchParams.get("edit") ?? "";
  const items = await listAdminGallery();
  return {
    items,
    creating: url.searchParams.get("new") === "1",
    editing: isUuid(editId) ? (items.find((i) => i.id === editId) ?? null) : null,
    uploadMaxBytes: getEnv().UPLOAD_MAX_BYTES,
  };
}

/** On client navigations the frame shows at once with 'Loading gallery items...' until the list arrives. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return deferServerData(serverLoader);
}

/** An image upload (or its discard) changes no list: nothing to reload. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const intent = formData?.get("intent");
  if (intent === "upload" || intent === "discard-upload") return false;
  return defaultShouldRevalidate;
}

type Failure = { ok: false; fieldErrors: Record<string, string>; values?: Record<string, string>; toast: ToastMessage; error?: string };

function failure(toast: ToastMessage, fieldErrors: Record<string, string>, status: number, values?: Record<string, string>) {
  return data<Failure>({ ok: false, fieldErrors, values, toast, error: Object.values(fieldErrors)[0] }, { status });
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const formData = await request.formData();
  const intent = galleryIntentSchema.safeParse(formValues(formData));
  if (!intent.success) {
    return failure(
      { title: "Failed to save gallery item", description: "The request was not understood. Please reload the page.", type: "error" },
      { _form: "The request was not understood." },
      400,
    );
  }
  const command = intent.data;

  switch (command.intent) {
    case "upload": {
      const result = await uploadNow("gallery", formData, (url) => imageInUse(url));
      if (!result.ok)
        return failure({ title: "Failed to upload image", description: result.error, type: "error" }, { image: result.error }, 400);
      return data({
        ok: true as const,
        url: result.url,
        toast: { title: "Image uploaded successfully", type: "success" } satisfies ToastMessage,
      });
    }
    case "discard-upload": {
      await discardUnused("gallery", command.image_url, (url) => imageInUse(url));
      return data({ ok: true as const });
    }
    case "toggle": {
      const next = command.is_active === "true";
      const row = await setGalleryItemActive(command.id, next);
      if (!row)
        return failure(
          { title: "Failed to update gallery item", description: "This gallery item no longer exists.", type: "error" },
          { _form: "Not found" },
          404,
        );
      await audit({
        adminUserId: admin.id,
        action: next ? "gallery_item_activated" : "gallery_item_deactivated",
        details: { gallery_item_id: row.id, title: row.title, is_active: next },
      });
      return data({
        ok: true as const,
        toast: { title: next ? "Gallery item activated" : "Gallery item deactivated", type: "success" } satisfies ToastMessage,
      });
    }
    case "delete": {
      const row = await deleteGalleryItem(command.id);
      if (!row)
        return failure(
          { title: "Failed to delete gallery item", description: "This gallery item no longer exists.", type: "error" },
          { _form: "Not found" },
          404,
        );
      await deleteImageIfUnused(row.image_url);
      await audit({
        adminUserId: admin.id,
        action: "gallery_item_deleted",
        details: { gallery_item_id: row.id, title: row.title, image_url: row.image_url },
      });
      return redirectWithToast(LIST_URL, { title: "Gallery item deleted successfully", type: "success" });
    }
    default:
      return save(command, formData, admin.id);
  }
}

async function save(command: { intent: "create" } | { intent: "update"; id: string }, formData: FormData, adminUserId: string) {
  const submitted = formValues(formData);
  const saveFailed = (fieldErrors: Record<string, string>, status = 400) =>
    failure(
      { title: "Failed to save gallery item", description: Object.values(fieldErrors)[0], type: "error" },
      fieldErrors,
      status,
      submitted,
    );

  const parsed = parseForm(galleryFormSchema, formData);
  if (!parsed.success) return saveFailed(parsed.result.fieldErrors);
  const { image_url: submittedUrl, ...fields } = parsed.data;

  const before = command.intent === "update" ? await getGalleryItem(command.id) : null;
  if (command.intent === "update" && !before) return saveFailed({ _form: "This gallery item no longer exists." }, 404);

  const image = await chooseImage("gallery", formData, { current: before?.image_url ?? null, submittedUrl, required: true });
  if (!image.ok) {
    if (image.uploadFailed)
      return failure({ title: "Failed to upload image", description: image.error, type: "error" }, { image: image.error }, 400, submitted);
    return saveFailed({ image: image.error });
  }
  const imageUrl = image.url as string;

  try {
    if (!before) {
      const created = await createGalleryItem({ ...fields, image_url: imageUrl });
      await audit({
        adminUserId,
        action: "gallery_item_created",
        details: { gallery_item_id: created.id, title: created.title, image_url: created.image_url },
      });
      return redirectWithToast(LIST_URL, { title: "Gallery item created successfully", type: "success" });
    }
    const after = await updateGalleryItem(before.id, { ...fields, image_url: imageUrl });
    if (!after) return saveFailed({ _form: "This gallery item no longer exists." }, 404);
    if (before.image_url !== after.image_url) await deleteImageIfUnused(before.image_url);
    const { id: _b, ...beforeFields } = before;
    const { id: _a, ...afterFields } = after;
    await audit({
      adminUserId,
      action: "gallery_item_updated",
      details: { gallery_item_id: after.id, title: after.title, ...changes(beforeFields, afterFields) },
    });
    return redirectWithToast(LIST_URL, { title: "Gallery item updated successfully", type: "success" });
  } catch (error) {
    logger.error({ err: error }, "saving a gallery item failed");
    if (image.uploaded) await deleteStoredFile(imageUrl);
    return saveFailed({ _form: "Something went wrong. Please try again." }, 500);
  }
}

type LoaderData = Awaited<ReturnType<typeof loader>>;
type Item = LoaderData["items"][number];

export default function GalleryPage({ loaderData, actionData }: Route.ComponentProps) {
  const resolve = "deferred" in loaderData ? loaderData.deferred : (loaderData as LoaderData);
  useShowToast(actionData && "toast" in actionData ? actionData.toast : undefined);
  return (
    <>
      <PageHeader
        title="Gallery Management"
        description="Photos on the public gallery page, shown in sort order. Only active items are public."
        actions={<AddButton />}
      />
      <DeferredData
        resolve={resolve}
        fallback={
          <Card className="p-10 text-center text-muted-foreground" role="status">
            Loading gallery items...
          </Card>
        }
        errorTitle="Failed to fetch gallery items"
      >
        {(page) => <GalleryContent page={page} actionData={actionData && "fieldErrors" in actionData ? actionData : undefined} />}
      </DeferredData>
    </>
  );
}

function AddButton() {
  return (
    <Link to={`${LIST_URL}?new=1`} preventScrollReset className={buttonVariants({ variant: "default" })}>
      <ImagePlus aria-hidden="true" /> Add Gallery Item
    </Link>
  );
}

function GalleryContent({ page, actionData }: { page: LoaderData; actionData: Failure | undefined }) {
  const navigate = useNavigate();
  const discard = useFetcher();
  const pending = useRef<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const onPendingChange = useCallback((url: string | null) => {
    pending.current = url;
  }, []);
  const close = () => {
    if (pending.current) discard.submit({ intent: "discard-upload", image_url: pending.current }, { method: "post" });
    pending.current = null;
    navigate(LIST_URL, { replace: true, preventScrollReset: true });
  };
  const editorOpen = page.creating || page.editing !== null;

  return (
    <>
      <EditorDialog
        open={editorOpen}
        title={page.editing ? "Edit Gallery Item" : "Add Gallery Item"}
        description={
          page.editing ? "Change the picture or its details." : "Upload a picture and describe it. Fields marked * are required."
        }
        onClose={close}
      >
        <GalleryForm
          key={page.editing?.id ?? "new"}
          item={page.editing}
          actionData={actionData}
          maxBytes={page.uploadMaxBytes}
          uploading={uploading}
          onUploadingChange={setUploading}
          onPendingChange={onPendingChange}
          onCancel={close}
        />
      </EditorDialog>

      {page.items.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 px-6 py-14 text-center">
          <img src="/images/empty-state.svg" alt="" width={160} height={120} className="h-28 w-auto" />
          <h2 className="text-lg font-semibold">No gallery items found</h2>
          <p className="text-sm text-muted-foreground">Get started by adding your first gallery item.</p>
          <AddButton />
        </Card>
      ) : (
        <Card className="overflow-hidden">
          <div className="border-b p-4 sm:p-6">
            <h2 className="text-lg font-semibold">Gallery Items ({page.items.length})</h2>
          </div>
          <ul className="divide-y md:hidden" aria-label="Gallery items">
            {page.items.map((item) => (
              <li key={item.id} className="flex gap-3 p-4">
                <Thumbnail item={item} />
                <div className="flex min-w-0 flex-1 flex-col gap-2">
                  <div className="flex items-start justify-between gap-2">
                    <p className="font-semibold text-slate-900">{item.title}</p>
                    {item.is_featured ? <FeaturedBadge /> : null}
                  </div>
                  <p className="text-xs text-muted-foreground">Sort order {item.sort_order}</p>
                  <div className="flex items-center justify-between gap-2">
                    <StatusToggle item={item} />
                    <RowActions item={item} />
                  </div>
                </div>
              </li>
            ))}
          </ul>
          <Table containerClassName="hidden rounded-none border-0 md:block">
            <TableHeader>
              <TableRow>
                <TableHead>Image</TableHead>
                <TableHead>Title</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Featured</TableHead>
                <TableHead>Sort Order</TableHead>
                <TableHead className="text-right">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {page.items.map((item) => (
                <TableRow key={item.id}>
                  <TableCell>
                    <Thumbnail item={item} />
                  </TableCell>
                  <TableCell className="min-w-48">
                    <div className="font-semibold text-slate-900">{item.title}</div>
                    {item.description ? <div className="line-clamp-1 text-xs text-muted-foreground">{item.description}</div> : null}
                  </TableCell>
                  <TableCell>
                    <StatusToggle item={item} />
                  </TableCell>
                  <TableCell>{item.is_featured ? <FeaturedBadge /> : <span className="text-muted-foreground">No</span>}</TableCell>
                  <TableCell>{item.sort_order}</TableCell>
                  <TableCell className="text-right">
                    <RowActions item={item} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      )}
    </>
  );
}

function Thumbnail({ item }: { item: Item }) {
  return (
    <img
      src={item.image_url}
      alt={item.alt_text || item.title}
      width={80}
      height={60}
      loading="lazy"
      className="h-15 w-20 shrink-0 rounded-md border bg-muted object-cover"
    />
  );
}

function FeaturedBadge() {
  return (
    <Badge variant="action" className="gap-1">
      <Star className="size-3" aria-hidden="true" /> Featured
    </Badge>
  );
}

/** The spec's status toggle: update by id with only is_active; works as a plain form without JS. */
function StatusToggle({ item }: { item: Item }) {
  const fetcher = useFetcher<{ ok: boolean; toast?: ToastMessage }>();
  useShowToast(fetcher.data?.toast);
  const checked = fetcher.formData ? fetcher.formData.get("is_active") === "true" : item.is_active;
  return (
    <fetcher.Form method="post" preventScrollReset className="flex items-center gap-2">
      <input type="hidden" name="intent" value="toggle" />
      <input type="hidden" name="id" value={item.id} />
      <input type="hidden" name="is_active" value={String(!checked)} />
      <Switch type="submit" checked={checked} aria-label={`Active: ${item.title}`} />
      <span className="text-xs font-medium text-muted-foreground" aria-hidden="true">
        {checked ? "Active" : "Inactive"}
      </span>
    </fetcher.Form>
  );
}

function RowActions({ item }: { item: Item }) {
  const navigation = useNavigation();
  const deleting =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "delete" && navigation.formData?.get("id") === item.id;
  return (
    <div className="flex justify-end gap-1">
      <Link
        to={`${LIST_URL}?edit=${item.id}`}
        preventScrollReset
        className={buttonVariants({ variant: "ghost", size: "icon" })}
        aria-label={`Edit ${item.title}`}
      >
        <Pencil aria-hidden="true" />
      </Link>
      <ConfirmForm
        intent="delete"
        id={item.id}
        confirm="Are you sure you want to delete this gallery item?"
        label={`Delete ${item.title}`}
        disabled={deleting}
      >
        <Trash2 aria-hidden="true" />
      </ConfirmForm>
    </div>
  );
}

function GalleryForm({
  item,
  actionData,
  maxBytes,
  uploading,
  onUploadingChange,
  onPendingChange,
  onCancel,
}: {
  item: Item | null;
  actionData: Failure | undefined;
  maxBytes: number;
  uploading: boolean;
  onUploadingChange: (busy: boolean) => void;
  onPendingChange: (url: string | null) => void;
  onCancel: () => void;
}) {
  const navigation = useNavigation();
  const location = useLocation();
  const { errors, formProps } = useFormValidation(galleryFormSchema, actionData?.fieldErrors);
  const sent = actionData?.values;
  const value = (name: string, fallback: string) => sent?.[name] ?? fallback;
  const checkedOf = (name: "is_active" | "is_featured", fallback: boolean) =>
    sent ? sent[name] === "true" || sent[name] === "on" : fallback;
  const saving = navigation.state === "submitting" && ["create", "update"].includes(String(navigation.formData?.get("intent")));
  const [title, setTitle] = useState(item?.title ?? "");

  return (
    <Form
      method="post"
      action={`${location.pathname}${location.search}`}
      encType="multipart/form-data"
      preventScrollReset
      className="grid gap-4"
      {...formProps}
    >
      <input type="hidden" name="intent" value={item ? "update" : "create"} />
      {item ? <input type="hidden" name="id" value={item.id} /> : null}
      <ErrorList error={errors._form} />
      <ImageUpload
        label="Image"
        currentUrl={item?.image_url ?? null}
        alt={title}
        error={errors.image}
        maxBytes={maxBytes}
        required={!item}
        onPendingChange={onPendingChange}
        onBusyChange={onUploadingChange}
      />
      <Field label="Title" name="title" error={errors.title} required>
        {(p) => (
          <Input
            {...p}
            defaultValue={value("title", item?.title ?? "")}
            onChange={(e) => setTitle(e.currentTarget.value)}
            placeholder="e.g. Mobile repair lab"
          />
        )}
      </Field>
      <Field label="Description" name="description" error={errors.description}>
        {(p) => <Textarea {...p} rows={2} defaultValue={value("description", item?.description ?? "")} />}
      </Field>
      <Field
        label="Alt Text"
        name="alt_text"
        error={errors.alt_text}
        hint="What the picture shows, read aloud to people who cannot see it."
      >
        {(p) => <Input {...p} defaultValue={value("alt_text", item?.alt_text ?? "")} placeholder="Descriptive text for accessibility" />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-3 sm:items-end">
        <Field label="Sort Order" name="sort_order" error={errors.sort_order} hint="Lower numbers come first.">
          {(p) => (
            <Input
              {...p}
              type="number"
              inputMode="numeric"
              step={1}
              defaultValue={value("sort_order", String(item?.sort_order ?? NEW_GALLERY_DEFAULTS.sort_order))}
            />
          )}
        </Field>
        <label className="flex h-11 items-center gap-3 text-sm font-medium">
          <input
            type="checkbox"
            name="is_active"
            value="true"
            defaultChecked={checkedOf("is_active", item?.is_active ?? NEW_GALLERY_DEFAULTS.is_active)}
            className="size-5 accent-brand-700"
          />
          Active
        </label>
        <label className="flex h-11 items-center gap-3 text-sm font-medium">
          <input
            type="checkbox"
            name="is_featured"
            value="true"
            defaultChecked={checkedOf("is_featured", item?.is_featured ?? NEW_GALLERY_DEFAULTS.is_featured)}
            className="size-5 accent-brand-700"
          />
          Featured
        </label>
      </div>
      <div className="flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:justify-end">
        <Link
          to={LIST_URL}
          replace
          preventScrollReset
          className={buttonVariants({ variant: "outline" })}
          onClick={(event) => {
            event.preventDefault();
            onCancel();
          }}
        >
          Cancel
        </Link>
        <StatusButton type="submit" pending={saving} pendingText="Saving…" disabled={uploading}>
          {item ? "Update Gallery Item" : "Create Gallery Item"}
        </StatusButton>
      </div>
    </Form>
  );
}
