import { Download } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { PageHeader } from "../../../components/admin/page-header";
import { Pagination } from "../../../components/admin/pagination";
import { SearchForm } from "../../../components/admin/search-form";
import { buttonVariants } from "../../../components/ui/button";
import { Table, TableBody, TableCell, TableEmpty, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
import { formatDateTime } from "../../../lib/admin-display";
import { DEFAULT_PAGE_SIZE, parsePage } from "../../../lib/list-params";
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
      {tab === "contact" ? <ContactTable rows={list.rows as ContactLead[]} q={q} /> : null}
      {tab === "demo" ? <DemoTable rows={list.rows as DemoLead[]} q={q} /> : null}
      {tab === "newsletter" ? <NewsletterTable rows={list.rows as NewsletterLead[]} q={q} /> : null}
      <Pagination page={list.page} total={list.total} pageSize={DEFAULT_PAGE_SIZE} />
    </div>
  );
}

type Dated = { created_at: Date | string };
const empty = (q: string) => (q ? "No leads match your search." : "No leads yet.");

function ContactTable({ rows, q }: { rows: (Omit<ContactLead, "created_at"> & Dated)[]; q: string }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Name</TableHead>
          <TableHead>Contact</TableHead>
          <TableHead>Subject</TableHead>
          <TableHead>Message</TableHead>
          <TableHead>Received</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.length === 0 ? (
          <TableEmpty colSpan={5}>{empty(q)}</TableEmpty>
        ) : (
          rows.map((r) => (
            <TableRow key={r.id} className="align-top">
              <TableCell className="align-top font-medium">
                {r.name}
                {r.course ? <div className="text-xs font-normal text-muted-foreground">{r.course}</div> : null}
              </TableCell>
              <TableCell className="align-top">
                <a className="text-brand-700 underline" href={`mailto:${r.email}`}>
                  {r.email}
                </a>
                {r.phone ? <div className="text-xs text-muted-foreground">{r.phone}</div> : null}
              </TableCell>
              <TableCell className="align-top">{r.subject ?? "—"}</TableCell>
              <TableCell className="align-top">
                <p className="line-clamp-3 max-w-md whitespace-pre-wrap">{r.message}</p>
              </TableCell>
              <TableCell className="whitespace-nowrap align-top">{formatDateTime(r.created_at)}</TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}

function DemoTable({ rows, q }: { rows: (Omit<DemoLead, "created_at"> & Dated)[]; q: string }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Name</TableHead>
          <TableHead>Mobile</TableHead>
          <TableHead>Course</TableHead>
          <TableHead>Received</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.length === 0 ? (
          <TableEmpty colSpan={4}>{empty(q)}</TableEmpty>
        ) : (
          rows.map((r) => (
            <TableRow key={r.id}>
              <TableCell className="font-medium">{r.name}</TableCell>
              <TableCell>
                <a className="text-brand-700 underline" href={`tel:${r.mobile}`}>
                  {r.mobile}
                </a>
              </TableCell>
              <TableCell>{r.course}</TableCell>
              <TableCell className="whitespace-nowrap">{formatDateTime(r.created_at)}</TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}

function NewsletterTable({ rows, q }: { rows: (Omit<NewsletterLead, "created_at"> & Dated)[]; q: string }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Email</TableHead>
          <TableHead>Subscribed</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.length === 0 ? (
          <TableEmpty colSpan={2}>{empty(q)}</TableEmpty>
        ) : (
          rows.map((r) => (
            <TableRow key={r.id}>
              <TableCell>{r.email}</TableCell>
              <TableCell className="whitespace-nowrap">{formatDateTime(r.created_at)}</TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
