import { LIMITS } from "./domain";
import { INDIA_TIME_ZONE } from "./india-time";

/**
 * Display rules of the admin's read-only lists (spec 4 and 9): badge styles by status and
 * by action keyword, shortened ids, and dates in the institute's time zone (so the server's
 * HTML and the browser agree, wherever either runs).
 */
type BadgeVariant = "default" | "secondary" | "destructive" | "outline" | "yellow" | "blue" | "green" | "red" | "grey";

/** Inquiry status: pending yellow, contacted blue, enrolled green, rejected red, other grey. */
export function inquiryStatusVariant(status: string): BadgeVariant {
  switch (status) {
    case "pending":
      return "yellow";
    case "contacted":
      return "blue";
    case "enrolled":
      return "green";
    case "rejected":
      return "red";
    default:
      return "grey";
  }
}

/** Message status: sent, pending, failed, delivered; anything else looks like pending. */
export function messageStatusVariant(status: string | null): BadgeVariant {
  switch (status) {
    case "sent":
      return "blue";
    case "delivered":
      return "green";
    case "failed":
      return "red";
    default:
      return "yellow";
  }
}

/** Log action by keyword: create/add default; update/edit secondary; delete/remove destructive; else outline. */
export function logActionVariant(action: string): BadgeVariant {
  const a = action.toLowerCase();
  if (a.includes("create") || a.includes("add")) return "default";
  if (a.includes("update") || a.includes("edit")) return "secondary";
  if (a.includes("delete") || a.includes("remove")) return "destructive";
  return "outline";
}

/** First 8 characters and '...'; an absent id reads 'N/A'. */
export function shortId(id: string | null | undefined): string {
  if (!id) return "N/A";
  return `${id.slice(0, LIMITS.adminIdChars)}...`;
}

export function capitalize(text: string): string {
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/** An enquiry status as the spec shows it ("Pending"); the lead desk's demo_scheduled reads "Demo scheduled". */
export function inquiryStatusLabel(status: string): string {
  return capitalize(status.replaceAll("_", " "));
}

const dateFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: INDIA_TIME_ZONE });
const dateTimeFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: INDIA_TIME_ZONE,
});

export function formatDate(value: Date | string): string {
  return dateFormat.format(new Date(value));
}

export function formatDateTime(value: Date | string): string {
  return dateTimeFormat.format(new Date(value));
}

/** Details of a log entry as indented JSON. */
export function formatJson(value: unknown): string {
  if (value === null || value === undefined) return "{}";
  return JSON.stringify(value, null, 2);
}
