import type { adminList as en } from "../en/admin-list";

/** सूची के साझा शब्द (फ़िल्टर, खोज, पेज), हिंदी में दिखाए गए एडमिन पेजों के लिए। */
export const adminList: { readonly [K in keyof typeof en]: string } = {
  filters: "फ़िल्टर",
  active: "लागू",
  applyFilters: "फ़िल्टर लागू करें",
  clearFilters: "फ़िल्टर हटाएँ",
  search: "खोजें",
  pagination: "पेज",
  showing: "{{total}} में से {{first}}–{{last}}",
  previous: "पिछला",
  next: "अगला",
  page: "पेज {{n}}",
};
