import { redirect } from "react-router";
import { LOGGED_OUT, LOGOUT_FAILED } from "#app/lib/messages";
import { signOut } from "#app/server/auth-actions.server";
import { logger } from "#app/server/logger.server";
import { redirectWithToast } from "#app/server/toast.server";
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
