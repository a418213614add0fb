import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "#app/lib/utils";

/**
 * The site's large call-to-action link: 48 px high (a comfortable target on a phone), bold,
 * its words centred. Hero slides, the offer banner, the home sections and the mobile menu's
 * ENQUIRY use it; each gives its colours (and any other spacing) by `className`.
 */
export function CtaLink({ to, className, children }: { to: string; className: string; children: ReactNode }) {
  return (
    <Link to={to} className={cn("inline-flex h-12 items-center justify-center rounded-md px-6 text-base font-bold", className)}>
      {children}
    </Link>
  );
}
