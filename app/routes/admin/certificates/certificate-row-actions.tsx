import { Ban, Pencil, RotateCcw, Trash2 } from "lucide-react";
import { Link, useNavigation } from "react-router";
import { ConfirmForm } from "#app/components/admin/confirm-form";
import { buttonVariants } from "#app/components/ui/button";
import type { CertificateRow } from "#app/server/models/certificates-admin.server";
import { LIST_URL } from "./certificate-editor";

/** A certificate's actions: edit and revoke open their dialog routes; undo and delete post after the browser's confirm. */
export function CertificateRowActions({ certificate, canUndo }: { certificate: CertificateRow; canUndo: boolean }) {
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state === "submitting" && navigation.formData?.get("intent") === intent && navigation.formData?.get("id") === certificate.id;
  return (
    <div className="flex shrink-0 justify-end gap-1">
      <Link
        to={`${LIST_URL}/${certificate.id}/edit`}
        preventScrollReset
        className={buttonVariants({ variant: "ghost", size: "icon" })}
        aria-label={`Edit certificate ${certificate.certificate_id}`}
        title="Edit"
      >
        <Pencil aria-hidden="true" />
      </Link>
      {certificate.revoked_at ? (
        canUndo ? (
          <ConfirmForm
            intent="undo-revoke"
            id={certificate.id}
            confirm={`Undo the revocation of ${certificate.certificate_id}? Its public page will show it as verified again.`}
            label={`Undo revocation of ${certificate.certificate_id}`}
            title="Undo revocation"
            disabled={busy("undo-revoke")}
          >
            <RotateCcw aria-hidden="true" />
          </ConfirmForm>
        ) : null
      ) : (
        <Link
          to={`${LIST_URL}/${certificate.id}/revoke`}
          preventScrollReset
          className={buttonVariants({ variant: "ghost", size: "icon", className: "text-amber-700 hover:text-amber-800" })}
          aria-label={`Revoke certificate ${certificate.certificate_id}`}
          title="Revoke"
        >
          <Ban aria-hidden="true" />
        </Link>
      )}
      <ConfirmForm
        intent="delete"
        id={certificate.id}
        confirm="Are you sure you want to delete this certificate?"
        label={`Delete certificate ${certificate.certificate_id}`}
        title="Delete"
        disabled={busy("delete")}
      >
        <Trash2 aria-hidden="true" />
      </ConfirmForm>
    </div>
  );
}
