import * as TooltipPrimitive from "radix-ui/tooltip";
import type * as React from "react";
import { cn } from "#app/lib/utils";

/** Tooltip (Radix): shown on hover and keyboard focus; wrap the app part in TooltipProvider once. */
export const TooltipProvider = TooltipPrimitive.Provider;
export const Tooltip = TooltipPrimitive.Root;
export const TooltipTrigger = TooltipPrimitive.Trigger;

export function TooltipContent({ className, sideOffset = 6, ...props }: React.ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        sideOffset={sideOffset}
        className={cn("z-50 rounded-md bg-slate-900 px-2.5 py-1.5 text-xs text-white shadow-md", className)}
        {...props}
      />
    </TooltipPrimitive.Portal>
  );
}
