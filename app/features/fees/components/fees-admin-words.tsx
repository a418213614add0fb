import { type ReactNode, useMemo } from "react";
import { AdminWordsContext, adminWordsOf } from "#app/components/admin/admin-words";
import type { Translate } from "#app/i18n/translate";

/** A fees staff page's body in its language: `lang` for the browser, and the shared list parts' words (feesTranslate knows `adminList`). */
export function FeesPageWords({ t, lang, className, children }: { t: Translate; lang: string; className?: string; children: ReactNode }) {
  const words = useMemo(() => adminWordsOf(t), [t]);
  return (
    <AdminWordsContext.Provider value={words}>
      <div lang={lang === "hi" ? "hi" : undefined} className={className}>
        {children}
      </div>
    </AdminWordsContext.Provider>
  );
}
