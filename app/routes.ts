import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

// Every URL of the spec (section 2), written by hand.
export default [
  layout("routes/site/layout.tsx", [
    index("routes/site/home.tsx"),
    route("about", "routes/site/about.tsx"),
    route("courses", "routes/site/courses.tsx"),
    route("online-courses", "routes/site/online-courses.tsx"),
    route("certificate", "routes/site/certificate.tsx"),
    route("certificate/:certificateId", "routes/site/certificate-page.tsx"),
    route("gallery", "routes/site/gallery.tsx"),
    route("contact", "routes/site/contact.tsx"),
    route("admission", "routes/site/admission.tsx"),
    route("internal-courses", "routes/site/internal-courses.tsx"),
    route("course/:courseId", "routes/site/course.tsx", { id: "course-detail" }),
    route("courses/:courseId", "routes/site/course.tsx", { id: "courses-detail" }),
    route("course-inner/:courseId", "routes/site/course-inner.tsx"),
    route("privacy", "routes/site/privacy.tsx"),
    route("terms", "routes/site/terms.tsx"),
    route("careers", "routes/site/careers.tsx"),
    route("sitemap", "routes/site/sitemap.tsx"),
  ]),
  route("auth", "routes/auth/auth.tsx"),
  route("logout", "routes/auth/logout.tsx"),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard/route.tsx"),
    route("users", "routes/admin/users/route.tsx"),
    route("courses", "routes/admin/courses/route.tsx"),
    route("inquiries", "routes/admin/inquiries/route.tsx"),
    // CSV downloads: resource routes (no component), each calls requireAdmin itself.
    route("inquiries/export", "routes/admin/inquiries/export.ts"),
    route("gallery", "routes/admin/gallery/route.tsx"),
    route("certificates", "routes/admin/certificates/route.tsx"),
    route("certificates/import", "routes/admin/certificates/import/route.tsx"),
    // Bulk PDF download: a resource route that calls requireAdmin itself.
    route("certificates/pdf", "routes/admin/certificates/pdf.ts"),
    route("messages", "routes/admin/messages/route.tsx"),
    route("logs", "routes/admin/logs/route.tsx"),
    route("backups", "routes/admin/backups/route.tsx"),
    route("settings", "routes/admin/settings/route.tsx"),
    route("orders", "routes/admin/orders/route.tsx"),
    route("leads", "routes/admin/leads/route.tsx"),
    route("leads/export", "routes/admin/leads/export.ts"),
    // The lead desk (issue 10): follow-ups is a fixed segment, so it wins over :id.
    route("leads/follow-ups", "routes/admin/leads/follow-ups/route.tsx"),
    route("leads/:id", "routes/admin/leads/detail/route.tsx"),
    route("outbox", "routes/admin/outbox/route.tsx"),
  ]),
  // Resource routes: server functions (spec 7), feeds for search engines.
  route("functions/v1/google-reviews", "routes/api/google-reviews.ts"),
  route("functions/v1/generate-backup", "routes/api/generate-backup.ts"),
  route("functions/v1/admin-manage-users", "routes/api/admin-manage-users.ts"),
  // Meta's WhatsApp Cloud API webhook (issue 10): verification GET, signed POSTs.
  route("functions/v1/whatsapp-webhook", "routes/api/whatsapp-webhook.ts"),
  route("sitemap.xml", "routes/api/sitemap-xml.ts"),
  route("robots.txt", "routes/api/robots-txt.ts"),
  route("newsletter", "routes/api/newsletter.ts"),
  // Certificates (issue 12): the PDF, the link-preview image, the public signing keys.
  route("certificate/:certificateId.pdf", "routes/api/certificate-pdf.ts"),
  route("certificate/:certificateId/preview.png", "routes/api/certificate-preview.ts"),
  route("certificate-keys.json", "routes/api/certificate-keys.ts"),
  route("*", "routes/site/not-found.tsx"),
] satisfies RouteConfig;
