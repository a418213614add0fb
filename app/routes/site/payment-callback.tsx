import { CheckCircle2, Clock, ShieldAlert, XCircle } from "lucide-react";
import { Link } from "react-router";
import { HTML_FIRST } from "#app/components/html-first";
import { PageHero } from "#app/components/site/page-hero";
import { type CallbackOutcome, paymentCallback } from "#app/features/fees/online/payment-callback.server";
import { useI18n } from "#app/i18n/use-i18n";
import { catalogueSeo, siteData } from "#app/lib/seo";
import type { Route } from "./+types/payment-callback";

// Finished HTML, no hydration: the shell island only (decision 024).
export const handle = HTML_FIRST;

export const meta: Route.MetaFunction = ({ matches }) => [
  ...catalogueSeo(siteData(matches), "payments", "/payments/callback"),
  // One payer's result: never in search results.
  { name: "robots", content: "noindex" },
];

/**
 * GET /payments/callback (and /hi/…): where Razorpay sends the payer after a payment link
 * (app/features/fees/online). The signed parameters are checked; a paid link the webhook has
 * not recorded yet is recorded here, once.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const outcome: CallbackOutcome = await paymentCallback(new URL(request.url).searchParams);
  return { outcome };
}

// One payer's result, and "being confirmed" turns into "received": never stored by the page cache.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

const LOOKS = {
  paid: { icon: CheckCircle2, tone: "text-green-700", title: "paidTitle", text: "paidText" },
  pending: { icon: Clock, tone: "text-amber-700", title: "pendingTitle", text: "pendingText" },
  not_paid: { icon: XCircle, tone: "text-red-700", title: "notPaidTitle", text: "notPaidText" },
  invalid: { icon: ShieldAlert, tone: "text-red-700", title: "invalidTitle", text: "invalidText" },
} as const;

export default function PaymentCallbackPage({ loaderData }: Route.ComponentProps) {
  const { outcome } = loaderData;
  const { t, to } = useI18n();
  const look = LOOKS[outcome.kind];
  const Icon = look.icon;
  return (
    <>
      <PageHero title={t(`payments.${look.title}`)} />
      <section className="px-4 py-12">
        <div className="mx-auto max-w-xl rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          <p className={`flex items-start gap-3 text-lg ${look.tone}`}>
            <Icon aria-hidden="true" className="mt-1 size-6 shrink-0" />
            <span className="text-slate-800">{t(`payments.${look.text}`)}</span>
          </p>
          {outcome.kind === "paid" ? (
            <dl className="mt-6 border-t border-slate-200 pt-4">
              <dt className="text-sm text-slate-600">{t("payments.receiptNumber")}</dt>
              <dd className="font-mono text-xl font-semibold text-slate-900">{outcome.receiptNumber}</dd>
            </dl>
          ) : null}
          <p className="mt-6 flex flex-wrap gap-4">
            {outcome.kind === "paid" ? (
              <a className="font-semibold text-brand-700 underline" href={to(`/receipt/${outcome.receiptNumber}`)}>
                {t("payments.viewReceipt")}
              </a>
            ) : null}
            <Link className="text-brand-700 underline" to={to("/")}>
              {t("payments.home")}
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}
