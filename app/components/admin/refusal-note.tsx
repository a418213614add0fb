import { ErrorList } from "#app/components/forms";

/**
 * Why a row action was refused, above the list: what a post without JavaScript shows (with it,
 * the same refusal arrives as a toast and the page does not change).
 */
export function RefusalNote({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <div className="mb-4 rounded-md border border-red-200 bg-red-50 px-3 py-2">
      <ErrorList error={message} />
    </div>
  );
}
