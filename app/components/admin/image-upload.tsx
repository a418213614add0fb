import { ImageIcon, Loader2, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Field } from "#app/components/forms";
import { type ToastMessage, useShowToast } from "#app/components/toaster";
import { Button } from "#app/components/ui/button";
import { cn } from "#app/lib/utils";
import { UPLOADS_URL, type UploadAnswer, type UploadKind } from "#app/lib/validation/upload";

/** The upload route's answer, or (pages not yet moved to it) a page action's with its toast. */
type UploadResult = UploadAnswer & { toast?: ToastMessage };

/**
 * Image field with preview. Without JavaScript it is a plain file input (`image`) sent
 * with the form. With JavaScript the chosen file is uploaded at once and the form then
 * carries the returned URL in `image_url`; the server checks both paths. With `kind` the
 * upload goes to the one upload route (/admin/uploads, its toast through the cookie);
 * without it, to the page's own action as intent "upload" (certificates, until it moves).
 */
export function ImageUpload({
  kind,
  label = "Image",
  currentUrl,
  alt,
  error,
  maxBytes,
  required,
  allowRemove = false,
  hint,
  onPendingChange,
  onBusyChange,
}: {
  kind?: UploadKind;
  label?: string;
  currentUrl: string | null;
  alt: string;
  error?: string;
  maxBytes: number;
  required?: boolean;
  allowRemove?: boolean;
  hint?: string;
  /** The uploaded-but-unsaved URL, so the page can discard it when the form is cancelled. */
  onPendingChange?: (url: string | null) => void;
  onBusyChange?: (busy: boolean) => void;
}) {
  const { busy, shownUrl, storedValue, clientError, onFileChosen, remove } = useImageUpload({
    kind,
    currentUrl,
    maxBytes,
    onPendingChange,
    onBusyChange,
  });
  const message = clientError ?? error;

  return (
    <Field label={label} name="image" error={message ?? undefined} hint={hint} required={required}>
      {(control) => (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <ImagePreview shownUrl={shownUrl} alt={alt} busy={busy} invalid={Boolean(message)} />
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <input
              {...control}
              type="file"
              accept="image/*"
              onChange={(event) => onFileChosen(event.currentTarget)}
              className="block w-full text-sm text-slate-700 file:mr-3 file:h-10 file:cursor-pointer file:rounded-md file:border file:border-input file:bg-background file:px-3 file:text-sm file:font-semibold hover:file:bg-muted"
            />
            <input type="hidden" name="image_url" value={storedValue} />
            <p className="text-xs text-muted-foreground">JPEG, PNG, WebP, GIF or AVIF, up to {Math.round(maxBytes / 1024 / 1024)} MB.</p>
            {allowRemove && shownUrl && !busy ? (
              <Button type="button" variant="ghost" size="sm" className="self-start text-destructive" onClick={remove}>
                <Trash2 aria-hidden="true" /> Remove image
              </Button>
            ) : null}
          </div>
        </div>
      )}
    </Field>
  );
}

/** The upload's state: the file sent at once through a fetcher, its preview, and what the form carries. */
function useImageUpload({
  kind,
  currentUrl,
  maxBytes,
  onPendingChange,
  onBusyChange,
}: {
  kind?: UploadKind;
  currentUrl: string | null;
  maxBytes: number;
  onPendingChange?: (url: string | null) => void;
  onBusyChange?: (busy: boolean) => void;
}) {
  const fetcher = useFetcher<UploadResult>();
  const [pendingUrl, setPendingUrl] = useState<string | null>(null);
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  const [removed, setRemoved] = useState(false);
  const [clientError, setClientError] = useState<string | null>(null);
  const lastHandled = useRef<UploadResult | undefined>(undefined);
  const busy = fetcher.state !== "idle";

  useShowToast(fetcher.data?.toast);

  useEffect(() => {
    onBusyChange?.(busy);
  }, [busy, onBusyChange]);

  useEffect(() => {
    const result = fetcher.data;
    if (!result || result === lastHandled.current || fetcher.state !== "idle") return;
    lastHandled.current = result;
    setLocalPreview((old) => {
      if (old) URL.revokeObjectURL(old);
      return null;
    });
    if (result.ok && result.url) {
      setPendingUrl(result.url);
      setRemoved(false);
      setClientError(null);
      onPendingChange?.(result.url);
    } else if (!result.ok) {
      setClientError(result.error);
    }
  }, [fetcher.data, fetcher.state, onPendingChange]);

  useEffect(
    () => () => {
      if (localPreview) URL.revokeObjectURL(localPreview);
    },
    [localPreview],
  );

  const shownUrl = localPreview ?? (removed ? null : (pendingUrl ?? currentUrl));
  const storedValue = removed ? "" : (pendingUrl ?? currentUrl ?? "");

  function onFileChosen(input: HTMLInputElement) {
    const file = input.files?.[0];
    if (!file) return;
    if (!file.type.startsWith("image/")) {
      setClientError("Only image files (JPEG, PNG, WebP, GIF or AVIF) can be uploaded.");
      input.value = "";
      return;
    }
    if (file.size > maxBytes) {
      setClientError(`The image is too large (maximum ${Math.round(maxBytes / 1024 / 1024)} MB).`);
      input.value = "";
      return;
    }
    setClientError(null);
    setLocalPreview(URL.createObjectURL(file));
    const body = new FormData();
    body.set("intent", "upload");
    if (kind) body.set("kind", kind);
    body.set("image", file);
    if (pendingUrl) body.set("previous", pendingUrl);
    fetcher.submit(body, { method: "post", encType: "multipart/form-data", action: kind ? UPLOADS_URL : undefined });
    // The file has gone ahead; the form sends the URL, not the file again.
    input.value = "";
  }

  function remove() {
    setRemoved(true);
    setLocalPreview(null);
  }

  return { busy, shownUrl, storedValue, clientError, onFileChosen, remove };
}

/** The preview box: the image (or a placeholder) with the uploading overlay. */
function ImagePreview({ shownUrl, alt, busy, invalid }: { shownUrl: string | null; alt: string; busy: boolean; invalid: boolean }) {
  return (
    <div
      className={cn(
        "relative flex aspect-[4/3] w-40 shrink-0 items-center justify-center overflow-hidden rounded-lg border bg-muted sm:w-44",
        invalid && "border-destructive",
      )}
    >
      {shownUrl ? (
        <img
          src={shownUrl}
          alt={alt ? `Preview: ${alt}` : "Preview of the selected image"}
          className="size-full object-cover"
          data-testid="image-preview"
        />
      ) : (
        <span className="flex flex-col items-center gap-1 text-xs text-muted-foreground">
          <ImageIcon className="size-6" aria-hidden="true" /> No image selected
        </span>
      )}
      {busy ? (
        <span className="absolute inset-0 flex items-center justify-center gap-2 bg-white/75 text-sm font-medium" role="status">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Uploading…
        </span>
      ) : null}
    </div>
  );
}
