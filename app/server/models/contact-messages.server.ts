import type { ContactInput } from "../../lib/validation/contact";
import { db } from "../db.server";
import { contactMessages } from "../schema";

/** Stores a contact message (the spec sends it nowhere; we keep it so staff can reply). */
export async function insertContactMessage(input: ContactInput): Promise<void> {
  await db.insert(contactMessages).values({
    name: input.name,
    email: input.email,
    phone: input.phone,
    subject: input.subject,
    message: input.message,
    course: input.course,
  });
}
