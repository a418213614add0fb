import { firstErrors } from "#app/lib/forms";
import { readToast } from "#app/server/http/toast.server";
import { requestAs, type TestAccount } from "./accounts";

/**
 * The test kit for calling route modules as React Router would (decision 013): one load context,
 * one `callRoute()` that settles whatever a loader or action answers (a thrown or returned
 * Response, a `data()` answer, a plain value) into one outcome, and one toast reader for the
 * one-time cookie a response sets.
 */
export const ROUTE_CONTEXT = { nonce: "", clientIp: "127.0.0.1" };

/** The load context for a request from `clientIp` (rate limits count per address). */
export const routeContext = (clientIp = ROUTE_CONTEXT.clientIp) => ({ ...ROUTE_CONTEXT, clientIp });

// biome-ignore lint/suspicious/noExplicitAny: route args are built by hand in tests
export type RouteFunction = (args: any) => unknown;

type Toast = NonNullable<Awaited<ReturnType<typeof readToast>>["toast"]>;

/** What a loader or action answered, thrown or returned: a redirect, or data() with its status. */
export type RouteOutcome = {
  status: number;
  location: string | null;
  /** The toast: from the signed one-time cookie (decision 013), or from older pages' data. */
  toast: Toast | null;
  /** A data() answer's data, a plain return value, or a JSON Response's body. */
  data: Record<string, unknown> | null;
  setCookies: string[];
};

/** What the function returned, or what it threw (route functions throw Responses: redirects and refusals). */
export async function settle<T>(fn: () => Promise<T> | T): Promise<T | Response> {
  try {
    return await fn();
  } catch (thrown) {
    return thrown as Response;
  }
}

/** The toast the given Set-Cookie lines carry (what the root loader would show next). */
async function toastIn(setCookies: string[]) {
  const cookie = setCookies.map((c) => c.split(";")[0]).join("; ");
  return (await readToast(new Request("http://localhost:3000", { headers: { cookie } }))).toast;
}

/**
 * The toast a response set in its one-time cookie (what the root loader would show next): a
 * Response (redirects) or what `data(value, { headers })` returns (an answer that stays).
 */
export const toastOf = (response: Response | { init: ResponseInit | null }) =>
  toastIn((response instanceof Response ? response.headers : new Headers(response.init?.headers)).getSetCookie());

/** Calls a loader or action (`fn` builds its arguments) and settles its answer into one RouteOutcome. */
export async function callRoute(fn: () => unknown): Promise<RouteOutcome> {
  return outcomeOf(await settle(fn));
}

/** What a loader or action answered (returned or thrown), as one RouteOutcome. */
export async function outcomeOf(value: unknown): Promise<RouteOutcome> {
  if (value instanceof Response) {
    const setCookies = value.headers.getSetCookie();
    const json = value.headers.get("content-type")?.includes("json") ? await value.json() : null;
    return { status: value.status, location: value.headers.get("location"), toast: await toastIn(setCookies), data: json, setCookies };
  }
  if (value instanceof Error) throw value;
  const d = value as { type?: string; data?: Record<string, unknown>; init?: { status?: number; headers?: HeadersInit } };
  if (d?.type === "DataWithResponseInit") {
    const setCookies = new Headers(d.init?.headers).getSetCookie();
    const toast = (await toastIn(setCookies)) ?? (d.data?.toast as Toast | undefined) ?? null;
    return { status: d.init?.status ?? 200, location: null, toast, data: d.data ?? null, setCookies };
  }
  return { status: 200, location: null, toast: null, data: value as Record<string, unknown>, setCookies: [] };
}

/** The arguments React Router passes a loader or action: a request as `who` (a GET, or a urlencoded POST when `form` is given). */
export function routeArgs(who: TestAccount, url: string, form?: Record<string, string>, params: Record<string, string> = {}) {
  return { request: requestAs(who, url, form ? { form } : {}), params, context: ROUTE_CONTEXT };
}

/** What a loader or action answers for `who`, as it is (a thrown Response is returned): `fn` gets routeArgs. */
export const invoke = (fn: RouteFunction, who: TestAccount, url: string, form?: Record<string, string>) =>
  settle(() => fn(routeArgs(who, url, form)));

/** A Conform reply's errors in `data.reply` (decision 013), one message per field, as a form shows them. */
export function fieldErrorsOf(outcome: RouteOutcome): Record<string, string> {
  const reply = outcome.data?.reply as { error?: Record<string, string[] | null> | null } | undefined;
  return Object.fromEntries(
    Object.entries(reply?.error ?? {}).flatMap(([name, messages]) => (messages?.length ? [[name, messages[0]]] : [])),
  );
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
 * or a plain object; none for a Response), where a redirect goes, and the toast its one-time
 * cookie carries.
 */
export async function answerOf<T = Record<string, unknown>>(value: unknown) {
  const { status, location, toast, data } = await outcomeOf(value);
  return { status, body: value instanceof Response ? undefined : (data as T | null), location, toast };
}

type PublicFormAnswer = {
  result: { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> | null };
  sent?: Record<string, unknown>;
};

/**
 * A public form's action (decision 007) called with a urlencoded POST from `ip`, as a browser
 * without JavaScript sends it: its status, what it `sent` (reference, chat link…), Conform's
 * errors as the first message per field (and the form's own under `formError`), the values it
 * sends back, and the toast from the one-time cookie.
 */
export function submitPublicForm(fn: (args: never) => unknown, path: string, form: Record<string, string>, ip: string) {
  const request = new Request(`http://localhost:3000${path}`, {
    method: "POST",
    headers: { origin: "http://localhost:3000" },
    body: new URLSearchParams(form),
  });
  return publicFormAnswer(fn, request, ip);
}

/** The same, for a request the test built itself (other headers, another body). */
export async function publicFormAnswer(fn: (args: never) => unknown, request: Request, ip: string) {
  const answer = await answerOf<PublicFormAnswer>(
    await settle(() => fn({ request, params: {}, context: { ...ROUTE_CONTEXT, clientIp: ip } } as never)),
  );
  // Conform's reply keeps the form's own message under "".
  const { "": formError, ...fieldErrors } = firstErrors(answer.body?.result.error);
  return { ...answer, sent: answer.body?.sent, values: answer.body?.result.initialValue ?? null, fieldErrors, formError };
}
