import { data, redirect } from "react-router";
import { z } from "zod";
import { currentAdmin } from "#app/features/accounts/permissions.server";
import { sendPaymentLink } from "#app/features/fees/online/payment-link.server";
import { redirectWithToast } from "#app/server/http/toast.server";
import type { Route } from "./+types/payment-link";

const formSchema = z.object({
  dueId: z.uuid({ message: "This is not a due" }),
  // Where a refusal sends staff back to: the student page the button was on.
  returnTo: z
    .string()
    .regex(/^\/admin\/students\/[0-9a-f-]{36}$/)
    .optional()
    .catch(undefined),
});

/**
 * POST /admin/dues/:id/payment-link: "Send payment link" on a due (admins and super admins;
 * app/features/fees/online). Creates the Razorpay link, stores it and sends it on WhatsApp and
 * by e-mail, then back to the student page with what happened.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await currentAdmin({ request, context });
  const form = await request.formData().catch(() => null);
  const parsed = formSchema.safeParse({ dueId: params.id, returnTo: form?.get("returnTo") ?? undefined });
  if (!parsed.success) return data({ error: parsed.error.issues[0]?.message ?? "This is not a due" }, { status: 400 });
  const sent = await sendPaymentLink(parsed.data.dueId, admin.id);
  if (!sent.ok) {
    if (!parsed.data.returnTo) return data({ error: sent.message }, { status: sent.status });
    return redirectWithToast(parsed.data.returnTo, { title: "No payment link sent", description: sent.message, type: "error" });
  }
  return redirectWithToast(`/admin/students/${sent.studentId}`, {
    title: "Payment link sent",
    description: `The link is on its way to the student on WhatsApp and by e-mail: ${sent.shortUrl}`,
    type: "success",
  });
}

/** A GET (a reload, a typed address) checks the admin like any admin page, then goes to the students. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await currentAdmin({ request, context });
  return redirect("/admin/students");
}
