import type { Lang } from "#app/i18n/lang";

/**
 * The student page's address with the Fees section's query: a dialog (`fees=pay`…) and the
 * language (`lang=hi`). Links, not buttons, so every dialog opens without JavaScript too.
 */
export function feesHref(studentId: string, lang: Lang, query: Record<string, string> = {}): string {
  const params = new URLSearchParams(query);
  if (lang === "hi") params.set("lang", "hi");
  const search = params.toString();
  return `/admin/students/${studentId}${search ? `?${search}` : ""}`;
}
