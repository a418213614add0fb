import { AlertTriangle, ArrowLeft, CheckCircle2, FileCheck2, FileUp } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import { PageHeader } from "../../../../components/admin/page-header";
import { ErrorList, StatusButton } from "../../../../components/forms";
import { type ToastMessage, useShowToast } from "../../../../components/toaster";
import { Badge } from "../../../../components/ui/badge";
import { buttonVariants } from "../../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../../components/ui/card";
import { Label, Textarea } from "../../../../components/ui/input";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../../components/ui/table";
import { checkImport, IMPORT_COLUMNS, IMPORT_EXAMPLE, IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from "../../../../lib/certificate-import";
import { formatCalendarDate } from "../../../../lib/format";
import { applyImport, type PlannedRow, planImport, suggestCertificateId } from "../../../../server/models/certificates-admin.server";
import { requireAdmin } from "../../../../server/permissions.server";
import { redirectWithToast } from "../../../../server/toast.server";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Import Certificates | Admin" }];

const LIST_URL = "/admin/certificates";
/** Rows shown in the dry run: every row with an error, and this many of the good ones. */
const SHOWN_READY_ROWS = 100;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { nextId: await suggestCertificateId(), maxRows: IMPORT_MAX_ROWS, maxMegabytes: IMPORT_MAX_BYTES / 1024 / 1024 };
}

type Preview = {
  ok: boolean;
  stage: "preview";
  /** The whole file could not be used (unreadable, no header, too many rows). */
  fileError: string | null;
  total: number;
  errorCount: number;
  rows: PlannedRow[];
  hiddenReady: number;
  ignoredColumns: string[];
  /** The checked text, posted back by "Import N certificates" and checked again there. */
  text: string;
  toast?: ToastMessage;
};

function preview(init: Partial<Preview>, status = 200) {
  const body: Preview = {
    ok: false,
    stage: "preview",
    fileError: null,
    total: 0,
    errorCount: 0,
    rows: [],
    hiddenReady: 0,
    ignoredColumns: [],
    text: "",
    ...init,
  };
  return data(body, { status });
}

/** The CSV from the uploaded file, else from the pasted text. */
async function readSource(formData: FormData): Promise<{ ok: true; text: string } | { ok: false; error: string }> {
  const file = formData.get("file");
  if (file instanceof File && file.size > 0) {
    if (file.size > IMPORT_MAX_BYTES)
      return { ok: false, error: `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB. Split it into smaller files.` };
    try {
      return { ok: true, text: new TextDecoder("utf-8", { fatal: true }).decode(await file.arrayBuffer()) };
    } catch {
      return { ok: false, error: 'The file is not UTF-8 text. In Excel, save it with "CSV UTF-8 (Comma delimited)".' };
    }
  }
  const text = formData.get("text");
  if (typeof text === "string" && text.trim() !== "") return { ok: true, text };
  return { ok: false, error: "Choose a CSV file or paste the rows first." };
}

/**
 * Two steps, both plain form posts: "preview" checks the file and changes nothing (a dry
 * run: every row with its errors, the IDs it would get); "apply" checks the same text again
 * on the server and imports all rows in one transaction, or none.
 */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent !== "preview" && intent !== "apply") {
    return preview({ fileError: "The request was not understood. Please reload the page." }, 400);
  }
  const source = await readSource(formData);
  if (!source.ok) return preview({ fileError: source.error }, 400);
  const checked = checkImport(source.text);
  if (!checked.ok) return preview({ fileError: checked.error, text: source.text }, 400);
  const planned = await planImport(checked.rows);
  const bad = planned.filter((r) => r.errors.length > 0);
  const shown = (rows: PlannedRow[]) => {
    const withErrors = rows.filter((r) => r.errors.length > 0);
    const good = rows.filter((r) => r.errors.length === 0);
    return {
      ok: withErrors.length === 0,
      rows: [...withErrors, ...good.slice(0, SHOWN_READY_ROWS)].sort((a, b) => a.line - b.line),
      hiddenReady: Math.max(0, good.length - SHOWN_READY_ROWS),
      total: rows.length,
      errorCount: withErrors.length,
      ignoredColumns: checked.ignoredColumns,
      text: source.text,
    };
  };

  if (intent === "preview" || bad.length > 0) {
    const refusedApply = intent === "apply" && bad.length > 0;
    return preview(
      {
        ...shown(planned),
        toast: refusedApply
          ? { title: "Nothing was imported", description: `${bad.length} of ${planned.length} rows have errors.`, type: "error" }
          : undefined,
      },
      refusedApply ? 400 : 200,
    );
  }

  const result = await applyImport(planned, admin.id);
  if (!result.ok) {
    // Someone issued one of these IDs since the check: nothing was imported; check again.
    const again = await planImport(checked.rows);
    const message =
      result.reason === "taken"
        ? `${result.id} was issued by someone else meanwhile. Nothing was imported; check the rows again.`
        : "Some rows have errors. Nothing was imported.";
    return preview(
      {
        ...shown(again),
        toast: { title: "Nothing was imported", description: message, type: "error" },
      },
      409,
    );
  }
  const count = result.ids.length;
  return redirectWithToast(LIST_URL, {
    title: count === 1 ? "1 certificate imported" : `${count} certificates imported`,
    description: "Each one is signed and can be verified now.",
    type: "success",
  });
}

