/** A refusal at the top of an account card (the page's own answer without JavaScript). */
export function CardError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="mb-3 rounded-md bg-red-50 p-3 text-sm text-red-900">
      {message}
    </p>
  );
}
