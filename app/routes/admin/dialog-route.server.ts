import { currentAdmin } from "#app/features/accounts/permissions.server";

/**
 * The loader of an add dialog that needs no data (courses/new, users/new): only the admin
 * check, so the route is guarded when it is opened by its URL as well as when it posts.
 */
export async function adminOnlyLoader({ request, context }: { request: Request; context: unknown }): Promise<null> {
  await currentAdmin({ request, context });
  return null;
}
