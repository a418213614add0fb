import { readToast } from "../../app/server/toast.server";

/** What a loader or action answered, thrown or returned: a redirect, or data() with its status. */
export type RouteOutcome = {
  status: number;
  location: string | null;
  /** The toast: from data() or from the signed cookie a redirect sets. */
  toast: { title: string; description?: string } | null;
  data: Record<string, unknown> | null;
  setCookies: string[];
};

export async function callRoute(fn: () => unknown): Promise<RouteOutcome> {
  let value: unknown;
  try {
    value = await fn();
  } catch (thrown) {
    value = thrown;
  }
  if (value instanceof Response) {
    const setCookies = value.headers.getSetCookie();
    const cookie = setCookies.map((c) => c.split(";")[0]).join("; ");
    const { toast } = await readToast(new Request("http://localhost:3000", { headers: { cookie } }));
    return { status: value.status, location: value.headers.get("location"), toast, data: null, setCookies };
  }
  if (value instanceof Error) throw value;
  const d = value as { type?: string; data?: Record<string, unknown>; init?: { status?: number; headers?: HeadersInit } };
  if (d?.type === "DataWithResponseInit") {
    // The toast travels in the one-time cookie (createToastHeaders), or in older pages' data.
    const setCookies = new Headers(d.init?.headers).getSetCookie();
    const cookie = setCookies.map((c) => c.split(";")[0]).join("; ");
    const { toast: fromCookie } = await readToast(new Request("http://localhost:3000", { headers: { cookie } }));
    const toast = fromCookie ?? (d.data?.toast as RouteOutcome["toast"]) ?? null;
    return { status: d.init?.status ?? 200, location: null, toast, data: d.data ?? null, setCookies };
  }
  return { status: 200, location: null, toast: null, data: value as Record<string, unknown>, setCookies: [] };
}

/** A browser's Cookie header from Set-Cookie lines, dropping cookies being cleared. */
export function cookieHeader(setCookies: string[]): string {
  return setCookies
    .filter((c) => !/max-age=0/i.test(c))
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** A Conform reply's errors in `data.reply` (decision 013), one message per field, as a form shows them. */
export function fieldErrorsOf(outcome: RouteOutcome): Record<string, string> {
  const reply = outcome.data?.reply as { error?: Record<string, string[] | null> | null } | undefined;
  return Object.fromEntries(
    Object.entries(reply?.error ?? {}).flatMap(([name, messages]) => (messages?.length ? [[name, messages[0]]] : [])),
  );
}
