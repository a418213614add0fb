import { type ColumnDef, flexRender, getCoreRowModel, type RowData, useReactTable } from "@tanstack/react-table";
import type { ReactNode } from "react";
import { Table, TableBody, TableCell, TableEmpty, TableHead, TableHeader, TableRow } from "#app/components/ui/table";
import { cn } from "#app/lib/utils";
import { Pagination } from "./pagination";

declare module "@tanstack/react-table" {
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Classes for this column's cells (alignment, width, monospace). */
    cellClassName?: string;
    /** Classes for this column's header cell (alignment). */
    headerClassName?: string;
    /** On phones, the cell takes the card's whole width under its label (long text, JSON). */
    wide?: boolean;
  }
}

export type DataColumn<T> = ColumnDef<T, unknown> & { header: string };

/**
 * Which page of how many rows the table shows; the links to other pages keep the other query
 * parameters. `param` names the page's query parameter when it is not "page" (a second list).
 */
export type DataTablePage = { page: number; pageSize: number; total: number; pageCount: number; param?: string };

/**
 * Every admin list: a real table on wide screens and, below the `sm` breakpoint, the same rows
 * as stacked cards (each cell under its column's name), so a phone never scrolls sideways.
 * One DOM for both, so tests, screen readers and the no-JavaScript page see one set of rows.
 * Pagination is the server's (manual): the table shows the rows it is given.
 */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  empty,
  page,
  rowClassName,
  rowProps,
}: {
  columns: DataColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  empty: ReactNode;
  page?: DataTablePage;
  rowClassName?: string;
  /** Per-row data attributes and classes (e.g. `data-user`, a muted inactive row). */
  rowProps?: (row: T) => { className?: string } & Record<`data-${string}`, string>;
}) {
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: rowKey,
    manualPagination: true,
    pageCount: page?.pageCount ?? 1,
    state: { pagination: { pageIndex: (page?.page ?? 1) - 1, pageSize: page?.pageSize ?? rows.length } },
  });
  const leafColumns = table.getVisibleLeafColumns();
  return (
    <>
      <Table
        className="max-sm:block"
        containerClassName="max-sm:overflow-visible max-sm:rounded-none max-sm:border-0 max-sm:bg-transparent"
      >
        <TableHeader className="max-sm:hidden">
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id}>
              {group.headers.map((header) => (
                <TableHead key={header.id} className={header.column.columnDef.meta?.headerClassName}>
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </TableHead>
              ))}
            </TableRow>
          ))}
        </TableHeader>
        <TableBody className="max-sm:flex max-sm:flex-col max-sm:gap-3 max-sm:[&>tr>td]:block">
          {table.getRowModel().rows.length === 0 ? (
            <TableEmpty colSpan={leafColumns.length}>{empty}</TableEmpty>
          ) : (
            table.getRowModel().rows.map((row) => {
              const { className, ...attributes } = rowProps?.(row.original) ?? {};
              return (
                <TableRow
                  key={row.id}
                  {...attributes}
                  className={cn(
                    "max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-3 max-sm:gap-y-2 max-sm:rounded-lg max-sm:border! max-sm:bg-background max-sm:p-3 max-sm:shadow-xs",
                    rowClassName,
                    className,
                  )}
                >
                  {row.getVisibleCells().map((cell) => {
                    const meta = cell.column.columnDef.meta;
                    return (
                      <TableCell
                        key={cell.id}
                        data-label={cell.column.columnDef.header as string}
                        className={cn(
                          "max-sm:min-w-0 max-sm:p-0 max-sm:before:mb-0.5 max-sm:before:block max-sm:before:text-xs max-sm:before:font-sans max-sm:before:font-semibold max-sm:before:uppercase max-sm:before:tracking-wide max-sm:before:text-muted-foreground max-sm:before:content-[attr(data-label)]",
                          meta?.wide && "max-sm:col-span-2",
                          meta?.cellClassName,
                        )}
                      >
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </TableCell>
                    );
                  })}
                </TableRow>
              );
            })
          )}
        </TableBody>
      </Table>
      {page ? <Pagination page={page.page} total={page.total} pageSize={page.pageSize} param={page.param} /> : null}
    </>
  );
}

/** A column of one date per row, written by `format` (`empty` when there is none), kept on one line. */
export function dateColumn<T>(
  id: string,
  header: string,
  value: (row: T) => Date | string | null,
  { format, empty, className }: { format: (value: Date | string) => string; empty: string; className: string },
): DataColumn<T> {
  return {
    id,
    header,
    cell: ({ row }) => {
      const date = value(row.original);
      return date ? format(date) : empty;
    },
    meta: { cellClassName: cn("whitespace-nowrap", className) },
  };
}
