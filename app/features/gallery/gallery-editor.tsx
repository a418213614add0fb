import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useCallback, useRef, useState } from "react";
import { Form, useFetcher, useNavigate, useNavigation } from "react-router";
import { EditorActions, EditorDialog } from "#app/components/admin/editor-dialog";
import { ImageUpload } from "#app/components/admin/image-upload";
import { TextField } from "#app/components/form-fields";
import { ErrorList, StatusButton } from "#app/components/forms";
import { NEW_GALLERY_DEFAULTS } from "#app/lib/domain";
import { galleryFormSchema } from "#app/lib/validation/gallery";
import { UPLOADS_URL } from "#app/lib/validation/upload";
import type { getGalleryItem } from "./gallery-admin.server";

const LIST_URL = "/admin/gallery";
type Item = NonNullable<Awaited<ReturnType<typeof getGalleryItem>>>;

/**
 * The spec's add/edit dialog over the gallery list, for gallery/new and gallery/:id/edit.
 * With JavaScript the picture goes ahead to the upload route and the form carries its URL;
 * closing the dialog without saving discards that upload. Without JavaScript the dialog is
 * an inline form and the file travels with it (multipart).
 */
export function GalleryEditor({ item, maxBytes, lastResult }: { item: Item | null; maxBytes: number; lastResult?: SubmissionResult }) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const discard = useFetcher();
  const pending = useRef<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const onPendingChange = useCallback((url: string | null) => {
    pending.current = url;
  }, []);
  const [form, fields] = useForm({
    id: item?.id ?? "new-gallery-item",
    lastResult,
    defaultValue: {
      title: item?.title ?? "",
      description: item?.description ?? "",
      alt_text: item?.alt_text ?? "",
      sort_order: String(item?.sort_order ?? NEW_GALLERY_DEFAULTS.sort_order),
      is_active: (item?.is_active ?? NEW_GALLERY_DEFAULTS.is_active) ? "true" : undefined,
      is_featured: (item?.is_featured ?? NEW_GALLERY_DEFAULTS.is_featured) ? "true" : undefined,
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: galleryFormSchema, disableAutoCoercion: true }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const close = () => {
    if (pending.current)
      discard.submit({ intent: "discard", kind: "gallery", image_url: pending.current }, { method: "post", action: UPLOADS_URL });
    pending.current = null;
    navigate(LIST_URL, { replace: true, preventScrollReset: true });
  };
  const saving = navigation.state === "submitting" && navigation.formMethod === "POST" && navigation.formAction !== LIST_URL;

  return (
    <EditorDialog
      open
      title={item ? "Edit Gallery Item" : "Add Gallery Item"}
      description={item ? "Change the picture or its details." : "Upload a picture and describe it. Fields marked * are required."}
      onClose={close}
    >
      <Form method="post" encType="multipart/form-data" preventScrollReset className="grid gap-4" {...getFormProps(form)}>
        <ErrorList error={form.errors?.[0]} />
        <ImageUpload
          kind="gallery"
          label="Image"
          currentUrl={item?.image_url ?? null}
          alt={item?.title ?? ""}
          error={lastResult?.error?.image?.[0]}
          maxBytes={maxBytes}
          required={!item}
          onPendingChange={onPendingChange}
          onBusyChange={setUploading}
        />
        <TextField meta={fields.title} label="Title" required placeholder="e.g. Mobile repair lab" />
        <TextField meta={fields.description} label="Description" rows={2} />
        <TextField
          meta={fields.alt_text}
          label="Alt Text"
          hint="What the picture shows, read aloud to people who cannot see it."
          placeholder="Descriptive text for accessibility"
        />
        <div className="grid gap-4 sm:grid-cols-3 sm:items-end">
          <TextField meta={fields.sort_order} label="Sort Order" type="number" hint="Lower numbers come first." />
          <Checkbox meta={fields.is_active} label="Active" />
          <Checkbox meta={fields.is_featured} label="Featured" />
        </div>
        <EditorActions cancelTo={LIST_URL} onCancel={close}>
          <StatusButton type="submit" pending={saving} pendingText="Saving…" disabled={uploading}>
            {item ? "Update Gallery Item" : "Create Gallery Item"}
          </StatusButton>
        </EditorActions>
      </Form>
    </EditorDialog>
  );
}

/** A checkbox posting "true" when ticked; its state after a failed post comes from Conform. */
function Checkbox({ meta, label }: { meta: { name: string; key?: string; initialValue?: unknown }; label: string }) {
  return (
    <label className="flex h-11 items-center gap-3 text-sm font-medium">
      <input
        key={meta.key}
        type="checkbox"
        name={meta.name}
        value="true"
        defaultChecked={meta.initialValue === "true" || meta.initialValue === "on"}
        className="size-5 accent-brand-700"
      />
      {label}
    </label>
  );
}
