import { ChoiceOptions } from "#app/components/form-fields";
import { NativeSelect } from "#app/components/ui/input";
import { cn } from "#app/lib/utils";

/**
 * One filter of a list's search form: a select whose first option (`all`, value "") clears it,
 * then the list's values. A plain GET field, so it filters without JavaScript too.
 */
export function FilterSelect({
  name,
  label,
  value,
  all,
  options,
  className,
  id,
}: {
  name: string;
  label: string;
  value: string | null | undefined;
  all: string;
  options: readonly { value: string; label: string }[];
  className?: string;
  /** For a visible <label htmlFor>; the aria-label stays the accessible name. */
  id?: string;
}) {
  return (
    <NativeSelect id={id} name={name} defaultValue={value ?? ""} aria-label={label} className={cn("h-10", className)}>
      <ChoiceOptions empty={all} options={options} />
    </NativeSelect>
  );
}
