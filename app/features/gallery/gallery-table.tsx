import { Pencil, Star } from "lucide-react";
import { useFetcher } from "react-router";
import { DeleteRowForm } from "#app/components/admin/confirm-form";
import { type DataColumn, DataTable, type DataTablePage } from "#app/components/admin/data-table";
import { RowLink } from "#app/components/admin/row-link";
import { Badge } from "#app/components/ui/badge";
import { Switch } from "#app/components/ui/switch";
import type { AdminGalleryItem } from "./gallery-admin.server";

const LIST_URL = "/admin/gallery";

/** The spec's columns: Image, Title, Status (toggle), Featured, Sort Order, Actions; cards on phones. */
const columns: DataColumn<AdminGalleryItem>[] = [
  { id: "image", header: "Image", cell: ({ row }) => <Thumbnail item={row.original} /> },
  {
    id: "title",
    header: "Title",
    cell: ({ row }) => (
      <>
        <div className="font-semibold text-slate-900">{row.original.title}</div>
        {row.original.description ? <div className="line-clamp-1 text-xs text-muted-foreground">{row.original.description}</div> : null}
      </>
    ),
    meta: { cellClassName: "min-w-48", wide: true },
  },
  { id: "status", header: "Status", cell: ({ row }) => <StatusToggle item={row.original} /> },
  {
    id: "featured",
    header: "Featured",
    cell: ({ row }) => (row.original.is_featured ? <FeaturedBadge /> : <span className="text-muted-foreground">No</span>),
  },
  { id: "sort_order", header: "Sort Order", cell: ({ row }) => row.original.sort_order },
  {
    id: "actions",
    header: "Actions",
    cell: ({ row }) => <RowActions item={row.original} />,
    meta: { headerClassName: "text-right", cellClassName: "text-right" },
  },
];

export function GalleryTable({ items, page }: { items: AdminGalleryItem[]; page: DataTablePage }) {
  return <DataTable columns={columns} rows={items} rowKey={(item) => item.id} empty="No gallery items found" page={page} />;
}

function Thumbnail({ item }: { item: AdminGalleryItem }) {
  return (
    <img
      src={item.image_url}
      alt={item.alt_text || item.title}
      width={80}
      height={60}
      loading="lazy"
      className="h-15 w-20 shrink-0 rounded-md border bg-muted object-cover"
    />
  );
}

function FeaturedBadge() {
  return (
    <Badge variant="action" className="gap-1">
      <Star className="size-3" aria-hidden="true" /> Featured
    </Badge>
  );
}

/** The spec's status toggle: update by id with only is_active; a plain form without JavaScript. */
function StatusToggle({ item }: { item: AdminGalleryItem }) {
  const fetcher = useFetcher();
  const checked = fetcher.formData ? fetcher.formData.get("is_active") === "true" : item.is_active;
  return (
    <fetcher.Form method="post" action={LIST_URL} preventScrollReset className="flex items-center gap-2">
      <input type="hidden" name="intent" value="toggle" />
      <input type="hidden" name="id" value={item.id} />
      <input type="hidden" name="is_active" value={String(!checked)} />
      <Switch type="submit" checked={checked} aria-label={`Active: ${item.title}`} />
      <span className="text-xs font-medium text-muted-foreground" aria-hidden="true">
        {checked ? "Active" : "Inactive"}
      </span>
    </fetcher.Form>
  );
}

function RowActions({ item }: { item: AdminGalleryItem }) {
  return (
    <div className="flex justify-end gap-1">
      <RowLink to={`${LIST_URL}/${item.id}/edit`} label={`Edit ${item.title}`}>
        <Pencil aria-hidden="true" />
      </RowLink>
      <DeleteRowForm id={item.id} confirm="Are you sure you want to delete this gallery item?" label={`Delete ${item.title}`} />
    </div>
  );
}
