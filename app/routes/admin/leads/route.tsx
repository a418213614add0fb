import { Download } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { type DataColumn, DataTable } from "../../../components/admin/data-table";
import { PageHeader } from "../../../components/admin/page-header";
import { SearchForm } from "../../../components/admin/search-form";
import { buttonVariants } from "../../../components/ui/button";
import { formatDateTime } from "../../../lib/admin-display";
import { telHref } from "../../../lib/contact-links";
import { parsePage } from "../../../lib/list-params";
import { cn } from "../../../lib/utils";
import type { ContactLead, DemoLead, LeadKind, NewsletterLead } from "../../../server/models/leads-admin.server";
import { leadCounts, leadKindFrom, listLeads } from "../../../server/models/leads-admin.server";
import { requireAdmin } from "../../../server/permissions.server";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Leads | Admin" }];

// Read-only: the public forms write these tables; staff only read and export them.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const tab = leadKindFrom(params.get("tab"));
  const q = (params.get("q") ?? "").trim();
  const [counts, list] = await Promise.all([leadCounts(), listLeads(tab, q, parsePage(params.get("page")))]);
  return { tab, q, counts, list };
}

const TABS: { kind: LeadKind; label: string; description: string }[] = [
  { kind: "contact", label: "Contact Messages", description: "Sent from the contact page" },
  { kind: "demo", label: "Demo Requests", description: "Free demo class requests from the home page" },
  { kind: "newsletter", label: "Newsletter", description: "'Stay Updated' sign-ups from the footer" },
];

type LeadPage = Route.ComponentProps["loaderData"]["list"];

/** The tab's rows in its columns; `tab` says which of the three row types `rows` holds. */
function LeadTable({ tab, rows, empty, page }: { tab: LeadKind; rows: LeadPage["rows"]; empty: string; page: LeadPage }) {
  const shared = { rowKey: (r: { id: string }) => r.id, empty, page };
  if (tab === "demo") return <DataTable columns={demoColumns} rows={rows as Serialized<DemoLead>[]} {...shared} />;
  if (tab === "newsletter") return <DataTable columns={newsletterColumns} rows={rows as Serialized<NewsletterLead>[]} {...shared} />;
  return <DataTable columns={contactColumns} rows={rows as Serialized<ContactLead>[]} {...shared} />;
}

export default function LeadsPage({ loaderData }: Route.ComponentProps) {
  const { tab, q, counts, list } = loaderData;
  const [searchParams] = useSearchParams();
  const current = TABS.find((t) => t.kind === tab) ?? TABS[0];
  const exportParams = new URLSearchParams({ tab });
  if (searchParams.get("q")) exportParams.set("q", searchParams.get("q") ?? "");

  return (
    <div>
      <PageHeader
        title="Leads"
        description="Every visitor who wrote to you, asked for a demo class or subscribed"
        actions={
          <a href={`/admin/leads/export?${exportParams}`} download className={buttonVariants({ variant: "outline" })}>
            <Download aria-hidden="true" />
            Export CSV
          </a>
        }
      />
      <nav aria-label="Lead types" className="mb-4 overflow-x-auto">
        <ul className="inline-flex h-10 items-center gap-1 rounded-md bg-muted p-1 text-muted-foreground">
          {TABS.map((t) => (
            <li key={t.kind}>
              <Link
                to={`?tab=${t.kind}`}
                aria-current={t.kind === tab ? "page" : undefined}
                className={cn(
                  "inline-flex items-center gap-1.5 whitespace-nowrap rounded-sm px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring",
                  t.kind === tab ? "bg-background text-foreground shadow-sm" : "hover:text-foreground",
                )}
              >
                {t.label}
                <span className="rounded-full bg-slate-200 px-1.5 text-xs text-slate-800">{counts[t.kind]}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mb-3 text-sm text-muted-foreground">{current.description}</p>
      <SearchForm
        key={tab}
        keep={["tab"]}
        placeholder={
          tab === "newsletter"
            ? "Search by email..."
            : tab === "demo"
              ? "Search by name, mobile or course..."
              : "Search by name, email, phone or message..."
        }
        label={`Search ${current.label.toLowerCase()}`}
        className="mb-4"
      />
      <LeadTable tab={tab} rows={list.rows} empty={q ? "No leads match your search." : "No leads yet."} page={list} />
    </div>
  );
}

/** Rows as the page receives them (dates arrive serialized). */
type Serialized<T> = Omit<T, "created_at"> & { created_at: Date | string };
const received = <T extends { created_at: Date | string }>(header: string): DataColumn<T> => ({
  header,
  cell: ({ row }) => formatDateTime(row.original.created_at),
  meta: { cellClassName: "whitespace-nowrap align-top" },
});

const contactColumns: DataColumn<Serialized<ContactLead>>[] = [
  {
    header: "Name",
    cell: ({ row: { original: r } }) => (
      <>
        {r.name}
        {r.course ? <div className="text-xs font-normal text-muted-foreground">{r.course}</div> : null}
      </>
    ),
    meta: { cellClassName: "align-top font-medium" },
  },
  {
    header: "Contact",
    cell: ({ row: { original: r } }) => (
      <>
        <a className="break-all text-brand-700 underline" href={`mailto:${r.email}`}>
          {r.email}
        </a>
        {r.phone ? <div className="text-xs text-muted-foreground">{r.phone}</div> : null}
      </>
    ),
    meta: { cellClassName: "align-top" },
  },
  { header: "Subject", cell: ({ row }) => row.original.subject ?? "—", meta: { cellClassName: "align-top", wide: true } },
  {
    header: "Message",
    cell: ({ row }) => <p className="line-clamp-3 max-w-md whitespace-pre-wrap">{row.original.message}</p>,
    meta: { cellClassName: "align-top", wide: true },
  },
  received("Received"),
];

const demoColumns: DataColumn<Serialized<DemoLead>>[] = [
  { header: "Name", cell: ({ row }) => row.original.name, meta: { cellClassName: "font-medium" } },
  {
    header: "Mobile",
    cell: ({ row }) => (
      <a className="text-brand-700 underline" href={telHref(row.original.mobile)}>
        {row.original.mobile}
      </a>
    ),
  },
  { header: "Course", cell: ({ row }) => row.original.course },
  received("Received"),
];

const newsletterColumns: DataColumn<Serialized<NewsletterLead>>[] = [
  { header: "Email", cell: ({ row }) => row.original.email, meta: { cellClassName: "break-all", wide: true } },
  received("Subscribed"),
];
