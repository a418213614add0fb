import { ConfirmationPanel } from "#app/components/forms-confirmation";
import { useI18n } from "#app/i18n/use-i18n";

/**
 * The demo form's confirmation panel: the request is stored, but it reaches the institute's
 * WhatsApp only when the visitor presses Send there, so the panel says so and offers the
 * prefilled chat again, with JavaScript and without (see demo-form.tsx).
 */
export function DemoConfirmation({ whatsappUrl, reference }: { whatsappUrl: string; reference?: string }) {
  const { t } = useI18n();
  return (
    <ConfirmationPanel
      testId="demo-confirmation"
      title={t("forms.confirm.demoFinish")}
      message={t("forms.confirm.demoFinishHint")}
      reference={reference}
      whatsapp={{ href: whatsappUrl, label: t("forms.confirm.demoOpen") }}
    />
  );
}
