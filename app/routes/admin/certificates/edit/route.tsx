import { currentAdmin } from "#app/features/accounts/permissions.server";
import { CertificateEditor, LIST_URL, skipRevalidationForUploads } from "#app/features/certificates/certificate-editor";
import { certificateEditorAction } from "#app/features/certificates/certificate-editor.server";
import { listCourseChoices } from "#app/features/certificates/course-choices.server";
import { getCertificate } from "#app/features/certificates/get-certificate.server";
import { isUuid } from "#app/lib/ids";
import { getEnv } from "#app/server/env.server";
import { redirectWithToast } from "#app/server/http/toast.server";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Edit Certificate | Admin" }];

/** The certificate of the URL, or back to the list saying it is gone (deleted meanwhile, or a stale link). */
async function certificateOrBack(id: string | undefined) {
  const row = id && isUuid(id) ? await getCertificate(id) : null;
  if (!row) throw await redirectWithToast(LIST_URL, { title: "Error", description: "This certificate no longer exists.", type: "error" });
  return row;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await currentAdmin({ request, context });
  const { signature: _signature, ...certificate } = await certificateOrBack(params.id);
  return { certificate, courses: await listCourseChoices(), uploadMaxBytes: getEnv().UPLOAD_MAX_BYTES };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await currentAdmin({ request, context });
  return certificateEditorAction(request, admin.id, await certificateOrBack(params.id));
}

export const shouldRevalidate = skipRevalidationForUploads;

export default function EditCertificate({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CertificateEditor
      key={loaderData.certificate.id}
      certificate={loaderData.certificate}
      courses={loaderData.courses}
      maxBytes={loaderData.uploadMaxBytes}
      actionData={actionData}
    />
  );
}
