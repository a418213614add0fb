import { parseWithZod } from "@conform-to/zod/v4";
import { Download } from "lucide-react";
import { useMemo, useState } from "react";
import { DataTable } from "#app/components/admin/data-table";
import { LoadError } from "#app/components/admin/load-error";
import { PageHeader } from "#app/components/admin/page-header";
import { SearchForm } from "#app/components/admin/search-form";
import { buttonVariants } from "#app/components/ui/button";
import { NativeSelect } from "#app/components/ui/input";
import { capitalize } from "#app/lib/admin-display";
import { INQUIRY_STATUSES } from "#app/lib/domain";
import { inquiryStatusSchema } from "#app/lib/validation/inquiry";
import { audit } from "#app/server/audit.server";
import { logger } from "#app/server/logger.server";
import { inquiryListFrom, listInquiries } from "#app/server/models/inquiries-admin.server";
import { setAdmissionStatus } from "#app/server/models/lead-desk/work.server";
import { currentAdmin } from "#app/server/permissions.server";
import { redirectWithToast } from "#app/server/toast.server";
import type { Route } from "./+types/route";
import { type InquiryRow, inquiryColumns } from "./inquiry-columns";
import { InquiryDetails } from "./inquiry-details";

export const meta: Route.MetaFunction = () => [{ title: "Course Inquiries | Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await currentAdmin({ request, context });
  const { list, filter } = inquiryListFrom(request.url);
  try {
    const result = await listInquiries(filter, list.page, list.pageSize);
    return { ...result, pageSize: list.pageSize, filter, loadError: null };
  } catch (error) {
    logger.error({ err: error }, "inquiries load failed");
    const empty: InquiryRow[] = [];
    return { rows: empty, total: 0, page: 1, pageCount: 1, pageSize: list.pageSize, filter, loadError: "Failed to load inquiries" };
  }
}

/**
 * Status change (spec 4: any value from any value). The dropdown has no field to show an
 * error under, so every outcome, a refused post included, goes back to the same list with
 * the spec's toast ('Status updated successfully' / 'Failed to update status').
 */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await currentAdmin({ request, context });
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  const failed = (description?: string) => redirectWithToast(back, { title: "Failed to update status", description, type: "error" });
  const submission = parseWithZod(await request.formData(), { schema: inquiryStatusSchema, disableAutoCoercion: true });
  if (submission.status !== "success") return failed();
  const { id, status } = submission.value;
  try {
    // Through the lead desk (issue 10): enrolled takes a seat in the course, leaving it gives it back.
    const result = await setAdmissionStatus(id, status, admin);
    if (!result) return failed();
    if (!result.ok) return failed(result.message);
    await audit({
      adminUserId: admin.id,
      action: "inquiry_status_update",
      details: { inquiry_id: id, full_name: result.fullName, old_status: result.oldStatus, new_status: status },
    });
    return redirectWithToast(back, { title: "Status updated successfully", type: "success" });
  } catch (error) {
    logger.error({ err: error }, "inquiry status update failed");
    return failed();
  }
}

/** The CSV link carries the list's filters, so the file is what the page shows (all pages of it). */
function exportHref(filter: { status: string | null; q: string }): string {
  const params = new URLSearchParams();
  if (filter.status) params.set("status", filter.status);
  if (filter.q) params.set("q", filter.q);
  return `/admin/inquiries/export${params.size ? `?${params}` : ""}`;
}

export default function InquiriesPage({ loaderData }: Route.ComponentProps) {
  const { rows, total, page, pageCount, pageSize, filter, loadError } = loaderData;
  const [viewing, setViewing] = useState<InquiryRow | null>(null);
  const columns = useMemo(() => inquiryColumns(setViewing), []);
  const filtered = Boolean(filter.status || filter.q);

  return (
    <div>
      <PageHeader
        title="Course Inquiries"
        description={`Total inquiries: ${total}`}
        actions={
          <a href={exportHref(filter)} download className={buttonVariants({ variant: "outline" })}>
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
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        empty="No inquiries found"
        page={{ page, pageSize, total, pageCount }}
      />
      <InquiryDetails inquiry={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
