import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card";
import { LoadError } from "./load-error";
import { PageHeader } from "./page-header";
import { SearchForm } from "./search-form";

/** A list under its heading in one card (logs, messages, follow-ups): `title` usually carries the count. */
export function ListCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** A read-only list page (logs, messages): heading, search, the load error if any, then the list in its card. */
export function SearchListPage({
  title,
  description,
  search,
  loadError,
  listTitle,
  children,
}: {
  title: string;
  description: string;
  search: { placeholder: string; label: string };
  loadError: string | null;
  listTitle: string;
  children: ReactNode;
}) {
  return (
    <div>
      <PageHeader title={title} description={description} />
      <SearchForm placeholder={search.placeholder} label={search.label} className="mb-4" />
      <LoadError message={loadError} />
      <ListCard title={listTitle}>{children}</ListCard>
    </div>
  );
}
