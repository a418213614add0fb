import { Ban, Download, FilePlus2, FileUp, Lock, Pencil, RotateCcw, Trash2 } from "lucide-react";
import { useCallback, useRef, useState } from "react";
import { data, Form, Link, type ShouldRevalidateFunctionArgs, useFetcher, useLocation, useNavigate, useNavigation } from "react-router";
import { ConfirmForm } from "#app/components/admin/confirm-form";
import { DeferredData, deferServerData } from "../../../components/admin/deferred-data";
import { EditorDialog } from "../../../components/admin/editor-dialog";
import { ImageUpload } from "../../../components/admin/image-upload";
import { PageHeader } from "../../../components/admin/page-header";
import { ErrorList, Field, StatusButton, useFormValidation } from "../../../components/forms";
import { type ToastMessage, useShowToast } from "../../../components/toaster";
import { Badge } from "../../../components/ui/badge";
import { Button, buttonVariants } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Input, NativeSelect, Textarea } from "../../../components/ui/input";
import { Table, TableBody, TableCell, TableEmpty, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
import { formatDate } from "../../../lib/admin-display";
import { todayInIndia } from "../../../lib/course-status";
import { formatCalendarDate } from "../../../lib/format";
import { formValues, parseForm } from "../../../lib/forms";
import { isUuid } from "../../../lib/ids";
import {
  CERTIFICATE_ID_LOCKED,
  CERTIFICATE_ID_MAX,
  certificateCreateSchema,
  certificateEditSchema,
  certificateIntentSchema,
  certificateRevokeSchema,
  DUPLICATE_CERTIFICATE_ID,
  OTHER_COURSE,
  REVOKE_REASON_MAX,
} from "../../../lib/validation/certificate";
import { audit, changes } from "../../../server/audit.server";
import { getEnv } from "../../../server/env.server";
import { logger } from "../../../server/logger.server";
import { chooseImage, deleteImageIfUnused, discardUnused, imageInUse, uploadNow } from "../../../server/models/admin-images.server";
import {
  type AdminCertificate,
  certificatePrefillFromLead,
  courseDuration,
  createCertificate,
  deleteCertificate,
  getCertificate,
  getCourseChoice,
  listAdminCertificates,
  listCourseChoices,
  revokeCertificate,
  suggestCertificateId,
  undoRevocation,
  updateCertificate,
} from "../../../server/models/certificates-admin.server";
import { requireAdmin, requireSuperAdmin } from "../../../server/permissions.server";
import { deleteStoredFile } from "../../../server/storage.server";
import { redirectWithToast } from "../../../server/toast.server";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Certificates | Admin" }];

const LIST_URL = "/admin/certificates";

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const url = new URL(request.url);
  const editId = url.searchParams.get("edit") ?? "";
  const revokeId = url.searchParams.get("revoke") ?? "";
  const creating = url.searchParams.get("new") === "1";
  const fromLead = url.searchParams.get("from_lead") ?? "";
  const rows = await listAdminCertificates();
  const certificates = rows.map(({ signature: _signature, ...row }) => row);
  const editing = isUuid(editId) ? (certificates.find((c) => c.id === editId) ?? null) : null;
  const revoking = isUuid(revokeId) ? (certificates.find((c) => c.id === revokeId && !c.revoked_at) ?? null) : null;
  return {
    certificates,
    creating,
    editing,
    revoking,
    /** The next ID in the institute's sequence, prefilled in the create form. */
    suggestedId: creating ? await suggestCertificateId() : null,
    courses: creating || editing ? await listCourseChoices() : [],
    /** "Issue certificate" on an enrolled lead's page opens the form filled from the lead. */
    prefill: creating && isUuid(fromLead) ? await certificatePrefillFromLead(fromLead) : null,
    canUndoRevocation: admin.profile.role === "super_admin",
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
    case "revoke": {
      const parsed = parseForm(certificateRevokeSchema, formData);
      if (!parsed.success)
        return failure(Object.values(parsed.result.fieldErrors)[0], parsed.result.fieldErrors, 400, parsed.result.values);
      const result = await revokeCertificate(command.id, parsed.data.reason);
      if (!result.ok) return revocationRefused(result.reason);
      const row = result.row;
      await audit({
        adminUserId: admin.id,
        action: "certificate_revoked",
        details: {
          id: row.id,
          certificate_id: row.certificate_id,
          before: { revoked_at: null, revoked_reason: null },
          after: { revoked_at: row.revoked_at?.toISOString() ?? null, revoked_reason: row.revoked_reason },
        },
      });
      return redirectWithToast(LIST_URL, {
        title: "Certificate revoked",
        description: `${row.certificate_id} now shows as Revoked on its public page.`,
        type: "success",
      });
    }
    case "undo-revoke": {
      // Only a super_admin may undo a revocation; an admin gets 403 here, whatever the page showed.
      await requireSuperAdmin(request);
      const result = await undoRevocation(command.id);
      if (!result.ok || !result.before) return revocationRefused(result.ok ? "changed" : result.reason);
      const { before, row } = result;
      await audit({
        adminUserId: admin.id,
        action: "certificate_revocation_undone",
        details: {
          id: row.id,
          certificate_id: row.certificate_id,
          before: { revoked_at: before.revoked_at?.toISOString() ?? null, revoked_reason: before.revoked_reason },
          after: { revoked_at: null, revoked_reason: null },
        },
      });
      return redirectWithToast(LIST_URL, {
        title: "Revocation undone",
        description: `${row.certificate_id} shows as verified again.`,
        type: "success",
      });
    }
    default:
      return save(command, formData, admin.id);
  }
}

