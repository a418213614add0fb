import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { passwordProblem } from "#app/features/accounts/index.server";
import { createToastHeaders, redirectWithToast } from "#app/server/http/toast.server";
import { logger } from "#app/server/logger.server";
import { createUserSchema } from "./user-schemas";
import { type Actor, createUserAsAdmin, UserGuardError } from "./users-admin.server";

const USERS_LIST_URL = "/admin/users";
const FAILED = "Failed to create user";

/**
 * "Add user" (users/new): the schema's checks, then the password policy (not a common
 * password, not the e-mail), then the model's guards (only a super_admin creates a
 * super_admin; a taken e-mail). A refusal answers Conform's reply without the password and
 * the spec's toast 'Failed to create user' with the server's message.
 */
export async function createUser(request: Request, admin: Actor) {
  const submission = parseWithZod(await request.formData(), { schema: createUserSchema, disableAutoCoercion: true });
  const refuse = async (reply: ReturnType<typeof submission.reply>, message: string | undefined, status: number) =>
    data(reply, { status, headers: await createToastHeaders({ title: FAILED, description: message, type: "error" }) });
  if (submission.status !== "success") {
    return refuse(submission.reply({ hideFields: ["password"] }), Object.values(submission.error ?? {}).flat()[0] ?? undefined, 400);
  }
  const input = submission.value;
  // Beyond the 6-character minimum: not a common password, not the e-mail (finding 3).
  const problem = passwordProblem(input.password, input.email);
  if (problem) return refuse(submission.reply({ hideFields: ["password"], fieldErrors: { password: [problem] } }), problem, 400);
  try {
    await createUserAsAdmin(admin, input);
  } catch (error) {
    if (error instanceof UserGuardError) {
      return refuse(submission.reply({ hideFields: ["password"], formErrors: [error.message] }), error.message, error.status);
    }
    logger.error({ err: error }, "admin user create failed");
    return refuse(submission.reply({ hideFields: ["password"], formErrors: [FAILED] }), undefined, 500);
  }
  return redirectWithToast(USERS_LIST_URL, { title: "User created successfully", type: "success" });
}