export default function ImportCertificatesPage({ loaderData, actionData }: Route.ComponentProps) {
  useShowToast(actionData?.toast);
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const result = actionData;
  const readyToApply = result?.ok === true && result.total > 0;

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

      {result ? <Result result={result} busy={busy("apply")} readyToApply={readyToApply} /> : null}

      <Card>
        <CardHeader>
          <CardTitle>{result ? "Check another file" : "1. Choose a CSV file"}</CardTitle>
          <CardDescription>
            Save the spreadsheet as CSV (UTF-8), or copy its cells and paste them below. Up to {loaderData.maxRows.toLocaleString("en-IN")}{" "}
            rows and {loaderData.maxMegabytes} MB at a time.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6 lg:grid-cols-[1fr_minmax(0,22rem)]">
          <Form method="post" encType="multipart/form-data" className="grid gap-4">
            <input type="hidden" name="intent" value="preview" />
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="import-file">CSV file</Label>
              <input
                id="import-file"
                name="file"
                type="file"
                accept=".csv,.txt,text/csv,text/plain"
                className="block w-full rounded-md border border-input bg-background text-sm file:mr-3 file:h-11 file:border-0 file:bg-muted file:px-4 file:font-semibold"
              />
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="import-text">…or paste the rows</Label>
              <Textarea
                id="import-text"
                name="text"
                rows={6}
                className="font-mono text-sm"
                placeholder={IMPORT_EXAMPLE}
                defaultValue={result && !readyToApply && result.text.length < 20_000 ? result.text : ""}
              />
            </div>
            <div>
              <StatusButton type="submit" pending={busy("preview")} pendingText="Checking…">
                <FileCheck2 aria-hidden="true" /> Check the rows
              </StatusButton>
            </div>
          </Form>
          <aside className="rounded-lg border bg-muted/40 p-4 text-sm">
            <h3 className="font-semibold">Columns (first line)</h3>
            <ul className="mt-2 space-y-1">
              {IMPORT_COLUMNS.map((c) => (
                <li key={c}>
                  <code className="font-mono text-xs">{c}</code>
                  {c === "certificate_id" ? (
                    <span className="text-muted-foreground"> optional: empty gives the next in sequence ({loaderData.nextId}, …)</span>
                  ) : c === "details" || c === "duration" ? (
                    <span className="text-muted-foreground"> optional</span>
                  ) : c === "issue_date" ? (
                    <span className="text-muted-foreground"> YYYY-MM-DD or DD/MM/YYYY</span>
                  ) : null}
                </li>
              ))}
            </ul>
            <p className="mt-3 text-muted-foreground">A course name that matches one in the course list is linked to it.</p>
          </aside>
        </CardContent>
      </Card>
    </div>
  );
}

