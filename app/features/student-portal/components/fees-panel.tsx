import { whatsAppShareUrl } from "#app/features/certificates/index";
import { formatDay } from "#app/i18n/format";
import { useI18n } from "#app/i18n/use-i18n";
import { formatPaise } from "#app/lib/format";
import type { PortalStudentView } from "../portal-page.server";
import { buttonClass, Fact, linkClass, Panel } from "./panel";

type Due = PortalStudentView["dues"][number];

/**
 * Pay now: the open payment link; else, with Razorpay set up, a button that makes one for this
 * due (a plain form post, portal-access.server.ts) and goes to it; else the institute's UPI
 * (upi:// link and its QR); else the counter.
 */
function PayDue({ due, online }: { due: Due; online: boolean }) {
  const { t } = useI18n();
  if (due.outstandingPaise <= 0) return null;
  if (due.link) {
    return (
      <a href={due.link.shortUrl} className={`${buttonClass} mt-2`} rel="noopener noreferrer" data-testid="portal-pay-now">
        {t("portal.fees.payNow", { amount: formatPaise(due.link.amountPaise) })}
      </a>
    );
  }
  if (online) {
    return (
      <form method="post" className="mt-2">
        <input type="hidden" name="dueId" value={due.id} />
        <button type="submit" name="intent" value="pay-now" className={buttonClass} data-testid="portal-pay-now">
          {t("portal.fees.payNow", { amount: formatPaise(due.outstandingPaise) })}
        </button>
      </form>
    );
  }
  if (due.upi) {
    return (
      <div className="mt-2 grid gap-2">
        <a href={due.upi.url} className={buttonClass} data-testid="portal-pay-upi">
          {t("portal.fees.payUpi", { amount: formatPaise(due.upi.amountPaise) })}
        </a>
        <figure className="grid justify-items-start gap-1">
          {/* A server-made SVG of the upi:// link (qrcode), no script needed to show it. */}
          <div
            className="size-40 [&>svg]:size-full"
            role="img"
            aria-label={t("portal.fees.upiQr", { amount: formatPaise(due.upi.amountPaise) })}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: our own server-rendered QR SVG
            dangerouslySetInnerHTML={{ __html: due.upi.qrSvg }}
          />
          <figcaption className="text-sm text-slate-600">{t("portal.fees.upiQr", { amount: formatPaise(due.upi.amountPaise) })}</figcaption>
        </figure>
      </div>
    );
  }
  return <p className="mt-1 text-sm text-slate-600">{t("portal.fees.askCounter")}</p>;
}

/** Dues with their dates and status, the balance, Pay now, and every receipt as a PDF in the page's language. */
export function FeesPanel({ student: s }: { student: PortalStudentView }) {
  const { t, lang, to } = useI18n();
  return (
    <Panel title={t("portal.fees.title")} testId="portal-fees">
      <dl>
        <Fact label={t("portal.fees.balance")}>
          <span className="text-xl" data-testid="portal-balance">
            {formatPaise(s.balancePaise)}
          </span>
        </Fact>
      </dl>
      {s.balancePaise <= 0 ? <p className="mt-1 text-green-800">{t("portal.fees.paidAll")}</p> : null}
      <ul className="mt-3 grid gap-3">
        {s.dues.map((due) => (
          <li key={due.id} className="rounded-md border border-slate-200 p-3" data-testid="portal-due">
            <div className="flex flex-wrap justify-between gap-2">
              <span className="font-medium">{lang === "hi" && due.labelHi ? due.labelHi : due.label}</span>
              <span className="font-semibold">{formatPaise(due.amountPaise)}</span>
            </div>
            <p className="text-sm text-slate-600">
              {t("portal.fees.dueOn", { date: formatDay(due.dueDate, lang) })} ·{" "}
              <span data-testid="portal-due-status">{t(`fees.statuses.${due.status}`)}</span>
            </p>
            <PayDue due={due} online={s.payOnline} />
          </li>
        ))}
      </ul>
      <h4 className="mt-5 font-semibold">{t("portal.fees.receipts")}</h4>
      {s.receipts.length === 0 ? (
        <p className="text-sm text-slate-600">{t("portal.fees.noReceipts")}</p>
      ) : (
        <ul className="mt-1 grid gap-2 text-sm">
          {s.receipts.map((r) => (
            <li key={r.id} className="flex flex-wrap justify-between gap-2" data-testid="portal-receipt">
              <a href={to(`/student/receipts/${r.id}`)} className={linkClass}>
                {t("portal.fees.receiptPdf", { number: r.number })}
              </a>
              <span>
                {formatPaise(r.amountPaise)} · {t("portal.fees.paidOn", { date: formatDay(r.paidOn, lang) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** The certificate once issued (verify link, PDF, WhatsApp share); until then, what is missing. */
export function CertificatePanel({ student: s, site, origin }: { student: PortalStudentView; site: string; origin: string }) {
  const { t, lang, to } = useI18n();
  const c = s.certificate;
  if (c) {
    const verify = `${origin}${to(`/certificate/${encodeURIComponent(c.certificateId)}`)}`;
    return (
      <Panel title={t("portal.certificate.title")} testId="portal-certificate">
        <p>{t("portal.certificate.issued", { id: c.certificateId, date: formatDay(c.issueDate, lang) })}</p>
        <p className="mt-3 flex flex-wrap gap-x-5 gap-y-2">
          <a href={verify} className={linkClass}>
            {t("portal.certificate.verify")}
          </a>
          <a href={to(`/certificate/${encodeURIComponent(c.certificateId)}.pdf`)} className={linkClass}>
            {t("portal.certificate.pdf")}
          </a>
          <a
            href={whatsAppShareUrl(t("portal.certificate.shareText", { site, url: verify }))}
            className={linkClass}
            rel="noopener noreferrer"
          >
            {t("portal.certificate.share")}
          </a>
        </p>
      </Panel>
    );
  }
  const missing: string[] = [];
  const a = s.attendance;
  if (!a.marked || (a.needed ?? 1) > 0)
    missing.push(
      a.percent === null
        ? t("portal.certificate.missingAttendanceNone", { min: a.minimum })
        : t("portal.certificate.missingAttendance", { min: a.minimum, percent: `${a.percent}%` }),
    );
  if (s.eligibility.tasksLeft > 0) missing.push(t("portal.certificate.missingTasks", { count: s.eligibility.tasksLeft }));
  if (s.balancePaise > 0) missing.push(t("portal.certificate.missingFees", { amount: formatPaise(s.balancePaise) }));
  return (
    <Panel title={t("portal.certificate.title")} testId="portal-certificate">
      {missing.length ? (
        <>
          <p>{t("portal.certificate.notYet")}</p>
          <ul className="mt-1 list-disc pl-5" data-testid="portal-certificate-missing">
            {missing.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t("portal.certificate.readySoon")}</p>
      )}
    </Panel>
  );
}
