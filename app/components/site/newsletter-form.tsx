import { Send } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useFetcher, useRouteLoaderData } from "react-router";
import { useI18n } from "../../i18n/use-i18n";
import { markFormSent } from "../../lib/form-sent";
import type { NewsletterResult } from "../../lib/validation/newsletter.messages";
import { NEWSLETTER_MESSAGES } from "../../lib/validation/newsletter.messages";
import { Honeypot, useFormValidation } from "../forms";
import { notify } from "../toaster";
import { useHydrated } from "../use-hydrated";

/**
 * The footer's 'Stay Updated' box. A plain POST to /newsletter without JavaScript (the
 * answer comes back as a toast after a redirect); with it, a fetcher and a toast.
 */
const loadNewsletterSchema = () => import("../../lib/validation/newsletter").then((m) => m.newsletterSchema);

export function NewsletterForm() {
  const { t, to } = useI18n();
  const fetcher = useFetcher<NewsletterResult>({ key: "newsletter" });
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const result = fetcher.data;
  // Without JavaScript the answer arrives as the root loader's one-time toast after a
  // redirect back here; show it inline too, since toasts need JavaScript.
  const rootToast = useRouteLoaderData<{ toast: { title: string; description?: string } | null }>("root")?.toast;
  const ours = Object.values(NEWSLETTER_MESSAGES) as { title: string; description: string }[];
  const fromRedirect =
    rootToast && ours.some((m) => m.title === rootToast.title && m.description === rootToast.description)
      ? rootToast.description
      : undefined;
  const pending = fetcher.state !== "idle";
  // Instant check with the action's own schema (loaded on first focus); the server checks again.
  const { errors, formProps } = useFormValidation(loadNewsletterSchema);
  const clientError = errors.email ?? null;

  useEffect(() => {
    if (!result || fetcher.state !== "idle") return;
    notify({ title: result.title, description: result.fieldErrors?.email ?? result.description, type: result.ok ? "success" : "error" });
    if (result.ok) {
      markFormSent();
      formRef.current?.reset();
    }
  }, [result, fetcher.state]);

  const serverError = result && !result.ok ? (result.fieldErrors?.email ?? result.description) : undefined;
  const error = clientError ?? serverError;
  const message = clientError ?? (result ? (result.fieldErrors?.email ?? result.description) : fromRedirect);
  return (
    <fetcher.Form
      ref={formRef}
      id="newsletter"
      method="post"
      action="/newsletter"
      className="relative mt-4 scroll-mt-24"
      aria-label="Stay Updated"
      {...formProps}
      noValidate={hydrated}
    >
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <Honeypot />
      <label htmlFor="newsletter-email" className="sr-only">
        {t("forms.newsletter.label")}
      </label>
      <div className="flex gap-2">
        <input
          id="newsletter-email"
          name="email"
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
      <p className="text-xs text-brand-200">
        {t("forms.newsletter.consent")}{" "}
        <Link to={to("/privacy")} className="font-semibold text-white underline">
          {t("forms.consent.privacy")}
        </Link>
      </p>
    </fetcher.Form>
  );
}
