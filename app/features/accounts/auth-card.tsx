import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** The card every /auth page sits in: back link, logo, title and subtitle. */
export function AuthCard({
  title,
  subtitle,
  back = { to: "/", label: "Back to home" },
  children,
}: {
  title: string;
  subtitle: string;
  back?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-brand-50 via-white to-action-50 px-4 py-12">
      <div className="w-full max-w-md">
        <Link to={back.to} className="mb-6 inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline">
          <ArrowLeft className="size-4" aria-hidden="true" /> {back.label}
        </Link>
        <div className="rounded-2xl border bg-white p-6 shadow-lg sm:p-8">
          <div className="mb-6 flex items-center gap-3">
            <img src="/images/brand/logo-mark.svg" alt="" width={44} height={44} />
            <div>
              <h1 className="text-2xl font-bold text-brand-950">{title}</h1>
              <p className="text-sm text-muted-foreground">{subtitle}</p>
            </div>
          </div>
          {children}
        </div>
      </div>
    </main>
  );
}
