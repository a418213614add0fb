import { z } from "zod";
import { INQUIRY_STATUSES } from "#app/lib/domain";

/** The status dropdown on /admin/inquiries (spec 4: any value from any value). */
export const inquiryStatusSchema = z.object({
  intent: z.literal("status"),
  id: z.guid(),
  status: z.enum(INQUIRY_STATUSES),
});
