import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button";
import { useI18n } from "#app/i18n/use-i18n";
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

/**
 * A section in two columns from large screens: its h2 title and `children` on the left,
 * `aside` (a picture, a card) on the right. `gridClassName` aligns the columns.
 */
export function SplitSection({
  headingId,
  title,
  className,
  gridClassName,
  headingClassName,
  aside,
  children,
}: {
  headingId: string;
  title: ReactNode;
  className: string;
  gridClassName: string;
  headingClassName?: string;
  aside: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className={className}>
      <div className={cn("mx-auto grid max-w-7xl gap-10 lg:grid-cols-2", gridClassName)}>
        <div>
          <h2 id={headingId} className={cn("text-2xl font-extrabold md:text-3xl", headingClassName)}>
            {title}
          </h2>
          {children}
        </div>
        {aside}
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

/**
 * A call to act's two large buttons, words from the page's namespace: `<ns>.<apply>` (by
 * default `<ns>.apply`) to the admission form in the action colour, then `<ns>.<other.key>` to `other.to` outlined (in
 * white on a dark band: `onDark`).
 */
export function ActionPair({
  ns,
  apply = "apply",
  other,
  onDark,
  className,
}: {
  ns: string;
  apply?: string;
  other: { to: string; key: string };
  onDark?: boolean;
  className: string;
}) {
  const { t, to } = useI18n();
  return (
    <div className={className}>
      <Button asChild variant="action" size="lg">
        <Link to={to("/admission")}>{t(`${ns}.${apply}`)}</Link>
      </Button>
      <Button
        asChild
        variant="outline"
        size="lg"
        className={onDark ? "border-white/40 bg-transparent text-white hover:bg-white/10" : undefined}
      >
        <Link to={to(other.to)}>{t(`${ns}.${other.key}`)}</Link>
      </Button>
    </div>
  );
}

/**
 * The closing invitation at the foot of a page: `<ns>.visitTitle` and `<ns>.visitText`, then
 * its buttons: `<ns>.enrollNow` to the admission form and `<ns>.<second.key>` to `second.to`.
 */
export function ClosingCall({ ns, icon, second }: { ns: string; icon?: ReactNode; second: { to: string; key: string } }) {
  const { t } = useI18n();
  return (
    <section className="px-4 py-12">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-4 text-center">
        {icon}
        <p className="text-2xl font-bold text-brand-950">{t(`${ns}.visitTitle`)}</p>
        <p className="max-w-xl text-muted-foreground">{t(`${ns}.visitText`)}</p>
        <ActionPair ns={ns} apply="enrollNow" other={second} className="flex flex-col gap-3 sm:flex-row" />
      </div>
    </section>
  );
}

/** The icons of a list whose words are in the catalogue, by the words' key (`<ns>.<key>Title`...). */
export type IconTable = Readonly<Record<string, LucideIcon>>;

/**
 * How a feature card sets its icon beside its words: `plain` the bare icon above them, `boxed`
 * the icon in a tinted square above them, `beside` that square to their left.
 */
const CARD = {
  plain: { li: "", box: null, icon: "size-8 text-brand-600", title: "mt-3", text: "mt-2 leading-7" },
  boxed: { li: "", box: "size-11", icon: "size-6", title: "mt-4", text: "mt-2 text-sm leading-6" },
  beside: { li: "flex gap-4", box: "size-12 shrink-0", icon: "size-6", title: "", text: "mt-1 leading-7" },
} as const;

/** A grid of white cards, one a key of `icons`: its icon, `<ns>.<key>Title` and `<ns>.<key>Text`. */
export function FeatureCards({
  ns,
  icons,
  layout,
  className,
}: {
  ns: string;
  icons: IconTable;
  layout: keyof typeof CARD;
  className: string;
}) {
  const { t } = useI18n();
  const style = CARD[layout];
  return (
    <ul className={className}>
      {Object.entries(icons).map(([key, Icon]) => {
        const icon = <Icon className={style.icon} aria-hidden="true" />;
        const words = (
          <>
            <h3 className={cn("font-bold text-brand-950", style.title)}>{t(`${ns}.${key}Title`)}</h3>
            <p className={cn("text-muted-foreground", style.text)}>{t(`${ns}.${key}Text`)}</p>
          </>
        );
        return (
          <li key={key} className={cn("rounded-xl border bg-white p-5 shadow-sm", style.li)}>
            {style.box ? (
              <span className={cn("flex items-center justify-center rounded-lg bg-brand-50 text-brand-700", style.box)}>{icon}</span>
            ) : (
              icon
            )}
            {layout === "beside" ? <div>{words}</div> : words}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A boxed part of a page (a side panel, a form's card) under its h2, the heading's `icon`
 * before its words. `className` gives the box, `headingClassName` the title's look.
 */
export function Panel({
  headingId,
  title,
  icon,
  className,
  headingClassName,
  children,
}: {
  headingId?: string;
  title: ReactNode;
  icon?: ReactNode;
  className: string;
  headingClassName: string;
  children: ReactNode;
}) {
  // A box with an id is a section labelled by its title; without, a plain box of the page.
  const Box = headingId ? "section" : "div";
  return (
    <Box aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className={cn(icon ? "flex items-center gap-2" : null, headingClassName)}>
        {icon}
        {title}
      </h2>
      {children}
    </Box>
  );
}
