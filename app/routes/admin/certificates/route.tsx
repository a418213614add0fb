import { FilePlus2, Lock, Pencil, Trash2 } from "lucide-react";
import { useCallback, useRef, useState } from "react";
import { data, Form, Link, type ShouldRevalidateFunctionArgs, useFetcher, useLocation, useNavigate, useNavigation } from "react-router";
import { DeferredData, deferServerData } from "../../../components/admin/deferred-data";
import { EditorDialog } from "../../../components/admin/editor-dialog";
import { ImageUpload } from "../../../components/admin/image-upload";
import { PageHeader } from "../../../components/admin/page-header";
import { ErrorList, Field, StatusButton, useFormValidation } from "../../../components/forms";
import { type ToastMessage, useShowToast } from "../../../components/toaster";
import { buttonVariants } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Input, Textarea } from "../../../components/ui/input";
import { Table, TableBody, TableCell, TableEmpty, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
import { todayInIndia } from "../../../lib/course-status";
import { formatCalendarDate } from "../../../lib/format";
import { formValues, parseForm } from "../../../lib/forms";
import { isUuid } from "../../../lib/ids";
import {
  CERTIFICATE_ID_LOCKED,
  certificateCreateSchema,
  certificateEditSchema,
  certificateIntentSchema,
  DUPLICATE_CERTIFICATE_ID,
} from "../../../lib/validation/certificate";
import { audit, changes } from "../../../server/audit.server";
import { getEnv } from "../../../server/env.server";
import { logger } from "../../../server/logger.server";
import { chooseImage, deleteImageIfUnused, discardUnused, imageInUse, uploadNow } from "../../../server/models/admin-images.server";
import {
  certificateIdTaken,
  createCertificate,
  deleteCertificate,
  getCertificate,
  listAdminCertificates,
  updateCertificate,
} from "../../../server/models/certificates-admin.server";
import { isUniqueViolation } from "../../../server/models/courses-admin.server";
import { requireAdmin } from "../../../server/permissions.server";
import { deleteStoredFile } from "../../../server/storage.server";
import { redirectWithToast } from "../../../server/toast.server";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Certificates | Admin" }];

const LIST_URL = "/admin/certificates";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const editId = url.searchParams.get("edit") ?? "";
  const certificates = await listAdminCertificates();
  return {
    certificates,
    creating: url.searchParams.get("new") === "1",
    editing: isUuid(editId) ? (certificates.find((c) => c.id === editId) ?? null) : null,
    uploadMaxBytes: getEnv().UPLOAD_MAX_BYTES,
  };
}

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return deferServerData(serverLoader);
}

export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const intent = formData?.get("intent");
  if (intent === "upload" || intent === "discard-upload") return false;
  return defaultShouldRevalidate;
}

type Failure = { ok: false; fieldErrors: Record<string, string>; values?: Record<string, string>; toast: ToastMessage; error?: string };

