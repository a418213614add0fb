import { Link } from "react-router";
import { useI18n } from "../i18n/use-i18n";
import { CONSENT_FIELD } from "../lib/forms";

/**
 * The DPDP Act 2023 notice under a public form: one line on what the details are used for,
 * linking the privacy policy in the page's language, and a separate opt-in for course updates,
 * unticked by default (the action stores its time with the enquiry when ticked).
 */
export function ConsentFields({ className }: { className?: string }) {
  const { t, to } = useI18n();
  return (
    <div className={className} data-testid="consent">
      <label className="flex min-h-11 items-start gap-3 text-sm">
        <input type="checkbox" name={CONSENT_FIELD} className="mt-0.5 size-5 shrink-0 accent-brand-700" />
        <span>{t("forms.consent.optIn")}</span>
      </label>
      <p className="mt-1 text-xs text-slate-600">
        {t("forms.consent.notice")}{" "}
        <Link to={to("/privacy")} className="font-semibold text-brand-700 underline">
          {t("forms.consent.privacy")}
        </Link>
      </p>
    </div>
  );
}
