import { Languages } from "lucide-react";
import { Link, useLocation } from "react-router";
import { HindiFont } from "#app/components/hindi-font";
import { buttonVariants } from "#app/components/ui/button";
import type { Lang } from "#app/i18n/lang";
import type { Translate } from "#app/i18n/translate";

/** The address of the current report in a language, keeping its filters (`lang=hi`, or none for English). */
function withLang(search: string, lang: Lang): string {
  const params = new URLSearchParams(search);
  if (lang === "hi") params.set("lang", "hi");
  else params.delete("lang");
  const query = params.toString();
  return query ? `?${query}` : "?";
}

/**
 * The fees reports' English/हिंदी switch, as the student page's Fees section has: a link to the
 * same report in the other language. The admin carries no Devanagari font; the हिंदी link and
 * a Hindi report need it (HindiFont).
 */
export function ReportLangSwitch({ lang, t }: { lang: Lang; t: Translate }) {
  const { search } = useLocation();
  const other: Lang = lang === "hi" ? "en" : "hi";
  return (
    <>
      <HindiFont />
      <Link to={withLang(search, other)} lang={other} data-print="hide" className={buttonVariants({ variant: "ghost", size: "sm" })}>
        <Languages aria-hidden="true" /> {other === "hi" ? t("fees.readInHindi") : t("fees.readInEnglish")}
      </Link>
    </>
  );
}
