import { data } from "react-router";
import { z } from "zod";
import { isUuid } from "#app/lib/ids";
import { portalNumbersOf, type StaffShownCode, showSignInCode } from "./staff-code.server";

const showCodeSchema = z.object({ whose: z.enum(["student", "guardian"], { error: "Choose the student's or the guardian's number" }) });

const notFound = () => data("Student not found", { status: 404 });

/** The page's data: the student and the numbers a code can be made for (ids only in the URL). */
export async function staffCodePage(studentId: string | undefined) {
  const row = studentId && isUuid(studentId) ? await portalNumbersOf(studentId) : null;
  if (!row) throw notFound();
  return row;
}

/** "Show sign-in code": 400 with a message on a bad post, else the code, shown once on the page. */
export async function staffCodeAction(request: Request, studentId: string | undefined, adminUserId: string) {
  if (!studentId || !isUuid(studentId)) throw notFound();
  const parsed = showCodeSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: parsed.error.issues[0]?.message ?? "Check the form", shown: null }, { status: 400 });
  const shown: StaffShownCode | null = await showSignInCode(studentId, parsed.data.whose, adminUserId);
  if (!shown) return data({ error: "This number is not recorded for the student, so it cannot sign in.", shown: null }, { status: 409 });
  return data({ error: null, shown }, { headers: { "Cache-Control": "private, no-store" } });
}
