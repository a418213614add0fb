import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import { SelectField, type TextFieldDef, TextFields } from "#app/components/form-fields";
import { ErrorList, StatusButton } from "#app/components/forms";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { feeSettingsSchema } from "../fee-settings-schema";
import { TickField } from "./fee-dialog-frame";

const DISCOUNTS: TextFieldDef[] = [
  {
    name: "online_admission_discount",
    label: "Online admission discount (₹)",
    hint: "Taken off when a student pays the registration online. 0 for none.",
    required: true,
    input: { inputMode: "decimal" },
  },
  {
    name: "discount_limit",
    label: "Discount limit (₹)",
    hint: "A discount above this on one due needs a super admin.",
    required: true,
    input: { inputMode: "decimal" },
  },
];

const UPI: TextFieldDef[] = [
  { name: "upi_id", label: "UPI ID", placeholder: "institute@okaxis", hint: "Every due shows a UPI QR code and link to this ID." },
  { name: "upi_payee_name", label: "Payee name", hint: "The name the student's UPI app shows." },
];

const GST: TextFieldDef[] = [
  { name: "gstin", label: "GSTIN", placeholder: "07ABCDE1234F1Z5", input: { maxLength: 15, autoCapitalize: "characters" } },
  {
    name: "gst_sac",
    label: "SAC",
    required: true,
    hint: "999293: commercial training and coaching.",
    input: { inputMode: "numeric", maxLength: 6 },
  },
  { name: "gst_rate", label: "GST rate (%)", required: true, input: { inputMode: "decimal" } },
  { name: "gst_state", label: "State (place of supply)", required: true },
  { name: "gst_state_code", label: "State code", required: true, hint: "07 for Delhi.", input: { inputMode: "numeric", maxLength: 2 } },
];

const REMINDERS: TextFieldDef[] = [
  { name: "reminder_days_before", label: "Days before a due date", required: true, input: { inputMode: "numeric" } },
  { name: "reminder_every_days", label: "Then every N days while overdue", required: true, input: { inputMode: "numeric" } },
  { name: "reminder_max_overdue", label: "Most overdue reminders", required: true, input: { inputMode: "numeric" } },
];

function Section({ title, description, children }: { title: string; description: string; children: React.ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">{children}</CardContent>
    </Card>
  );
}

/** /admin/settings/fees: discounts, UPI, GST and reminders (issue 24). Money in rupees, stored as paise. */
export function FeeSettingsForm({ values, lastResult }: { values: Record<string, string>; lastResult?: SubmissionResult | null }) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "fee-settings",
    lastResult,
    defaultValue: values,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: feeSettingsSchema, disableAutoCoercion: true }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-6" aria-label="Fee settings">
      <ErrorList error={form.errors?.[0]} />
      <Section title="Discounts" description="The seed's banner offers ₹3,000 off on online admission.">
        <TextFields defs={DISCOUNTS} fields={fields} />
      </Section>
      <Section title="UPI" description="For payments straight to the institute's account, confirmed by staff with the UTR.">
        <TextFields defs={UPI} fields={fields} />
      </Section>
      <Section title="GST" description="A registered institute's receipts show the GSTIN, the SAC and the tax.">
        <div className="sm:col-span-2">
          <TickField meta={fields.gst_registered} label="GST registered" hint="Unticked: receipts are plain, without tax." />
        </div>
        <TextFields defs={GST} fields={fields} />
        <SelectField
          meta={fields.gst_inclusive}
          label="Fees and GST"
          empty="Choose"
          options={[
            { value: "inclusive", label: "Fees include GST" },
            { value: "exclusive", label: "GST is added to the fees" },
          ]}
          required
        />
      </Section>
      <Section title="Reminders" description="WhatsApp and e-mail reminders of dues, at most one a day per student.">
        <TextFields defs={REMINDERS} fields={fields} />
      </Section>
      <div>
        <StatusButton type="submit" pending={navigation.state === "submitting"} pendingText="Saving...">
          Save fee settings
        </StatusButton>
      </div>
    </Form>
  );
}
