import { Download } from "lucide-react";
import { useState } from "react";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { Card } from "#app/components/ui/card";
import { Table, TableBody, TableCell, TableEmpty, TableHead, TableHeader, TableRow } from "#app/components/ui/table";
import { formatDate } from "#app/lib/admin-display";
import { formatCalendarDate } from "#app/lib/format";
import type { CertificateRow } from "#app/server/models/certificates-admin.server";
import { CertificateRowActions } from "./certificate-row-actions";

const PDF_URL = "/admin/certificates/pdf";
const PDF_FORM_ID = "certificate-pdfs";

type Selection = { selected: ReadonlySet<string>; toggle: (id: string, on: boolean) => void };

/**
 * The certificates: cards on phones, a table from 768 px (spec 5's columns). Ticked rows join
 * one GET form, so "Download PDFs" is a plain download, with or without JavaScript.
 */
export function CertificatesTable({ certificates, canUndo }: { certificates: CertificateRow[]; canUndo: boolean }) {
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
  const selection = { selected, toggle };

  return (
    <Card className="overflow-hidden">
      {/* Bulk PDF: a plain GET form, so the browser downloads the file; the checkboxes join it by id. */}
      <form id={PDF_FORM_ID} method="get" action={PDF_URL} />
      <div className="flex flex-wrap items-center justify-between gap-3 border-b p-4 sm:p-6">
        <h2 className="text-lg font-semibold">Certificates ({certificates.length})</h2>
        <div className="flex items-center gap-3">
          <label className="flex items-center gap-2 text-sm md:hidden">
            <input
              type="checkbox"
              className="size-5 accent-brand-700"
              checked={allSelected}
              onChange={(e) => toggleAll(e.target.checked)}
              disabled={selectable.length === 0}
            />
            Select all
          </label>
          <Button type="submit" form={PDF_FORM_ID} variant="outline" size="sm">
            <Download aria-hidden="true" /> Download PDFs{selected.size > 0 ? ` (${selected.size})` : ""}
          </Button>
        </div>
      </div>
      <ul className="divide-y md:hidden" aria-label="Certificates">
        {certificates.length === 0 ? <li className="px-4 py-10 text-center text-muted-foreground">No certificates yet.</li> : null}
        {certificates.map((c) => (
          <li key={c.id} className={c.revoked_at ? "flex gap-3 bg-red-50/40 p-4" : "flex gap-3 p-4"}>
            <SelectBox certificate={c} selection={selection} className="mt-0.5" />
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="break-all font-mono text-sm font-semibold text-brand-900">{c.certificate_id}</p>
                  <p className="font-semibold text-slate-900">{c.student_name}</p>
                </div>
                <CertificateRowActions certificate={c} canUndo={canUndo} />
              </div>
              <p className="text-sm">{c.course_name}</p>
              <p className="text-xs text-muted-foreground">
                Issued {formatCalendarDate(c.issue_date)} · Approved by {c.approved_by}
              </p>
              <RevokedNote certificate={c} />
            </div>
          </li>
        ))}
      </ul>
      <Table containerClassName="hidden rounded-none border-0 md:block">
        <TableHeader>
          <TableRow>
            <TableHead>
              <span className="flex items-center gap-3">
                <input
                  type="checkbox"
                  className="size-4 accent-brand-700"
                  aria-label="Select all certificates"
                  checked={allSelected}
                  onChange={(e) => toggleAll(e.target.checked)}
                  disabled={selectable.length === 0}
                />
                Certificate ID
              </span>
            </TableHead>
            <TableHead>Student Name</TableHead>
            <TableHead>Course Name</TableHead>
            <TableHead>Issue Date</TableHead>
            <TableHead>Approved By</TableHead>
            <TableHead className="text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {certificates.length === 0 ? (
            <TableEmpty colSpan={6}>No certificates yet.</TableEmpty>
          ) : (
            certificates.map((c) => (
              <TableRow key={c.id} className={c.revoked_at ? "bg-red-50/40" : undefined}>
                <TableCell className="whitespace-nowrap">
                  <span className="flex items-center gap-3">
                    <SelectBox certificate={c} selection={selection} className="size-4" />
                    <span className="font-mono font-semibold text-brand-900">{c.certificate_id}</span>
                  </span>
                </TableCell>
                <TableCell>
                  {c.student_name}
                  <RevokedNote certificate={c} />
                </TableCell>
                <TableCell>{c.course_name}</TableCell>
                <TableCell className="whitespace-nowrap">{formatCalendarDate(c.issue_date)}</TableCell>
                <TableCell>{c.approved_by}</TableCell>
                <TableCell className="text-right">
                  <CertificateRowActions certificate={c} canUndo={canUndo} />
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </Card>
  );
}

function SelectBox({ certificate, selection, className }: { certificate: CertificateRow; selection: Selection; className?: string }) {
  const revoked = Boolean(certificate.revoked_at);
  return (
    <input
      type="checkbox"
      form={PDF_FORM_ID}
      name="id"
      value={certificate.id}
      className={`size-5 shrink-0 accent-brand-700 disabled:opacity-40 ${className ?? ""}`}
      aria-label={revoked ? `${certificate.certificate_id} is revoked: no PDF` : `Select certificate ${certificate.certificate_id}`}
      title={revoked ? "A revoked certificate has no PDF" : undefined}
      disabled={revoked}
      checked={!revoked && selection.selected.has(certificate.id)}
      onChange={(e) => selection.toggle(certificate.id, e.target.checked)}
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
