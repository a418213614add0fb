import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useMemo } from "react";
import { Form, useNavigation } from "react-router";
import { SelectField, type TextFieldDef, TextFields } from "#app/components/form-fields";
import { ErrorList, StatusButton } from "#app/components/forms";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import type { Translate } from "#app/i18n/translate";
import { feeSettingsSchema } from "../fee-settings-schema";
import { TickField } from "./fee-dialog-frame";

/** The form's text fields, by section, labelled in the page's words. */
function fieldDefs(t: Translate): Record<"discounts" | "upi" | "gst" | "reminders", TextFieldDef[]> {
  const w = (key: string) => t(`feesStaff.settings.${key}`);
  const decimal = { inputMode: "decimal" } as const;
  const numeric = { inputMode: "numeric" } as const;
  return {
    discounts: [
      { name: "online_admission_discount", label: w("onlineDiscount"), hint: w("onlineDiscountHint"), required: true, input: decimal },
      { name: "discount_limit", label: w("discountLimit"), hint: w("discountLimitHint"), required: true, input: decimal },
    ],
    upi: [
      { name: "upi_id", label: w("upiId"), placeholder: "institute@okaxis", hint: w("upiIdHint") },
      { name: "upi_payee_name", label: w("payee"), hint: w("payeeHint") },
    ],
    gst: [
      { name: "gstin", label: w("gstin"), placeholder: "07ABCDE1234F1Z5", input: { maxLength: 15, autoCapitalize: "characters" } },
      { name: "gst_sac", label: w("sac"), required: true, hint: w("sacHint"), input: { ...numeric, maxLength: 6 } },
      { name: "gst_rate", label: w("gstRate"), required: true, input: decimal },
      { name: "gst_state", label: w("state"), required: true },
      { name: "gst_state_code", label: w("stateCode"), required: true, hint: w("stateCodeHint"), input: { ...numeric, maxLength: 2 } },
    ],
    reminders: [
      { name: "reminder_days_before", label: w("daysBefore"), required: true, input: numeric },
      { name: "reminder_every_days", label: w("everyDays"), required: true, input: numeric },
      { name: "reminder_max_overdue", label: w("maxOverdue"), required: true, input: numeric },
    ],
  };
}

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

/** /admin/settings/fees: discounts, UPI, GST and reminders (issue 24). Money in rupees, stored as paise; `t` the page's words. */
export function FeeSettingsForm({
  values,
  lastResult,
  t,
}: {
  values: Record<string, string>;
  lastResult?: SubmissionResult | null;
  t: Translate;
}) {
  const navigation = useNavigation();
  const schema = useMemo(() => feeSettingsSchema(t), [t]);
  const defs = useMemo(() => fieldDefs(t), [t]);
  const w = (key: string) => t(`feesStaff.settings.${key}`);
  const [form, fields] = useForm({
    id: "fee-settings",
    lastResult,
    defaultValue: values,
    onValidate: ({ formData }) => parseWithZod(formData, { schema, disableAutoCoercion: true }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-6" aria-label={w("title")}>
      <ErrorList error={form.errors?.[0]} />
      <Section title={w("discounts")} description={w("discountsText")}>
        <TextFields defs={defs.discounts} fields={fields} />
      </Section>
      <Section title={w("upi")} description={w("upiText")}>
        <TextFields defs={defs.upi} fields={fields} />
      </Section>
      <Section title={w("gst")} description={w("gstText")}>
        <div className="sm:col-span-2">
          <TickField meta={fields.gst_registered} label={w("gstRegistered")} hint={w("gstRegisteredHint")} />
        </div>
        <TextFields defs={defs.gst} fields={fields} />
        <SelectField
          meta={fields.gst_inclusive}
          label={w("feesAndGst")}
          empty={w("choose")}
          options={[
            { value: "inclusive", label: w("inclusive") },
            { value: "exclusive", label: w("exclusive") },
          ]}
          required
        />
      </Section>
      <Section title={w("reminders")} description={w("remindersText")}>
        <TextFields defs={defs.reminders} fields={fields} />
      </Section>
      <div>
        <StatusButton type="submit" pending={navigation.state === "submitting"} pendingText={w("saving")}>
          {w("save")}
        </StatusButton>
      </div>
    </Form>
  );
}
