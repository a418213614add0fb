import { z } from "zod";
import { whatsAppUrl } from "../contact-links";
import { LIMITS } from "../domain";
import { DEMO_COURSES } from "./demo.messages";

export { DEMO_COURSES, DEMO_MESSAGES } from "./demo.messages";

/** Demo-class form (spec 5): the browser and the action use this one schema. */
export const demoSchema = z.object({
  name: z
    .string()
    .trim()
    .min(LIMITS.demoNameMin, "Name must be at least 2 characters")
    .max(LIMITS.demoNameMax, "Name must be less than 50 characters")
    .regex(/^[A-Za-z\s]+$/, "Name can only contain letters and spaces"),
  mobile: z
    .string()
    .trim()
    .regex(/^[6-9]\d{9}$/, "Please enter a valid 10-digit mobile number"),
  course: z
    .string({ error: "Please select a course" })
    .trim()
    .refine((v) => (DEMO_COURSES as readonly string[]).includes(v), "Please select a course"),
});
export type DemoRequest = z.output<typeof demoSchema>;

/** The WhatsApp chat link to the institute with the request prefilled (spec 7). */
export function demoWhatsAppUrl(whatsappNumber: string, request: DemoRequest): string {
  const text = [
    "Hello! I would like to book a FREE demo class.",
    `Name: ${request.name}`,
    `Mobile: ${request.mobile}`,
    `Course: ${request.course}`,
  ].join("\n");
  return whatsAppUrl(whatsappNumber, text);
}
