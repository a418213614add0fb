import { sql } from "drizzle-orm";
import { boolean, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { students } from "./batches";
import { createdAt, id, updatedAt } from "./columns";
import { courses } from "./courses";

export const certificates = pgTable(
  "certificates",
  {
    id: id(),
    certificate_id: text("certificate_id").notNull(),
    student_name: text("student_name").notNull(),
    course_name: text("course_name").notNull(),
    approved_by: text("approved_by").notNull(),
    issue_date: date("issue_date").notNull(),
    details: text("details"),
    certificate_image_url: text("certificate_image_url"),
    created_at: createdAt(),
    // Beyond the spec (docs/certificates.md): the course picked from the list (course_name keeps the text,
    // and free text stays allowed for old courses), revocation, and the verification code.
    course_id: uuid("course_id").references(() => courses.id, { onDelete: "set null" }),
    duration: text("duration"),
    revoked_at: timestamp("revoked_at", { withTimezone: true }),
    revoked_reason: text("revoked_reason"),
    /** Ed25519 signature (base64url) over the signed fields, by signing key `signing_key_id`. */
    signature: text("signature"),
    signing_key_id: integer("signing_key_id"),
    updated_at: updatedAt(),
    /** The student who earned it (decision 037); null for a certificate typed by hand. */
    student_id: uuid("student_id").references(() => students.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("certificates_certificate_id_key").on(t.certificate_id),
    index("certificates_created_idx").on(t.created_at.desc()),
    // Forgiving lookup: case, spaces and hyphens do not matter (certificate-id.ts).
    index("certificates_lookup_key_idx").on(sql`upper(regexp_replace(${t.certificate_id}, '[^A-Za-z0-9]', '', 'g'))`),
  ],
);

/**
 * Public halves of every certificate signing key, numbered. The private halves never enter
 * the database (DATA_DIR or CERT_SIGNING_KEY), so backups never hold them; old public keys
 * stay, so a code issued under key N still verifies after a rotation.
 */
export const certificateSigningKeys = pgTable("certificate_signing_keys", {
  id: serial("id").primaryKey(),
  public_key: text("public_key").notNull(),
  created_at: createdAt(),
  retired_at: timestamp("retired_at", { withTimezone: true }),
});

export const gallery = pgTable(
  "gallery",
  {
    id: id(),
    image_url: text("image_url").notNull(),
    title: text("title").notNull(),
    description: text("description"),
    alt_text: text("alt_text"),
    sort_order: integer("sort_order").notNull().default(0),
    is_active: boolean("is_active").notNull().default(true),
    is_featured: boolean("is_featured").notNull().default(false),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index("gallery_active_sort_idx").on(t.is_active, t.sort_order), index("gallery_sort_idx").on(t.sort_order)],
);
