import { type ReactNode, useMemo } from "react";
import { type AdminWords, AdminWordsContext } from "#app/components/admin/admin-words";
import type { Translate } from "#app/i18n/translate";

/** The shared admin list words (filters, search, paging) from the fees catalogue, in the page's language. */
export function feesAdminWords(t: Translate): AdminWords {
  const w = (key: string, values?: Record<string, number>) => t(`feesStaff.words.${key}`, values);
  return {
    filters: w("filters"),
    active: w("active"),
    applyFilters: w("applyFilters"),
    clearFilters: w("clearFilters"),
    search: w("search"),
    pagination: w("pagination"),
    showing: (first, last, total) => w("showing", { first, last, total }),
    previous: w("previous"),
    next: w("next"),
    page: (n) => w("page", { n }),
  };
}

/** A fees staff page's body in its language: `lang` for the browser, and the list parts' words. */
export function FeesPageWords({ t, lang, className, children }: { t: Translate; lang: string; className?: string; children: ReactNode }) {
  const words = useMemo(() => feesAdminWords(t), [t]);
  return (
    <AdminWordsContext.Provider value={words}>
      <div lang={lang === "hi" ? "hi" : undefined} className={className}>
        {children}
      </div>
    </AdminWordsContext.Provider>
  );
}
