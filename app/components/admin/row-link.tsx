import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonVariants } from "#app/components/ui/button";

/** A row's icon link to one of its dialog routes (edit, revoke), keeping the list's scroll position. */
export function RowLink({
  to,
  label,
  title,
  className,
  children,
}: {
  to: string;
  label: string;
  title?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      preventScrollReset
      className={buttonVariants({ variant: "ghost", size: "icon", className })}
      aria-label={label}
      title={title}
    >
      {children}
    </Link>
  );
}
