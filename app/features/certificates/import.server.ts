import { data } from "react-router";
import { createToastHeaders, type Toast } from "#app/server/http/toast.server";
import { IMPORT_MAX_BYTES } from "./certificate-import";
import type { PlannedRow } from "./certificates-admin.server";

/** Rows shown in the dry run: every row with an error, and this many of the good ones. */
const SHOWN_READY_ROWS = 100;

/** The dry run's answer: the checked rows, or why the whole file cannot be used. */
export type ImportPreview = {
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
};

/** The preview as the page's action data; a refusal's toast goes in the one toast cookie. */
export async function previewAnswer(init: Partial<ImportPreview>, status = 200, toast?: Toast) {
  const body: ImportPreview = {
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
  return data(body, { status, headers: toast ? await createToastHeaders(toast) : undefined });
}

/** What the page shows of the planned rows: those with errors first in line order, and the first good ones. */
export function shownRows(rows: PlannedRow[]) {
  const withErrors = rows.filter((r) => r.errors.length > 0);
  const good = rows.filter((r) => r.errors.length === 0);
  return {
    ok: withErrors.length === 0,
    rows: [...withErrors, ...good.slice(0, SHOWN_READY_ROWS)].sort((a, b) => a.line - b.line),
    hiddenReady: Math.max(0, good.length - SHOWN_READY_ROWS),
    total: rows.length,
    errorCount: withErrors.length,
  };
}

/** The CSV from the uploaded file, else from the pasted text. */
export async function readSource(formData: FormData): Promise<{ ok: true; text: string } | { ok: false; error: string }> {
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
