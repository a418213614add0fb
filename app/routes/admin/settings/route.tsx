import { data, Form, useNavigation } from "react-router";
import { PageHeader } from "../../../components/admin/page-header";
import { Field, StatusButton, useFormValidation } from "../../../components/forms";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Input, Textarea } from "../../../components/ui/input";
import { parseForm } from "../../../lib/forms";
import type { SiteSettings } from "../../../lib/site-defaults";
import { settingsSchema } from "../../../lib/validation/settings";
import { audit, changes } from "../../../server/audit.server";
import { getSiteSettings, updateSiteSettings } from "../../../server/models/settings.server";
import { requireAdmin } from "../../../server/permissions.server";
import { redirectWithToast } from "../../../server/toast.server";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Settings | Admin" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { settings: await getSiteSettings() };
}

/** Beyond the spec, the values are stored and every public page reads them. */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const parsed = parseForm(settingsSchema, await request.formData());
  if (!parsed.success) return data(parsed.result, { status: 400 });
  // A field the form did not send (certificate_prefix from an older page) keeps its value.
  const values = Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined)) as Partial<SiteSettings>;
  const before = await getSiteSettings();
  const diff = changes(before as Record<string, unknown>, values as Partial<Record<string, unknown>>);
  if (Object.keys(diff.after).length > 0) {
    await updateSiteSettings(values);
    await audit({ adminUserId: admin.id, action: "settings_updated", details: diff });
  }
  return redirectWithToast("/admin/settings", { title: "Settings saved", type: "success" });
}

type FieldDef = {
  name: keyof SiteSettings;
  label: string;
  type?: string;
  hint?: string;
  required?: boolean;
  multiline?: boolean;
  autoComplete?: string;
};

const GENERAL: FieldDef[] = [
  { name: "site_name", label: "Site Name", required: true, autoComplete: "organization" },
  { name: "contact_email", label: "Contact Email", type: "email", required: true, autoComplete: "email" },
  { name: "contact_phone", label: "Contact Phone", type: "tel", required: true, autoComplete: "tel" },
  { name: "contact_phone_alt", label: "Second Phone", type: "tel", hint: "Shown next to the main number in the top bar and footer." },
  {
    name: "whatsapp_number",
    label: "WhatsApp Number",
    type: "tel",
    required: true,
    hint: "With the country code, e.g. 919876543210. Used by the demo form and WhatsApp buttons.",
  },
  { name: "address", label: "Address", required: true, multiline: true, autoComplete: "street-address" },
];

const LINKS: FieldDef[] = [
  { name: "facebook_url", label: "Facebook Page", type: "url" },
  { name: "instagram_url", label: "Instagram Profile", type: "url" },
  { name: "youtube_url", label: "YouTube Channel", type: "url" },
  {
    name: "google_place_id",
    label: "Google Place ID",
    hint: "Lets the home page show your Google reviews. Leave empty to show the sample reviews.",
  },
];

const CERTIFICATES: FieldDef[] = [
  {
    name: "certificate_prefix",
    label: "Certificate ID Prefix",
    required: true,
    hint: "New certificates are numbered PREFIX-YEAR-NNNN, e.g. STI-2026-0001. Letters and digits only.",
  },
];

export default function SettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { settings } = loaderData;
  const failed = actionData && !actionData.ok ? actionData : null;
  const { errors, formProps } = useFormValidation(settingsSchema, failed?.fieldErrors);
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formAction === "/admin/settings";
  const initialValue = (name: keyof SiteSettings) => failed?.values?.[name] ?? settings[name] ?? "";

  const renderField = (f: FieldDef) => (
    <Field
      key={f.name}
      label={f.label}
      name={f.name}
      error={errors[f.name]}
      hint={f.hint}
      required={f.required}
      className={f.multiline ? "sm:col-span-2" : undefined}
    >
      {(control) =>
        f.multiline ? (
          <Textarea {...control} defaultValue={initialValue(f.name)} rows={3} autoComplete={f.autoComplete} />
        ) : (
          <Input {...control} type={f.type ?? "text"} defaultValue={initialValue(f.name)} autoComplete={f.autoComplete ?? "off"} />
        )
      }
    </Field>
  );

  return (
    <div className="max-w-3xl">
      <PageHeader title="Settings" description="Your institute's name and contact details, as the website shows them" />
      <Form method="post" {...formProps} className="flex flex-col gap-6">
        <Card>
          <CardHeader>
            <CardTitle>General Settings</CardTitle>
            <CardDescription>Shown in the header, footer, contact page and search results.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">{GENERAL.map(renderField)}</CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Social Links and Reviews</CardTitle>
            <CardDescription>Leave a field empty to hide that link.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">{LINKS.map(renderField)}</CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Certificates</CardTitle>
            <CardDescription>How the certificate form numbers new certificates.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">{CERTIFICATES.map(renderField)}</CardContent>
        </Card>
        <div>
          <StatusButton type="submit" pending={saving} pendingText="Saving...">
            Save Settings
          </StatusButton>
        </div>
      </Form>
    </div>
  );
}
