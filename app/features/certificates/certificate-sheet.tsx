import { AlertTriangle, BadgeCheck, Ban, Check, Copy, FileDown, Link2, Printer, ShieldAlert, ShieldCheck } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { formatDay } from "#app/i18n/format";
import { useI18n } from "#app/i18n/use-i18n";
import { cn } from "#app/lib/utils";
import { type CertificateSheetView, whatsAppShareUrl } from "./certificate-sheet-view";

type Institute = { site_name: string; address: string };

/** The page's translator, and `s` for this file's own messages (certificate.sheet.*). */
function useSheetText() {
  const { t, lang } = useI18n();
  const s = (key: string, values?: Record<string, string | number>) => t(`certificate.sheet.${key}`, values);
  return { t, s, lang };
}

/**
 * The verdict above a certificate: Verified (with the time of the check), or Revoked with
 * its date and reason, or a record that no longer matches its code. A printed copy's code
 * (from its QR code) is checked against the record too.
 */
/** The verdict's box: red (an alert: revoked or tampered) or green (genuine), its icon beside the words. */
function VerdictBox({ tone, icon, children }: { tone: "red" | "green"; icon: ReactNode; children: ReactNode }) {
  return (
    <div
      className={cn(
        "flex items-start gap-3 rounded-2xl border p-4 sm:p-5",
        tone === "red" ? "border-red-200 bg-red-50 text-red-950" : "border-green-200 bg-green-50 text-green-950",
      )}
      role={tone === "red" ? "alert" : undefined}
    >
      {icon}
      <div className="min-w-0">{children}</div>
    </div>
  );
}

export function CertificateVerdict({ view }: { view: CertificateSheetView }) {
  const { t, s } = useSheetText();
  const tampered = view.record === "tampered";
  return (
    <section aria-labelledby="certificate-verdict-title" className="grid gap-3 print:hidden" data-testid="certificate-verdict">
      {view.revoked ? (
        <VerdictBox tone="red" icon={<Ban className="mt-0.5 size-8 shrink-0 text-red-700" aria-hidden="true" />}>
          <Badge variant="red" className="text-sm">
            {t("certificate.result.revoked")}
          </Badge>
          <h2 id="certificate-verdict-title" className="mt-1 text-lg font-bold">
            {s("revokedTitle", { id: view.certificate_id, on: view.revoked.on })}
          </h2>
          <p className="mt-1 break-words">
            <span className="font-semibold">{s("reason")}</span> {view.revoked.reason}
          </p>
          <p className="mt-1 text-sm text-red-900">{s("revokedText")}</p>
        </VerdictBox>
      ) : tampered ? (
        <VerdictBox tone="red" icon={<ShieldAlert className="mt-0.5 size-8 shrink-0 text-red-700" aria-hidden="true" />}>
          <h2 id="certificate-verdict-title" className="text-lg font-bold">
            {s("tamperedTitle")}
          </h2>
          <p className="mt-1">{s("tamperedText")}</p>
        </VerdictBox>
      ) : (
        <VerdictBox tone="green" icon={<BadgeCheck className="mt-0.5 size-9 shrink-0 text-green-700" aria-hidden="true" />}>
          <Badge variant="green" className="text-sm">
            {t("certificate.result.verified")}
          </Badge>
          <h2 id="certificate-verdict-title" className="mt-1 break-words text-lg font-bold text-green-900">
            {s("genuine", { id: view.certificate_id })}
          </h2>
          <p className="mt-0.5 text-sm text-green-900">
            {s("checkedBefore")} <span className="font-semibold">{view.verifiedAt}</span>
            {s("checkedAfter")}
            {view.record === "valid" && view.keyId ? ` ${s("keyMatches", { key: view.keyId })}` : null}
          </p>
        </VerdictBox>
      )}
      {view.copy ? (
        view.copy.matches ? (
          <p
            className="flex items-start gap-2 rounded-xl border border-green-200 bg-white p-3 text-sm text-green-900"
            data-testid="copy-check"
          >
            <ShieldCheck className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden="true" />
            <span>{view.copy.keyId ? s("copyMatchesKey", { key: view.copy.keyId }) : s("copyMatches")}</span>
          </p>
        ) : (
          <p
            className="flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
            role="alert"
            data-testid="copy-check"
          >
            <AlertTriangle className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
            <span>
              <span className="font-semibold">{s("copyMismatchTitle")}</span> {s("copyMismatchText")}
            </span>
          </p>
        )
      ) : null}
    </section>
  );
}

