import { type Lang, LOCALE } from "#app/i18n/lang";
import { adminList as adminListEn } from "#app/i18n/messages/en/admin-list";
import { fees as feesEn } from "#app/i18n/messages/en/fees";
import { feesStaff as feesStaffEn } from "#app/i18n/messages/en/fees-staff";
import { adminList as adminListHi } from "#app/i18n/messages/hi/admin-list";
import { fees as feesHi } from "#app/i18n/messages/hi/fees";
import { feesStaff as feesStaffHi } from "#app/i18n/messages/hi/fees-staff";
import { type Catalogue, createTranslate, type Translate } from "#app/i18n/translate";

const ENGLISH = { fees: feesEn, feesStaff: feesStaffEn, adminList: adminListEn } as unknown as Catalogue;
const HINDI = { fees: feesHi, feesStaff: feesStaffHi, adminList: adminListHi } as unknown as Catalogue;

/**
 * The fees words in the staff page's language. The admin is English at its URLs; `?lang=hi`
 * shows the Fees section, its dialogs, the fee reports, the fee settings and the fee plan in
 * Hindi. The small catalogues are imported here, as the error page does, since the admin has no
 * site layout to carry them.
 */
export function feesTranslate(lang: Lang): Translate {
  return createTranslate(LOCALE[lang], lang === "hi" ? HINDI : ENGLISH, ENGLISH);
}

/** The English words: the default of the forms' schemas (the English pages read as before). */
export const FEES_ENGLISH: Translate = feesTranslate("en");

/** `?lang=hi` on an admin fees page; anything else is English. */
export const feesLangOf = (url: string | URL): Lang => (new URL(url).searchParams.get("lang") === "hi" ? "hi" : "en");
