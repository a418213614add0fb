import { ArrowLeft } from "lucide-react";
import { Link, useNavigation } from "react-router";
import { PageHeader } from "#app/components/admin/page-header";
import { buttonVariants } from "#app/components/ui/button";
import { currentAdmin } from "#app/features/accounts/permissions.server";
import { LIST_URL } from "#app/features/certificates/certificate-editor";
import { checkImport, IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from "#app/features/certificates/certificate-import";
import { suggestCertificateId } from "#app/features/certificates/certificate-sequence.server";
import { applyImport, planImport } from "#app/features/certificates/import-certificates.server";
import { ImportPreviewCard } from "#app/features/certificates/import-preview";
import { previewAnswer, shownRows } from "#app/features/certificates/import-preview.server";
import { ImportUpload } from "#app/features/certificates/import-upload";
import { readImportSource } from "#app/features/certificates/read-import-source.server";
import { redirectWithToast } from "#app/server/http/toast.server";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Import Certificates | Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await currentAdmin({ request, context });
  return { nextId: await suggestCertificateId(), maxRows: IMPORT_MAX_ROWS, maxMegabytes: IMPORT_MAX_BYTES / 1024 / 1024 };
}

/**
 * Two steps, both plain form posts: "preview" checks the file and changes nothing (a dry
 * run: every row with its errors, the IDs it would get); "apply" checks the same text again
 * on the server and imports all rows in one transaction, or none.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await currentAdmin({ request, context });
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent !== "preview" && intent !== "apply") {
    return previewAnswer({ fileError: "The request was not understood. Please reload the page." }, 400);
  }
  const source = await readImportSource(formData);
  if (!source.ok) return previewAnswer({ fileError: source.error }, 400);
  const checked = checkImport(source.text);
  if (!checked.ok) return previewAnswer({ fileError: checked.error, text: source.text }, 400);
  const planned = await planImport(checked.rows);
  const checkedFile = { ignoredColumns: checked.ignoredColumns, text: source.text };
  const bad = planned.filter((r) => r.errors.length > 0);

  if (intent === "preview") return previewAnswer({ ...shownRows(planned), ...checkedFile });
  if (bad.length > 0) {
    return previewAnswer({ ...shownRows(planned), ...checkedFile }, 400, {
      title: "Nothing was imported",
      description: `${bad.length} of ${planned.length} rows have errors.`,
      type: "error",
    });
  }

  const result = await applyImport(planned, admin.id);
  if (!result.ok) {
    // Someone issued one of these IDs since the check: nothing was imported; check again.
    const again = await planImport(checked.rows);
    const description =
      result.reason === "taken"
        ? `${result.id} was issued by someone else meanwhile. Nothing was imported; check the rows again.`
        : "Some rows have errors. Nothing was imported.";
    return previewAnswer({ ...shownRows(again), ...checkedFile }, 409, { title: "Nothing was imported", description, type: "error" });
  }
  const count = result.ids.length;
  return redirectWithToast(LIST_URL, {
    title: count === 1 ? "1 certificate imported" : `${count} certificates imported`,
    description: "Each one is signed and can be verified now.",
    type: "success",
  });
}

export default function ImportCertificatesPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const readyToApply = actionData?.ok === true && actionData.total > 0;

  return (
    <div className="max-w-6xl">
      <PageHeader
        title="Import Certificates"
        description="Issue many certificates at once from a spreadsheet. Every row is checked first; nothing changes until you confirm."
        actions={
          <Link to={LIST_URL} className={buttonVariants({ variant: "outline" })}>
            <ArrowLeft aria-hidden="true" /> Back to certificates
          </Link>
        }
      />
      {actionData ? <ImportPreviewCard preview={actionData} busy={busy("apply")} readyToApply={readyToApply} /> : null}
      <ImportUpload
        {...loaderData}
        again={actionData !== undefined}
        // A file refused or with errors comes back into the box, to fix there (not a huge one).
        text={actionData && !readyToApply && actionData.text.length < 20_000 ? actionData.text : ""}
        busy={busy("preview")}
      />
    </div>
  );
}
