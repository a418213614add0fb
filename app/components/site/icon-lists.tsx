import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { Translate } from "#app/i18n/translate";
import { cn } from "#app/lib/utils";
import type { Highlight } from "./page-section";

/** A figure: its icon, what it is (the term) and its value; `testId` marks the value. */
export type Fact = { Icon: LucideIcon; label: string; value: string; testId?: string };

/** How one list draws its facts: the box of each, its icon, its term and its value. */
export type FactStyles = { item: string; icon: string; label: string; value: string };

type FactListProps = { facts: readonly Fact[]; styles: FactStyles; className: string; testId?: string };

/**
 * Figures as a description list (the home statistics, a course's details, the internal
 * courses' totals): the same markup everywhere, each list with its own look (`styles`).
 */
export function FactList({ facts, styles, className, testId }: FactListProps) {
  return (
    <dl className={className} data-testid={testId}>
      {facts.map(({ Icon, label, value, testId: valueTestId }) => (
        <div key={label} className={styles.item}>
          <Icon aria-hidden="true" className={styles.icon} />
          <dt className={styles.label}>{label}</dt>
          <dd className={styles.value} data-testid={valueTestId}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

type IconItemProps = { Icon: LucideIcon; className?: string; iconClassName: string; children: ReactNode };

/** A list item led by a decorative icon (claims, a course's facts, what a course gives). */
export function IconItem({ Icon, className, iconClassName, children }: IconItemProps) {
  return (
    <li className={cn("flex items-center", className)}>
      <Icon aria-hidden="true" className={iconClassName} />
      {children}
    </li>
  );
}

/**
 * A page's highlights from a table of icons and catalogue keys: the words of each are
 * `<prefix><key>Title` and `<prefix><key>Text` (the course lists' strips under the hero).
 */
export function highlightsFrom(t: Translate, prefix: string, table: readonly { Icon: LucideIcon; key: string }[]): Highlight[] {
  return table.map(({ Icon, key }) => ({ Icon, title: t(`${prefix}${key}Title`), text: t(`${prefix}${key}Text`) }));
}
