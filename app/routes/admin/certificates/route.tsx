import { FilePlus2, FileUp } from "lucide-react";
import { Link, Outlet, redirect } from "react-router";
import { DeferredData, deferredOf, deferServerData, LoadingCard } from "#app/components/admin/deferred-data";
import { PageHeader } from "#app/components/admin/page-header";
import { buttonVariants } from "#app/components/ui/button";
import { currentAdmin, requireSuperAdmin } from "#app/features/accounts/permissions.server";
import { LIST_URL, skipRevalidationForUploads } from "#app/features/certificates/certificate-editor";
import { certificateRowIntentSchema, REVOCATION_REFUSED } from "#app/features/certificates/certificate-schemas";
import { CertificatesTable } from "#app/features/certificates/certificates-table";
import { deleteCertificate } from "#app/features/certificates/delete-certificate.server";
import { listCertificates } from "#app/features/certificates/list-certificates.server";
import { undoRevocation } from "#app/features/certificates/undo-revocation.server";
import { parseListParams } from "#app/lib/list-params";
import { audit } from "#app/server/db/audit.server";
import { pageOrLoadError } from "#app/server/db/paginate.server";
import { isUnconfirmedDelete, UNCONFIRMED_DELETE } from "#app/server/http/confirmed-delete.server";
import { refuse } from "#app/server/http/refuse.server";
import { redirectWithToast } from "#app/server/http/toast.server";
import { deleteImageIfUnused } from "#app/server/storage/admin-images.server";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Certificates | Admin" }];

/**
 * The dialogs' old URLs (?new=1, ?edit=ID, ?revoke=ID) moved to their own routes; links and
 * bookmarks to them still open the same dialog, the rest of the query kept (the lead page's
 * "Issue certificate" sends ?new=1&from_lead=ID).
 */
function movedDialog(url: URL): string | null {
  const query = new URLSearchParams(url.searchParams);
  const [edit, revoke, creating] = [query.get("edit"), query.get("revoke"), query.get("new") === "1"];
  for (const name of ["new", "edit", "revoke"]) query.delete(name);
  const rest = query.size > 0 ? `?${query}` : "";
  if (creating) return `${LIST_URL}/new${rest}`;
  if (edit) return `${LIST_URL}/${encodeURIComponent(edit)}/edit${rest}`;
  if (revoke) return `${LIST_URL}/${encodeURIComponent(revoke)}/revoke${rest}`;
  return null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await currentAdmin({ request, context });
  const moved = movedDialog(new URL(request.url));
  if (moved) throw redirect(moved);
  const certificates = await pageOrLoadError(
    "certificates",
    () => listCertificates(parseListParams(request.url)),
    "Failed to load certificates",
  );
  return { ...certificates, canUndoRevocation: admin.profile.role === "super_admin" };
}

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return deferServerData(serverLoader);
}

/** The editor's photo upload answers its own fetcher: the list need not be read again. */
export const shouldRevalidate = skipRevalidationForUploads;

/** The row actions: delete (any admin) and undo a revocation (super admins only). */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await currentAdmin({ request, context });
  const values = Object.fromEntries(await request.formData());
  const command = certificateRowIntentSchema.safeParse(values);
  if (!command.success)
    return refuse({ status: 400, title: "Error", description: "The request was not understood. Please reload the page." });
  if (isUnconfirmedDelete(values)) return refuse({ status: 400, title: "Error", description: UNCONFIRMED_DELETE });

  if (command.data.intent === "delete") {
    const row = await deleteCertificate(command.data.id);
    if (!row) return refuse({ status: 404, title: "Error", description: REVOCATION_REFUSED.missing[0] });
    await deleteImageIfUnused(row.certificate_image_url);
    await audit({
      adminUserId: admin.id,
      action: "certificate_deleted",
      details: { id: row.id, certificate_id: row.certificate_id, course_name: row.course_name },
    });
    return redirectWithToast(LIST_URL, { title: "Certificate deleted successfully", type: "success" });
  }

  // Only a super_admin may undo a revocation; an admin gets 403 here, whatever the page showed.
  await requireSuperAdmin(request);
  const result = await undoRevocation(command.data.id);
  if (!result.ok || !result.before) {
    const [message, status] = REVOCATION_REFUSED[result.ok ? "changed" : result.reason];
    return refuse({ status, title: "Error", description: message });
  }
  const { before, row } = result;
  await audit({
    adminUserId: admin.id,
    action: "certificate_revocation_undone",
    details: {
      id: row.id,
      certificate_id: row.certificate_id,
      before: { revoked_at: before.revoked_at?.toISOString() ?? null, reason_length: before.revoked_reason?.length ?? 0 },
      after: { revoked_at: null, reason_length: 0 },
    },
  });
  return redirectWithToast(LIST_URL, {
    title: "Revocation undone",
    description: `${row.certificate_id} shows as verified again.`,
    type: "success",
  });
}

export default function CertificatesPage({ loaderData }: Route.ComponentProps) {
  const resolve = deferredOf<Awaited<ReturnType<typeof loader>>>(loaderData);
  return (
    <>
      <PageHeader
        title="Certificate Management"
        description="Certificates students and employers can verify by ID on the public certificate page."
        actions={
          <>
            <Link to={`${LIST_URL}/import`} className={buttonVariants({ variant: "outline" })}>
              <FileUp aria-hidden="true" /> Import CSV
            </Link>
            <Link to={`${LIST_URL}/new`} preventScrollReset className={buttonVariants({ variant: "default" })}>
              <FilePlus2 aria-hidden="true" /> Add Certificate
            </Link>
          </>
        }
      />
      {/* The add, edit and revoke dialogs: child routes over the list. */}
      <Outlet />
      <DeferredData
        resolve={resolve}
        fallback={<LoadingCard>Loading certificates...</LoadingCard>}
        errorTitle="Failed to load certificates"
      >
        {(list) => <CertificatesTable certificates={list.certificates} canUndo={list.canUndoRevocation} page={list.page} />}
      </DeferredData>
    </>
  );
}