/** The certificate itself: on screen a card, on paper an A4 landscape page (print CSS). */
export function CertificateSheet({ view, institute }: { view: CertificateSheetView; institute: Institute }) {
  const { t, s, lang } = useSheetText();
  // The certificate's serif italic lines: the Devanagari webfont is a sans, and a serif stack
  // has no Devanagari on many systems (boxes instead of letters), so Hindi keeps the sans.
  const script = lang === "hi" ? "font-semibold" : "font-serif italic";
  return (
    <article
      data-certificate-sheet
      aria-label={t("certificate.result.heading", { id: view.certificate_id })}
      className="certificate-sheet relative overflow-hidden rounded-2xl border-[6px] border-brand-900 bg-[#fffdf9] p-1.5 shadow-sm print:rounded-none print:shadow-none"
    >
      <div className="relative rounded-lg border border-action-500 px-4 py-6 text-center sm:px-10 sm:py-8 print:px-14 print:py-8">
        {view.revoked ? (
          <p
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 flex select-none items-center justify-center text-6xl font-black tracking-widest text-red-600/20 -rotate-12 sm:text-8xl"
          >
            {s("stamp")}
          </p>
        ) : null}
        <img src="/images/brand/logo-mark.svg" alt="" width={48} height={48} className="mx-auto size-12" />
        <p className="mt-2 break-words text-base font-extrabold uppercase tracking-wide text-brand-900 sm:text-xl">{institute.site_name}</p>
        <p className="text-xs text-muted-foreground">{institute.address}</p>
        <h1 className="mt-5 text-2xl font-black uppercase tracking-wide text-brand-700 sm:text-4xl">{s("title")}</h1>
        <span className="mx-auto mt-2 block h-0.5 w-24 bg-action-500" aria-hidden="true" />
        <p className={`mt-5 text-muted-foreground ${script}`}>{s("certify")}</p>
        <p
          className="mx-auto mt-1 max-w-2xl break-words border-b border-brand-100 pb-2 text-3xl font-bold text-slate-900 sm:text-4xl"
          data-testid="student-name"
        >
          {view.student_name}
        </p>
        <p className={`mt-3 text-muted-foreground ${script}`}>{s("completed")}</p>
        <p className="mt-1 break-words text-xl font-bold text-brand-900 sm:text-2xl">{view.course_name}</p>
        <p className="mt-2 text-sm text-slate-700">
          {view.duration ? (
            <>
              {s("duration", { duration: view.duration })}
              <span aria-hidden="true" className="px-3">
                ·
              </span>
            </>
          ) : null}
          {s("issuedOn", { date: formatDay(view.issue_date, lang) })}
        </p>
        {view.details ? <p className="mx-auto mt-2 max-w-xl break-words text-sm text-muted-foreground">{view.details}</p> : null}

        <div className="mt-8 grid gap-6 text-left sm:grid-cols-[1fr_auto_auto] sm:items-end print:grid-cols-[1fr_auto_auto] print:items-end">
          <dl className="grid gap-2 text-sm">
            <div>
              <dt className="text-[0.7rem] font-bold uppercase tracking-wider text-muted-foreground">{t("certificate.result.id")}</dt>
              <dd className="break-all font-bold text-slate-900" data-testid="certificate-id">
                {view.certificate_id}
              </dd>
            </div>
            <div>
              <dt className="text-[0.7rem] font-bold uppercase tracking-wider text-muted-foreground">{s("code")}</dt>
              <dd className="max-w-[22rem] break-words font-mono text-xs leading-5 text-slate-800" data-testid="verification-code">
                {view.code ?? s("notSigned")}
              </dd>
            </div>
          </dl>
          <div className="text-center sm:px-6">
            <p className="border-b border-slate-800 px-4 pb-1 font-bold text-slate-900">{view.approved_by}</p>
            <p className="mt-1 text-sm text-muted-foreground">{s("approvedBy")}</p>
          </div>
          <div className="flex flex-col items-center gap-1">
            <img src={view.qrDataUri} alt={s("qrAlt")} width={112} height={112} className="size-28 bg-white" />
            <p className="text-[0.7rem] font-bold text-brand-900">{s("scan")}</p>
          </div>
        </div>
      </div>
    </article>
  );
}

