import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";

/** The "back to the list" link above a page that sits under a list (the lead desk's pages). */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className="mb-3 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-slate-900">
      <ArrowLeft className="size-4" aria-hidden="true" />
      {children}
    </Link>
  );
}
