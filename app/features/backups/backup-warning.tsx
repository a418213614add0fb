import { TriangleAlert } from "lucide-react";
import { Link } from "react-router";

/** The dashboard's banner when backups fall behind or fail (backupWarning() says why). */
export function BackupWarning({ message }: { message: string }) {
  return (
    <section
      role="alert"
      aria-label="Backups"
      className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 sm:flex-row sm:items-center"
    >
      <TriangleAlert className="size-5 shrink-0 text-amber-700" aria-hidden="true" />
      <p className="flex-1">
        <span className="font-semibold">Backups need attention. </span>
        {message}
      </p>
      <Link to="/admin/backups" className="font-medium text-brand-800 underline underline-offset-2">
        Open Backups
      </Link>
    </section>
  );
}