/** Share on WhatsApp, Copy link, Print, Download PDF (no PDF for a revoked certificate). */
export function CertificateActions({ view, siteName }: { view: CertificateSheetView; siteName: string }) {
  const { s } = useSheetText();
  const share = s("shareText", { site: siteName, course: view.course_name, name: view.student_name, url: view.canonicalUrl });
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(view.canonicalUrl);
    } catch {
      // Older browsers: select the text of the link field below instead.
      const field = document.getElementById("certificate-link") as HTMLInputElement | null;
      field?.select();
      document.execCommand?.("copy");
    }
    setCopied(true);
  };
  return (
    <section
      aria-label={s("actionsLabel")}
      className="grid gap-3 rounded-2xl border bg-white p-4 shadow-sm print:hidden sm:p-5"
      data-testid="certificate-actions"
    >
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        <Button asChild variant="action" className="col-span-2 sm:col-span-1">
          <a href={whatsAppShareUrl(share)} target="_blank" rel="noopener noreferrer">
            <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4 fill-current">
              <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.7.8-.8 1-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.3a.5.5 0 0 0 0-.5l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.8-1.2 2.2 2.2 0 0 0 .1-1.3c0-.1-.2-.2-.5-.3Z" />
            </svg>
            {s("whatsApp")}
          </a>
        </Button>
        <Button type="button" variant="outline" onClick={copy}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? s("copied") : s("copyLink")}
        </Button>
        <Button type="button" variant="outline" onClick={() => window.print()}>
          <Printer aria-hidden="true" /> {s("print")}
        </Button>
        {view.revoked ? null : (
          <Button asChild variant="default" className="col-span-2 sm:col-span-1">
            <a href={view.pdfPath} download>
              <FileDown aria-hidden="true" /> {s("pdf")}
            </a>
          </Button>
        )}
      </div>
      <label className="flex items-center gap-2 text-sm text-muted-foreground">
        <Link2 className="size-4 shrink-0" aria-hidden="true" />
        <span className="sr-only">{s("linkLabel")}</span>
        <input
          id="certificate-link"
          readOnly
          value={view.canonicalUrl}
          className="min-w-0 flex-1 truncate rounded-md border bg-muted/40 px-2 py-1 font-mono text-xs text-slate-700"
          onFocus={(event) => event.currentTarget.select()}
        />
      </label>
      <p className="sr-only" aria-live="polite">
        {copied ? s("copied") : ""}
      </p>
    </section>
  );
}

/** Paper: A4 landscape, only the certificate (the site's header, footer and buttons are left out). */
export const CERTIFICATE_PRINT_CSS = `@page { size: A4 landscape; margin: 8mm; }
@media print {
  html, body { background: #fff !important; }
  div:has(> #main) > :not(#main), [data-sonner-toaster], [data-print-hidden] { display: none !important; }
  #main [data-certificate-page] > :not([data-certificate-stack]) { display: none !important; }
  [data-certificate-stack] { padding: 0 !important; max-width: none !important; }
  [data-certificate-stack] > :not([data-certificate-sheet]) { display: none !important; }
  [data-certificate-sheet] { break-inside: avoid; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
}`;
