import { Download, Eye } from "lucide-react";
import { useState } from "react";
import { useFetcher, useSearchParams } from "react-router";
import { z } from "zod";
import { LoadError } from "../../../components/admin/load-error";
import { PageHeader } from "../../../components/admin/page-header";
import { Pagination } from "../../../components/admin/pagination";
import { SearchForm } from "../../../components/admin/search-form";
import { Badge } from "../../../components/ui/badge";
import { Button, buttonVariants } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../../components/ui/dialog";
import { NativeSelect } from "../../../components/ui/input";
import { Table, TableBody, TableCell, TableEmpty, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
import { capitalize, formatDate, formatDateTime, inquiryStatusLabel, inquiryStatusVariant } from "../../../lib/admin-display";
import { INQUIRY_STATUSES } from "../../../lib/domain";
import { DEFAULT_PAGE_SIZE, parsePage } from "../../../lib/list-params";
import { audit } from "../../../server/audit.server";
import { logger } from "../../../server/logger.server";
// Type-only imports stay separate: an inline `type` specifier would leave a bare import of
// the server module in the client bundle once the loader is removed.
import type { AdminInquiry } from "../../../server/models/inquiries-admin.server";
import { inquiryFilterFrom, listInquiries } from "../../../server/models/inquiries-admin.server";
import { setAdmissionStatus } from "../../../server/models/lead-desk/work.server";
import { requireAdmin } from "../../../server/permissions.server";
import { redirectWithToast } from "../../../server/toast.server";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Course Inquiries | Admin" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const filter = inquiryFilterFrom(params);
  try {
    const result = await listInquiries(filter, parsePage(params.get("page")));
    return { ...result, filter, loadError: null };
  } catch (error) {
    logger.error({ err: error }, "inquiries load failed");
    return { rows: [] as AdminInquiry[], total: 0, page: 1, pageCount: 1, filter, loadError: "Failed to load inquiries" };
  }
}

const statusSchema = z.object({
  intent: z.literal("status"),
  id: z.guid(),
  status: z.enum(INQUIRY_STATUSES),
});

/** Status change (spec 4: any value from any value). Redirects back to the same list with the toast. */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  const parsed = statusSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return redirectWithToast(back, { title: "Failed to update status", type: "error" });
  try {
    // Through the lead desk (issue 10): enrolled takes a seat in the course, leaving it gives it back.
    const result = await setAdmissionStatus(parsed.data.id, parsed.data.status, admin);
    if (!result) return redirectWithToast(back, { title: "Failed to update status", type: "error" });
    if (!result.ok) return redirectWithToast(back, { title: "Failed to update status", description: result.message, type: "error" });
    await audit({
      adminUserId: admin.id,
      action: "inquiry_status_update",
      details: { inquiry_id: parsed.data.id, full_name: result.fullName, old_status: result.oldStatus, new_status: parsed.data.status },
    });
    return redirectWithToast(back, { title: "Status updated successfully", type: "success" });
  } catch (error) {
    logger.error({ err: error }, "inquiry status update failed");
    return redirectWithToast(back, { title: "Failed to update status", type: "error" });
  }
}

