import type { ReactNode } from "react";
import { Form } from "react-router";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";

/**
 * One browser on the account page (a signed-in session or a remembered device): its name,
 * "This device", one line of details, and the post that ends it when there is one.
 */
export function DeviceRow({
  device,
  current,
  details,
  end,
  ...rest
}: {
  device: string;
  current: boolean;
  details: ReactNode;
  /** The form that ends it: intent, the id field and the button's words; none for this browser's session. */
  end: { intent: string; field: string; id: string; label: string; text: string } | null;
  "data-session-id"?: string;
}) {
  return (
    <li className="flex items-center justify-between gap-3 p-3" {...rest}>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          {device}
          {current ? <Badge variant="green">This device</Badge> : null}
        </p>
        <p className="text-xs text-muted-foreground">{details}</p>
      </div>
      {end ? (
        <Form method="post" className="shrink-0">
          <input type="hidden" name="intent" value={end.intent} />
          <input type="hidden" name={end.field} value={end.id} />
          <Button type="submit" variant="outline" size="sm" aria-label={`${end.label}: ${device}`}>
            {end.text}
          </Button>
        </Form>
      ) : null}
    </li>
  );
}
