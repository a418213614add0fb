import { data, redirect } from "react-router";
import { z } from "zod";
import { currentAdmin } from "#app/features/accounts/permissions.server";
import { feesTranslate } from "#app/features/fees/fees-words";
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
  // The language of the student page the button was on: the payer comes back to the callback
  // page in it, and staff back to the page in it.
  lang: z.enum(["en", "hi"]).catch("en"),
});

/**
 * POST /admin/dues/:id/payment-link: "Send payment link" on a due (admins and super admins;
 * app/features/fees/online). Creates the Razorpay link, stores it and sends it on WhatsApp and
 * by e-mail, then back to the student page with what happened.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await currentAdmin({ request, context });
  const form = await request.formData().catch(() => null);
  const parsed = formSchema.safeParse({
    dueId: params.id,
    returnTo: form?.get("returnTo") ?? undefined,
    lang: form?.get("lang") ?? undefined,
  });
  if (!parsed.success) return data({ error: parsed.error.issues[0]?.message ?? "This is not a due" }, { status: 400 });
  const { dueId, returnTo, lang } = parsed.data;
  const query = lang === "hi" ? "?lang=hi" : "";
  const sent = await sendPaymentLink(dueId, admin.id, lang);
  const t = feesTranslate(lang);
  if (!sent.ok) {
    if (!returnTo) return data({ error: sent.message }, { status: sent.status });
    return redirectWithToast(`${returnTo}${query}`, {
      title: t("feesStaff.paymentOptions.notSentTitle"),
      description: sent.message,
      type: "error",
    });
  }
  return redirectWithToast(`/admin/students/${sent.studentId}${query}`, {
    title: t("feesStaff.paymentOptions.sentTitle"),
    description: t("feesStaff.paymentOptions.sentText", { url: sent.shortUrl }),
    type: "success",
  });
}

/** A GET (a reload, a typed address) checks the admin like any admin page, then goes to the students. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await currentAdmin({ request, context });
  return redirect("/admin/students");
}
