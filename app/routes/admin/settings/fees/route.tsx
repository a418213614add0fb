import { BackLink } from "#app/components/admin/back-link";
import { PageHeader } from "#app/components/admin/page-header";
import { currentAdmin } from "#app/features/accounts/permissions.server";
import { FeeSettingsForm } from "#app/features/fees/components/fee-settings-form";
import { feeSettingsFormValues, saveFeeSettings } from "#app/features/fees/fee-settings-form.server";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Fee settings | Admin" }];

/** Admins and super admins (the gate keeps trainers out; currentAdmin checks again). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await currentAdmin({ request, context });
  return { values: await feeSettingsFormValues() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await currentAdmin({ request, context });
  return saveFeeSettings(await request.formData(), admin);
}

export default function FeeSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="max-w-3xl">
      <BackLink to="/admin/settings">Settings</BackLink>
      <PageHeader title="Fee settings" description="Discounts, UPI, GST on receipts and fee reminders" />
      <FeeSettingsForm values={loaderData.values} lastResult={actionData} />
    </div>
  );
}
