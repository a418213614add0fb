import { and, eq, isNull, sql } from "drizzle-orm";
import type { ContactInput } from "#app/lib/validation/contact";
import { storeOnce, withinDuplicateWindow } from "#app/server/public-form.server";
import { contactMessages } from "#app/server/schema";
import { leadSubmitted } from "./lead-desk/alerts.server";

/**
 * Stores a contact message (the spec sends it nowhere; we keep it so staff can reply). The
 * same e-mail address (any letter case), course and message within the duplicate window is
 * stored once; a different message from the same person is a new message and is kept.
 */
export async function insertContactMessage(
  input: Omit<ContactInput, "updates"> & { updates?: boolean },
): Promise<{ reference: string; duplicate: boolean }> {
  const email = input.email.trim().toLowerCase();
  const { row, duplicate } = await storeOnce(
    `contact:${email}:${input.course ?? ""}:${input.message}`,
    async (tx) => {
      const [recent] = await tx
        .select({ id: contactMessages.id, reference: contactMessages.reference })
        .from(contactMessages)
        .where(
          and(
            eq(sql`lower(${contactMessages.email})`, email),
            input.course === null ? isNull(contactMessages.course) : eq(contactMessages.course, input.course),
            eq(contactMessages.message, input.message),
            withinDuplicateWindow(contactMessages.created_at),
          ),
        )
        .limit(1);
      return recent;
    },
    async (tx) => {
      const [inserted] = await tx
        .insert(contactMessages)
        .values({
          name: input.name,
          email: input.email,
          phone: input.phone,
          subject: input.subject,
          message: input.message,
          course: input.course,
          updates_consent_at: input.updates ? new Date() : null,
        })
        .returning({ id: contactMessages.id, reference: contactMessages.reference });
      if (!inserted) throw new Error("insert returned no row");
      return inserted;
    },
  );
  if (!duplicate) await leadSubmitted("contact", row.id);
  return { reference: row.reference, duplicate };
}
