import type { ReactNode } from "react";
import { Form } from "react-router";
import { buttonVariants } from "../ui/button";

/**
 * A one-button form that posts `intent` for one row after the browser's confirm (spec 2:
 * gallery and certificate deletes "use a browser confirm"), with the spec's exact text.
 * Without JavaScript the post goes through unasked, as a plain form does.
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
  /** The question the browser asks; Cancel keeps the form from posting. */
  confirm: string;
  /** The button's accessible name, e.g. "Delete certificate STI-2026-0001". */
  label: string;
  title?: string;
  disabled?: boolean;
  destructive?: boolean;
  /** An icon button in a table row (the default), or a full button with its text in a page section. */
  appearance?: "icon" | "button";
  /** The button's icon (with its text when `appearance` is "button"). */
  children: ReactNode;
}) {
  return (
    <Form
      method="post"
      preventScrollReset
      onSubmit={(event) => {
        if (!window.confirm(confirm)) event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        disabled={disabled}
        className={
          appearance === "button"
            ? buttonVariants({ variant: destructive ? "destructive" : "default" })
            : buttonVariants({
                variant: "ghost",
                size: "icon",
                className: destructive ? "text-destructive hover:text-destructive" : undefined,
              })
        }
        aria-label={label}
        title={title}
      >
        {children}
      </button>
    </Form>
  );
}
