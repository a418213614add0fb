import type { Profile, SessionUser } from "#app/features/accounts/index.server";

/** Who acts here, as the admitted staff member of the request (an admin, super admin or trainer). */
export type Staff = Pick<SessionUser, "id" | "email" | "name"> & { profile: Pick<Profile, "role" | "first_name" | "last_name"> };
