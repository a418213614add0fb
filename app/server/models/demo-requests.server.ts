import type { DemoRequest } from "../../lib/validation/demo";
import { db } from "../db.server";
import { demoRequests } from "../schema";

/** Stores a demo-class request so no lead is lost, even if WhatsApp never opens. */
export async function createDemoRequest(request: DemoRequest): Promise<void> {
  await db.insert(demoRequests).values({ name: request.name, mobile: request.mobile, course: request.course });
}
