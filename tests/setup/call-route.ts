import { readToast } from "../../app/server/toast.server";
import { requestAs, type TestAccount } from "./accounts";

/**
 * The test kit for calling route modules as React Router would: one load context, one way to
 * catch what a loader or action throws (redirects and refusals are thrown Responses), and
 * one reader for the toast a response carries in its one-time cookie.
 */
export const ROUTE_CONTEXT = { nonce: "", clientIp: "127.0.0.1" };

// biome-ignore lint/suspicious/noExplicitAny: route args are built by hand in tests
export type RouteFunction = (args: any) => unknown;

/** What the function returned, or what it threw (route functions throw Responses: redirects and refusals). */
export async function settle<T>(fn: () => Promise<T> | T): Promise<T | Response> {
  try {
    return await fn();
  } catch (thrown) {
    return thrown as Response;
  }
}

/** Calls a loader or action as `who`, with a GET (or a urlencoded POST when `form` is given). */
export function callRoute(fn: RouteFunction, who: TestAccount, url: string, form?: Record<string, string>): Promise<unknown> {
  return settle(() => fn({ request: requestAs(who, url, form ? { form } : {}), params: {}, context: ROUTE_CONTEXT }));
}

/** The toast a response set in its one-time cookie (what the root loader would show next). */
export async function toastOf(response: Response) {
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return (await readToast(new Request("http://localhost:3000", { headers: { cookie } }))).toast;
}

/** A multipart POST as `who` (same-origin), as the admin forms that carry a file send it. */
export function multipartAs(who: { cookie: string }, url: string, fields: Record<string, string | File>): Request {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  const full = new URL(url, "http://localhost:3000");
  const headers = new Headers({ origin: full.origin });
  if (who.cookie) headers.set("cookie", who.cookie);
  return new Request(full, { method: "POST", headers, body });
}

/**
 * An action's answer as React Router would send it: the status, the data (a `data()` answer's
 * or a plain object), where a redirect goes, and the toast its one-time cookie carries.
 */
export async function answerOf<T = Record<string, unknown>>(value: unknown) {
  const wrapped = value as { type?: string; data?: T; init?: { status?: number; headers?: HeadersInit } | null };
  if (value instanceof Response) {
    return { status: value.status, body: undefined, location: value.headers.get("location"), toast: await toastOf(value) };
  }
  if (wrapped?.type !== "DataWithResponseInit") return { status: 200, body: value as T, location: null, toast: null };
  const headers = new Headers(wrapped.init?.headers);
  return {
    status: wrapped.init?.status ?? 200,
    body: wrapped.data as T,
    location: null,
    toast: await toastOf(new Response(null, { headers })),
  };
}
