import { Trash2 } from "lucide-react";
import { Form, useLocation } from "react-router";
import { ConfirmForm } from "#app/components/admin/confirm-form";
import { ErrorList, Field, StatusButton } from "#app/components/forms";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { Input } from "#app/components/ui/input";

/** What the settings page's action answered to a refused erasure. */
type ErasureFailure = { message: string; fieldErrors: Record<string, string> } | undefined;

/** Erasing a person on request (DPDP Act 2023), on /admin/leads/settings: posts `intent=erase`. */
export function ErasePersonCard({ failure: erase, pending }: { failure: ErasureFailure; pending: boolean }) {
  // A new key after each successful erasure (a redirect): the erased person's number does not
  // stay in the form. After a refusal the key holds still, so a revalidation never wipes what
  // the person types next.
  const { key: visit } = useLocation();
  const eraseFormKey = erase ? "refused" : visit;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Erase a person</CardTitle>
        <CardDescription>
          On request (India's DPDP Act 2023): deletes every enquiry, lead, note and message stored for this phone number or e-mail address.
          The audit log records that an erasure happened, without the personal data.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" key={eraseFormKey} className="grid gap-4 sm:grid-cols-2">
          <input type="hidden" name="intent" value="erase" />
          <ErrorList error={erase?.message} />
          <Field label="Phone number" name="phone" error={erase?.fieldErrors?.phone}>
            {(p) => <Input {...p} type="tel" inputMode="tel" autoComplete="off" placeholder="10-digit mobile number" />}
          </Field>
          <Field label="E-mail address" name="email" error={erase?.fieldErrors?.email}>
            {(p) => <Input {...p} type="email" autoComplete="off" />}
          </Field>
          <div className="sm:col-span-2">
            <StatusButton type="submit" variant="destructive" pending={pending} pendingText="Erasing...">
              <Trash2 aria-hidden="true" />
              Erase this person
            </StatusButton>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}

/** The retention purge, for super admins: posts `intent=purge`, confirmed first. */
export function PurgeLeadsCard({ retentionDays }: { retentionDays: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Purge old leads</CardTitle>
        <CardDescription>
          {retentionDays
            ? `Deletes every lead older than ${retentionDays} days, with its enquiry and messages.`
            : "Set how long leads are kept above to purge older ones."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ConfirmForm
          intent="purge"
          id="retention"
          confirm={`Delete every lead older than ${retentionDays} days? This cannot be undone.`}
          label="Purge old leads"
          disabled={!retentionDays}
          destructive
          appearance="button"
        >
          <Trash2 aria-hidden="true" />
          <span>Purge old leads</span>
        </ConfirmForm>
      </CardContent>
    </Card>
  );
}
