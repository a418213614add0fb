import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button";
import { cn } from "#app/lib/utils";

/**
 * The building blocks the info pages (about, careers, gallery, certificate, the course lists)
 * share under their hero: a titled section, a strip of highlights and a closing call to act.
 * Each page keeps its own spacing and colours through `className`.
 */

/** A section under its h2 title; `headingId` labels the section (and is a link target on some pages). */
export function PageSection({
  headingId,
  title,
  className,
  headingClassName,
  children,
}: {
  headingId: string;
  title: ReactNode;
  className: string;
  headingClassName?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className={className}>
      <div className="mx-auto max-w-7xl">
        <h2 id={headingId} className={cn("text-2xl font-extrabold text-brand-950 md:text-3xl", headingClassName)}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

export type Highlight = { Icon: LucideIcon; title: string; text: string };

/** Three reasons in a row under the hero, each an icon, a bold title and a line of text. */
export function HighlightStrip({ label, items }: { label: string; items: readonly Highlight[] }) {
  return (
    <section aria-label={label} className="border-b bg-white px-4 py-8">
      <ul className="mx-auto grid max-w-7xl gap-4 sm:grid-cols-3">
        {items.map(({ Icon, title, text }) => (
          <li key={title} className="flex items-start gap-3 rounded-xl bg-brand-50 p-4">
            <span className="grid size-11 shrink-0 place-items-center rounded-lg bg-brand-700 text-white">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span>
              <span className="block font-bold text-brand-950">{title}</span>
              <span className="block text-sm text-slate-600">{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The closing invitation at the foot of a page: a title, a line, and its two links as buttons. */
export function ClosingCall({
  icon,
  title,
  text,
  actions,
}: {
  icon?: ReactNode;
  title: string;
  text: string;
  actions: readonly { to: string; label: string; variant: "action" | "outline" }[];
}) {
  return (
    <section className="px-4 py-12">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-4 text-center">
        {icon}
        <p className="text-2xl font-bold text-brand-950">{title}</p>
        <p className="max-w-xl text-muted-foreground">{text}</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          {actions.map(({ to, label, variant }) => (
            <Button key={to} asChild variant={variant} size="lg">
              <Link to={to}>{label}</Link>
            </Button>
          ))}
        </div>
      </div>
    </section>
  );
}