function Result({ result, busy, readyToApply }: { result: Preview; busy: boolean; readyToApply: boolean }) {
  if (result.fileError) {
    return (
      <Card className="mb-6 border-destructive/40">
        <CardContent className="flex gap-3 p-4 sm:p-6">
          <AlertTriangle className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
          <div>
            <h2 className="font-semibold text-destructive">This file cannot be imported</h2>
            <ErrorList error={result.fileError} />
          </div>
        </CardContent>
      </Card>
    );
  }
  const ready = result.total - result.errorCount;
  return (
    <Card className="mb-6">
      <CardHeader className="gap-3">
        <CardTitle>2. Check the rows</CardTitle>
        <p className="text-sm" role="status">
          {result.total} {result.total === 1 ? "row" : "rows"}: {ready} ready
          {result.errorCount > 0 ? `, ${result.errorCount} with errors` : ""}.
          {result.ignoredColumns.length > 0 ? ` Ignored columns: ${result.ignoredColumns.join(", ")}.` : ""}
        </p>
        {result.errorCount > 0 ? (
          <div className="flex gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <p>Fix the rows marked below in your file and check it again. Nothing is imported while any row has an error.</p>
          </div>
        ) : null}
        {readyToApply ? (
          <Form method="post" encType="multipart/form-data" className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <input type="hidden" name="intent" value="apply" />
            <input type="hidden" name="text" value={result.text} />
            <StatusButton type="submit" pending={busy} pendingText="Importing…" className="w-full sm:w-auto">
              <FileUp aria-hidden="true" /> Import {result.total} {result.total === 1 ? "certificate" : "certificates"}
            </StatusButton>
            <span className="text-sm text-muted-foreground">All rows in one go, or none if anything has changed meanwhile.</span>
          </Form>
        ) : null}
      </CardHeader>
      <ul className="divide-y border-t md:hidden" aria-label="Rows">
        {result.rows.map((row) => (
          <li key={row.line} className={row.errors.length ? "bg-red-50 p-4" : "p-4"}>
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <span className="text-muted-foreground">Line {row.line}</span>
              <RowId row={row} />
            </p>
            <p className="font-semibold">{row.student_name || "—"}</p>
            <p className="text-sm">{row.course_name || "—"}</p>
            <p className="text-xs text-muted-foreground">
              {row.issue_date ? formatDateOrRaw(row.issue_date) : "—"} · {row.approved_by || "—"}
            </p>
            <RowStatus row={row} />
          </li>
        ))}
      </ul>
      <Table containerClassName="hidden rounded-none border-0 border-t md:block">
        <TableHeader>
          <TableRow>
            <TableHead>Line</TableHead>
            <TableHead>Certificate ID</TableHead>
            <TableHead>Student Name</TableHead>
            <TableHead>Course Name</TableHead>
            <TableHead>Issue Date</TableHead>
            <TableHead>Approved By</TableHead>
            <TableHead>Check</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {result.rows.map((row) => (
            <TableRow key={row.line} className={row.errors.length ? "bg-red-50 hover:bg-red-50" : undefined}>
              <TableCell className="text-muted-foreground">{row.line}</TableCell>
              <TableCell className="whitespace-nowrap">
                <RowId row={row} />
              </TableCell>
              <TableCell className="max-w-44 break-words">{row.student_name}</TableCell>
              <TableCell className="max-w-48">
                {row.course_name}
                {row.course_id ? <span className="block text-xs text-muted-foreground">In the course list</span> : null}
              </TableCell>
              <TableCell className="whitespace-nowrap">{formatDateOrRaw(row.issue_date)}</TableCell>
              <TableCell className="max-w-36 break-words">{row.approved_by}</TableCell>
              <TableCell className="w-64">
                <RowStatus row={row} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {result.hiddenReady > 0 ? (
        <p className="border-t p-4 text-sm text-muted-foreground">…and {result.hiddenReady} more rows, all ready.</p>
      ) : null}
    </Card>
  );
}

function formatDateOrRaw(value: string) {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatCalendarDate(value) : value;
}

function RowId({ row }: { row: PlannedRow }) {
  if (row.certificate_id) return <span className="font-mono font-semibold text-brand-900">{row.certificate_id}</span>;
  if (row.assigned_id)
    return (
      <span>
        <span className="font-mono font-semibold text-brand-900">{row.assigned_id}</span>
        <span className="block text-xs text-muted-foreground">next in sequence</span>
      </span>
    );
  return <span className="text-muted-foreground">—</span>;
}

function RowStatus({ row }: { row: PlannedRow }) {
  if (row.errors.length === 0)
    return (
      <Badge variant="green" className="mt-1 gap-1">
        <CheckCircle2 className="size-3" aria-hidden="true" /> Ready
      </Badge>
    );
  return (
    <ul className="mt-1 list-disc space-y-0.5 pl-4 text-sm font-medium text-red-800 md:mt-0">
      {row.errors.map((e) => (
        <li key={e}>{e}</li>
      ))}
    </ul>
  );
}
