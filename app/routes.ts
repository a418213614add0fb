import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

/** The public pages (spec 2): [path, module, id?]. */
const SITE_PAGES: readonly [string, string, string?][] = [
  ["", "routes/site/home.tsx"],
  ["about", "routes/site/about.tsx"],
  ["courses", "routes/site/courses.tsx"],
  ["online-courses", "routes/site/online-courses.tsx"],
  ["certificate", "routes/site/certificate.tsx"],
  ["certificate/:certificateId", "routes/site/certificate-page.tsx"],
  // A fee receipt's public verify page: its number has slashes (RCT/2026-27/0001).
  ["receipt/*", "routes/site/receipt-page.tsx"],
  ["gallery", "routes/site/gallery.tsx"],
  ["contact", "routes/site/contact.tsx"],
  ["admission", "routes/site/admission.tsx"],
  ["internal-courses", "routes/site/internal-courses.tsx"],
  ["course/:courseId", "routes/site/course.tsx", "course-detail"],
  ["courses/:courseId", "routes/site/course.tsx", "courses-detail"],
  ["course-inner/:courseId", "routes/site/course-inner.tsx"],
  ["privacy", "routes/site/privacy.tsx"],
  ["terms", "routes/site/terms.tsx"],
  ["careers", "routes/site/careers.tsx"],
  ["sitemap", "routes/site/sitemap.tsx"],
  // The payer's return from a Razorpay payment link (app/features/fees/online).
  ["payments/callback", "routes/site/payment-callback.tsx"],
  // The student portal (app/features/student-portal): sign-in with a code, then the student's own page.
  ["student", "routes/site/student.tsx"],
];

/**
 * The public pages at the spec's URLs (English) or under /hi (Hindi): the same
 * module serves both and reads the language from the path; Hindi routes get "hi:" ids.
 */
function sitePages(prefix: "" | "hi") {
  return SITE_PAGES.map(([path, file, id]) => {
    if (!prefix) return path ? route(path, file, id ? { id } : {}) : index(file);
    return route(path ? `${prefix}/${path}` : prefix, file, { id: `${prefix}:${id ?? file.replace(/\.tsx$/, "")}` });
  });
}

