import { FileCheck2 } from "lucide-react";
import { Form } from "react-router";
import { StatusButton } from "#app/components/forms";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { Label, Textarea } from "#app/components/ui/input";
import { IMPORT_COLUMNS, IMPORT_EXAMPLE } from "./certificate-import";

/** Step 1: a CSV file, or rows pasted from the spreadsheet, sent for the dry run ("Check the rows"). */
export function ImportUpload({
  nextId,
  maxRows,
  maxMegabytes,
  again,
  text,
  busy,
}: {
  nextId: string;
  maxRows: number;
  maxMegabytes: number;
  /** A file was checked already: this card offers to check another. */
  again: boolean;
  /** The pasted text to show again (a file that needs fixing). */
  text: string;
  busy: boolean;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{again ? "Check another file" : "1. Choose a CSV file"}</CardTitle>
        <CardDescription>
          Save the spreadsheet as CSV (UTF-8), or copy its cells and paste them below. Up to {maxRows.toLocaleString("en-IN")} rows and{" "}
          {maxMegabytes} MB at a time.
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
              defaultValue={text}
            />
          </div>
          <div>
            <StatusButton type="submit" pending={busy} pendingText="Checking…">
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
                <ColumnNote column={c} nextId={nextId} />
              </li>
            ))}
          </ul>
          <p className="mt-3 text-muted-foreground">A course name that matches one in the course list is linked to it.</p>
        </aside>
      </CardContent>
    </Card>
  );
}

function ColumnNote({ column, nextId }: { column: string; nextId: string }) {
  const note =
    column === "certificate_id"
      ? ` optional: empty gives the next in sequence (${nextId}, …)`
      : column === "details" || column === "duration"
        ? " optional"
        : column === "issue_date"
          ? " YYYY-MM-DD or DD/MM/YYYY"
          : null;
  return note ? <span className="text-muted-foreground">{note}</span> : null;
}
