import { z } from "zod";
import { ATTENDANCE_MARKS } from "#app/lib/batch-vocabulary";
import { isUuid } from "#app/lib/ids";

/** Each student's radio group is named `mark-<student id>` (one form, one field per student). */
export const MARK_FIELD_PREFIX = "mark-";

/**
 * A day's sheet as posted: the marks by student id and the save id the phone made (a resend of
 * the same save, after the network came back, is recognised by it).
 */
export const attendanceSheetSchema = z.object({
  saveId: z
    .string()
    .regex(/^[A-Za-z0-9-]{8,64}$/, "The save id is not valid. Reload the page and save again.")
    .optional(),
  marks: z
    .record(
      z.string().refine(isUuid, "A student on this sheet is not valid. Reload the page and save again."),
      z.enum(ATTENDANCE_MARKS, { error: "Choose Present, Absent or Late for every student." }),
    )
    .refine((marks) => Object.keys(marks).length > 0, "There is nobody to mark on this sheet.")
    .refine((marks) => Object.keys(marks).length <= 500, "This sheet has too many students."),
});
export type AttendanceSheet = z.infer<typeof attendanceSheetSchema>;

/** The form's fields as the schema reads them: `mark-<id>` fields gathered into `marks`. */
export function sheetFromForm(form: FormData | URLSearchParams): unknown {
  const marks: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (name.startsWith(MARK_FIELD_PREFIX) && typeof value === "string") marks[name.slice(MARK_FIELD_PREFIX.length)] = value;
  }
  const saveId = form.get("saveId");
  return { saveId: typeof saveId === "string" && saveId ? saveId : undefined, marks };
}
