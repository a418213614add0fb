import { and, eq } from "drizzle-orm";
import type { DemoRequest } from "#app/lib/validation/demo";
import { phoneDigits, storeOnce, withinDuplicateWindow } from "#app/server/public-form.server";
import { demoRequests } from "#app/server/schema";
import { leadSubmitted } from "./lead-desk/alerts.server";

/**
 * Stores a demo-class request so no lead is lost, even if WhatsApp never opens. The same
 * mobile number for the same course within the duplicate window is stored once.
 */
export async function createDemoRequest(
  request: Omit<DemoRequest, "updates"> & { updates?: boolean },
): Promise<{ reference: string; duplicate: boolean }> {
  // The schema allows exactly 10 digits, so the stored mobile is already its 10 digits.
  const mobile = phoneDigits(request.mobile);
  const { row, duplicate } = await storeOnce(
    `demo:${mobile}:${request.course}`,
    async (tx) => {
      const [recent] = await tx
        .select({ id: demoRequests.id, reference: demoRequests.reference })
        .from(demoRequests)
        .where(
          and(eq(demoRequests.mobile, mobile), eq(demoRequests.course, request.course), withinDuplicateWindow(demoRequests.created_at)),
        )
        .limit(1);
      return recent;
    },
    async (tx) => {
      const [inserted] = await tx
        .insert(demoRequests)
        .values({ name: request.name, mobile, course: request.course, updates_consent_at: request.updates ? new Date() : null })
        .returning({ id: demoRequests.id, reference: demoRequests.reference });
      if (!inserted) throw new Error("insert returned no row");
      return inserted;
    },
  );
  if (!duplicate) await leadSubmitted("demo", row.id);
  return { reference: row.reference, duplicate };
}
