import { createCookie, redirect } from "react-router";
import { z } from "zod";
import { authSecret } from "#app/server/db/data-dir.server";
import { baseUrl } from "#app/server/env.server";

/**
 * One path for server-side toasts: a one-time signed cookie set on a redirect (or any
 * response) and read, then cleared, by the root loader, which hands it to sonner.
 */
export const toastSchema = z.object({
  title: z.string(),
  description: z.string().optional(),
  type: z.enum(["success", "error", "info"]).default("success"),
});
export type Toast = z.input<typeof toastSchema>;

let cookie: ReturnType<typeof createCookie> | undefined;
function toastCookie() {
  cookie ??= createCookie("toast", {
    httpOnly: true,
    sameSite: "lax",
    secure: baseUrl().startsWith("https://"),
    path: "/",
    maxAge: 60,
    secrets: [authSecret()],
  });
  return cookie;
}

async function toastHeader(toast: Toast): Promise<string> {
  return toastCookie().serialize(toastSchema.parse(toast));
}

/**
 * The toast as response headers, for a `data()` answer that is not a redirect: the root
 * loader, revalidated after the action, reads it (decision 013: one toast channel). A page
 * posted without JavaScript shows its in-page message instead; sonner needs JavaScript anyway.
 */
export async function createToastHeaders(toast: Toast, init?: HeadersInit): Promise<Headers> {
  const headers = new Headers(init);
  headers.append("Set-Cookie", await toastHeader(toast));
  return headers;
}

export async function redirectWithToast(url: string, toast: Toast, init: ResponseInit = {}): Promise<Response> {
  return redirect(url, { ...init, headers: await createToastHeaders(toast, init.headers) });
}

export async function readToast(request: Request): Promise<{ toast: z.output<typeof toastSchema> | null; headers: Headers }> {
  const headers = new Headers();
  const raw = await toastCookie().parse(request.headers.get("Cookie"));
  if (raw === null || raw === undefined) return { toast: null, headers };
  headers.append("Set-Cookie", await toastCookie().serialize("", { maxAge: 0 }));
  const parsed = toastSchema.safeParse(raw);
  return { toast: parsed.success ? parsed.data : null, headers };
}
