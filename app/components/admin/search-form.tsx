import { Search } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { Form, useNavigation, useSearchParams, useSubmit } from "react-router";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { cn } from "#app/lib/utils";
import { useAdminWords } from "./admin-words";

/**
 * GET search form for admin lists: submits ?q= (resetting ?page=) and keeps other params
 * (pass extra filter controls as children; they submit with the form). Works without JS
 * via the Search button; with JS it submits 300 ms after typing stops. `filters` (a
 * disclosure of filter controls, see FiltersDisclosure) go after the button, so on a phone
 * the search box and its button share the first row.
 */
export function SearchForm({
  placeholder = "Search...",
  label = "Search",
  name = "q",
  keep = [],
  children,
  filters,
  className,
}: {
  placeholder?: string;
  label?: string;
  name?: string;
  /** Other query parameters to carry along (e.g. ["status"]) when they are not controls inside children. */
  keep?: string[];
  children?: ReactNode;
  filters?: ReactNode;
  className?: string;
}) {
  const [searchParams] = useSearchParams();
  const submit = useSubmit();
  const words = useAdminWords();
  const navigation = useNavigation();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const value = searchParams.get(name) ?? "";
  const searching = navigation.state === "loading" && new URLSearchParams(navigation.location?.search).has(name);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  // Back/forward navigation changes ?q= under us: reflect it unless the person is typing.
  useEffect(() => {
    const input = inputRef.current;
    if (input && document.activeElement !== input && input.value !== value) input.value = value;
  }, [value]);

  return (
    <Form
      method="get"
      role="search"
      className={cn(filters ? "flex flex-wrap items-start gap-2" : "flex flex-col gap-2 sm:flex-row sm:items-center", className)}
      onChange={(event) => {
        const form = event.currentTarget;
        const target = event.target as HTMLElement;
        if (timer.current) clearTimeout(timer.current);
        const delay = target instanceof HTMLInputElement && target.type === "search" ? 300 : 0;
        timer.current = setTimeout(() => submit(form, { replace: true, preventScrollReset: true }), delay);
      }}
    >
      {keep.map((k) => {
        const v = searchParams.get(k);
        return v ? <input key={k} type="hidden" name={k} value={v} /> : null;
      })}
      <div className={cn("relative", filters ? "min-w-0 flex-1 sm:max-w-sm" : "w-full sm:max-w-sm")}>
        <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          ref={inputRef}
          type="search"
          name={name}
          defaultValue={value}
          placeholder={placeholder}
          aria-label={label}
          className="h-10 pl-9"
          aria-busy={searching || undefined}
        />
      </div>
      {children}
      <Button type="submit" variant="outline" className="h-10 sm:w-auto">
        {words.search}
      </Button>
      {filters}
    </Form>
  );
}
