import type { ReactNode } from "react";
import { Field } from "./forms";
import { Input, Textarea } from "./ui/input";

/**
 * Conform fields (decision 013): one field's metadata in, the labelled control out. The label,
 * hint and error wiring is Field's; the value a failed post sent back (submission.reply()) or the
 * stored one comes from Conform as `initialValue`, so no page refills values by hand.
 */
/** The parts of Conform's FieldMetadata a field reads (any schema's field fits). */
type FieldMeta = { name: string; key?: string; errors?: string[]; initialValue?: unknown };

type TextFieldProps = {
  meta: FieldMeta;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  type?: "text" | "email" | "tel" | "url" | "number" | "password";
  autoComplete?: string;
  placeholder?: string;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
};

export function TextField({
  meta,
  label,
  hint,
  required,
  className,
  type = "text",
  autoComplete = "off",
  placeholder,
  rows,
}: TextFieldProps) {
  const defaultValue = typeof meta.initialValue === "string" ? meta.initialValue : "";
  return (
    <Field label={label} name={meta.name} error={meta.errors?.[0]} hint={hint} required={required} className={className}>
      {(control) => {
        const props = { ...control, defaultValue, autoComplete, placeholder };
        return rows ? <Textarea key={meta.key} {...props} rows={rows} /> : <Input key={meta.key} {...props} type={type} />;
      }}
    </Field>
  );
}
