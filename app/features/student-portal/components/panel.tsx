import type { ReactNode } from "react";

/** One card of the portal page, with its heading (the page's outline for screen readers). */
export function Panel({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm md:p-5" data-testid={testId}>
      <h3 className="text-lg font-bold text-brand-950">{title}</h3>
      <div className="mt-3 text-slate-800">{children}</div>
    </section>
  );
}

/** A label and its value, in a definition list. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 border-b border-slate-100 py-2 last:border-0">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right font-medium text-slate-900">{children}</dd>
    </div>
  );
}

export const linkClass = "font-medium text-brand-800 underline underline-offset-2";
export const buttonClass =
  "inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 focus:outline-none focus:ring-2 focus:ring-brand-600 focus:ring-offset-2";
