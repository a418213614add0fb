import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";

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
  },
  (t) => [uniqueIndex("certificates_certificate_id_key").on(t.certificate_id), index("certificates_created_idx").on(t.created_at.desc())],
);

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
    updated_at: timestamp("updated_at", { withTimezone: true }),
  },
  (t) => [index("gallery_active_sort_idx").on(t.is_active, t.sort_order), index("gallery_sort_idx").on(t.sort_order)],
);
