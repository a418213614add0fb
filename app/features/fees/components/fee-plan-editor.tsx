import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useMemo, useState } from "react";
import { Form, useNavigation } from "react-router";
import { TextField } from "#app/components/form-fields";
import { ErrorList, StatusButton } from "#app/components/forms";
import { HindiFont } from "#app/components/hindi-font";
import type { Lang } from "#app/i18n/lang";
import { formatPaise } from "#app/lib/format";
import type { FeePlanEditorData } from "../fee-plan-editor.server";
import { feePlanSchema, FEE_PLAN_INTENT as INTENT, PLAN_MAX_INSTALMENTS, rupeesToPaise } from "../fee-schemas";
import { feesTranslate } from "../fees-words";

const rupeesText = (paise: number) => (paise % 100 ? (paise / 100).toFixed(2) : String(paise / 100));

/** What the typed amounts add up to, as the form stands (0 for what is not a number yet). */
function typedSum(form: HTMLFormElement): number {
  let sum = 0;
  for (const [name, value] of new FormData(form)) {
    if (name !== "registration" && !/^instalments\[\d+\]\.amount$/.test(name)) continue;
    const text = String(value).trim();
    if (/^[\d,\s]+(\.\d{1,2})?$/.test(text)) sum += rupeesToPaise(text);
  }
  return sum;
}

/**
 * The course editor's "Fee plan" (issue 24 point 1): the registration and up to 12 instalments,
 * each due N days after the batch's start, adding up to the course's fee. Its own form (intent
 * "fee-plan"), so it saves apart from the course; blank rows are ignored, so it works without
 * JavaScript. A saved plan applies to admissions from then on; dues already written stay.
 */
export function FeePlanEditor({ plan, lastResult, lang }: { plan: FeePlanEditorData; lastResult?: SubmissionResult | null; lang: Lang }) {
  const navigation = useNavigation();
  const t = useMemo(() => feesTranslate(lang), [lang]);
  const w = (key: string, values?: Record<string, string | number>) => t(`feesStaff.plan.${key}`, values);
  const rows = Math.min(PLAN_MAX_INSTALMENTS, Math.max(3, plan.instalments.length + 2));
  const [sum, setSum] = useState<number | null>(null);
  const [form, fields] = useForm({
    id: "fee-plan",
    lastResult: lastResult?.initialValue?.intent === INTENT ? lastResult : undefined,
    defaultValue: {
      registration: rupeesText(plan.registrationPaise),
      instalments: Array.from({ length: rows }, (_, i) => {
        const row = plan.instalments[i];
        return row ? { amount: rupeesText(row.amountPaise), days: String(row.dueAfterDays) } : { amount: "", days: "" };
      }),
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: feePlanSchema(plan.totalPaise, t), disableAutoCoercion: true }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const list = fields.instalments.getFieldList();
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === INTENT;
  return (
    <section
      id="fee-plan"
      aria-labelledby="fee-plan-title"
      className="mt-6 grid gap-3 border-t pt-4"
      lang={lang === "hi" ? "hi" : undefined}
    >
      <div>
        {lang === "hi" ? <HindiFont /> : null}
        <h3 id="fee-plan-title" className="text-base font-semibold">
          {w("title")}
        </h3>
        <p className="text-sm text-muted-foreground">
          {w("text", { total: formatPaise(plan.totalPaise) })}
          {plan.saved ? "" : w("noPlan")}
        </p>
      </div>
      <Form
        method="post"
        preventScrollReset
        className="grid gap-3"
        {...getFormProps(form)}
        aria-label={w("title")}
        onInput={(e) => setSum(typedSum(e.currentTarget))}
      >
        <input type="hidden" name="intent" value={INTENT} />
        <ErrorList error={form.errors?.[0]} />
        <TextField meta={fields.registration} label={w("registration")} hint={w("registrationHint")} input={{ inputMode: "decimal" }} />
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">{w("instalments")}</legend>
          {list.map((row, index) => {
            const cells = row.getFieldset();
            return (
              <div key={row.key} className="grid grid-cols-2 gap-2 rounded-md border p-2">
                <TextField meta={cells.amount} label={w("instalment", { n: index + 1 })} input={{ inputMode: "decimal" }} />
                <TextField meta={cells.days} label={w("dueAfter")} hint={w("dueAfterHint")} input={{ inputMode: "numeric" }} />
              </div>
            );
          })}
        </fieldset>
        {sum !== null ? (
          <p className={`text-sm ${sum === plan.totalPaise ? "text-green-800" : "text-amber-800"}`} aria-live="polite">
            {w("addsUp", { sum: formatPaise(sum), total: formatPaise(plan.totalPaise) })}
          </p>
        ) : null}
        <div>
          <StatusButton type="submit" pending={pending} pendingText={w("saving")}>
            {w("save")}
          </StatusButton>
        </div>
      </Form>
    </section>
  );
}
