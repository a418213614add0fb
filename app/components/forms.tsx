import { Loader2 } from "lucide-react";
import { type ReactNode, useId } from "react";
import { HONEYPOT_FIELD } from "#app/lib/forms";
import { VALIDATION_TITLE } from "#app/lib/messages";
import { cn } from "#app/lib/utils";
import { Button } from "./ui/button";
import { Label } from "./ui/input";

/**
 * The one way to render a field: label, control, hint and error, wired with
 * aria-invalid and aria-describedby. `children` receives the control's props.
 */
export function Field({
  id: fixedId,
  label,
  name,
  error,
  hint,
  required,
  describedBy: extraDescribedBy,
  className,
  children,
}: {
  /**
   * The control's id when the form has one for it (Conform's field id: the same on the server and
   * in the browser, where a lazily hydrated island's generated ids are not).
   */
  id?: string;
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
  const generated = useId();
  const id = fixedId ?? generated;
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

/** A public form's send button: the large orange action, busy while the form is sent. */
export function SendButton({
  pending,
  pendingText,
  className,
  children,
}: {
  pending: boolean;
  pendingText: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <StatusButton type="submit" variant="action" size="lg" pending={pending} pendingText={pendingText} className={className}>
      {children}
    </StatusButton>
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
      <p className="font-semibold text-destructive">{VALIDATION_TITLE}</p>
      <p className="mt-0.5 text-red-900">{first.message}</p>
    </div>
  );
}

/** The first field error in the order the schema reported them. */
export function firstIssue(errors: Record<string, string>): { name: string; message: string } | null {
  const [entry] = Object.entries(errors);
  return entry ? { name: entry[0], message: entry[1] } : null;
}

/**
 * A form's own message, for what no field explains (the rate limit, a failure to store, the
 * server's summary of a refused post), rendered by the server too so it shows without JavaScript.
 */
export function FormMessage({
  title,
  message,
  className,
  testId,
}: {
  title?: string;
  message?: string;
  className?: string;
  testId?: string;
}) {
  if (!message) return null;
  return (
    <div role="alert" className={cn("rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900", className)} data-testid={testId}>
      {title ? <p className="font-bold">{title}</p> : null}
      <p className="font-medium">{message}</p>
    </div>
  );
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
