import { currentAdmin } from "#app/features/accounts/permissions.server";
import { UserEditor } from "#app/features/users/user-editor";
import { createUser } from "#app/features/users/user-editor.server";
import { adminOnlyLoader } from "#app/routes/admin/dialog-route.server";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Add User | Users | Admin" }];

/** The spec's "Add user" dialog over the list (/admin/users/new). */
export const loader = adminOnlyLoader;

/** Who may create which role is the model's guard (only a super_admin creates a super_admin). */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await currentAdmin({ request, context });
  return createUser(request, admin);
}

export default function NewUser({ actionData }: Route.ComponentProps) {
  return <UserEditor lastResult={actionData} />;
}
