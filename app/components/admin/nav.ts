import {
  Activity,
  CalendarRange,
  ClipboardCheck,
  FileText,
  GalleryHorizontal,
  GraduationCap,
  HardDriveDownload,
  Inbox,
  IndianRupee,
  LayoutDashboard,
  type LucideIcon,
  Mail,
  MessageSquare,
  MessagesSquare,
  Settings,
  ShoppingCart,
  UserRoundCheck,
  Users,
} from "lucide-react";

/**
 * The sidebar's top group: the spec's ten entries (spec 2, Admin shell) in order, with Leads
 * after Inquiries (decision 016: the lead desk belongs with them). `badge` names a count the
 * admin layout's loader supplies.
 */
export const ADMIN_NAV: { to: string; label: string; icon: LucideIcon; badge?: "newLeads" }[] = [
  { to: "/admin", label: "Dashboard", icon: LayoutDashboard },
  { to: "/admin/users", label: "Users", icon: Users },
  { to: "/admin/courses", label: "Courses", icon: GraduationCap },
  { to: "/admin/batches", label: "Batches", icon: CalendarRange },
  { to: "/admin/inquiries", label: "Inquiries", icon: MessagesSquare },
  { to: "/admin/leads", label: "Leads", icon: Inbox, badge: "newLeads" },
  { to: "/admin/students", label: "Students", icon: UserRoundCheck },
  { to: "/admin/gallery", label: "Gallery", icon: GalleryHorizontal },
  { to: "/admin/certificates", label: "Certificates", icon: FileText },
  { to: "/admin/messages", label: "Messages", icon: MessageSquare },
  { to: "/admin/logs", label: "Logs", icon: Activity },
  { to: "/admin/backups", label: "Backups", icon: HardDriveDownload },
  { to: "/admin/settings", label: "Settings", icon: Settings },
];

/** A trainer's whole sidebar (decision 037): their batches; "My account" sits below as for everyone. */
export const TRAINER_NAV: typeof ADMIN_NAV = [{ to: "/admin/my-batches", label: "My batches", icon: ClipboardCheck }];

/**
 * Beyond the spec, shown in a separate 'More' group under the top group: fees' payments (with
 * the cash book and the dues list), orders and (super admins only; the page checks the role
 * itself) the mail outbox.
 */
export const ADMIN_NAV_EXTRA: { to: string; label: string; icon: LucideIcon; superAdminOnly?: boolean }[] = [
  { to: "/admin/payments", label: "Payments", icon: IndianRupee },
  { to: "/admin/orders", label: "Orders", icon: ShoppingCart },
  { to: "/admin/outbox", label: "Outbox", icon: Mail, superAdminOnly: true },
];
