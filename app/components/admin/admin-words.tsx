import { createContext, useContext } from "react";
import { adminList } from "#app/i18n/messages/en/admin-list";
import { type Catalogue, createTranslate, type Translate } from "#app/i18n/translate";

/**
 * The words the shared admin list parts say (filters, search, paging), from the catalogue's
 * `adminList`. The admin is English; a page shown in another language (the fees pages'
 * `?lang=hi`) provides its own with `AdminWordsContext`, so the parts need no props threaded
 * through every table.
 */
export type AdminWords = {
  filters: string;
  active: string;
  applyFilters: string;
  clearFilters: string;
  search: string;
  pagination: string;
  showing: (first: number, last: number, total: number) => string;
  previous: string;
  next: string;
  page: (n: number) => string;
};

/** The list words of a translator that knows the `adminList` namespace. */
export function adminWordsOf(t: Translate): AdminWords {
  const w = (key: string, values?: Record<string, number>) => t(`adminList.${key}`, values);
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

const ENGLISH = { adminList } as unknown as Catalogue;

export const AdminWordsContext = createContext<AdminWords>(adminWordsOf(createTranslate("en-IN", ENGLISH, ENGLISH)));

export const useAdminWords = () => useContext(AdminWordsContext);
