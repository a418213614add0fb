import { eq } from "drizzle-orm";
import { phoneDigits } from "#app/lib/phone";
import type { DemoRequest } from "#app/lib/validation/demo";
import { demoRequests } from "#app/server/db/schema";
import { storeEnquiry } from "./enquiry-store.server";

/**
 * Stores a demo-class request so no lead is lost, even if WhatsApp never opens. The same
 * mobile number for the same course within the duplicate window is stored once.
 */
export async function createDemoRequest(
  request: Omit<DemoRequest, "updates"> & { updates?: boolean },
): Promise<{ reference: string; duplicate: boolean }> {
  // The schema allows exactly 10 digits, so the stored mobile is already its 10 digits.
  const mobile = phoneDigits(request.mobile);
  const { reference, duplicate } = await storeEnquiry("demo", {
    key: `${mobile}:${request.course}`,
    same: [eq(demoRequests.mobile, mobile), eq(demoRequests.course, request.course)],
    insert: (tx) =>
      tx
        .insert(demoRequests)
        .values({ name: request.name, mobile, course: request.course, updates_consent_at: request.updates ? new Date() : null })
        .returning({ id: demoRequests.id, reference: demoRequests.reference }),
  });
  return { reference, duplicate };
}
