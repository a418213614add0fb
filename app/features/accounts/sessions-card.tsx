import { LogOut, MonitorSmartphone } from "lucide-react";
import { Form } from "react-router";
import { Button } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { formatDateTime } from "#app/lib/admin-display";
import type { DeviceView } from "./account-view.server";
import { CardError } from "./card-error";
import { DeviceRow } from "./device-row";

type ActiveSession = DeviceView;

/** The devices signed in to this account; any but this one can be ended, one or all at once. */
export function SessionsCard({ sessions, error }: { sessions: ActiveSession[]; error?: string }) {
  const others = sessions.filter((s) => !s.current).length;
  return (
    <Card>
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between sm:space-y-0">
        <div>
          <CardTitle className="flex items-center gap-2">
            <MonitorSmartphone className="size-5 text-brand-700" aria-hidden="true" /> Active sessions
          </CardTitle>
          <CardDescription>Devices signed in to your account. End any you do not recognise.</CardDescription>
        </div>
        {others > 0 ? (
          <Form method="post">
            <input type="hidden" name="intent" value="end-others" />
            <Button type="submit" variant="outline" size="sm">
              <LogOut aria-hidden="true" /> End all other sessions
            </Button>
          </Form>
        ) : null}
      </CardHeader>
      <CardContent>
        <CardError message={error} />
        <ul className="divide-y rounded-md border" aria-label="Active sessions">
          {sessions.map((s) => (
            <DeviceRow
              key={s.id}
              data-session-id={s.id}
              device={s.device}
              current={s.current}
              details={`${s.ip ? `IP ${s.ip} · ` : ""}Last seen ${formatDateTime(s.lastSeen)} · Signed in ${formatDateTime(s.signedInAt)}`}
              end={s.current ? null : { intent: "end-session", field: "sessionId", id: s.id, label: "End session", text: "End" }}
            />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
