import { currentAdmin } from "#app/features/accounts/permissions.server";
import { CertificateEditor, skipRevalidationForUploads } from "#app/features/certificates/certificate-editor";
import { certificateEditorAction } from "#app/features/certificates/certificate-editor.server";
import { certificatePrefillFromLead } from "#app/features/certificates/certificate-prefill.server";
import { suggestCertificateId } from "#app/features/certificates/certificate-sequence.server";
import { listCourseChoices } from "#app/features/certificates/course-choices.server";
import { isUuid } from "#app/lib/ids";
import { getEnv } from "#app/server/env.server";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Add Certificate | Admin" }];

/** "Add Certificate": the dialog over the list, at its own URL (decision 013). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await currentAdmin({ request, context });
  const fromLead = new URL(request.url).searchParams.get("from_lead") ?? "";
  return {
    /** The next ID in the institute's sequence, prefilled in the form. */
    suggestedId: await suggestCertificateId(),
    courses: await listCourseChoices(),
    /** "Issue certificate" on an enrolled lead's page opens the form filled from the lead. */
    prefill: isUuid(fromLead) ? await certificatePrefillFromLead(fromLead) : null,
    uploadMaxBytes: getEnv().UPLOAD_MAX_BYTES,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await currentAdmin({ request, context });
  return certificateEditorAction(request, admin.id, null);
}

export const shouldRevalidate = skipRevalidationForUploads;

export default function NewCertificate({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CertificateEditor
      certificate={null}
      suggestedId={loaderData.suggestedId}
      prefill={loaderData.prefill}
      courses={loaderData.courses}
      maxBytes={loaderData.uploadMaxBytes}
      actionData={actionData}
    />
  );
}
