import { eq } from "drizzle-orm";
import { db } from "#app/server/db/db.server";
import { students } from "#app/server/db/schema";
import { getEnv } from "#app/server/env.server";
import { startWhatsAppServer } from "./whatsapp-server.mjs";

/** The loopback WhatsApp Cloud API (support/whatsapp-server.mjs), with this process's app pointed at it. */
export async function whatsAppStandIn() {
  const standIn = await startWhatsAppServer();
  Object.assign(getEnv(), {
    WHATSAPP_TOKEN: "test-token",
    WHATSAPP_PHONE_NUMBER_ID: "1234567890",
    WHATSAPP_APP_SECRET: "secret",
    WHATSAPP_VERIFY_TOKEN: "verify",
    WHATSAPP_API_BASE: standIn.url,
  });
  return { calls: standIn.calls, codeFor: standIn.codeFor, close: standIn.close };
}

/** Sets a student's phone and guardian's phone as staff would record them. */
export async function setPhones(studentId: string, phone: string, guardian: string | null = null) {
  await db.update(students).set({ phone, guardian_phone: guardian }).where(eq(students.id, studentId));
}
