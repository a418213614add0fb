import { BadgeCheck, Ban, FileSearch, ShieldAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { useI18n } from "#app/i18n/use-i18n";
import { cn } from "#app/lib/utils";
import type { ReceiptCheck, ReceiptView } from "./receipt-view";

/** The page's translator for this file's messages (receipt.page.*). */
function usePageText() {
  const { t, lang } = useI18n();
  return { lang, p: (key: string, values?: Record<string, string>) => t(`receipt.page.${key}`, values) };
}

type Tone = "green" | "red" | "amber" | "blue";
const TONES: Record<Tone, string> = {
  green: "border-green-200 bg-green-50 text-green-950",
  red: "border-red-200 bg-red-50 text-red-950",
  amber: "border-amber-300 bg-amber-50 text-amber-950",
  blue: "border-brand-100 bg-white text-brand-950",
};

/**
 * A verdict: its icon beside the heading, the words under both (full width on a phone, in line
 * with the heading from sm up). Alerts (red, amber) are announced.
 */
function Verdict({ tone, icon, title, children }: { tone: Tone; icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <section
      className={cn("grid gap-3 rounded-2xl border p-4 shadow-sm sm:p-6", TONES[tone])}
      role={tone === "red" || tone === "amber" ? "alert" : undefined}
      aria-labelledby="receipt-verdict-title"
      data-testid="receipt-verdict"
    >
      <div className="flex items-start gap-3">
        {icon}
        <h2 id="receipt-verdict-title" className="min-w-0 break-words text-lg font-bold sm:text-xl">
          {title}
        </h2>
      </div>
      {children ? <div className="grid min-w-0 gap-2 sm:pl-12">{children}</div> : null}
    </section>
  );
}

/** The receipt's public details, as a definition list. */
function ReceiptDetails({ view }: { view: ReceiptView }) {
  const { p } = usePageText();
  const rows: [string, string, string][] = [
    [p("date"), view.date, "date"],
    [p("amount"), view.amount, "amount"],
    [p("student"), view.student, "student"],
    [p("course"), view.course, "course"],
    [p("institute"), view.institute, "institute"],
  ];
  return (
    <dl className="mt-1 grid gap-x-6 gap-y-3 rounded-xl border border-green-200 bg-white p-4 text-slate-900 sm:grid-cols-2">
      {rows.map(([label, value, id]) => (
        <div key={id} className={id === "institute" ? "sm:col-span-2" : undefined}>
          <dt className="text-xs font-bold uppercase tracking-wider text-muted-foreground">{label}</dt>
          <dd
            className={cn("break-words font-semibold", id === "amount" && "text-2xl font-extrabold text-brand-900")}
            data-testid={`receipt-${id}`}
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Genuine({ view }: { view: ReceiptView }) {
  const { p } = usePageText();
  const refunded = view.refunded;
  return (
    <Verdict
      tone={refunded ? "red" : "green"}
      icon={
        refunded ? (
          <Ban className="mt-0.5 size-8 shrink-0 text-red-700" aria-hidden="true" />
        ) : (
          <BadgeCheck className="mt-0.5 size-9 shrink-0 text-green-700" aria-hidden="true" />
        )
      }
      title={p("genuine", { number: view.number })}
    >
      <div className="flex flex-wrap gap-2">
        <Badge variant="green" className="text-sm">
          {p("verified")}
        </Badge>
        {refunded ? (
          <Badge variant="red" className="text-sm" data-testid="receipt-refunded">
            {p("refunded")}
          </Badge>
        ) : null}
      </div>
      {refunded ? (
        <p className="font-semibold text-red-900">{p("refundedText", { amount: refunded.amount, numbers: refunded.numbers })}</p>
      ) : null}
      <ReceiptDetails view={view} />
      <p className="text-sm">{p("checked", { moment: view.checkedAt })}</p>
      <p className="text-xs text-muted-foreground">{p("masked")}</p>
    </Verdict>
  );
}

/** A GET form for the code printed on the receipt: the page is then opened with ?code=. */
function CodeForm() {
  const { p } = usePageText();
  return (
    <form method="get" className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <label className="grid flex-1 gap-1 text-sm font-semibold">
        {p("codeLabel")}
        <input
          name="code"
          required
          maxLength={200}
          autoComplete="off"
          spellCheck={false}
          placeholder={p("codePlaceholder")}
          className="h-11 rounded-md border border-input bg-white px-3 font-mono text-sm font-normal"
        />
      </label>
      <Button type="submit" size="lg">
        {p("check")}
      </Button>
    </form>
  );
}

/** The verify page's verdict for each outcome of checkReceipt. */
export function ReceiptVerdict({ check }: { check: ReceiptCheck }) {
  const { p } = usePageText();
  switch (check.status) {
    case "genuine":
      return <Genuine view={check.view} />;
    case "code-needed":
      return (
        <Verdict
          tone="blue"
          icon={<FileSearch className="mt-0.5 size-8 shrink-0 text-brand-700" aria-hidden="true" />}
          title={p("codeNeededTitle", { number: check.number })}
        >
          <p>{p("codeNeededText")}</p>
          <CodeForm />
        </Verdict>
      );
    case "tampered":
      return (
        <Verdict
          tone="red"
          icon={<ShieldAlert className="mt-0.5 size-8 shrink-0 text-red-700" aria-hidden="true" />}
          title={p("tamperedTitle", { number: check.number })}
        >
          <p>{p("tamperedText")}</p>
        </Verdict>
      );
    case "not-found":
      return (
        <Verdict
          tone="amber"
          icon={<FileSearch className="mt-0.5 size-8 shrink-0 text-amber-700" aria-hidden="true" />}
          title={p("notFoundTitle")}
        >
          <p className="break-words">{p("notFound", { number: check.number })}</p>
        </Verdict>
      );
    default:
      return (
        <Verdict
          tone="amber"
          icon={<ShieldAlert className="mt-0.5 size-8 shrink-0 text-amber-700" aria-hidden="true" />}
          title={p(check.status === "rate-limited" ? "rateLimited" : "failed")}
        />
      );
  }
}
