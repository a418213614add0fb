import { data, redirect } from "react-router";
import { hit, type RateRule } from "#app/server/http/rate-limit.server";
import { logger } from "#app/server/logger.server";
import { studentsOfPhone } from "./linked-students.server";
import { e164 } from "./phone-number";
import { getPortalAuth } from "./portal-auth.server";
import { requestCodeSchema, type SignInErrorKey, type SignInState, verifyCodeSchema } from "./sign-in-schemas";

/**
 * The portal's own budgets (Better Auth's limiter is off: the instance is called on the server
 * only). Per number, so nobody can flood a phone with codes or try codes for ever; per client
 * address, generous, since many phones in India share one carrier address.
 */
const PORTAL_RATE_RULES = {
  codePerNumber: { max: 3, windowSeconds: 15 * 60 },
  codePerAddress: { max: 20, windowSeconds: 15 * 60 },
  verifyPerNumber: { max: 15, windowSeconds: 15 * 60 },
  verifyPerAddress: { max: 40, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateRule>;

type Reply = ReturnType<typeof data<SignInState>>;

const NO_STORE = { headers: { "Cache-Control": "private, no-store" } };

const refuse = (state: SignInState, status: number): Reply => data(state, { status, headers: { "Cache-Control": "private, no-store" } });

function firstError(issues: readonly { message: string }[]): SignInErrorKey {
  return (issues[0]?.message as SignInErrorKey | undefined) ?? "phoneInvalid";
}

/**
 * "Send me a code": the number is read in any common spelling; a number no student or guardian
 * has gets exactly the answer a known one gets (the code step), with no code made.
 */
export async function requestCode(form: FormData, clientIp: string): Promise<Reply> {
  const parsed = requestCodeSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success)
    return refuse({ step: "phone", phone: String(form.get("phone") ?? ""), error: firstError(parsed.error.issues) }, 400);
  const digits = parsed.data.phone;
  // "I have a code" (from the desk): straight to the code step; sending one now would replace it.
  if (parsed.data.intent === "have-code") return data({ step: "code", phone: digits, held: true } satisfies SignInState, NO_STORE);
  const allowed =
    (await hit("portalCodeAddress", clientIp, PORTAL_RATE_RULES.codePerAddress)) &&
    (await hit("portalCodeNumber", digits, PORTAL_RATE_RULES.codePerNumber));
  if (!allowed) return refuse({ step: "phone", phone: digits, error: "tooMany" }, 429);
  if ((await studentsOfPhone(digits)).length) {
    await getPortalAuth().api.sendPhoneNumberOTP({ body: { phoneNumber: e164(digits) } });
  }
  return data({ step: "code", phone: digits } satisfies SignInState, NO_STORE);
}

/**
 * "Sign in" with the code: Better Auth's plugin checks it (10 minutes, once, 5 tries) and sets
 * the portal cookie. Wrong, used up, expired and never sent all read the same, so the answer
 * tells nobody whether the number is known.
 */
export async function verifyCode(form: FormData, request: Request, clientIp: string, home: string): Promise<Reply | Response> {
  const parsed = verifyCodeSchema.safeParse(Object.fromEntries(form));
  const typed = String(form.get("phone") ?? "");
  if (!parsed.success)
    return refuse(
      { step: parsed.error.issues[0]?.path[0] === "phone" ? "phone" : "code", phone: typed, error: firstError(parsed.error.issues) },
      400,
    );
  const { phone: digits, code } = parsed.data;
  const allowed =
    (await hit("portalVerifyAddress", clientIp, PORTAL_RATE_RULES.verifyPerAddress)) &&
    (await hit("portalVerifyNumber", digits, PORTAL_RATE_RULES.verifyPerNumber));
  if (!allowed) return refuse({ step: "code", phone: digits, error: "tooMany" }, 429);
  // A number whose students were erased since the code was sent signs in to nothing.
  if (!(await studentsOfPhone(digits)).length) return refuse({ step: "code", phone: digits, error: "codeWrong" }, 400);
  try {
    const { headers } = await getPortalAuth().api.verifyPhoneNumber({
      body: { phoneNumber: e164(digits), code },
      headers: request.headers,
      returnHeaders: true,
    });
    headers.set("Cache-Control", "private, no-store");
    headers.set("Location", home);
    return new Response(null, { status: 303, headers });
  } catch (error) {
    if (!(error instanceof Error) || !("statusCode" in error)) logger.error({ err: error }, "portal code check failed");
    return refuse({ step: "code", phone: digits, error: "codeWrong" }, 400);
  }
}

/** Ends the portal session on the server and sends the browser back to the sign-in page. */
export async function signOut(request: Request, home: string): Promise<Response> {
  const auth = getPortalAuth();
  let headers = new Headers();
  try {
    ({ headers } = await auth.api.signOut({ headers: request.headers, returnHeaders: true }));
  } catch {
    // No session: nothing to end; the cookie is cleared below all the same.
  }
  headers.set("Cache-Control", "private, no-store");
  return redirect(`${home}?signed-out=1`, { headers });
}
