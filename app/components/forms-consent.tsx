import { Link } from "react-router";
import { useI18n } from "#app/i18n/use-i18n";
import { CONSENT_FIELD } from "#app/lib/forms";
import { cn } from "#app/lib/utils";

/**
 * The DPDP Act 2023 notice under a public form: one line on what the details are used for,
 * linking the privacy policy in the page's language, and a separate opt-in for course updates,
 * unticked by default (the action stores its time with the enquiry when ticked).
 */
export function ConsentFields({ className }: { className?: string }) {
  const { t } = useI18n();
  return (
    <div className={className} data-testid="consent">
      <label className="flex min-h-11 items-start gap-3 text-sm">
        <input type="checkbox" name={CONSENT_FIELD} className="mt-0.5 size-5 shrink-0 accent-brand-700" />
        <span>{t("forms.consent.optIn")}</span>
      </label>
      <PrivacyNotice text={t("forms.consent.notice")} className="mt-1 text-slate-600" linkClassName="text-brand-700" />
    </div>
  );
}

/** What a form's details are used for, one line, with the privacy policy in the page's language. */
export function PrivacyNotice({ text, className, linkClassName }: { text: string; className?: string; linkClassName?: string }) {
  const { t, to } = useI18n();
  return (
    <p className={cn("text-xs", className)}>
      {text}{" "}
      <Link to={to("/privacy")} className={cn("font-semibold underline", linkClassName)}>
        {t("forms.consent.privacy")}
      </Link>
    </p>
  );
}
