import { z } from "zod";

export { CONTACT_FAILED_MESSAGE, CONTACT_SUCCESS_MESSAGE, contactProblem } from "./contact.messages";

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => (value ? value : null));

/** The contact form (one schema for the browser and the action). */
export const contactSchema = z.object({
  name: z.string().trim().min(1, "Name is required").max(100, "Name must be less than 100 characters"),
  email: z.string().trim().min(1, "Email is required").pipe(z.email("Please enter a valid email address")),
  phone: z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || /^\+?[\d\s-]{7,20}$/.test(value), "Please enter a valid phone number")
    .transform((value) => (value ? value : null)),
  subject: optionalText(150, "Subject must be less than 150 characters"),
  message: z.string().trim().min(1, "Message is required").max(2000, "Message must be less than 2000 characters"),
  course: z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || z.uuid().safeParse(value).success, "Please select a course from the list")
    .transform((value) => (value ? value : null)),
});
type ContactFormInput = z.output<typeof contactSchema>;
/** What is stored: the course by name, looked up again on the server. */
export type ContactInput = Omit<ContactFormInput, "course"> & { course: string | null };
