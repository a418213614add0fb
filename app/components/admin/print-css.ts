/**
 * A printable admin page (the attendance register, the cash book, the dues list): only the page's
 * own content on the sheet; the admin's sidebar, bar and `data-print="hide"` parts stay on screen.
 */
export function adminPrintCss(orientation: "portrait" | "landscape"): string {
  return `@media print {
  @page { size: A4 ${orientation}; margin: 10mm; }
  #admin-sidebar, #admin-main ~ *, body header, [data-print="hide"] { display: none !important; }
  #admin-main { padding: 0 !important; max-width: none !important; }
}`;
}
