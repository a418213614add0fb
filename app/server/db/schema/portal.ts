import { boolean, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The student portal's own Better Auth tables (decision 052-portal-separate-auth): a second
 * instance with its own people, sessions and one-time codes, so a portal session lives in a
 * table the staff instance never reads, and a staff session is never found here. A portal
 * "user" is a verified phone number (+91XXXXXXXXXX), nothing more: which students it sees is
 * looked up in `students` on every request.
 */
export const portalUser = pgTable("portal_user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").default(false).notNull(),
  image: text("image"),
  phoneNumber: text("phone_number").unique(),
  phoneNumberVerified: boolean("phone_number_verified"),
  createdAt: timestamp("created_at").defaultNow().notNull(),
  updatedAt: timestamp("updated_at")
    .defaultNow()
    .$onUpdate(() => new Date())
    .notNull(),
});

export const portalSession = pgTable(
  "portal_session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at").notNull(),
    token: text("token").notNull().unique(),
    createdAt: timestamp("created_at").defaultNow().notNull(),
    updatedAt: timestamp("updated_at")
      .$onUpdate(() => new Date())
      .notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => portalUser.id, { onDelete: "cascade" }),
  },
  (table) => [index("portal_session_user_idx").on(table.userId)],
);

/** Better Auth wants an account model; phone sign-in never writes one (no passwords here). */
export const portalAccount = pgTable(
  "portal_account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => portalUser.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at"),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at"),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at").defaultNow().notNull(),
    updatedAt: timestamp("updated_at")
      .$onUpdate(() => new Date())
      .notNull(),
  },
  (table) => [index("portal_account_user_idx").on(table.userId)],
);

/** The one-time codes ("phone-number-otp-+91…", value "code:tries"). */
export const portalVerification = pgTable(
  "portal_verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at").notNull(),
    createdAt: timestamp("created_at").defaultNow().notNull(),
    updatedAt: timestamp("updated_at")
      .defaultNow()
      .$onUpdate(() => new Date())
      .notNull(),
  },
  (table) => [index("portal_verification_identifier_idx").on(table.identifier)],
);
