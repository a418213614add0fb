/**
 * The words of the shared admin list parts (filters, search, paging): English as the admin says
 * them; a page shown in Hindi (the fees pages' `?lang=hi`) passes the Hindi ones
 * (app/components/admin/admin-words.tsx).
 */
export const adminList = {
  filters: "Filters",
  active: "active",
  applyFilters: "Apply filters",
  clearFilters: "Clear filters",
  search: "Search",
  pagination: "Pagination",
  showing: "Showing {{first}}–{{last}} of {{total}}",
  previous: "Previous",
  next: "Next",
  page: "Page {{n}}",
} as const;
