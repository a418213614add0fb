/**
 * The public pages every visitor can open, each with the site chrome (top bar, header, footer).
 * One list for the e2e chrome and accessibility checks and the robustness crawl and fuzz, so a
 * page added to the site is added once here and checked by all of them.
 */
export const PUBLIC_PAGES = [
  "/",
  "/about",
  "/courses",
  "/online-courses",
  "/certificate",
  "/gallery",
  "/contact",
  "/admission",
  "/internal-courses",
  "/privacy",
  "/terms",
  "/careers",
  "/sitemap",
];
