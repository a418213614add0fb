/**
 * The few answers the HTTP layer gives before (or instead of) React Router: a request the
 * server cannot read (400, 413, 415) and a site that cannot serve right now (503). Browsers
 * get a small self-contained page in the site's colours; scripts and React Router's data
 * requests get one line of text. Neither says anything about the server's internals.
 */
export type StatusPage = { status: 400 | 413 | 415 | 503; title: string; message: string; hindi?: string; retryAfter?: number };

export const STATUS_PAGES = {
  unreadableForm: {
    status: 400,
    title: "This form could not be read",
    message: "Please go back, reload the page and send the form again.",
    hindi: "कृपया पीछे जाएँ, पेज दोबारा खोलें और फ़ॉर्म फिर से भेजें।",
  },
  unsupportedType: {
    status: 415,
    title: "This form could not be read",
    message: "Forms on this site are sent as ordinary web forms. Please go back, reload the page and try again.",
    hindi: "कृपया पीछे जाएँ, पेज दोबारा खोलें और फ़ॉर्म फिर से भेजें।",
  },
  nulCharacter: {
    status: 400,
    title: "This request could not be read",
    message: "What you sent contains a character that cannot be stored (a NUL character). Please remove it and try again.",
    hindi: "आपके भेजे गए टेक्स्ट में एक ऐसा अक्षर है जिसे सहेजा नहीं जा सकता। कृपया उसे हटाकर फिर से कोशिश करें।",
  },
  tooLarge: {
    status: 413,
    title: "Request body too large",
    message: "What you sent is larger than this site accepts. Please send a smaller file.",
  },
  busy: {
    status: 503,
    title: "We are very busy right now",
    message: "Too many people are using the site at this moment. Please try again in a few seconds.",
    hindi: "इस समय साइट पर बहुत भीड़ है। कृपया कुछ सेकंड बाद फिर से कोशिश करें।",
    retryAfter: 5,
  },
  unavailable: {
    status: 503,
    title: "Temporarily unavailable",
    message: "The site is temporarily unavailable. Please try again in a minute.",
    hindi: "साइट कुछ देर के लिए उपलब्ध नहीं है। कृपया एक मिनट बाद फिर से कोशिश करें।",
    retryAfter: 30,
  },
} as const satisfies Record<string, StatusPage>;

let stylesheet: string | undefined;

/**
 * The site's stylesheet, whose @font-face rules carry the Devanagari font (many phones and
 * desktops have none of their own). Set once at start-up from the build's manifest.
 */
export function setStatusPageStylesheet(href: string | undefined): void {
  stylesheet = href;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch);

function html(page: StatusPage): string {
  const hindi = page.hindi ? `<p lang="hi">${escapeHtml(page.hindi)}</p>` : "";
  const fonts = stylesheet ? `<link rel="stylesheet" href="${escapeHtml(stylesheet)}">` : "";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">${fonts}<title>${escapeHtml(page.title)} | Supertech Institute</title>
<style>body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#eff6ff;color:#172554;font:16px/1.5 system-ui,sans-serif;text-align:center}
main{max-width:28rem;padding:1.5rem}h1{font-size:1.5rem;font-weight:700;line-height:1.3;margin:0 0 .75rem}p{margin:0 0 .75rem;color:#475569}
p[lang=hi]{font-family:"Noto Sans Devanagari",system-ui,sans-serif}
a{display:inline-block;margin-top:.75rem;padding:.65rem 1.5rem;border-radius:.375rem;background:#1d4ed8;color:#fff;font-weight:600;text-decoration:none}</style></head>
<body><main><h1>${escapeHtml(page.title)}</h1><p>${escapeHtml(page.message)}</p>${hindi}<a href="/">Return to Home</a></main></body></html>`;
}

/** The response for `page`: HTML for a browser page load, plain text for anything else. */
export function statusResponse(page: StatusPage, request: Request): Response {
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (page.retryAfter) headers.set("Retry-After", String(page.retryAfter));
  const url = new URL(request.url);
  const wantsPage = (request.headers.get("accept") ?? "").includes("text/html") && !url.pathname.endsWith(".data");
  if (!wantsPage) {
    headers.set("Content-Type", "text/plain; charset=utf-8");
    return new Response(`${page.title}. ${page.message}`, { status: page.status, headers });
  }
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(html(page), { status: page.status, headers });
}
