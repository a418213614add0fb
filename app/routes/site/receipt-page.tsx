import { data } from "react-router";
import { checkReceipt } from "#app/features/fees/receipts/receipt-check.server";
import { ReceiptVerdict } from "#app/features/fees/receipts/receipt-verdict";
import type { ReceiptCheck } from "#app/features/fees/receipts/receipt-view";
import { receiptPath } from "#app/features/fees/receipts/receipt-view";
import { langFromPath } from "#app/i18n/lang";
import { useI18n } from "#app/i18n/use-i18n";
import { pageSeo, siteData } from "#app/lib/seo";
import { hit, RATE_RULES } from "#app/server/http/rate-limit.server";
import { logger } from "#app/server/logger.server";
import type { Route } from "./+types/receipt-page";

/** A receipt names a person and an amount: never in search results. */
export const headers: Route.HeadersFunction = () => ({ "X-Robots-Tag": "noindex", "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = siteData(matches);
  const number = loaderData?.check.number ?? "";
  const tags = pageSeo(site, {
    title: site.t("receipt.metaTitle", { number }),
    description: site.t("receipt.metaDescription", { site: site.settings.site_name }),
    path: receiptPath(number),
  });
  return [...tags, { name: "robots", content: "noindex" }];
};

const STATUS: Record<ReceiptCheck["status"], number> = {
  genuine: 200,
  "code-needed": 200,
  tampered: 422,
  "not-found": 404,
  "rate-limited": 429,
  failed: 503,
};

/**
 * `/receipt/RCT/2026-27/0001` (and /hi/…): the public check of a fee receipt, from its QR code
 * (`?code=` carries the signed code) or its number typed. Rate-limited like the certificate lookup.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const number = (params["*"] ?? "").slice(0, 200);
  let check: ReceiptCheck;
  try {
    check = (await hit("lookup", context.clientIp, RATE_RULES.lookup))
      ? await checkReceipt(number, url.searchParams.get("code"), lang)
      : { status: "rate-limited", number };
  } catch (error) {
    logger.error({ err: error }, "receipt check failed");
    check = { status: "failed", number };
  }
  return data({ check }, { status: STATUS[check.status] });
}

export default function ReceiptPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <section className="bg-brand-50/60 px-4 py-10 md:py-16" data-receipt-page>
      <div className="mx-auto grid max-w-2xl gap-5">
        <div>
          <h1 className="text-2xl font-extrabold text-brand-950 md:text-3xl">{t("receipt.title")}</h1>
          <p className="mt-1 break-all font-mono text-sm text-muted-foreground" data-testid="receipt-number">
            {loaderData.check.number}
          </p>
        </div>
        <ReceiptVerdict check={loaderData.check} />
      </div>
    </section>
  );
}
