import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "#app/lib/utils";

export const badgeVariants = cva("inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold", {
  variants: {
    variant: {
      default: "border-transparent bg-primary text-primary-foreground",
      secondary: "border-transparent bg-secondary text-secondary-foreground",
      destructive: "border-transparent bg-destructive text-destructive-foreground",
      outline: "text-foreground",
      yellow: "border-transparent bg-yellow-100 text-yellow-900",
      blue: "border-transparent bg-blue-100 text-blue-900",
      green: "border-transparent bg-green-100 text-green-900",
      red: "border-transparent bg-red-100 text-red-900",
      grey: "border-transparent bg-slate-100 text-slate-800",
      action: "border-transparent bg-action-500 text-brand-950",
    },
  },
  defaultVariants: { variant: "default" },
});

export function Badge({ className, variant, ...props }: React.ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
