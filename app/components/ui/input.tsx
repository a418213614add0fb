import type * as React from "react";
import { cn } from "#app/lib/utils";

export const inputClass =
  "flex h-11 w-full rounded-md border border-input bg-background px-3 py-2 text-base placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-destructive";

export function Input({ className, ...props }: React.ComponentProps<"input">) {
  return <input className={cn(inputClass, className)} {...props} />;
}

export function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return <textarea className={cn(inputClass, "h-auto min-h-24", className)} {...props} />;
}

/** A native select: works without JavaScript and is the best picker on phones. */
export function NativeSelect({ className, ...props }: React.ComponentProps<"select">) {
  return <select className={cn(inputClass, "pr-8", className)} {...props} />;
}

export function Label({ className, ...props }: React.ComponentProps<"label">) {
  // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor
  return <label className={cn("text-sm font-medium leading-none text-foreground", className)} {...props} />;
}
