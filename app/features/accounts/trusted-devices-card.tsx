import { ShieldCheck } from "lucide-react";
import { Form } from "react-router";
import { Button } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { formatDate, formatDateTime } from "#app/lib/admin-display";
import type { TrustedDeviceView } from "./account-view.server";
import { CardError } from "./card-error";
import { DeviceRow } from "./device-row";

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
        <CardError message={error} />
        {devices.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No device is remembered. Tick "Remember this device" when you enter a code to skip it on that browser.
          </p>
        ) : (
          <ul className="divide-y rounded-md border" aria-label="Remembered devices">
            {devices.map((d) => (
              <DeviceRow
                key={d.id}
                device={d.device}
                current={d.current}
                details={`${d.ip ? `IP ${d.ip} · ` : ""}Remembered ${formatDateTime(d.rememberedAt)} · Until ${formatDate(d.expiresAt)}`}
                end={{ intent: "forget-device", field: "deviceId", id: d.id, label: "Forget device", text: "Forget" }}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
