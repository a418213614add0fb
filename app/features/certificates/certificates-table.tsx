import { Download } from "lucide-react";
import { createContext, useContext, useState } from "react";
import { type DataColumn, DataTable, type DataTablePage } from "#app/components/admin/data-table";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { formatDate } from "#app/lib/admin-display";
import { formatCalendarDate } from "#app/lib/format";
import { CertificateRowActions } from "./certificate-row-actions";
import type { CertificateRow } from "./get-certificate.server";

const PDF_URL = "/admin/certificates/pdf";
const PDF_FORM_ID = "certificate-pdfs";

type Selection = { selected: ReadonlySet<string>; toggle: (id: string, on: boolean) => void; canUndo: boolean };

/**
 * The ticked rows and the viewer's rights, for the cells. A context rather than columns made per
 * render: TanStack renders each cell function as a component, so new functions would remount
 * every row's controls on each tick.
 */
const RowState = createContext<Selection>({ selected: new Set(), toggle: () => {}, canUndo: false });

/** Spec 5's columns: Certificate ID, Student Name, Course Name, Issue Date, Approved By, Actions. */
const columns: DataColumn<CertificateRow>[] = [
  {
    id: "certificate_id",
    header: "Certificate ID",
    cell: ({ row }) => (
      <span className="flex items-center gap-3">
        <SelectBox certificate={row.original} />
        <span className="break-all font-mono font-semibold text-brand-900">{row.original.certificate_id}</span>
      </span>
    ),
    meta: { wide: true, cellClassName: "sm:whitespace-nowrap" },
  },
  {
    id: "student_name",
    header: "Student Name",
    cell: ({ row }) => (
      <>
        {row.original.student_name}
        <RevokedNote certificate={row.original} />
      </>
    ),
  },
  { id: "course_name", header: "Course Name", cell: ({ row }) => row.original.course_name },
  {
    id: "issue_date",
    header: "Issue Date",
    cell: ({ row }) => formatCalendarDate(row.original.issue_date),
    meta: { cellClassName: "whitespace-nowrap" },
  },
  { id: "approved_by", header: "Approved By", cell: ({ row }) => row.original.approved_by },
  {
    id: "actions",
    header: "Actions",
    cell: ({ row }) => <Actions certificate={row.original} />,
    meta: { headerClassName: "text-right", cellClassName: "sm:text-right" },
  },
];

/**
 * One page of certificates (cards on phones, a table from 640 px). Ticked rows join one GET form,
 * so "Download PDFs" is a plain download, with or without JavaScript.
 */
export function CertificatesTable({
  certificates,
  canUndo,
  page,
}: {
  certificates: CertificateRow[];
  canUndo: boolean;
  page: DataTablePage;
}) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const selectable = certificates.filter((c) => !c.revoked_at);
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const allSelected = selectable.length > 0 && selectable.every((c) => selected.has(c.id));
  const toggleAll = (on: boolean) => setSelected(on ? new Set(selectable.map((c) => c.id)) : new Set());

  return (
    <RowState.Provider value={{ selected, toggle, canUndo }}>
      <section aria-labelledby="certificates-heading" className="flex flex-col gap-3">
        {/* Bulk PDF: a plain GET form, so the browser downloads the file; the checkboxes join it by id. */}
        <form id={PDF_FORM_ID} method="get" action={PDF_URL} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="certificates-heading" className="text-lg font-semibold">
            Certificates ({page.total})
          </h2>
          <div className="flex items-center gap-3">
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-5 accent-brand-700 sm:size-4"
                aria-label="Select all certificates"
                checked={allSelected}
                onChange={(e) => toggleAll(e.target.checked)}
                disabled={selectable.length === 0}
              />
              <span aria-hidden="true">Select all</span>
            </label>
            <Button type="submit" form={PDF_FORM_ID} variant="outline" size="sm">
              <Download aria-hidden="true" /> Download PDFs{selected.size > 0 ? ` (${selected.size})` : ""}
            </Button>
          </div>
        </div>
        <DataTable
          columns={columns}
          rows={certificates}
          rowKey={(c) => c.id}
          rowProps={(c) => ({ "data-certificate": c.certificate_id, className: c.revoked_at ? "bg-red-50/40" : undefined })}
          empty="No certificates yet."
          page={page}
        />
      </section>
    </RowState.Provider>
  );
}

function Actions({ certificate }: { certificate: CertificateRow }) {
  return <CertificateRowActions certificate={certificate} canUndo={useContext(RowState).canUndo} />;
}

function SelectBox({ certificate }: { certificate: CertificateRow }) {
  const { selected, toggle } = useContext(RowState);
  const revoked = Boolean(certificate.revoked_at);
  return (
    <input
      type="checkbox"
      form={PDF_FORM_ID}
      name="id"
      value={certificate.id}
      className="size-5 shrink-0 accent-brand-700 disabled:opacity-40 sm:size-4"
      aria-label={revoked ? `${certificate.certificate_id} is revoked: no PDF` : `Select certificate ${certificate.certificate_id}`}
      title={revoked ? "A revoked certificate has no PDF" : undefined}
      disabled={revoked}
      checked={!revoked && selected.has(certificate.id)}
      onChange={(e) => toggle(certificate.id, e.target.checked)}
    />
  );
}

function RevokedNote({ certificate }: { certificate: CertificateRow }) {
  if (!certificate.revoked_at) return null;
  return (
    <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-red-900">
      <Badge variant="red">Revoked</Badge>
      <span>
        {formatDate(certificate.revoked_at)}
        {certificate.revoked_reason ? `: ${certificate.revoked_reason}` : ""}
      </span>
    </p>
  );
}
