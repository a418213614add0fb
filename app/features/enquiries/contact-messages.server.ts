import { eq, isNull, sql } from "drizzle-orm";
import type { ContactInput } from "#app/lib/validation/contact";
import { contactMessages } from "#app/server/db/schema";
import { storeEnquiry } from "./enquiry-store.server";

/**
 * Stores a contact message (the spec sends it nowhere; we keep it so staff can reply). The
 * same e-mail address (any letter case), course and message within the duplicate window is
 * stored once; a different message from the same person is a new message and is kept.
 */
export async function insertContactMessage(
  input: Omit<ContactInput, "updates"> & { updates?: boolean },
): Promise<{ reference: string; duplicate: boolean }> {
  const { updates, ...message } = input;
  const email = input.email.trim().toLowerCase();
  const { reference, duplicate } = await storeEnquiry("contact", {
    key: `${email}:${input.course ?? ""}:${input.message}`,
    same: [
      eq(sql`lower(${contactMessages.email})`, email),
      input.course === null ? isNull(contactMessages.course) : eq(contactMessages.course, input.course),
      eq(contactMessages.message, input.message),
    ],
    // The form's fields are the table's columns, by the same names.
    insert: (tx) =>
      tx
        .insert(contactMessages)
        .values({ ...message, updates_consent_at: updates ? new Date() : null })
        .returning({ id: contactMessages.id, reference: contactMessages.reference }),
  });
  return { reference, duplicate };
}
