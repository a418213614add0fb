import { Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Form, useFormAction, useNavigation, useSubmit } from "react-router";
import { buttonVariants } from "#app/components/ui/button";
import { CONFIRM_URL } from "#app/lib/validation/confirm";

/**
 * The one confirmation of a row action (decision 013; spec 2: gallery and certificate deletes
 * "use a browser confirm"), with the spec's exact text.
 *
 * With JavaScript the browser's confirm asks, and only an OK posts `intent` + `id` +
 * `confirmed=1` to the page's own action. Without JavaScript the form posts to the confirmation
 * step (/admin/confirm), which shows the same question and a real button posting the same
 * action with `confirmed=1`: nothing is deleted by a single unasked click.
 */
export function ConfirmForm({
  intent,
  id,
  confirm,
  label,
  title,
  disabled,
  destructive = intent === "delete",
  appearance = "icon",
  children,
}: {
  intent: string;
  id: string;
  /** The question asked; Cancel keeps the form from posting. */
  confirm: string;
  /** The button's accessible name, e.g. "Delete certificate STI-2026-0001" (also the confirmation step's button). */
  label: string;
  title?: string;
  disabled?: boolean;
  destructive?: boolean;
  /** An icon button in a table row (the default), or a full button with its text in a page section. */
  appearance?: "icon" | "button";
  /** The button's icon (with its text when `appearance` is "button"). */
  children: ReactNode;
}) {
  const submit = useSubmit();
  // What a plain <Form method="post"> here would post to: this route's action, with its query.
  const to = useFormAction();
  return (
    <Form
      method="post"
      action={CONFIRM_URL}
      onSubmit={(event) => {
        event.preventDefault();
        if (!window.confirm(confirm)) return;
        submit({ intent, id, confirmed: "1" }, { method: "post", action: to, preventScrollReset: true });
      }}
    >
      <input type="hidden" name="to" value={to} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="question" value={confirm} />
      <input type="hidden" name="label" value={label} />
      <input type="hidden" name="destructive" value={String(destructive)} />
      <button type="submit" disabled={disabled} className={confirmButtonClass(appearance, destructive)} aria-label={label} title={title}>
        {children}
      </button>
    </Form>
  );
}

/** The row's icon button, or a full button (a page section, the confirmation step). */
export function confirmButtonClass(appearance: "icon" | "button", destructive: boolean) {
  return appearance === "button"
    ? buttonVariants({ variant: destructive ? "destructive" : "default" })
    : buttonVariants({ variant: "ghost", size: "icon", className: destructive ? "text-destructive hover:text-destructive" : undefined });
}

/** Whether this row's `intent` is posting right now (its button shows as busy meanwhile). */
export function useRowSubmitting(intent: string, id: string): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent && navigation.formData?.get("id") === id;
}

/**
 * A row's delete: the one confirmation with the bin icon, busy while this row's delete posts.
 * `confirm` is the spec's exact question for the entity.
 */
export function DeleteRowForm({ id, confirm, label, title }: { id: string; confirm: string; label: string; title?: string }) {
  const deleting = useRowSubmitting("delete", id);
  return (
    <ConfirmForm intent="delete" id={id} confirm={confirm} label={label} title={title} disabled={deleting}>
      <Trash2 aria-hidden="true" />
    </ConfirmForm>
  );
}
