import type { ReactNode } from "react";
import { cn } from "#app/lib/utils";

/**
 * Tabs as plain markup (the course-inner page): every panel is in the HTML, the inactive ones
 * `hidden`; each tab is a link to `?tab=...` so it works without JavaScript, and
 * `site/tabs-enhance.ts` switches them in place (arrows, Home, End as Radix's tabs did). React
 * renders the attributes the module changes with constant values, so the two never fight.
 */
type TabProps = { id: string; value: string; active: boolean; className?: string; children: ReactNode };

const tabId = (id: string, value: string) => `${id}-tab-${value}`;
const panelId = (id: string, value: string) => `${id}-panel-${value}`;
const state = (active: boolean) => (active ? "active" : "inactive");

export function TabsList({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn("inline-flex h-10 items-center gap-1 rounded-md bg-muted p-1 text-muted-foreground", className)}
    >
      {children}
    </div>
  );
}

export function TabsTrigger({ id, value, active, href, className, children }: TabProps & { href: string }) {
  return (
    <a
      href={href}
      role="tab"
      id={tabId(id, value)}
      aria-controls={panelId(id, value)}
      aria-selected={active}
      data-state={state(active)}
      tabIndex={active ? 0 : -1}
      className={cn(
        "inline-flex items-center justify-center gap-1.5 whitespace-nowrap rounded-sm px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm",
        className,
      )}
    >
      {children}
    </a>
  );
}

export function TabsContent({ id, value, active, className, children }: TabProps) {
  return (
    <div
      role="tabpanel"
      id={panelId(id, value)}
      aria-labelledby={tabId(id, value)}
      hidden={!active}
      data-state={state(active)}
      className={cn("mt-4 focus-visible:outline-2 focus-visible:outline-ring", className)}
    >
      {children}
    </div>
  );
}
