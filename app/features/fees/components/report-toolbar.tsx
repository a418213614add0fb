import type { ReactNode } from "react";
import { Button } from "#app/components/ui/button";
import type { Lang } from "#app/i18n/lang";
import type { Translate } from "#app/i18n/translate";
import { ReportLangSwitch } from "./report-lang-switch";

/**
 * The printable fees reports' toolbar (daily collection, outstanding dues): the language switch,
 * the report's own links (`links`), its filter form (a GET that keeps the language; `children`
 * are its controls, `submit` its button) and Print. Hidden on paper.
 */
export function ReportToolbar({
  lang,
  t,
  links,
  submit,
  children,
}: {
  lang: Lang;
  t: Translate;
  links?: ReactNode;
  submit: string;
  children: ReactNode;
}) {
  return (
    <div data-print="hide" className="flex flex-wrap gap-2">
      <ReportLangSwitch lang={lang} t={t} />
      {links}
      <form method="get" className="flex gap-2">
        {lang === "hi" ? <input type="hidden" name="lang" value="hi" /> : null}
        {children}
        <Button type="submit" size="sm" variant="outline">
          {submit}
        </Button>
      </form>
      <Button type="button" size="sm" onClick={() => window.print()}>
        {t("fees.reports.print")}
      </Button>
    </div>
  );
}
