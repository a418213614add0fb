import { Ban, Pencil, RotateCcw } from "lucide-react";
import { ConfirmForm, DeleteRowForm, useRowSubmitting } from "#app/components/admin/confirm-form";
import { RowLink } from "#app/components/admin/row-link";
import { LIST_URL } from "./certificate-editor";
import type { CertificateRow } from "./get-certificate.server";

/** A certificate's actions: edit and revoke open their dialog routes; undo and delete post after the browser's confirm. */
export function CertificateRowActions({ certificate, canUndo }: { certificate: CertificateRow; canUndo: boolean }) {
  const undoing = useRowSubmitting("undo-revoke", certificate.id);
  return (
    <div className="flex shrink-0 justify-end gap-1">
      <RowLink to={`${LIST_URL}/${certificate.id}/edit`} label={`Edit certificate ${certificate.certificate_id}`} title="Edit">
        <Pencil aria-hidden="true" />
      </RowLink>
      {certificate.revoked_at ? (
        canUndo ? (
          <ConfirmForm
            intent="undo-revoke"
            id={certificate.id}
            confirm={`Undo the revocation of ${certificate.certificate_id}? Its public page will show it as verified again.`}
            label={`Undo revocation of ${certificate.certificate_id}`}
            title="Undo revocation"
            disabled={undoing}
          >
            <RotateCcw aria-hidden="true" />
          </ConfirmForm>
        ) : null
      ) : (
        <RowLink
          to={`${LIST_URL}/${certificate.id}/revoke`}
          label={`Revoke certificate ${certificate.certificate_id}`}
          title="Revoke"
          className="text-amber-700 hover:text-amber-800"
        >
          <Ban aria-hidden="true" />
        </RowLink>
      )}
      <DeleteRowForm
        id={certificate.id}
        confirm="Are you sure you want to delete this certificate?"
        label={`Delete certificate ${certificate.certificate_id}`}
        title="Delete"
      />
    </div>
  );
}
