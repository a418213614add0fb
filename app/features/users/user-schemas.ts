import { z } from "zod";
import { LIMITS, ROLES } from "#app/lib/domain";

/** Admin users page (spec 5 'Admin add user', 6, 8): the add-user form (users/new) and the rows' actions. */
const REQUIRED_MESSAGE = "Email and password are required";

const optionalName = z
  .string()
  .trim()
  .max(100, "Must be 100 characters or fewer")
  .optional()
  .transform((v) => (v ? v : null));

export const createUserSchema = z.object({
  email: z.string(REQUIRED_MESSAGE).trim().min(1, REQUIRED_MESSAGE).pipe(z.email("Invalid email address")),
  password: z
    .string(REQUIRED_MESSAGE)
    // One message per field: an empty password is "required", not also "too short".
    .min(1, { error: REQUIRED_MESSAGE, abort: true })
    .min(LIMITS.passwordMin, "Password must be at least 6 characters")
    .max(128, "Password must be 128 characters or fewer"),
  first_name: optionalName,
  last_name: optionalName,
  role: z.enum(ROLES, "Please choose a role").default("user"),
});

const userId = z.string("User is required").trim().min(1, "User is required").max(100);

const changeRoleSchema = z.object({
  intent: z.literal("role"),
  userId,
  role: z.enum(ROLES, "Please choose a role"),
});

const changeStatusSchema = z.object({
  intent: z.literal("status"),
  userId,
  is_active: z.enum(["true", "false"]).transform((v) => v === "true"),
});

/** The one delete confirmation (ConfirmForm) posts the row's id as `id`. */
const deleteUserSchema = z.object({
  intent: z.literal("delete"),
  id: userId,
});

/** Every row action on the users list posts one of these. */
export const userRowActionSchema = z.discriminatedUnion("intent", [changeRoleSchema, changeStatusSchema, deleteUserSchema]);

/** The admin-manage-users function's JSON body (spec 7). */
export const manageUsersBodySchema = z.object({
  action: z.literal("delete"),
  userId,
});

export const ROLE_LABELS: Record<(typeof ROLES)[number], string> = {
  user: "User",
  trainer: "Trainer",
  admin: "Admin",
  super_admin: "Super Admin",
};
