import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card";

type Stat = { title: string; value: ReactNode; note: ReactNode; icon?: LucideIcon };

/** One dashboard figure: its title (with an icon when it has one), the value and a note under it. */
export function StatCard({ title, value, note, icon: Icon, ...attributes }: Stat & Record<`data-${string}`, string>) {
  return (
    <Card className="gap-0" {...attributes}>
      <CardHeader className={Icon ? "flex flex-row items-center justify-between gap-2 space-y-0 p-5 pb-2" : "p-5 pb-2"}>
        <CardTitle className="text-sm font-medium text-muted-foreground">{title}</CardTitle>
        {Icon ? <Icon className="size-4 text-muted-foreground" aria-hidden="true" /> : null}
      </CardHeader>
      <CardContent className="p-5 pt-0">
        <p className="text-2xl font-bold tabular-nums tracking-tight text-slate-900" data-testid={`stat-${title}`}>
          {value}
        </p>
        <p className="mt-1 text-xs text-muted-foreground">{note}</p>
      </CardContent>
    </Card>
  );
}
