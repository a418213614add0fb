import { type Lang, langFromPath } from "#app/i18n/lang";

/**
 * The language of a receipt or credit note: `?lang=hi` or `?lang=en` when asked for, else the
 * language of the page the staff member came from (its Referer on this site: a link from a
 * /hi page gives Hindi), else English.
 */
export function documentLang(request: Request): Lang {
  const url = new URL(request.url);
  const asked = url.searchParams.get("lang");
  if (asked === "en" || asked === "hi") return asked;
  const referer = request.headers.get("referer");
  if (!referer || !URL.canParse(referer)) return "en";
  const from = new URL(referer);
  return from.origin === url.origin ? langFromPath(from.pathname) : "en";
}

/** A download's file name: RCT/2026-27/0001 → receipt-RCT-2026-27-0001.pdf (ASCII, no slashes). */
export function documentFileName(kind: "receipt" | "credit-note", number: string, lang: Lang): string {
  return `${kind}-${number.replace(/[^A-Za-z0-9-]+/g, "-")}${lang === "hi" ? "-hi" : ""}.pdf`;
}

/** The PDF answer: shown in the browser (Print opens it), never cached by a shared cache. */
export function pdfResponse(bytes: Uint8Array, fileName: string): Response {
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${fileName}"`,
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "X-Robots-Tag": "noindex",
    },
  });
}
