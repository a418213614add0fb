import { z } from "zod";
import { whatsAppUrl } from "#app/lib/contact-links";
import { LIMITS } from "#app/lib/domain";
import { checkboxField } from "./consent";
import { DEMO_COURSES, DEMO_MOBILE_PATTERN, DEMO_NAME_PATTERN } from "./demo.messages";
import { type FormErrors, perLang } from "./form-errors";

export { DEMO_COURSES, DEMO_MESSAGES, demoCourseFrom } from "./demo.messages";

/** Demo-class form (spec 5): the browser and the action use this one schema, in the page's language. */
const buildDemoSchema = (e: FormErrors) =>
  z.object({
    name: z
      .string()
      .trim()
      .min(LIMITS.demoNameMin, e.demoNameMin)
      .max(LIMITS.demoNameMax, e.demoNameMax)
      .regex(new RegExp(DEMO_NAME_PATTERN), e.demoNameLetters),
    mobile: z.string().trim().regex(new RegExp(DEMO_MOBILE_PATTERN), e.demoMobile),
    course: z
      .string({ error: e.courseRequired })
      .trim()
      .refine((v) => (DEMO_COURSES as readonly string[]).includes(v), e.courseRequired),
    updates: checkboxField(),
  });

export const demoSchemaFor = perLang(buildDemoSchema);
export const demoSchema = demoSchemaFor("en");
export type DemoRequest = z.output<typeof demoSchema>;

/** The WhatsApp chat link to the institute with the request prefilled (spec 7). */
export function demoWhatsAppUrl(
  whatsappNumber: string,
  request: Pick<DemoRequest, "name" | "mobile" | "course">,
  reference?: string,
): string {
  const text = [
    "Hello! I would like to book a FREE demo class.",
    `Name: ${request.name}`,
    `Mobile: ${request.mobile}`,
    `Course: ${request.course}`,
    // The stored request's number, so the chat and the lead desk meet on one reference.
    ...(reference ? [`Reference: ${reference}`] : []),
  ].join("\n");
  return whatsAppUrl(whatsappNumber, text);
}
