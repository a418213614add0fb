import { parseWithZod } from "@conform-to/zod/v4";
import { currentAdmin } from "#app/features/accounts/permissions.server";
import { LIST_URL } from "#app/features/certificates/certificate-editor";
import { refuseForm } from "#app/features/certificates/certificate-refusal.server";
import { certificateRevokeSchema, REVOCATION_REFUSED } from "#app/features/certificates/certificate-schemas";
import { getCertificate } from "#app/features/certificates/get-certificate.server";
import { revokeCertificate } from "#app/features/certificates/revoke-certificate.server";
import { RevokeDialog } from "#app/features/certificates/revoke-dialog";
import { isUuid } from "#app/lib/ids";
import { audit } from "#app/server/db/audit.server";
import { redirectWithToast } from "#app/server/http/toast.server";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Revoke Certificate | Admin" }];

/** The revoke dialog over the list (docs/certificates.md): a certificate that is gone or already revoked sends back to the list. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await currentAdmin({ request, context });
  const row = isUuid(params.id ?? "") ? await getCertificate(params.id ?? "") : null;
  if (!row || row.revoked_at)
    throw await redirectWithToast(LIST_URL, {
      title: "Error",
      description: row ? "This certificate is already revoked." : "This certificate no longer exists.",
      type: "error",
    });
  const { id, certificate_id, student_name, course_name, issue_date } = row;
  return { certificate: { id, certificate_id, student_name, course_name, issue_date } };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await currentAdmin({ request, context });
  const submission = parseWithZod(await request.formData(), { schema: certificateRevokeSchema, disableAutoCoercion: true });
  if (submission.status !== "success") return refuseForm(submission);
  const result = isUuid(params.id ?? "") ? await revokeCertificate(params.id ?? "", submission.value.reason) : null;
  if (!result?.ok) {
    const [message, status] = REVOCATION_REFUSED[result?.reason ?? "missing"];
    return refuseForm(submission, { formErrors: [message], status });
  }
  const row = result.row;
  await audit({
    adminUserId: admin.id,
    action: "certificate_revoked",
    details: {
      id: row.id,
      certificate_id: row.certificate_id,
      // The reason is free text (shown on the certificate's page): its length, not its words.
      before: { revoked_at: null, reason_length: 0 },
      after: { revoked_at: row.revoked_at?.toISOString() ?? null, reason_length: row.revoked_reason?.length ?? 0 },
    },
  });
  return redirectWithToast(LIST_URL, {
    title: "Certificate revoked",
    description: `${row.certificate_id} now shows as Revoked on its public page.`,
    type: "success",
  });
}

export default function RevokeCertificate({ loaderData, actionData }: Route.ComponentProps) {
  return <RevokeDialog certificate={loaderData.certificate} lastResult={actionData} />;
}
