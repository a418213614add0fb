import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { buttonVariants } from "#app/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#app/components/ui/dialog";
import { useHydrated } from "#app/components/use-hydrated";
import { cn } from "#app/lib/utils";

/**
 * An add/edit form that opens from the URL (?new=1, ?edit=<id>). With JavaScript it is a
 * modal dialog (focus trapped, Escape closes); without it the same form renders inline at
 * the top of the page, so a plain POST still works.
 */
export function EditorDialog({
  open,
  title,
  description,
  onClose,
  children,
  className,
}: {
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  onClose: () => void;
  children: ReactNode;
  className?: string;
}) {
  const hydrated = useHydrated();
  const titleId = useId();
  if (!open) return null;
  if (!hydrated) {
    return (
      <section aria-labelledby={titleId} className="mb-6 rounded-xl border bg-card p-6 shadow-sm">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
        <div className="mt-4">{children}</div>
      </section>
    );
  }
  return (
    <Dialog open onOpenChange={(next) => (next ? null : onClose())}>
      <DialogContent className={cn("sm:max-w-2xl", className)}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description ? (
            <DialogDescription>{description}</DialogDescription>
          ) : (
            <DialogDescription className="sr-only">{title}</DialogDescription>
          )}
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/**
 * An editor's footer: Cancel and the submit button. Cancel is a link back to the list (it works
 * without JavaScript); with JavaScript it runs `onCancel`, which may clean up (an unsaved upload).
 */
export function EditorActions({
  cancelTo,
  onCancel,
  cancelLabel = "Cancel",
  children,
}: {
  cancelTo: string;
  onCancel: () => void;
  /** The page's own word for Cancel (a Hindi fees dialog). */
  cancelLabel?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:justify-end">
      <Link
        to={cancelTo}
        replace
        preventScrollReset
        className={buttonVariants({ variant: "outline" })}
        onClick={(event) => {
          event.preventDefault();
          onCancel();
        }}
      >
        {cancelLabel}
      </Link>
      {children}
    </div>
  );
}
