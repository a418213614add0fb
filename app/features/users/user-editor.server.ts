import { parseWithZod } from "@conform-to/zod/v4";
import type { Actor } from "#app/features/accounts/index.server";
import { passwordProblem } from "#app/features/accounts/index.server";
import { refuse } from "#app/server/http/refuse.server";
import { redirectWithToast } from "#app/server/http/toast.server";
import { logger } from "#app/server/logger.server";
import { createUserSchema } from "./user-schemas";
import { createUserAsAdmin, UserGuardError } from "./users-admin.server";

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
  if (submission.status !== "success") {
    const description = Object.values(submission.error ?? {}).flat()[0] ?? undefined;
    return refuse({ status: 400, title: FAILED, description }, submission.reply({ hideFields: ["password"] }));
  }
  const input = submission.value;
  // Beyond the 6-character minimum: not a common password, not the e-mail (finding 3).
  const problem = passwordProblem(input.password, input.email);
  if (problem) {
    const reply = submission.reply({ hideFields: ["password"], fieldErrors: { password: [problem] } });
    return refuse({ status: 400, title: FAILED, description: problem }, reply);
  }
  try {
    await createUserAsAdmin(admin, input);
  } catch (error) {
    if (error instanceof UserGuardError) {
      const reply = submission.reply({ hideFields: ["password"], formErrors: [error.message] });
      return refuse({ status: error.status, title: FAILED, description: error.message }, reply);
    }
    logger.error({ err: error }, "admin user create failed");
    return refuse({ status: 500, title: FAILED }, submission.reply({ hideFields: ["password"], formErrors: [FAILED] }));
  }
  return redirectWithToast(USERS_LIST_URL, { title: "User created successfully", type: "success" });
}
