import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { ROLES } from "#app/lib/domain";
import { user } from "./auth";
import { createdAt, id, sqlList } from "./columns";

/** The single source of truth for authorization: role and is_active live here only. */
export const profiles = pgTable(
  "profiles",
  {
    id: id(),
    user_id: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    first_name: text("first_name"),
    last_name: text("last_name"),
    company_name: text("company_name"),
    role: text("role").notNull().default("user"),
    is_active: boolean("is_active").notNull().default(true),
    message_credits: integer("message_credits").notNull().default(0),
    last_login: timestamp("last_login", { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("profiles_user_id_key").on(t.user_id),
    index("profiles_created_idx").on(t.created_at.desc()),
    index("profiles_role_created_idx").on(t.role, t.created_at.desc()),
    check("profiles_role_check", sql`${t.role} in ${sqlList(ROLES)}`),
  ],
);

/** Append-only. No foreign keys: the trail outlives the users it mentions. */
export const adminLogs = pgTable(
  "admin_logs",
  {
    id: id(),
    admin_user_id: text("admin_user_id").notNull(),
    target_user_id: text("target_user_id"),
    action: text("action").notNull(),
    details: jsonb("details"),
    created_at: createdAt(),
  },
  (t) => [index("admin_logs_created_idx").on(t.created_at.desc()), index("admin_logs_action_idx").on(t.action)],
);
