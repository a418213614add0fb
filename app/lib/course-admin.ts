/**
 * The admin courses list's URL for a given query string: the search and page kept, the editor
 * and the old dialog parameters (?new=1, ?edit=, ?delete=) dropped. The editor routes return
 * here after a save, and their dialog closes to it.
 */
export function courseListHref(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of ["new", "edit", "delete"]) params.delete(key);
  const qs = params.toString();
  return qs ? `/admin/courses?${qs}` : "/admin/courses";
}