/** Certificate failures show the server's message (spec 8). */
function failure(message: string, fieldErrors: Record<string, string>, status: number, values?: Record<string, string>) {
  return data<Failure>(
    { ok: false, fieldErrors, values, toast: { title: "Error", description: message, type: "error" }, error: message },
    { status },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const formData = await request.formData();
  const intent = certificateIntentSchema.safeParse(formValues(formData));
  if (!intent.success)
    return failure("The request was not understood. Please reload the page.", { _form: "The request was not understood." }, 400);
  const command = intent.data;

  switch (command.intent) {
    case "upload": {
      const result = await uploadNow("certificates", formData, (url) => imageInUse(url));
      if (!result.ok) return failure(result.error, { image: result.error }, 400);
      return data({
        ok: true as const,
        url: result.url,
        toast: { title: "Image uploaded successfully", type: "success" } satisfies ToastMessage,
      });
    }
    case "discard-upload": {
      await discardUnused("certificates", command.image_url, (url) => imageInUse(url));
      return data({ ok: true as const });
    }
    case "delete": {
      const row = await deleteCertificate(command.id);
      if (!row) return failure("This certificate no longer exists.", { _form: "This certificate no longer exists." }, 404);
      await deleteImageIfUnused(row.certificate_image_url);
      await audit({
        adminUserId: admin.id,
        action: "certificate_deleted",
        details: { id: row.id, certificate_id: row.certificate_id, student_name: row.student_name, course_name: row.course_name },
      });
      return redirectWithToast(LIST_URL, { title: "Certificate deleted successfully", type: "success" });
    }
    default:
      return save(command, formData, admin.id);
  }
}

async function save(command: { intent: "create" } | { intent: "update"; id: string }, formData: FormData, adminUserId: string) {
  const submitted = formValues(formData);
  const refuse = (fieldErrors: Record<string, string>, status = 400) =>
    failure(Object.values(fieldErrors)[0] ?? "Failed to save certificate", fieldErrors, status, submitted);

  if (command.intent === "create") {
    const parsed = parseForm(certificateCreateSchema, formData);
    if (!parsed.success) return refuse(parsed.result.fieldErrors);
    const { image_url: submittedUrl, ...fields } = parsed.data;
    if (await certificateIdTaken(fields.certificate_id)) return refuse({ certificate_id: DUPLICATE_CERTIFICATE_ID });
    const image = await chooseImage("certificates", formData, { current: null, submittedUrl, required: false });
    if (!image.ok) return refuse({ image: image.error });
    try {
      const created = await createCertificate({ ...fields, certificate_image_url: image.url });
      await audit({
        adminUserId,
        action: "certificate_created",
        details: {
          id: created.id,
          certificate_id: created.certificate_id,
          student_name: created.student_name,
          course_name: created.course_name,
        },
      });
      return redirectWithToast(LIST_URL, { title: "Certificate added successfully", type: "success" });
    } catch (error) {
      if (image.uploaded) await deleteStoredFile(image.url);
      if (isUniqueViolation(error)) return refuse({ certificate_id: DUPLICATE_CERTIFICATE_ID });
      logger.error({ err: error }, "saving a certificate failed");
      return refuse({ _form: "The certificate could not be saved. Please try again." }, 500);
    }
  }

  const before = await getCertificate(command.id);
  if (!before) return refuse({ _form: "This certificate no longer exists." }, 404);
  // certificate_id is fixed once the record exists: a different value is refused, never written.
  const sentId = formData.get("certificate_id");
  if (typeof sentId === "string" && sentId.trim() !== before.certificate_id) return refuse({ certificate_id: CERTIFICATE_ID_LOCKED });
  const parsed = parseForm(certificateEditSchema, formData);
  if (!parsed.success) return refuse(parsed.result.fieldErrors);
  const { image_url: submittedUrl, ...fields } = parsed.data;
  const image = await chooseImage("certificates", formData, { current: before.certificate_image_url, submittedUrl, required: false });
  if (!image.ok) return refuse({ image: image.error });
  try {
    const after = await updateCertificate(before.id, { ...fields, certificate_image_url: image.url });
    if (!after) return refuse({ _form: "This certificate no longer exists." }, 404);
    if (before.certificate_image_url !== after.certificate_image_url) await deleteImageIfUnused(before.certificate_image_url);
    const pick = (row: typeof before) => ({
      student_name: row.student_name,
      course_name: row.course_name,
      issue_date: row.issue_date,
      approved_by: row.approved_by,
      details: row.details,
      certificate_image_url: row.certificate_image_url,
    });
    await audit({
      adminUserId,
      action: "certificate_updated",
      details: { id: after.id, certificate_id: after.certificate_id, ...changes(pick(before), pick(after)) },
    });
    return redirectWithToast(LIST_URL, { title: "Certificate updated successfully", type: "success" });
  } catch (error) {
    if (image.uploaded && image.url) await deleteStoredFile(image.url);
    logger.error({ err: error }, "saving a certificate failed");
    return refuse({ _form: "The certificate could not be saved. Please try again." }, 500);
  }
}

type LoaderData = Awaited<ReturnType<typeof loader>>;
type Certificate = LoaderData["certificates"][number];

export default function CertificatesPage({ loaderData, actionData }: Route.ComponentProps) {
  const resolve = "deferred" in loaderData ? loaderData.deferred : (loaderData as LoaderData);
  useShowToast(actionData && "toast" in actionData ? actionData.toast : undefined);
  return (
    <>
      <PageHeader
        title="Certificate Management"
        description="Certificates students and employers can verify by ID on the public certificate page."
        actions={
          <Link to={`${LIST_URL}?new=1`} preventScrollReset className={buttonVariants({ variant: "default" })}>
            <FilePlus2 aria-hidden="true" /> Add Certificate
          </Link>
        }
      />
      <DeferredData
        resolve={resolve}
        fallback={
          <Card className="p-10 text-center text-muted-foreground" role="status">
            Loading certificates...
          </Card>
        }
        errorTitle="Failed to load certificates"
      >
        {(page) => <CertificatesContent page={page} actionData={actionData && "fieldErrors" in actionData ? actionData : undefined} />}
      </DeferredData>
    </>
  );
}

function CertificatesContent({ page, actionData }: { page: LoaderData; actionData: Failure | undefined }) {
  const navigate = useNavigate();
  const discard = useFetcher();
  const pending = useRef<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const onPendingChange = useCallback((url: string | null) => {
    pending.current = url;
  }, []);
  const close = () => {
    if (pending.current) discard.submit({ intent: "discard-upload", image_url: pending.current }, { method: "post" });
    pending.current = null;
    navigate(LIST_URL, { replace: true, preventScrollReset: true });
  };

  return (
    <>
      <EditorDialog
        open={page.creating || page.editing !== null}
        title={page.editing ? "Edit Certificate" : "Add Certificate"}
        description={page.editing ? `Certificate ${page.editing.certificate_id}` : "Fields marked * are required."}
        onClose={close}
      >
        <CertificateForm
          key={page.editing?.id ?? "new"}
          certificate={page.editing}
          actionData={actionData}
          maxBytes={page.uploadMaxBytes}
          uploading={uploading}
          onUploadingChange={setUploading}
          onPendingChange={onPendingChange}
          onCancel={close}
        />
      </EditorDialog>

      <Card className="overflow-hidden">
        <div className="border-b p-4 sm:p-6">
          <h2 className="text-lg font-semibold">Certificates ({page.certificates.length})</h2>
        </div>
        <ul className="divide-y md:hidden" aria-label="Certificates">
          {page.certificates.length === 0 ? <li className="px-4 py-10 text-center text-muted-foreground">No certificates yet.</li> : null}
          {page.certificates.map((c) => (
            <li key={c.id} className="flex flex-col gap-1 p-4">
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-mono text-sm font-semibold text-brand-900">{c.certificate_id}</p>
                  <p className="font-semibold text-slate-900">{c.student_name}</p>
                </div>
                <RowActions certificate={c} />
              </div>
              <p className="text-sm">{c.course_name}</p>
              <p className="text-xs text-muted-foreground">
                Issued {formatCalendarDate(c.issue_date)} · Approved by {c.approved_by}
              </p>
            </li>
          ))}
        </ul>
        <Table containerClassName="hidden rounded-none border-0 md:block">
          <TableHeader>
            <TableRow>
              <TableHead>Certificate ID</TableHead>
              <TableHead>Student Name</TableHead>
              <TableHead>Course Name</TableHead>
              <TableHead>Issue Date</TableHead>
              <TableHead>Approved By</TableHead>
              <TableHead className="text-right">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {page.certificates.length === 0 ? (
              <TableEmpty colSpan={6}>No certificates yet.</TableEmpty>
            ) : (
              page.certificates.map((c) => (
                <TableRow key={c.id}>
                  <TableCell className="whitespace-nowrap font-mono font-semibold text-brand-900">{c.certificate_id}</TableCell>
                  <TableCell>{c.student_name}</TableCell>
                  <TableCell>{c.course_name}</TableCell>
                  <TableCell className="whitespace-nowrap">{formatCalendarDate(c.issue_date)}</TableCell>
                  <TableCell>{c.approved_by}</TableCell>
                  <TableCell className="text-right">
                    <RowActions certificate={c} />
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </Card>
    </>
  );
}

function RowActions({ certificate }: { certificate: Certificate }) {
  const navigation = useNavigation();
  const deleting =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === "delete" &&
    navigation.formData?.get("id") === certificate.id;
  return (
    <div className="flex shrink-0 justify-end gap-1">
      <Link
        to={`${LIST_URL}?edit=${certificate.id}`}
        preventScrollReset
        className={buttonVariants({ variant: "ghost", size: "icon" })}
        aria-label={`Edit certificate ${certificate.certificate_id}`}
      >
        <Pencil aria-hidden="true" />
      </Link>
      <Form
        method="post"
        preventScrollReset
        onSubmit={(event) => {
          if (!window.confirm("Are you sure you want to delete this certificate?")) event.preventDefault();
        }}
      >
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={certificate.id} />
        <button
          type="submit"
          disabled={deleting}
          className={buttonVariants({ variant: "ghost", size: "icon", className: "text-destructive hover:text-destructive" })}
          aria-label={`Delete certificate ${certificate.certificate_id}`}
        >
          <Trash2 aria-hidden="true" />
        </button>
      </Form>
    </div>
  );
}

function CertificateForm({
  certificate,
  actionData,
  maxBytes,
  uploading,
  onUploadingChange,
  onPendingChange,
  onCancel,
}: {
  certificate: Certificate | null;
  actionData: Failure | undefined;
  maxBytes: number;
  uploading: boolean;
  onUploadingChange: (busy: boolean) => void;
  onPendingChange: (url: string | null) => void;
  onCancel: () => void;
}) {
  const navigation = useNavigation();
  const location = useLocation();
  const schema = certificate ? certificateEditSchema : certificateCreateSchema;
  const { errors, formProps } = useFormValidation(schema, actionData?.fieldErrors);
  const sent = actionData?.values;
  const value = (name: string, fallback: string) => sent?.[name] ?? fallback;
  const saving = navigation.state === "submitting" && ["create", "update"].includes(String(navigation.formData?.get("intent")));

  return (
    <Form
      method="post"
      action={`${location.pathname}${location.search}`}
      encType="multipart/form-data"
      preventScrollReset
      className="grid gap-4"
      {...formProps}
    >
      <input type="hidden" name="intent" value={certificate ? "update" : "create"} />
      {certificate ? <input type="hidden" name="id" value={certificate.id} /> : null}
      <ErrorList error={errors._form} />
      <div className="grid gap-4 sm:grid-cols-2">
        {certificate ? (
          <Field
            label="Certificate ID"
            name="certificate_id_locked"
            error={errors.certificate_id}
            hint="The certificate ID cannot be changed once the certificate exists."
          >
            {(p) => (
              <div className="relative">
                <Input
                  {...p}
                  name={undefined}
                  value={certificate.certificate_id}
                  readOnly
                  aria-readonly="true"
                  className="bg-muted pr-9 font-mono"
                />
                <Lock
                  className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
                  aria-hidden="true"
                />
              </div>
            )}
          </Field>
        ) : (
          <Field
            label="Certificate ID"
            name="certificate_id"
            error={errors.certificate_id}
            required
            hint="Printed on the certificate; used to verify it."
          >
            {(p) => (
              <Input
                {...p}
                defaultValue={value("certificate_id", "")}
                placeholder="e.g. STI-2026-0005"
                className="font-mono"
                autoComplete="off"
              />
            )}
          </Field>
        )}
        <Field label="Issue Date" name="issue_date" error={errors.issue_date} required>
          {(p) => <Input {...p} type="date" defaultValue={value("issue_date", certificate?.issue_date ?? todayInIndia())} />}
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Student Name" name="student_name" error={errors.student_name} required>
          {(p) => <Input {...p} defaultValue={value("student_name", certificate?.student_name ?? "")} autoComplete="off" />}
        </Field>
        <Field label="Course Name" name="course_name" error={errors.course_name} required>
          {(p) => <Input {...p} defaultValue={value("course_name", certificate?.course_name ?? "")} />}
        </Field>
      </div>
      <Field label="Approved By" name="approved_by" error={errors.approved_by} required>
        {(p) => (
          <Input
            {...p}
            defaultValue={value("approved_by", certificate?.approved_by ?? "")}
            placeholder="Name of the approving trainer or director"
          />
        )}
      </Field>
      <Field label="Details" name="details" error={errors.details}>
        {(p) => (
          <Textarea
            {...p}
            rows={3}
            defaultValue={value("details", certificate?.details ?? "")}
            placeholder="Optional: grade, attendance, remarks"
          />
        )}
      </Field>
      <ImageUpload
        label="Certificate Image"
        currentUrl={certificate?.certificate_image_url ?? null}
        alt={certificate ? `Certificate ${certificate.certificate_id}` : "Certificate"}
        error={errors.image}
        maxBytes={maxBytes}
        allowRemove
        onPendingChange={onPendingChange}
        onBusyChange={onUploadingChange}
      />
      <div className="flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:justify-end">
        <Link
          to={LIST_URL}
          replace
          preventScrollReset
          className={buttonVariants({ variant: "outline" })}
          onClick={(event) => {
            event.preventDefault();
            onCancel();
          }}
        >
          Cancel
        </Link>
        <StatusButton type="submit" pending={saving} pendingText="Saving…" disabled={uploading}>
          {certificate ? "Update Certificate" : "Add Certificate"}
        </StatusButton>
      </div>
    </Form>
  );
}
