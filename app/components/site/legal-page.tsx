import type { ReactNode } from "react";
import { useI18n } from "#app/i18n/use-i18n";
import { telHref } from "#app/lib/contact-links";
import { PageHero } from "./page-hero";

/** Readable long-form text (privacy, terms): headings, paragraphs and lists styled once. */
export function LegalPage({ title, intro, updated, children }: { title: string; intro: ReactNode; updated: string; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <>
      <PageHero title={title} intro={intro} />
      <article className="px-4 py-10 md:py-14">
        <div className="mx-auto max-w-3xl text-lg leading-8 text-slate-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_h2]:mb-3 [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-extrabold [&_h2]:text-brand-950 [&_h3]:mb-2 [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-bold [&_h3]:text-brand-950 [&_li]:mt-1 [&_p]:mt-3 [&_strong]:text-slate-900 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6">
          <p className="text-sm text-muted-foreground">{t("legal.updated", { date: updated })}</p>
          {children}
        </div>
      </article>
    </>
  );
}

/** A bulleted list of catalogue sentences (the page's styles draw it). */
export function TextList({ items }: { items: readonly string[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** The institute's e-mail and phone as links, `or` between them: how both pages end. */
export function EmailOrPhone({ email, phone, or }: { email: string; phone: string; or: string }) {
  return (
    <>
      <a href={`mailto:${email}`}>{email}</a> {or} <a href={telHref(phone)}>{phone}</a>
    </>
  );
}
