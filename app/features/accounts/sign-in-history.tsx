import { History } from "lucide-react";
import { Badge } from "#app/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { formatDateTime } from "#app/lib/admin-display";
import type { SignInView } from "./account-view.server";

/** What each security-log action reads as in the sign-in history. */
const HISTORY_LABELS: Record<string, { label: string; variant: "green" | "red" | "yellow" | "blue" }> = {
  sign_in: { label: "Signed in", variant: "green" },
  sign_in_failed: { label: "Wrong password", variant: "red" },
  account_locked: { label: "Locked", variant: "red" },
  password_reset: { label: "Password reset", variant: "yellow" },
  password_changed: { label: "Password changed", variant: "blue" },
  two_factor_failed: { label: "Wrong code", variant: "red" },
  two_factor_enabled: { label: "2FA turned on", variant: "blue" },
  two_factor_disabled: { label: "2FA turned off", variant: "yellow" },
};

type HistoryEntry = SignInView;

export function SignInHistory({ history }: { history: HistoryEntry[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <History className="size-5 text-brand-700" aria-hidden="true" /> Sign-in history
        </CardTitle>
        <CardDescription>The latest sign-ins, wrong passwords and password changes on your account.</CardDescription>
      </CardHeader>
      <CardContent>
        {history.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing yet</p>
        ) : (
          <ul className="divide-y rounded-md border" aria-label="Sign-in history">
            {history.map((h) => {
              const label = HISTORY_LABELS[h.action] ?? { label: h.action, variant: "blue" as const };
              return (
                // Phones: the badge and the time on one line, the device under them; wider: one row.
                <li key={h.id} className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1 p-3 text-sm sm:grid-cols-[9rem_1fr_auto]">
                  <Badge variant={label.variant} className="w-fit justify-center sm:w-full">
                    {label.label}
                  </Badge>
                  <span className="order-last col-span-2 min-w-0 text-slate-700 sm:order-none sm:col-span-1">
                    {[h.device, h.ip ? `IP ${h.ip}` : null].filter(Boolean).join(" · ") || "—"}
                  </span>
                  <span className="whitespace-nowrap text-xs text-muted-foreground">{formatDateTime(h.at)}</span>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
