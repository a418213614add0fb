import type { z } from "zod";
import { certificateCreateSchema } from "#app/features/certificates";
import { settingsSchema } from "#app/features/settings";
import { courseFormSchema } from "#app/lib/validation/course";
import { galleryFormSchema } from "#app/lib/validation/gallery";
import { isUploadUrlFor } from "#app/server/storage/admin-images.server";
import type { ImageKind } from "#app/server/storage/storage.server";

/**
 * A restore writes rows the admin forms never saw (`javascript:` and `data:` social links,
 * images on other sites that track visitors). So each restored row of
 * a table that has a form is also checked with that form's own zod schema, fed the row as
 * the form would post it, and its image must be one this site serves. Problems come back as
 * zod issues with the column's name as the path, for the dry run's "tables.gallery[2].image_url: ..." list.
 */
type Issue = { path: PropertyKey[]; message: string };
type Row = Record<string, unknown>;

const str = (v: unknown) => (v === null || v === undefined ? "" : String(v));
const box = (v: unknown) => (v ? "on" : undefined);

export const RESTORED_IMAGE_MESSAGE = "Must be an image stored by this site (an upload under /uploads/ or one of the site's own images)";

/** An image the site serves itself: an upload of its storage, or a file of the site (the demo art). */
function isOwnImageUrl(kind: ImageKind, url: string): boolean {
  if (isUploadUrlFor(kind, url)) return true;
  return /^\/(?!\/)[\w\-./]+\.(svg|png|jpe?g|webp|avif|gif)$/i.test(url) && !url.includes("..");
}

function issuesOf(result: z.ZodSafeParseResult<unknown>, rename: Record<string, string> = {}): Issue[] {
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const [head, ...rest] = issue.path;
    const column = typeof head === "string" && rename[head] ? rename[head] : head;
    return { path: column === undefined ? [] : [column, ...rest], message: issue.message };
  });
}

function image(kind: ImageKind, column: string, url: unknown): Issue[] {
  if (typeof url !== "string" || url === "") return [];
  return isOwnImageUrl(kind, url) ? [] : [{ path: [column], message: RESTORED_IMAGE_MESSAGE }];
}

/** The form's verdict on one checked backup row (tables without a form: none). */
export function formIssues(table: string, row: Row): Issue[] {
  switch (table) {
    case "supertech_courses":
      return issuesOf(
        courseFormSchema.safeParse({
          course_name: str(row.course_name),
          course_code: str(row.course_code),
          // "both" is stored by the public pages' older data but is not on the admin form's list.
          course_type: row.course_type === "both" ? "other" : row.course_type,
          description: str(row.description),
          duration_weeks: str(row.duration_weeks),
          fee_amount: str(row.fee_amount),
          max_students: str(row.max_students),
          currently_enrolled: str(row.currently_enrolled),
          instructor_name: str(row.instructor_name),
          start_date: str(row.start_date),
          end_date: str(row.end_date),
          is_active: box(row.is_active),
        }),
      );
    case "gallery":
      return [
        ...issuesOf(
          galleryFormSchema.safeParse({
            title: str(row.title),
            description: str(row.description),
            alt_text: str(row.alt_text),
            sort_order: str(row.sort_order),
            is_active: box(row.is_active),
            is_featured: box(row.is_featured),
            image_url: str(row.image_url),
          }),
        ),
        ...image("gallery", "image_url", row.image_url),
      ];
    case "certificates":
      return [
        ...issuesOf(
          certificateCreateSchema.safeParse({
            certificate_id: str(row.certificate_id),
            student_name: str(row.student_name),
            course_name: str(row.course_name),
            issue_date: str(row.issue_date),
            approved_by: str(row.approved_by),
            duration: str(row.duration),
            details: str(row.details),
            image_url: str(row.certificate_image_url),
          }),
          { image_url: "certificate_image_url" },
        ),
        ...image("certificates", "certificate_image_url", row.certificate_image_url),
      ];
    default:
      return [];
  }
}

/** The settings form's verdict on the restored settings. */
export function settingsIssues(settings: Row): Issue[] {
  return issuesOf(settingsSchema.safeParse(Object.fromEntries(Object.entries(settings).map(([k, v]) => [k, str(v)]))));
}
