import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";

export type FaqEntry = { question: string; answer: ReactNode };

/** Questions as native disclosures (<details>): keyboard and screen-reader friendly, no JavaScript. */
export function Faq({ entries }: { entries: FaqEntry[] }) {
  return (
    <div className="divide-y rounded-2xl border bg-white">
      {entries.map((entry) => (
        <details key={entry.question} className="group px-5 py-1 [&_summary::-webkit-details-marker]:hidden">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold text-brand-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
            {entry.question}
            <ChevronDown
              className="size-5 shrink-0 text-brand-600 transition-transform group-open:rotate-180 motion-reduce:transition-none"
              aria-hidden="true"
            />
          </summary>
          <div className="pb-4 leading-7 text-muted-foreground">{entry.answer}</div>
        </details>
      ))}
    </div>
  );
}
