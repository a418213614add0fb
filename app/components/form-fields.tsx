import type { ReactNode } from "react";
import { Field } from "./forms";
import { Input, NativeSelect, Textarea } from "./ui/input";

/**
 * Conform fields (decision 013): one field's metadata in, the labelled control out. The label,
 * hint and error wiring is Field's; the value a failed post sent back (submission.reply()) or the
 * stored one comes from Conform as `initialValue`, so no page refills values by hand.
 */
/** The parts of Conform's FieldMetadata a field reads (any schema's field fits). */
type FieldMeta = { id?: string; name: string; key?: string; errors?: string[]; initialValue?: unknown };

type FieldFrame = {
  meta: FieldMeta;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  /** The field's error is shown elsewhere (the form's "Validation Error" summary, by this id). */
  describedBy?: string;
};

type TextFieldProps = FieldFrame & {
  type?: "text" | "email" | "tel" | "url" | "number" | "password" | "date" | "time";
  autoComplete?: string;
  placeholder?: string;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
  /** The control's own attributes beyond the frame (inputMode, maxLength, min, max…). */
  input?: Omit<React.ComponentProps<"input">, "name" | "id" | "type" | "defaultValue" | "autoComplete" | "placeholder">;
};

const initialText = (meta: FieldMeta) => (typeof meta.initialValue === "string" ? meta.initialValue : "");

/** Field's error: the first message, unless the form's summary shows it instead. */
const frameProps = ({ meta, label, hint, required, className, describedBy }: FieldFrame) => ({
  id: meta.id,
  label,
  name: meta.name,
  error: describedBy ? undefined : meta.errors?.[0],
  describedBy,
  hint,
  required,
  className,
});

export function TextField({ type = "text", autoComplete = "off", placeholder, rows, input, ...frame }: TextFieldProps) {
  const defaultValue = initialText(frame.meta);
  return (
    <Field {...frameProps(frame)}>
      {(control) => {
        const props = { ...control, defaultValue, autoComplete, placeholder };
        return rows ? (
          <Textarea key={frame.meta.key} {...props} rows={rows} maxLength={input?.maxLength} />
        ) : (
          <Input key={frame.meta.key} {...input} {...props} type={type} />
        );
      }}
    </Field>
  );
}

/** A text field as data: what TextField takes, with the field's name instead of its metadata. */
export type TextFieldDef = Omit<TextFieldProps, "meta"> & { name: string };

/** A form's run of text fields, drawn in order from data (one list per form instead of hand-written blocks). */
export function TextFields({ defs, fields }: { defs: readonly TextFieldDef[]; fields: Partial<Record<string, FieldMeta>> }) {
  return defs.map(({ name, ...def }) => <TextField key={name} meta={fields[name] ?? { name }} {...def} />);
}

/** A native select (works without JavaScript, the phone's own picker) with a first, empty choice. */
export function SelectField({
  options,
  empty,
  fallback = "",
  onChange,
  ...frame
}: FieldFrame & {
  options: readonly { value: string; label: string }[];
  /** The first option's text ("Select a course"), value "". */
  empty: string;
  /** The choice before anything was sent back (a course preselected by the page's address). */
  fallback?: string;
  onChange?: (value: string) => void;
}) {
  const defaultValue = typeof frame.meta.initialValue === "string" ? frame.meta.initialValue : fallback;
  return (
    <Field {...frameProps(frame)}>
      {(control) => (
        <NativeSelect
          key={frame.meta.key}
          {...control}
          defaultValue={defaultValue}
          onChange={onChange ? (event) => onChange(event.target.value) : undefined}
        >
          <ChoiceOptions empty={empty} options={options} />
        </NativeSelect>
      )}
    </Field>
  );
}

/** A select's options: first `empty` (value "", meaning none or all), then the choices. */
export function ChoiceOptions({ empty, options }: { empty: string; options: readonly { value: string; label: string }[] }) {
  return (
    <>
      <option value="">{empty}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}
