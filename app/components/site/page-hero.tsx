import type { ReactNode } from "react";

/**
 * The band at the top of an inner public page: its h1, then the page's introduction, either
 * one paragraph (`intro`) or richer content (`children`).
 */
export function PageHero({ title, intro, children }: { title: string; intro?: ReactNode; children?: ReactNode }) {
  const lead = intro ? <p>{intro}</p> : children;
  return (
    <section className="bg-gradient-to-br from-brand-900 to-brand-700 px-4 py-14 text-white">
      <div className="mx-auto max-w-7xl">
        <h1 className="text-3xl font-extrabold tracking-tight md:text-5xl">{title}</h1>
        {lead ? <div className="mt-4 max-w-2xl text-lg text-brand-100">{lead}</div> : null}
      </div>
    </section>
  );
}
