import { IMPORT_MAX_BYTES } from "./certificate-import";

/** The CSV from the uploaded file, else from the pasted text. */
export async function readImportSource(formData: FormData): Promise<{ ok: true; text: string } | { ok: false; error: string }> {
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
