import { z } from "zod";
import { checkboxField } from "./consent";
import { CONTACT_PHONE_PATTERN } from "./contact.messages";
import { type FormErrors, perLang } from "./form-errors";

export { contactProblem } from "./contact.messages";

const CONTACT_PHONE = new RegExp(CONTACT_PHONE_PATTERN);

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => (value ? value : null));

/** The contact form (one schema for the browser and the action, in the page's language). */
const buildContactSchema = (e: FormErrors) =>
  z.object({
    name: z.string().trim().min(1, e.nameRequired).max(100, e.nameMax),
    email: z.string().trim().min(1, e.emailIsRequired).pipe(z.email(e.emailInvalid)),
    phone: z
      .string()
      .trim()
      .optional()
      .refine((value) => !value || CONTACT_PHONE.test(value), e.phoneInvalid)
      .transform((value) => (value ? value : null)),
    subject: optionalText(150, e.subjectMax),
    message: z.string().trim().min(1, e.messageRequired).max(2000, e.messageMax),
    course: z
      .string()
      .trim()
      .optional()
      .refine((value) => !value || z.uuid().safeParse(value).success, e.courseFromList)
      .transform((value) => (value ? value : null)),
    updates: checkboxField(),
  });

export const contactSchemaFor = perLang(buildContactSchema);
const contactSchema = contactSchemaFor("en");
type ContactFormInput = z.output<typeof contactSchema>;
/** What is stored: the course by name, looked up again on the server. */
export type ContactInput = Omit<ContactFormInput, "course"> & { course: string | null };
