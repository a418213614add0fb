import { ChevronLeft, ChevronRight } from "lucide-react";
import { cn } from "#app/lib/utils";

/**
 * The controls every carousel of the site draws (hero, reviews, course images): an arrow
 * button and a row of dot buttons. Each carousel keeps its own colours and layout through
 * class names; the markup, labels and `aria-current` are the same everywhere. Without a click
 * handler they are plain markup for a plain DOM script (course-carousel.ts), which finds them by
 * `data-direction` and `data-dot`.
 */
export function CarouselArrow({
  direction,
  label,
  onClick,
  className,
}: {
  direction: "previous" | "next";
  label: string;
  onClick?: () => void;
  className: string;
}) {
  const Icon = direction === "previous" ? ChevronLeft : ChevronRight;
  return (
    <button type="button" onClick={onClick} aria-label={label} className={className} data-direction={direction}>
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}

/** One button per position; the current one is marked with `aria-current` and its own mark style. */
export function CarouselDots({
  count,
  current,
  onSelect,
  label,
  className,
  markClassName,
  testId,
}: {
  count: number;
  current: number;
  onSelect?: (index: number) => void;
  label: (index: number) => string;
  /** The button: a 24 px target around the visible mark. */
  className: string;
  markClassName: (active: boolean) => string;
  testId?: string;
}) {
  return Array.from({ length: count }, (_, i) => (
    <button
      // biome-ignore lint/suspicious/noArrayIndexKey: one dot per position, and positions never reorder
      key={i}
      type="button"
      onClick={onSelect ? () => onSelect(i) : undefined}
      data-dot={i}
      aria-label={label(i)}
      aria-current={i === current ? "true" : undefined}
      className={className}
      data-testid={testId}
    >
      <span className={cn("block rounded-full", markClassName(i === current))} />
    </button>
  ));
}