export default function InquiriesPage({ loaderData }: Route.ComponentProps) {
  const { rows, total, page, filter, loadError } = loaderData;
  const [viewing, setViewing] = useState<(typeof rows)[number] | null>(null);
  const [searchParams] = useSearchParams();
  const exportParams = new URLSearchParams();
  for (const key of ["status", "q"]) {
    const value = searchParams.get(key);
    if (value) exportParams.set(key, value);
  }
  const exportHref = `/admin/inquiries/export${exportParams.size ? `?${exportParams}` : ""}`;
  const filtered = Boolean(filter.status || filter.q);

  return (
    <div>
      <PageHeader
        title="Course Inquiries"
        description={`Total inquiries: ${total}`}
        actions={
          <a href={exportHref} download className={buttonVariants({ variant: "outline" })}>
            <Download aria-hidden="true" />
            {filtered ? "Export filtered CSV" : "Export CSV"}
          </a>
        }
      />
      <SearchForm placeholder="Search by name, email or phone..." label="Search inquiries" className="mb-4">
        <label className="sr-only" htmlFor="inquiry-status-filter">
          Filter by status
        </label>
        <NativeSelect id="inquiry-status-filter" name="status" defaultValue={filter.status ?? ""} className="h-10 sm:w-44">
          <option value="">All statuses</option>
          {INQUIRY_STATUSES.map((s) => (
            <option key={s} value={s}>
              {capitalize(s)}
            </option>
          ))}
        </NativeSelect>
      </SearchForm>
      <LoadError message={loadError} />
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Name</TableHead>
            <TableHead>Course</TableHead>
            <TableHead>Contact</TableHead>
            <TableHead>Submitted</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.length === 0 ? (
            <TableEmpty colSpan={6}>No inquiries found</TableEmpty>
          ) : (
            rows.map((inquiry) => (
              <TableRow key={inquiry.id}>
                <TableCell className="font-medium">{inquiry.full_name}</TableCell>
                <TableCell>
                  {inquiry.course_name ? (
                    <>
                      <div>{inquiry.course_name}</div>
                      <div className="text-xs text-muted-foreground">{inquiry.course_code}</div>
                    </>
                  ) : (
                    <span className="text-muted-foreground">No course</span>
                  )}
                </TableCell>
                <TableCell>
                  <div className="max-w-48 truncate" title={inquiry.email}>
                    {inquiry.email}
                  </div>
                  <div className="text-xs text-muted-foreground">{inquiry.phone}</div>
                </TableCell>
                <TableCell className="whitespace-nowrap">{formatDate(inquiry.created_at)}</TableCell>
                <TableCell>
                  <Badge variant={inquiryStatusVariant(inquiry.status)} data-status={inquiry.status}>
                    {inquiryStatusLabel(inquiry.status)}
                  </Badge>
                </TableCell>
                <TableCell>
                  <div className="flex items-center gap-2">
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      onClick={() => setViewing(inquiry)}
                      aria-label={`View Details for ${inquiry.full_name}`}
                    >
                      <Eye aria-hidden="true" />
                      View Details
                    </Button>
                    <StatusSelect inquiry={inquiry} />
                  </div>
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      <Pagination page={page} total={total} pageSize={DEFAULT_PAGE_SIZE} />
      <InquiryDetails inquiry={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}

/** The status dropdown: submits on change with JavaScript; without it, an Update button posts the form. */
function StatusSelect({ inquiry }: { inquiry: { id: string; full_name: string; status: string } }) {
  const fetcher = useFetcher();
  const pending = fetcher.state !== "idle";
  const shown = pending ? String(fetcher.formData?.get("status") ?? inquiry.status) : inquiry.status;
  return (
    <fetcher.Form method="post" className="flex items-center gap-1">
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="id" value={inquiry.id} />
      <NativeSelect
        name="status"
        value={shown}
        aria-label={`Status for ${inquiry.full_name}`}
        className="h-9 w-[8.5rem] py-1 pr-7 text-sm"
        disabled={pending}
        onChange={(event) => fetcher.submit(event.currentTarget.form, { method: "post", preventScrollReset: true })}
      >
        {INQUIRY_STATUSES.includes(inquiry.status as never) ? null : (
          <option value={inquiry.status}>{inquiryStatusLabel(inquiry.status)}</option>
        )}
        {INQUIRY_STATUSES.map((s) => (
          <option key={s} value={s}>
            {capitalize(s)}
          </option>
        ))}
      </NativeSelect>
      <noscript>
        <Button type="submit" size="sm" variant="secondary">
          Update
        </Button>
      </noscript>
    </fetcher.Form>
  );
}

function InquiryDetails({ inquiry, onClose }: { inquiry: (AdminInquiry & { created_at: Date | string }) | null; onClose: () => void }) {
  return (
    <Dialog open={inquiry !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {inquiry ? (
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>Inquiry Details</DialogTitle>
            <DialogDescription>{inquiry.full_name}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-5">
            <DetailSection title="Personal Information">
              <Detail label="Full Name" value={inquiry.full_name} />
              {inquiry.age !== null ? <Detail label="Age" value={String(inquiry.age)} /> : null}
              <Detail
                label="Email"
                value={
                  <a className="text-brand-700 underline" href={`mailto:${inquiry.email}`}>
                    {inquiry.email}
                  </a>
                }
              />
              <Detail
                label="Phone"
                value={
                  <a className="text-brand-700 underline" href={`tel:${inquiry.phone}`}>
                    {inquiry.phone}
                  </a>
                }
              />
              {inquiry.address ? <Detail label="Address" value={inquiry.address} wide /> : null}
            </DetailSection>
            <DetailSection title="Educational Background">
              <Detail label="Education Level" value={inquiry.education ? capitalize(inquiry.education) : "Not specified"} />
              <Detail label="Previous Experience" value={inquiry.previous_experience || "None"} wide />
            </DetailSection>
            <DetailSection title="Course Information">
              <Detail
                label="Selected Course"
                value={inquiry.course_name ? `${inquiry.course_name} (${inquiry.course_code})` : "No course"}
                wide
              />
              <Detail label="Reason for Joining" value={inquiry.reason_for_joining || "Not specified"} wide />
            </DetailSection>
            <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-4 text-sm">
              <div className="flex items-center gap-2">
                <span className="text-muted-foreground">Status:</span>
                <Badge variant={inquiryStatusVariant(inquiry.status)}>{inquiryStatusLabel(inquiry.status)}</Badge>
              </div>
              <p>
                <span className="text-muted-foreground">Submitted: </span>
                {formatDateTime(inquiry.created_at)}
              </p>
            </div>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function DetailSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title}>
      <h3 className="mb-2 text-sm font-semibold text-brand-900">{title}</h3>
      <dl className="grid gap-3 rounded-lg border bg-slate-50 p-3 sm:grid-cols-2">{children}</dl>
    </section>
  );
}

function Detail({ label, value, wide }: { label: string; value: React.ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 whitespace-pre-wrap break-words text-sm">{value}</dd>
    </div>
  );
}
