import type { ComponentProps, ReactNode } from "react";
import { Field } from "#app/components/forms";
import { Input, NativeSelect, Textarea } from "#app/components/ui/input";

/**
 * The course editor's controls on Conform metadata (decision 013): the value comes from
 * `initialValue` (the stored course, or what a refused post sent back), the message from
 * `errors`; label, hint and aria wiring are Field's. The shared TextField has no number,
 * date, select or checkbox variants, which this form needs.
 */
type FieldMeta = { name: string; key?: string; errors?: string[]; initialValue?: unknown };

const text = (meta: FieldMeta) => (typeof meta.initialValue === "string" ? meta.initialValue : "");

type Common = { meta: FieldMeta; label: ReactNode; hint?: ReactNode; required?: boolean; className?: string };

export function InputField({
  meta,
  label,
  hint,
  required,
  className,
  rows,
  ...input
}: Common & { rows?: number } & Pick<
    ComponentProps<"input">,
    "type" | "inputMode" | "min" | "max" | "step" | "placeholder" | "autoCapitalize" | "lang"
  >) {
  return (
    <Field label={label} name={meta.name} error={meta.errors?.[0]} hint={hint} required={required} className={className}>
      {(control) =>
        rows ? (
          <Textarea {...control} key={meta.key} defaultValue={text(meta)} rows={rows} placeholder={input.placeholder} lang={input.lang} />
        ) : (
          <Input {...control} {...input} key={meta.key} defaultValue={text(meta)} autoComplete="off" />
        )
      }
    </Field>
  );
}

export function SelectField({ meta, label, hint, required, className, children }: Common & { children: ReactNode }) {
  return (
    <Field label={label} name={meta.name} error={meta.errors?.[0]} hint={hint} required={required} className={className}>
      {(control) => (
        <NativeSelect {...control} key={meta.key} defaultValue={text(meta)}>
          {children}
        </NativeSelect>
      )}
    </Field>
  );
}

/** A checkbox posting "true" when ticked; the schema reads absence as false. */
export function CheckboxField({ meta, label, className }: { meta: FieldMeta; label: ReactNode; className?: string }) {
  const checked = meta.initialValue === "true" || meta.initialValue === "on";
  return (
    <label className={className ?? "flex items-center gap-3 text-sm font-medium"}>
      <input type="checkbox" name={meta.name} value="true" key={meta.key} defaultChecked={checked} className="size-5 accent-brand-700" />
      {label}
    </label>
  );
}
