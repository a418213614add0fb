import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, useNavigation } from "react-router";
import { PageHeader } from "#app/components/admin/page-header";
import { TextField } from "#app/components/form-fields";
import { StatusButton } from "#app/components/forms";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { currentAdmin } from "#app/features/accounts/permissions.server";
import { getSiteSettings, updateSiteSettings } from "#app/features/settings/settings.server";
import { settingsSchema } from "#app/features/settings/settings-schemas";
import type { SiteSettings } from "#app/lib/site-defaults";
import { audit, changes } from "#app/server/db/audit.server";
import { redirectWithToast } from "#app/server/http/toast.server";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Settings | Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await currentAdmin({ request, context });
  return { settings: await getSiteSettings() };
}

/** Beyond the spec, the values are stored and every public page reads them. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await currentAdmin({ request, context });
  const submission = parseWithZod(await request.formData(), { schema: settingsSchema, disableAutoCoercion: true });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  // A field the form did not send (certificate_prefix from an older page) keeps its value.
  const values = Object.fromEntries(Object.entries(submission.value).filter(([, v]) => v !== undefined)) as Partial<SiteSettings>;
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
  type?: "email" | "tel" | "url" | "number";
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

const BATCHES: FieldDef[] = [
  {
    name: "branches",
    label: "Branches",
    required: true,
    multiline: true,
    hint: "One a line, e.g. Main Campus. A batch is held at one of them.",
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

/** one source for the figures the public pages claim, in both languages. */
const TRUST: FieldDef[] = [
  {
    name: "students_trained",
    label: "Students Trained",
    type: "number",
    required: true,
    hint: "Shown as 500+ on the home, about and gallery pages.",
  },
  { name: "placement_rate", label: "Placement Rate (%)", type: "number", required: true, hint: "Shown as 95% placement." },
  { name: "founded_year", label: "Founding Year", type: "number", required: true, hint: "Shown as Since 2021." },
  { name: "rating", label: "Rating (1 to 5)", required: true, hint: "Your average review rating, e.g. 4.8." },
  {
    name: "review_count",
    label: "Number of Reviews",
    type: "number",
    required: true,
    hint: "The reviews behind the rating. 0 hides the rating everywhere.",
  },
];

export default function SettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { settings } = loaderData;
  const [form, fields] = useForm({
    lastResult: actionData,
    // The form's fields are text: the numbers (trust figures) as the field shows them.
    defaultValue: Object.fromEntries(
      Object.entries(settings).map(([k, v]) => [k, typeof v === "number" ? String(v) : Array.isArray(v) ? v.join("\n") : v]),
    ),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: settingsSchema, disableAutoCoercion: true }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formAction === "/admin/settings";

  const renderField = (f: FieldDef) => (
    <TextField
      key={f.name}
      meta={fields[f.name]}
      label={f.label}
      hint={f.hint}
      required={f.required}
      className={f.multiline ? "sm:col-span-2" : undefined}
      type={f.type}
      autoComplete={f.autoComplete}
      rows={f.multiline ? 3 : undefined}
    />
  );

  return (
    <div className="max-w-3xl">
      <PageHeader title="Settings" description="Your institute's name and contact details, as the website shows them" />
      <p className="mb-4 text-sm">
        <Link to="/admin/settings/fees" className="font-medium text-brand-700 underline underline-offset-2">
          Fee settings
        </Link>
        : discounts, UPI, GST on receipts and fee reminders.
      </p>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-6">
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
            <CardTitle>Trust Figures</CardTitle>
            <CardDescription>The numbers every page shows, in English and Hindi: change them here only.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">{TRUST.map(renderField)}</CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Certificates</CardTitle>
            <CardDescription>How the certificate form numbers new certificates.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">{CERTIFICATES.map(renderField)}</CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Batches</CardTitle>
            <CardDescription>Where batches are held, as the batch form and the course pages show it.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">{BATCHES.map(renderField)}</CardContent>
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
