import { Send } from "lucide-react";
import { useEffect } from "react";
import { useFetcher, useRouteLoaderData } from "react-router";
import { Honeypot } from "#app/components/forms";
import { PrivacyNotice } from "#app/components/forms-consent";
import { useHydrated } from "#app/components/use-hydrated";
import { useZodForm } from "#app/components/use-zod-form";
import { useI18n } from "#app/i18n/use-i18n";
import { markFormSent } from "#app/lib/form-sent";
import type { FormAnswer } from "#app/lib/forms";

/** What POST /newsletter answers a fetcher: Conform's reply, and whether the address is new on the list. */
export type NewsletterAnswer = FormAnswer<{ status: "subscribed" | "already" }>;

/**
 * The footer's 'Stay Updated' box, on every page in both languages. A plain POST to /newsletter
 * without JavaScript (the answer comes back as a toast after a redirect, shown inline too);
 * with it, a fetcher. It sends its page's language, so a Hindi page is answered in Hindi.
 * The one e-mail field is drawn here, not by TextField: a dark footer, the label for screen
 * readers only and the button beside it.
 */
export function NewsletterForm() {
  const { t, lang } = useI18n();
  const fetcher = useFetcher<NewsletterAnswer>({ key: "newsletter" });
  const hydrated = useHydrated();
  const answer = fetcher.data;
  const { form, fields, formProps } = useZodForm({
    id: "newsletter",
    schema: () => import("#app/lib/validation/newsletter").then((m) => m.newsletterSchemaFor(lang)),
    lastResult: answer?.result,
  });
  // Without JavaScript the answer arrives as the root loader's one-time toast after a
  // redirect back here; show it inline too, since toasts need JavaScript.
  const rootToast = useRouteLoaderData<{ toast: { title: string; description?: string } | null }>("root")?.toast;
  const outcomes = [t("forms.newsletter.subscribed"), t("forms.newsletter.already"), t("forms.errors.emailInvalid")];
  const fromRedirect = rootToast?.description && outcomes.includes(rootToast.description) ? rootToast.description : undefined;
  const pending = fetcher.state !== "idle";

  useEffect(() => {
    if (answer?.sent) markFormSent();
  }, [answer]);

  const error = fields.email.errors?.[0] ?? form.errors?.[0];
  const message = error ?? (answer?.sent ? t(`forms.newsletter.${answer.sent.status}`) : fromRedirect);
  return (
    <fetcher.Form
      method="post"
      action="/newsletter"
      className="relative mt-4 scroll-mt-24"
      aria-label={t("footer.stayUpdated")}
      {...formProps}
      id="newsletter"
      noValidate={hydrated}
      // An HTML-first page's shell island shows this at once for a malformed address (newsletter-check.ts).
      data-invalid-message={t("forms.errors.emailInvalid")}
    >
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <input type="hidden" name="lang" value={lang} />
      <Honeypot />
      <label htmlFor="newsletter-email" className="sr-only">
        {t("forms.newsletter.label")}
      </label>
      <div className="flex gap-2">
        <input
          key={fields.email.key}
          id="newsletter-email"
          name={fields.email.name}
          defaultValue={typeof fields.email.initialValue === "string" ? fields.email.initialValue : ""}
          type="email"
          required
          autoComplete="email"
          placeholder={t("forms.newsletter.placeholder")}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "newsletter-error" : undefined}
          className="h-11 min-w-0 flex-1 rounded-md border border-white/20 bg-white/10 px-3 text-base text-white placeholder:text-brand-200 focus-visible:outline-2 focus-visible:outline-action-400"
        />
        <button
          type="submit"
          disabled={pending}
          className="inline-flex h-11 shrink-0 items-center gap-1.5 rounded-md bg-action-500 px-4 text-sm font-bold text-brand-950 hover:bg-action-400 disabled:opacity-60"
        >
          <Send aria-hidden="true" className="size-4" />
          {pending ? t("forms.newsletter.submitting") : t("forms.newsletter.submit")}
        </button>
      </div>
      <p id="newsletter-error" role="status" className="mt-2 min-h-5 text-sm text-action-100" data-testid="newsletter-message">
        {message}
      </p>
      {/* Signing up is the consent (DPDP Act 2023): what the address is used for; its time is stored. */}
      <PrivacyNotice text={t("forms.newsletter.consent")} className="text-brand-200" linkClassName="text-white" />
    </fetcher.Form>
  );
}
