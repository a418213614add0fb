import { getSiteSettings } from "#app/features/settings/index.server";
import { type Lang, langFromPath, localePath } from "#app/i18n/lang";
import { baseUrl } from "#app/server/env.server";
import { portalPayNow, portalViewer } from "./portal-access.server";
import { loadPortalStudents, type PortalStudent } from "./portal-view.server";
import { requestCode, signOut, verifyCode } from "./sign-in.server";

/** The portal's home in the page's language: /student or /hi/student. */
const portalHome = (lang: Lang) => localePath(lang, "/student");

/** What the page needs of one student: display-ready rows, nothing staff-only (notes, who recorded). */
function slim(student: PortalStudent) {
  const { fees, pay, courseId: _course, ...rest } = student;
  return {
    ...rest,
    balancePaise: fees.balancePaise,
    /** Razorpay is set up: a due without an open link gets a Pay now button that makes one. */
    payOnline: pay.online,
    dues: fees.dues
      .filter((due) => due.status !== "cancelled")
      .map((due) => ({
        id: due.id,
        label: due.label,
        labelHi: due.label_hi,
        dueDate: due.due_date,
        status: due.status,
        amountPaise: due.amount_paise - due.discount_paise,
        outstandingPaise: due.outstanding_paise,
        link: pay.byDue[due.id]?.link ?? null,
        upi: pay.byDue[due.id]?.upi ?? null,
      })),
    receipts: fees.payments.map((p) => ({
      id: p.id,
      number: p.receipt_number,
      paidOn: p.paid_on,
      amountPaise: p.amount_paise,
      mode: p.mode,
    })),
  };
}

export type PortalStudentView = ReturnType<typeof slim>;

/**
 * The /student loader: the sign-in page without a portal session, else every student linked to
 * the number. A session whose number no longer reaches any student (erased) is ended here.
 */
export async function portalPage(request: Request) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const viewer = await portalViewer(request.headers);
  if (!viewer) return { kind: "sign-in" as const, signedOut: url.searchParams.has("signed-out") };
  if (!viewer.students.length) throw await signOut(request, portalHome(lang));
  const [students, settings] = await Promise.all([loadPortalStudents(viewer.students), getSiteSettings()]);
  return {
    kind: "portal" as const,
    phone: viewer.phone,
    at: new Date().toISOString(),
    site: settings.site_name,
    origin: baseUrl(),
    payFailed: url.searchParams.has("pay-failed"),
    students: students.map(slim),
  };
}

/** The /student form posts, by intent: ask for a code, sign in with it, sign out. */
export async function portalAction(request: Request, clientIp: string) {
  const lang = langFromPath(new URL(request.url).pathname);
  const form = await request.formData();
  switch (form.get("intent")) {
    case "send-code":
    case "have-code":
      return requestCode(form, clientIp);
    case "verify-code":
      return verifyCode(form, request, clientIp, portalHome(lang));
    case "sign-out":
      return signOut(request, portalHome(lang));
    case "pay-now":
      return portalPayNow(request.headers, form.get("dueId"), portalHome(lang), lang);
    default:
      return new Response("Unknown form", { status: 400, headers: { "Cache-Control": "private, no-store" } });
  }
}
