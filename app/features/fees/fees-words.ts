import { type Lang, LOCALE } from "#app/i18n/lang";
import { fees as feesEn } from "#app/i18n/messages/en/fees";
import { fees as feesHi } from "#app/i18n/messages/hi/fees";
import { type Catalogue, createTranslate, type Translate } from "#app/i18n/translate";

/**
 * The fees words in the student page's language. The admin is English at its URLs; `?lang=hi`
 * shows the Fees section and its dialogs in Hindi. Both small catalogues are imported here, as
 * the error page does, since the admin has no site layout to carry them.
 */
export function feesTranslate(lang: Lang): Translate {
  const catalogue = (lang === "hi" ? feesHi : feesEn) as unknown as Catalogue;
  return createTranslate(LOCALE[lang], { fees: catalogue }, { fees: feesEn as unknown as Catalogue });
}

/** `?lang=hi` on an admin fees page; anything else is English. */
export const feesLangOf = (url: string | URL): Lang => (new URL(url).searchParams.get("lang") === "hi" ? "hi" : "en");
