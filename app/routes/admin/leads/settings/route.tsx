import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, useNavigation } from "react-router";
import { BackLink } from "#app/components/admin/back-link";
import { PageHeader } from "#app/components/admin/page-header";
import { TextField } from "#app/components/form-fields";
import { ErrorList, StatusButton } from "#app/components/forms";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { currentAdmin, superAdminOnly } from "#app/features/accounts/permissions.server";
import { runErasure } from "#app/features/lead-desk/intents.server";
import { leadDeskSettingsSchema } from "#app/features/lead-desk/lead-desk-schemas";
import { purgeExpiredLeads } from "#app/features/lead-desk/privacy.server";
import { ErasePersonCard, PurgeLeadsCard } from "#app/features/lead-desk/privacy-cards";
import { getLeadDeskSettings, updateLeadDeskSettings } from "#app/features/lead-desk/settings.server";
import { isUnconfirmedDelete, UNCONFIRMED_DELETE } from "#app/server/http/confirmed-delete.server";
import { createToastHeaders, redirectWithToast } from "#app/server/http/toast.server";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Greetings and privacy | Leads | Admin" }];

const PAGE_URL = "/admin/leads/settings";

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await currentAdmin({ request, context });
  const settings = await getLeadDeskSettings();
  return {
    settings: { greetingEn: settings.greetingEn, greetingHi: settings.greetingHi, retentionDays: String(settings.retentionDays ?? "") },
    isSuperAdmin: admin.profile.role === "super_admin",
  };
}

/** Three forms (decision 016): the greetings and retention, erasing a person (DPDP Act), the retention purge. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await currentAdmin({ request, context });
  const formData = await request.formData();
  const actor = { id: admin.id };
  switch (formData.get("intent")) {
    case "settings": {
      const submission = parseWithZod(formData, { schema: leadDeskSettingsSchema, disableAutoCoercion: true });
      if (submission.status !== "success") return data({ intent: "settings" as const, reply: submission.reply() }, { status: 400 });
      const saved = await updateLeadDeskSettings(submission.value, actor);
      if (!saved.ok)
        return data({ intent: "settings" as const, reply: submission.reply({ formErrors: [saved.message] }) }, { status: 403 });
      return redirectWithToast(PAGE_URL, { title: "Lead desk settings saved", type: "success" });
    }
    case "erase": {
      const erased = await runErasure(formData, actor);
      if (!erased.ok)
        return data(
          { intent: "erase" as const, message: erased.message, fieldErrors: erased.fieldErrors ?? {} },
          { status: erased.status },
        );
      return redirectWithToast(PAGE_URL, { title: erased.message, type: "success" });
    }
    case "purge": {
      superAdminOnly(admin);
      if (isUnconfirmedDelete(Object.fromEntries(formData)))
        return data(
          { intent: "purge" as const },
          { status: 400, headers: await createToastHeaders({ title: "Nothing purged", description: UNCONFIRMED_DELETE, type: "error" }) },
        );
      const purged = await purgeExpiredLeads(actor);
      if ("refused" in purged) return redirectWithToast(PAGE_URL, { title: "Only a super admin can do this.", type: "error" });
      if (purged.retentionDays === null)
        return redirectWithToast(PAGE_URL, { title: "Nothing purged", description: "Set how long leads are kept first.", type: "error" });
      return redirectWithToast(PAGE_URL, {
        title: `Purged ${purged.deleted.leads ?? 0} leads older than ${purged.retentionDays} days`,
        type: "success",
      });
    }
    default:
      return data({ intent: "unknown" as const, message: "Unknown action. Please reload the page and try again." }, { status: 400 });
  }
}

export default function LeadDeskSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, isSuperAdmin } = loaderData;
  const [form, fields] = useForm({
    lastResult: actionData?.intent === "settings" ? actionData.reply : undefined,
    defaultValue: settings,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: leadDeskSettingsSchema, disableAutoCoercion: true }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const navigation = useNavigation();
  const sending = (intent: string) => navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const erase = actionData?.intent === "erase" ? actionData : undefined;

  return (
    <div className="max-w-3xl">
      <BackLink to="/admin/leads">All leads</BackLink>
      <PageHeader title="Greetings and privacy" description="The WhatsApp greeting staff send to leads, and what the institute keeps" />
      <div className="flex flex-col gap-6">
        <Card>
          <CardHeader>
            <CardTitle>WhatsApp greeting</CardTitle>
            <CardDescription>
              Filled into the WhatsApp button of every lead. {"{name}"} and {"{course}"} become the lead's name and course.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Form method="post" {...getFormProps(form)} className="grid gap-4">
              <input type="hidden" name="intent" value="settings" />
              <ErrorList error={form.errors?.[0]} />
              <TextField meta={fields.greetingHi} label="Greeting in Hindi" rows={3} />
              <TextField meta={fields.greetingEn} label="Greeting in English" rows={3} />
              <TextField
                meta={fields.retentionDays}
                label="Keep leads for (days)"
                hint={
                  isSuperAdmin
                    ? "Leave empty to keep leads. Between 30 and 3650 days; older leads can then be purged below."
                    : "Only a super admin can change how long leads are kept."
                }
              />
              <div>
                <StatusButton type="submit" pending={sending("settings")} pendingText="Saving...">
                  Save
                </StatusButton>
              </div>
            </Form>
          </CardContent>
        </Card>
        <ErasePersonCard failure={erase} pending={sending("erase")} />
        {isSuperAdmin ? <PurgeLeadsCard retentionDays={settings.retentionDays} /> : null}
      </div>
    </div>
  );
}
