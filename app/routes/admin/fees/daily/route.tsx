import { useMemo } from "react";
import { Link } from "react-router";
import { PageHeader } from "#app/components/admin/page-header";
import { adminPrintCss } from "#app/components/admin/print-css";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { currentAdmin } from "#app/features/accounts/permissions.server";
import { FeesPageWords } from "#app/features/fees/components/fees-admin-words";
import { ReportToolbar } from "#app/features/fees/components/report-toolbar";
import { feesLangOf, feesTranslate } from "#app/features/fees/fees-words";
import { dailyCollection } from "#app/features/fees/reports/daily-collection.server";
import type { Translate } from "#app/i18n/translate";
import { addDays } from "#app/lib/calendar-days";
import { formatCalendarDate, formatPaise } from "#app/lib/format";
import { indiaDate } from "#app/lib/india-time";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = ({ data }) => [{ title: feesTranslate(data?.lang ?? "en")("fees.reports.dailyTitle") }];

/** What the cash book calls the gateway in its staff totals (daily-collection.server.ts). */
const GATEWAY = "Online (gateway)";

const isDay = (value: string | null): value is string =>
  !!value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** The cash book of a day (issue 24 point 9): `?day=YYYY-MM-DD`, today in India by default. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await currentAdmin({ request, context });
  const asked = new URL(request.url).searchParams.get("day");
  const lang = feesLangOf(request.url);
  return { collection: await dailyCollection(isDay(asked) ? asked : indiaDate()), today: indiaDate(), lang };
}

function Totals({ title, rows, t }: { title: string; rows: { label: string; count: number; paise: number }[]; t: Translate }) {
  return (
    <section className="rounded-lg border bg-white p-4">
      <h2 className="mb-2 text-base font-semibold">{title}</h2>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("fees.reports.nothingReceived")}</p>
      ) : (
        <table className="w-full text-sm">
          <tbody>
            {rows.map((r) => (
              <tr key={r.label} className="border-t first:border-t-0">
                <th scope="row" className="py-1.5 text-left font-normal">
                  {r.label} <span className="text-muted-foreground">({r.count})</span>
                </th>
                <td className="whitespace-nowrap py-1.5 text-right font-semibold tabular-nums">{formatPaise(r.paise)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export default function DailyCollectionPage({ loaderData }: Route.ComponentProps) {
  const { collection: c, today, lang } = loaderData;
  const t = useMemo(() => feesTranslate(lang), [lang]);
  const hi = lang === "hi" ? "&lang=hi" : "";
  const net = c.receivedPaise - c.refundedPaise;
  return (
    <FeesPageWords t={t} lang={lang}>
      <style>{adminPrintCss("portrait")}</style>
      <PageHeader
        title={t("fees.reports.daily")}
        description={t("fees.reports.dailySummary", {
          day: formatCalendarDate(c.day, lang),
          received: formatPaise(c.receivedPaise),
          refunded: formatPaise(c.refundedPaise),
          net: formatPaise(net),
        })}
        actions={
          <ReportToolbar
            lang={lang}
            t={t}
            submit={t("fees.reports.show")}
            links={
              <>
                <Button asChild variant="outline" size="sm">
                  <Link to={`?day=${addDays(c.day, -1)}${hi}`}>{t("fees.reports.previousDay")}</Link>
                </Button>
                {c.day < today ? (
                  <Button asChild variant="outline" size="sm">
                    <Link to={`?day=${addDays(c.day, 1)}${hi}`}>{t("fees.reports.nextDay")}</Link>
                  </Button>
                ) : null}
              </>
            }
          >
            <label htmlFor="daily-day" className="sr-only">
              {t("fees.reports.day")}
            </label>
            <Input id="daily-day" type="date" name="day" defaultValue={c.day} max={today} className="h-9 w-40" />
          </ReportToolbar>
        }
      />
      <div className="mb-6 grid gap-4 sm:grid-cols-2">
        <Totals
          title={t("fees.reports.byMode")}
          t={t}
          rows={c.byMode.map((r) => ({ label: t(`fees.modes.${r.mode}`), count: r.count, paise: r.paise }))}
        />
        <Totals
          title={t("fees.reports.byStaff")}
          t={t}
          rows={c.byStaff.map((r) => ({ label: r.name === GATEWAY ? t("fees.byGateway") : r.name, count: r.count, paise: r.paise }))}
        />
      </div>
      <section className="rounded-lg border bg-white p-4">
        <h2 className="mb-2 text-base font-semibold">{t("fees.reports.paymentsOfDay", { n: c.payments.length })}</h2>
        {/* Scrolls sideways on a phone: focusable and named, so a keyboard can scroll it (axe scrollable-region-focusable). */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to be scrolled by keyboard */}
        <section className="overflow-x-auto" tabIndex={0} aria-label={t("fees.reports.paymentsOfDay", { n: c.payments.length })}>
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-muted-foreground">
                <th className="py-1.5 pr-3 font-medium">{t("fees.reports.receipt")}</th>
                <th className="py-1.5 pr-3 font-medium">{t("fees.reports.student")}</th>
                <th className="py-1.5 pr-3 font-medium">{t("fees.reports.mode")}</th>
                <th className="py-1.5 pr-3 font-medium">{t("fees.reports.recordedBy")}</th>
                <th className="py-1.5 text-right font-medium">{t("fees.reports.amount")}</th>
              </tr>
            </thead>
            <tbody>
              {c.payments.map((p) => (
                <tr key={p.id} className="border-t">
                  <td className="py-1.5 pr-3 font-mono text-xs">{p.receipt_number}</td>
                  <td className="py-1.5 pr-3">{p.student_name}</td>
                  <td className="py-1.5 pr-3">
                    {t(`fees.modes.${p.mode}`)}
                    {p.reference ? <span className="font-mono text-xs text-muted-foreground"> {p.reference}</span> : null}
                  </td>
                  <td className="py-1.5 pr-3">{p.recorded_by ?? t("fees.byGateway")}</td>
                  <td className="whitespace-nowrap py-1.5 text-right tabular-nums">{formatPaise(p.amount_paise)}</td>
                </tr>
              ))}
              {c.refunds.map((r) => (
                <tr key={r.id} className="border-t text-red-800">
                  <td className="py-1.5 pr-3 font-mono text-xs">{r.credit_note_number}</td>
                  <td className="py-1.5 pr-3">{r.student_name}</td>
                  <td className="py-1.5 pr-3" colSpan={2}>
                    {t("fees.reports.refund")}
                  </td>
                  <td className="whitespace-nowrap py-1.5 text-right tabular-nums">−{formatPaise(r.amount_paise)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </section>
    </FeesPageWords>
  );
}
