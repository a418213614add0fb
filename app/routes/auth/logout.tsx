import { redirect } from "react-router";
import { signOut } from "#app/features/accounts/auth-actions.server";
import { LOGGED_OUT, LOGOUT_FAILED } from "#app/lib/messages";
import { redirectWithToast } from "#app/server/http/toast.server";
import { logger } from "#app/server/logger.server";
import type { Route } from "./+types/logout";

export function loader() {
  return redirect("/");
}

export async function action({ request }: Route.ActionArgs) {
  try {
    const cookies = await signOut(request);
    const headers = new Headers();
    for (const cookie of cookies) headers.append("Set-Cookie", cookie);
    return redirectWithToast("/", { ...LOGGED_OUT, type: "success" }, { headers });
  } catch (error) {
    logger.error({ err: error }, "logout failed");
    return redirectWithToast(new URL(request.headers.get("referer") ?? "/", request.url).pathname, { ...LOGOUT_FAILED, type: "error" });
  }
}
