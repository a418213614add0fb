import { AlertTriangle, FileUp } from "lucide-react";
import { Form } from "react-router";
import { ErrorList, StatusButton } from "#app/components/forms";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card";
import type { ImportPreview } from "./import-preview.server";
import { ImportRows } from "./import-rows";

/**
 * Steps 2 and 3: the dry run's result (the file refused as a whole, or every row with its
 * check) and, when every row is ready, the confirm button that posts the same text to import.
 */
export function ImportPreviewCard({ preview, busy, readyToApply }: { preview: ImportPreview; busy: boolean; readyToApply: boolean }) {
  if (preview.fileError) {
    return (
      <Card className="mb-6 border-destructive/40">
        <CardContent className="flex gap-3 p-4 sm:p-6">
          <AlertTriangle className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
          <div>
            <h2 className="font-semibold text-destructive">This file cannot be imported</h2>
            <ErrorList error={preview.fileError} />
          </div>
        </CardContent>
      </Card>
    );
  }
  const ready = preview.total - preview.errorCount;
  return (
    <Card className="mb-6">
      <CardHeader className="gap-3">
        <CardTitle>2. Check the rows</CardTitle>
        <p className="text-sm" role="status">
          {preview.total} {preview.total === 1 ? "row" : "rows"}: {ready} ready
          {preview.errorCount > 0 ? `, ${preview.errorCount} with errors` : ""}.
          {preview.ignoredColumns.length > 0 ? ` Ignored columns: ${preview.ignoredColumns.join(", ")}.` : ""}
        </p>
        {preview.errorCount > 0 ? (
          <div className="flex gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <p>Fix the rows marked below in your file and check it again. Nothing is imported while any row has an error.</p>
          </div>
        ) : null}
        {readyToApply ? (
          <Form method="post" encType="multipart/form-data" className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <input type="hidden" name="intent" value="apply" />
            <input type="hidden" name="text" value={preview.text} />
            <StatusButton type="submit" pending={busy} pendingText="Importing…" className="w-full sm:w-auto">
              <FileUp aria-hidden="true" /> Import {preview.total} {preview.total === 1 ? "certificate" : "certificates"}
            </StatusButton>
            <span className="text-sm text-muted-foreground">All rows in one go, or none if anything has changed meanwhile.</span>
          </Form>
        ) : null}
      </CardHeader>
      <ImportRows rows={preview.rows} />
      {preview.hiddenReady > 0 ? (
        <p className="border-t p-4 text-sm text-muted-foreground">…and {preview.hiddenReady} more rows, all ready.</p>
      ) : null}
    </Card>
  );
}
