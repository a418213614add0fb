import { data } from "react-router";
import { createToastHeaders, type Toast } from "#app/server/http/toast.server";
import type { PlannedRow } from "./import-certificates.server";

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