function revocationRefused(reason: "missing" | "already" | "not-revoked" | "changed") {
  const messages = {
    missing: ["This certificate no longer exists.", 404],
    already: ["This certificate is already revoked.", 409],
    "not-revoked": ["This certificate is not revoked.", 409],
    changed: ["Someone changed this certificate meanwhile. Reload the page and try again.", 409],
  } as const;
  const [message, status] = messages[reason];
  return failure(message, { _form: message }, status);
}

/**
 * A course picked from the list is reloaded (never trusted from the form): its name is
 * stored as course_name, and an empty duration takes the course's. A course that no longer
 * exists is refused.
 */
async function applyCourseChoice(formData: FormData): Promise<Record<string, string> | null> {
  const courseId = String(formData.get("course_id") ?? "").trim();
  if (!courseId || courseId === OTHER_COURSE) return null;
  const course = isUuid(courseId) ? await getCourseChoice(courseId) : null;
  if (!course) return { course_id: "This course no longer exists. Choose another or type the course name." };
  formData.set("course_name", course.course_name);
  if (!String(formData.get("duration") ?? "").trim()) formData.set("duration", courseDuration(course.duration_weeks));
  return null;
}

async function save(command: { intent: "create" } | { intent: "update"; id: string }, formData: FormData, adminUserId: string) {
  const submitted = formValues(formData);
  const refuse = (fieldErrors: Record<string, string>, status = 400) =>
    failure(Object.values(fieldErrors)[0] ?? "Failed to save certificate", fieldErrors, status, submitted);
  const courseError = await applyCourseChoice(formData);
  if (courseError) return refuse(courseError);

  if (command.intent === "create") {
    const parsed = parseForm(certificateCreateSchema, formData);
    if (!parsed.success) return refuse(parsed.result.fieldErrors);
    const { image_url: submittedUrl, suggested_id: suggestedId, ...fields } = parsed.data;
    // The suggested ID sent as it was: if someone issues it first, the next number is used.
    const followSequence = suggestedId !== null && suggestedId === fields.certificate_id;
    const image = await chooseImage("certificates", formData, { current: null, submittedUrl, required: false });
    if (!image.ok) return refuse({ image: image.error });
    try {
      const result = await createCertificate({ ...fields, certificate_image_url: image.url }, { followSequence });
      if (!result.ok) {
        if (image.uploaded) await deleteStoredFile(image.url);
        return refuse({ certificate_id: DUPLICATE_CERTIFICATE_ID });
      }
      const created = result.row;
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
      return redirectWithToast(LIST_URL, {
        title: "Certificate added successfully",
        description: result.movedFrom
          ? `${result.movedFrom} was issued by someone else a moment ago, so this certificate is ${created.certificate_id}.`
          : undefined,
        type: "success",
      });
    } catch (error) {
      if (image.uploaded) await deleteStoredFile(image.url);
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
    const after = await updateCertificate(before, { ...fields, certificate_image_url: image.url });
    if (!after) {
      if (image.uploaded && image.url) await deleteImageIfUnused(image.url);
      return refuse({ _form: "Someone changed or removed this certificate meanwhile. Reload the page and try again." }, 409);
    }
    if (before.certificate_image_url !== after.certificate_image_url) await deleteImageIfUnused(before.certificate_image_url);
    const pick = (row: AdminCertificate) => ({
      student_name: row.student_name,
      course_name: row.course_name,
      course_id: row.course_id,
      duration: row.duration,
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
type CourseChoice = LoaderData["courses"][number];

const PDF_URL = "/admin/certificates/pdf";
const PDF_FORM_ID = "certificate-pdfs";

export default function CertificatesPage({ loaderData, actionData }: Route.ComponentProps) {
  const resolve = "deferred" in loaderData ? loaderData.deferred : (loaderData as LoaderData);
  useShowToast(actionData && "toast" in actionData ? actionData.toast : undefined);
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
            <Link to={`${LIST_URL}?new=1`} preventScrollReset className={buttonVariants({ variant: "default" })}>
              <FilePlus2 aria-hidden="true" /> Add Certificate
            </Link>
          </>
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
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const onPendingChange = useCallback((url: string | null) => {
    pending.current = url;
  }, []);
  const close = () => {
    if (pending.current) discard.submit({ intent: "discard-upload", image_url: pending.current }, { method: "post" });
    pending.current = null;
    navigate(LIST_URL, { replace: true, preventScrollReset: true });
  };
  const selectable = page.certificates.filter((c) => !c.revoked_at);
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
          suggestedId={page.suggestedId}
          prefill={page.prefill}
          courses={page.courses}
          actionData={actionData}
          maxBytes={page.uploadMaxBytes}
          uploading={uploading}
          onUploadingChange={setUploading}
          onPendingChange={onPendingChange}
          onCancel={close}
        />
      </EditorDialog>

      <EditorDialog
        open={page.revoking !== null}
        title="Revoke Certificate"
        description={page.revoking ? `${page.revoking.certificate_id} · ${page.revoking.student_name}` : undefined}
        onClose={close}
        className="sm:max-w-lg"
      >
        {page.revoking ? <RevokeForm key={page.revoking.id} certificate={page.revoking} actionData={actionData} onCancel={close} /> : null}
      </EditorDialog>

      {/* Bulk PDF: a plain GET form, so the browser downloads the file; the checkboxes join it by id. */}
      <form id={PDF_FORM_ID} method="get" action={PDF_URL} />

      <Card className="overflow-hidden">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b p-4 sm:p-6">
          <h2 className="text-lg font-semibold">Certificates ({page.certificates.length})</h2>
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
          {page.certificates.length === 0 ? <li className="px-4 py-10 text-center text-muted-foreground">No certificates yet.</li> : null}
          {page.certificates.map((c) => (
            <li key={c.id} className={c.revoked_at ? "flex gap-3 bg-red-50/40 p-4" : "flex gap-3 p-4"}>
              <SelectBox certificate={c} selection={selection} className="mt-0.5" />
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="break-all font-mono text-sm font-semibold text-brand-900">{c.certificate_id}</p>
                    <p className="font-semibold text-slate-900">{c.student_name}</p>
                  </div>
                  <RowActions certificate={c} canUndo={page.canUndoRevocation} />
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
            {page.certificates.length === 0 ? (
              <TableEmpty colSpan={6}>No certificates yet.</TableEmpty>
            ) : (
              page.certificates.map((c) => (
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
                    <RowActions certificate={c} canUndo={page.canUndoRevocation} />
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

function SelectBox({
  certificate,
  selection,
  className,
}: {
  certificate: Certificate;
  selection: { selected: ReadonlySet<string>; toggle: (id: string, on: boolean) => void };
  className?: string;
}) {
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

function RevokedNote({ certificate }: { certificate: Certificate }) {
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

function RowActions({ certificate, canUndo }: { certificate: Certificate; canUndo: boolean }) {
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state === "submitting" && navigation.formData?.get("intent") === intent && navigation.formData?.get("id") === certificate.id;
  const iconButton = buttonVariants({ variant: "ghost", size: "icon" });
  return (
    <div className="flex shrink-0 justify-end gap-1">
      <Link
        to={`${LIST_URL}?edit=${certificate.id}`}
        preventScrollReset
        className={iconButton}
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
          to={`${LIST_URL}?revoke=${certificate.id}`}
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

function RevokeForm({
  certificate,
  actionData,
  onCancel,
}: {
  certificate: Certificate;
  actionData: Failure | undefined;
  onCancel: () => void;
}) {
  const navigation = useNavigation();
  const location = useLocation();
  const { errors, formProps } = useFormValidation(certificateRevokeSchema, actionData?.fieldErrors);
  const revoking = navigation.state === "submitting" && navigation.formData?.get("intent") === "revoke";
  return (
    <Form method="post" action={`${location.pathname}${location.search}`} preventScrollReset className="grid gap-4" {...formProps}>
      <input type="hidden" name="intent" value="revoke" />
      <input type="hidden" name="id" value={certificate.id} />
      <ErrorList error={errors._form} />
      <div className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
        <p className="font-semibold">
          {certificate.course_name} · issued {formatCalendarDate(certificate.issue_date)}
        </p>
        <p className="mt-1">
          Its public page will show "Revoked" with today's date and this reason, without the Verified badge, and its PDF will be refused.
          Only a super admin can undo this.
        </p>
      </div>
      <Field label="Reason" name="reason" error={errors.reason} required hint="Shown on the public page and kept in the activity log.">
        {(p) => (
          <Textarea
            {...p}
            rows={3}
            maxLength={REVOKE_REASON_MAX}
            defaultValue={actionData?.values?.reason ?? ""}
            placeholder="e.g. Issued by mistake; attendance below 80%"
          />
        )}
      </Field>
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
        <StatusButton type="submit" variant="destructive" pending={revoking} pendingText="Revoking…">
          <Ban aria-hidden="true" /> Revoke Certificate
        </StatusButton>
      </div>
    </Form>
  );
}

function CertificateForm({
  certificate,
  suggestedId,
  prefill,
  courses,
  actionData,
  maxBytes,
  uploading,
  onUploadingChange,
  onPendingChange,
  onCancel,
}: {
  certificate: Certificate | null;
  suggestedId: string | null;
  prefill: { student_name: string; course_id: string; duration: string } | null;
  courses: CourseChoice[];
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

  // The course: picked from the list, or "Other course" with its name typed (old courses).
  const initialChoice = value("course_id", certificate ? (certificate.course_id ?? OTHER_COURSE) : (prefill?.course_id ?? ""));
  const [choice, setChoice] = useState(initialChoice);
  const [courseName, setCourseName] = useState(
    value("course_name", certificate?.course_name ?? courses.find((c) => c.id === prefill?.course_id)?.course_name ?? ""),
  );
  const [duration, setDuration] = useState(value("duration", certificate?.duration ?? prefill?.duration ?? ""));
  const autoDuration = useRef<string | null>(prefill?.duration || null);
  const pickCourse = (next: string) => {
    setChoice(next);
    const course = courses.find((c) => c.id === next);
    if (course) {
      setCourseName(course.course_name);
      // Prefill the duration from the course, unless staff typed one of their own.
      if (duration.trim() === "" || duration === autoDuration.current) {
        const weeks = course.duration_weeks === 1 ? "1 week" : `${course.duration_weeks} weeks`;
        autoDuration.current = weeks;
        setDuration(weeks);
      }
    } else if (next === OTHER_COURSE && courses.some((c) => c.course_name === courseName)) {
      setCourseName("");
    }
  };
  const other = choice === OTHER_COURSE;

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
      {suggestedId ? <input type="hidden" name="suggested_id" value={suggestedId} /> : null}
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
            hint={
              suggestedId
                ? `${suggestedId} is the next in your sequence. You may type another ID.`
                : "Printed on the certificate; used to verify it."
            }
          >
            {(p) => (
              <Input
                {...p}
                defaultValue={value("certificate_id", suggestedId ?? "")}
                placeholder="e.g. STI-2026-0005"
                className="font-mono"
                autoComplete="off"
                maxLength={CERTIFICATE_ID_MAX}
              />
            )}
          </Field>
        )}
        <Field label="Issue Date" name="issue_date" error={errors.issue_date} required>
          {(p) => <Input {...p} type="date" defaultValue={value("issue_date", certificate?.issue_date ?? todayInIndia())} />}
        </Field>
      </div>
      <Field label="Student Name" name="student_name" error={errors.student_name} required>
        {(p) => (
          <Input
            {...p}
            defaultValue={value("student_name", certificate?.student_name ?? prefill?.student_name ?? "")}
            autoComplete="off"
            maxLength={200}
          />
        )}
      </Field>
      <div className="group/course grid gap-4 sm:grid-cols-2">
        <Field
          label="Course Name"
          name="course_id"
          error={errors.course_id ?? (other ? undefined : errors.course_name)}
          required
          className="sm:col-span-2"
        >
          {(p) => (
            <NativeSelect {...p} value={choice} onChange={(e) => pickCourse(e.target.value)}>
              <option value="" disabled={certificate !== null}>
                Choose a course…
              </option>
              {courses.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.course_name}
                  {c.is_active ? "" : " (inactive)"}
                </option>
              ))}
              <option value={OTHER_COURSE}>Other course (type its name)</option>
            </NativeSelect>
          )}
        </Field>
        {/* Shown when "Other course" is chosen: by CSS, so it works before (and without) JavaScript too. */}
        <Field
          label="Other course"
          name="course_name"
          error={other ? errors.course_name : undefined}
          hint="The course name exactly as it should be printed."
          className="hidden group-has-[option[value=other]:checked]/course:flex sm:col-span-2"
        >
          {(p) => <Input {...p} value={courseName} onChange={(e) => setCourseName(e.target.value)} maxLength={200} />}
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Approved By" name="approved_by" error={errors.approved_by} required>
          {(p) => (
            <Input
              {...p}
              defaultValue={value("approved_by", certificate?.approved_by ?? "")}
              placeholder="Name of the approving trainer or director"
              maxLength={200}
            />
          )}
        </Field>
        <Field label="Duration" name="duration" error={errors.duration} hint="Filled in from the course; e.g. 12 weeks or 3 months.">
          {(p) => <Input {...p} value={duration} onChange={(e) => setDuration(e.target.value)} maxLength={100} />}
        </Field>
      </div>
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
