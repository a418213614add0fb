import { ShieldCheck } from "lucide-react";
import { Form } from "react-router";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { formatDate, formatDateTime } from "#app/lib/admin-display";
import type { TrustedDeviceView } from "./account-view.server";

type TrustedDevice = TrustedDeviceView;

/**
 * The browsers that skip the code ("Remember this device"): forget one or all. Plain forms, so
 * they work without JavaScript; the server checks each belongs to this account.
 */
export function TrustedDevicesCard({ devices, error }: { devices: TrustedDevice[]; error?: string }) {
  return (
    <Card>
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between sm:space-y-0">
        <div>
          <CardTitle className="flex items-center gap-2">
            <ShieldCheck className="size-5 text-brand-700" aria-hidden="true" /> Remembered devices
          </CardTitle>
          <CardDescription>Browsers that skip the code at sign-in for 30 days. Forget any you do not use.</CardDescription>
        </div>
        {devices.length > 1 ? (
          <Form method="post">
            <input type="hidden" name="intent" value="forget-devices" />
            <Button type="submit" variant="outline" size="sm">
              Forget all
            </Button>
          </Form>
        ) : null}
      </CardHeader>
      <CardContent>
        {error ? (
          <p role="alert" className="mb-3 rounded-md bg-red-50 p-3 text-sm text-red-900">
            {error}
          </p>
        ) : null}
        {devices.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No device is remembered. Tick "Remember this device" when you enter a code to skip it on that browser.
          </p>
        ) : (
          <ul className="divide-y rounded-md border" aria-label="Remembered devices">
            {devices.map((d) => (
              <li key={d.id} className="flex items-center justify-between gap-3 p-3">
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                    {d.device}
                    {d.current ? <Badge variant="green">This device</Badge> : null}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {d.ip ? `IP ${d.ip} · ` : ""}Remembered {formatDateTime(d.rememberedAt)} · Until {formatDate(d.expiresAt)}
                  </p>
                </div>
                <Form method="post" className="shrink-0">
                  <input type="hidden" name="intent" value="forget-device" />
                  <input type="hidden" name="deviceId" value={d.id} />
                  <Button type="submit" variant="outline" size="sm" aria-label={`Forget device: ${d.device}`}>
                    Forget
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
