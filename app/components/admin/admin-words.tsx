import { createContext, useContext } from "react";

/**
 * The words the shared admin list parts say (filters, search, paging). The admin is English;
 * a page shown in another language (the fees pages' `?lang=hi`) provides its own with
 * `AdminWordsContext`, so the parts need no props threaded through every table.
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

export const ENGLISH_ADMIN_WORDS: AdminWords = {
  filters: "Filters",
  active: "active",
  applyFilters: "Apply filters",
  clearFilters: "Clear filters",
  search: "Search",
  pagination: "Pagination",
  showing: (first, last, total) => `Showing ${first}–${last} of ${total}`,
  previous: "Previous",
  next: "Next",
  page: (n) => `Page ${n}`,
};

export const AdminWordsContext = createContext<AdminWords>(ENGLISH_ADMIN_WORDS);

export const useAdminWords = () => useContext(AdminWordsContext);