// Every URL of the spec (section 2).
export default [
  layout("routes/site/layout.tsx", [...sitePages(""), ...sitePages("hi")]),
  route("auth", "routes/auth/auth.tsx"),
  route("auth/forgot-password", "routes/auth/forgot-password.tsx"),
  route("auth/reset-password", "routes/auth/reset-password.tsx"),
  route("auth/two-factor", "routes/auth/two-factor.tsx"),
  route("logout", "routes/auth/logout.tsx"),
  // The admin forms' image uploads and discards: a resource route that answers 401/403 (requireAdmin
  // in API mode), so it stays outside the admin layout, whose gate redirects to the sign-in page.
  route("admin/uploads", "routes/admin/uploads.ts"),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard/route.tsx"),
    route("users", "routes/admin/users/route.tsx", [route("new", "routes/admin/users/new/route.tsx")]),
    // The course editor (decision 013): child routes of the list, a dialog over it.
    route("courses", "routes/admin/courses/route.tsx", [
      route("new", "routes/admin/courses/new/route.tsx"),
      route(":id/edit", "routes/admin/courses/edit/route.tsx"),
    ]),
    route("inquiries", "routes/admin/inquiries/route.tsx"),
    // CSV downloads: resource routes (no component), each calls requireAdmin itself.
    route("inquiries/export", "routes/admin/inquiries/export.ts"),
    // Editors as routes (decision 013): the spec's dialogs over their list, so links, reload and back work.
    route("gallery", "routes/admin/gallery/route.tsx", [
      route("new", "routes/admin/gallery/new/route.tsx"),
      route(":id/edit", "routes/admin/gallery/edit/route.tsx"),
    ]),
    route("certificates", "routes/admin/certificates/route.tsx", [
      route("new", "routes/admin/certificates/new/route.tsx"),
      route(":id/edit", "routes/admin/certificates/edit/route.tsx"),
      route(":id/revoke", "routes/admin/certificates/revoke/route.tsx"),
    ]),
    route("certificates/import", "routes/admin/certificates/import/route.tsx"),
    // Bulk PDF download: a resource route that calls requireAdmin itself.
    route("certificates/pdf", "routes/admin/certificates/pdf.ts"),
    route("messages", "routes/admin/messages/route.tsx"),
    route("logs", "routes/admin/logs/route.tsx"),
    route("backups", "routes/admin/backups/route.tsx"),
    route("backups/now", "routes/admin/backups/now.ts"),
    route("backups/:id/download", "routes/admin/backups/download.ts"),
    route("settings", "routes/admin/settings/route.tsx"),
    route("settings/fees", "routes/admin/settings/fees/route.tsx"),
    route("orders", "routes/admin/orders/route.tsx"),
    route("leads", "routes/admin/leads/route.tsx"),
    route("leads/export", "routes/admin/leads/export.ts"),
    // The lead desk (decision 016): follow-ups and settings are fixed segments, so they win over :id.
    route("leads/follow-ups", "routes/admin/leads/follow-ups/route.tsx"),
    route("leads/settings", "routes/admin/leads/settings/route.tsx"),
    route("leads/:id", "routes/admin/leads/detail/route.tsx"),
    // Batches (decision 013's shape): the editor is a dialog over the list; the batch page stands alone.
    route("batches", "routes/admin/batches/route.tsx", [
      route("new", "routes/admin/batches/new/route.tsx"),
      route(":id/edit", "routes/admin/batches/edit/route.tsx"),
    ]),
    route("batches/:id", "routes/admin/batches/detail/route.tsx"),
    route("leads/:id/admit", "routes/admin/leads/admit/route.tsx"),
    route("students", "routes/admin/students/route.tsx"),
    // Fees reports (issue 24 point 9): the payments list and CSV, the cash book, who owes what.
    route("payments", "routes/admin/payments/route.tsx"),
    route("payments/export", "routes/admin/payments/export.ts"),
    route("fees/daily", "routes/admin/fees/daily/route.tsx"),
    route("fees/outstanding", "routes/admin/fees/outstanding/route.tsx"),
    route("students/:id", "routes/admin/students/detail/route.tsx"),
    // The student portal's "Show sign-in code" for a student's or guardian's number, to hand over at the desk.
    route("students/:id/portal-code", "routes/admin/students/portal-code/route.tsx"),
    // Practical skills (decision "Practical tasks and earned certificates"): sign-offs and certificates.
    route("batches/:id/tasks", "routes/admin/batches/tasks/route.tsx"),
    route("batches/:id/certificates", "routes/admin/batches/certificates/route.tsx"),
    route("students/:id/certificate", "routes/admin/students/certificate/route.tsx"),
    // Fees online (app/features/fees/online): a due's Razorpay payment link, a form POST.
    route("dues/:id/payment-link", "routes/admin/dues/payment-link.ts"),
    route("outbox", "routes/admin/outbox/route.tsx"),
    // Attendance (app/features/attendance): pages a trainer may open for the batches they teach.
    route("batches/:id/attendance", "routes/admin/batches/attendance/route.tsx"),
    route("batches/:id/register", "routes/admin/batches/register/route.tsx"),
    route("batches/:id/register.csv", "routes/admin/batches/register/csv.ts"),
    route("account", "routes/admin/account/route.tsx"),
    route("my-batches", "routes/admin/my-batches/route.tsx"),
    // Fee receipts and credit notes (app/features/fees/receipts): resource routes, each checks the role itself.
    route("payments/:id/receipt", "routes/admin/payments/receipt.ts"),
    route("payments/:id/receipt/whatsapp", "routes/admin/payments/receipt-whatsapp.ts"),
    route("refunds/:id/credit-note", "routes/admin/refunds/credit-note.ts"),
    // A row action's confirmation without JavaScript (ConfirmForm).
    route("confirm", "routes/admin/confirm/route.tsx"),
  ]),
  // Resource routes: server functions (spec 7), feeds for search engines.
  route("functions/v1/google-reviews", "routes/api/google-reviews.ts"),
  route("functions/v1/generate-backup", "routes/api/generate-backup.ts"),
  route("functions/v1/admin-manage-users", "routes/api/admin-manage-users.ts"),
  // Meta's WhatsApp Cloud API webhook (decision 016): verification GET, signed POSTs.
  route("functions/v1/whatsapp-webhook", "routes/api/whatsapp-webhook.ts"),
  // Razorpay's signed payment events (app/features/fees/online).
  route("webhooks/razorpay", "routes/api/razorpay-webhook.ts"),
  route("sitemap.xml", "routes/api/sitemap-xml.ts"),
  route("robots.txt", "routes/api/robots-txt.ts"),
  route("newsletter", "routes/api/newsletter.ts"),
  // Certificates (docs/certificates.md): the PDF, the link-preview image, the public signing keys.
  route("certificate/:certificateId.pdf", "routes/api/certificate-pdf.ts"),
  // The same PDF with the Hindi sheet's labels, for the Hindi certificate page.
  route("hi/certificate/:certificateId.pdf", "routes/api/certificate-pdf.ts", { id: "hi:certificate-pdf" }),
  // The student portal's receipt PDFs: resource routes that check the portal session and ownership.
  route("student/receipts/:paymentId", "routes/site/student-receipt.ts"),
  route("hi/student/receipts/:paymentId", "routes/site/student-receipt.ts", { id: "hi:student-receipt" }),
  // The portal as an installable app: manifest (per language), service worker, script, icons.
  route("student/app/:file", "routes/site/student-app.ts"),
  route("hi/student/app/:file", "routes/site/student-app.ts", { id: "hi:student-app" }),
  route("certificate/:certificateId/preview.png", "routes/api/certificate-preview.ts"),
  route("certificate-keys.json", "routes/api/certificate-keys.ts"),
  route("*", "routes/site/not-found.tsx"),
] satisfies RouteConfig;
