import type { ReactNode } from "react";

/** The band at the top of an inner public page: its h1, then the page's one-paragraph introduction (`intro`). */
export function PageHero({ title, intro }: { title: string; intro?: ReactNode }) {
  return (
    <section className="bg-gradient-to-br from-brand-900 to-brand-700 px-4 py-14 text-white">
      <div className="mx-auto max-w-7xl">
        <h1 className="text-3xl font-extrabold tracking-tight md:text-5xl">{title}</h1>
        {intro ? (
          <div className="mt-4 max-w-2xl text-lg text-brand-100">
            <p>{intro}</p>
          </div>
        ) : null}
      </div>
    </section>
  );
}
