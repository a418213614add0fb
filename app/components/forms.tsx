import { Loader2 } from "lucide-react";
import { type ReactNode, useId, useRef, useState } from "react";
import type { z } from "zod";
import { fieldErrorsOf, HONEYPOT_FIELD } from "../lib/forms";
import { cn } from "../lib/utils";
import { Button } from "./ui/button";
import { Label } from "./ui/input";

/**
 * The one way to render a field: label, control, hint and error, wired with
 * aria-invalid and aria-describedby. `children` receives the control's props.
 */
export function Field({
  label,
  name,
  error,
  hint,
  required,
  describedBy: extraDescribedBy,
  className,
  children,
}: {
  label: ReactNode;
  name: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** Another element that describes the control (a form summary holding its error). */
  describedBy?: string;
  className?: string;
  children: (control: {
    id: string;
    name: string;
    "aria-invalid": boolean | undefined;
    "aria-describedby": string | undefined;
    required?: boolean;
  }) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null, extraDescribedBy].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span className="text-destructive" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </Label>
      {children({ id, name, "aria-invalid": error || extraDescribedBy ? true : undefined, "aria-describedby": describedBy, required })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <ErrorList id={errorId} error={error} />
    </div>
  );
}

export function ErrorList({ id, error }: { id?: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive" role="alert">
      {error}
    </p>
  );
}

export function StatusButton({
  pending,
  pendingText,
  children,
  ...props
}: React.ComponentProps<typeof Button> & { pending: boolean; pendingText?: string }) {
  return (
    <Button {...props} disabled={pending || props.disabled} aria-busy={pending || undefined}>
      {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
      {pending && pendingText ? pendingText : children}
    </Button>
  );
}

/**
 * The form's message for a failed validation (spec 5: "The first issue is shown as
 * 'Validation Error'"): the title and the first issue. It is rendered by the server too, so it
 * shows without JavaScript; the field it names points here (aria-describedby) instead of
 * repeating the text under itself.
 */
export function ValidationSummary({ id, errors }: { id: string; errors: Record<string, string> }) {
  const first = firstIssue(errors);
  if (!first) return null;
  return (
    <div id={id} role="alert" className="rounded-md border border-destructive/30 bg-red-50 px-4 py-3 text-sm">
      <p className="font-semibold text-destructive">Validation Error</p>
      <p className="mt-0.5 text-red-900">{first.message}</p>
    </div>
  );
}

/** The first field error in the order the schema reported them. */
export function firstIssue(errors: Record<string, string>): { name: string; message: string } | null {
  const [entry] = Object.entries(errors);
  return entry ? { name: entry[0], message: entry[1] } : null;
}

/** Hidden from people and assistive technology; bots fill it in. */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** A schema, or a function that loads one (keeps zod out of a page's initial JavaScript). */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

/**
 * Instant validation in the browser with the same zod schema the action uses. Submits
 * go through only when the schema passes; after a failed submit, fields re-check as
 * the user types. Server errors (actionData) show until the field is edited.
 *
 * Public pages pass a loader (`() => import("...").then((m) => m.schema)`): the schema
 * is fetched when the visitor first focuses the form, so it costs nothing at page load.
 */
export function useFormValidation<S extends z.ZodType>(source: SchemaSource<S>, serverErrors?: Record<string, string>) {
  const [errors, setErrors] = useState<Record<string, string> | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [lastServerErrors, setLastServerErrors] = useState(serverErrors);
  const schemaRef = useRef<S | null>(typeof source === "function" ? null : source);
  const loading = useRef<Promise<S> | null>(null);
  if (serverErrors !== lastServerErrors) {
    setLastServerErrors(serverErrors);
    setErrors(null);
  }

  function load(): Promise<S> {
    if (schemaRef.current) return Promise.resolve(schemaRef.current);
    loading.current ??= (source as () => Promise<S>)().then((schema) => {
      schemaRef.current = schema;
      return schema;
    });
    return loading.current;
  }

  function check(schema: S, form: HTMLFormElement): Record<string, string> {
    const values: Record<string, string> = {};
    for (const [key, value] of new FormData(form).entries()) if (typeof value === "string") values[key] = value;
    const parsed = schema.safeParse(values);
    return parsed.success ? {} : fieldErrorsOf(parsed.error);
  }

  function validate(form: HTMLFormElement, event?: React.FormEvent<HTMLFormElement>): boolean {
    const schema = schemaRef.current as S;
    const found = check(schema, form);
    setSubmitted(true);
    setErrors(found);
    if (Object.keys(found).length === 0) return true;
    event?.preventDefault();
    form.querySelector<HTMLElement>(`[name="${Object.keys(found)[0]}"]`)?.focus();
    return false;
  }

  return {
    errors: errors ?? serverErrors ?? {},
    reset: () => {
      setErrors(null);
      setSubmitted(false);
    },
    formProps: {
      noValidate: true,
      onFocus: () => {
        void load();
      },
      onSubmit: (event: React.FormEvent<HTMLFormElement>) => {
        if (schemaRef.current) {
          validate(event.currentTarget, event);
          return;
        }
        // Not loaded yet (a very fast visitor): hold the submit, validate, then send.
        event.preventDefault();
        const form = event.currentTarget;
        void load().then(() => {
          if (validate(form)) form.requestSubmit();
        });
      },
      onChange: (event: React.FormEvent<HTMLFormElement>) => {
        if (submitted && schemaRef.current) setErrors(check(schemaRef.current, event.currentTarget));
      },
    },
  };
}
