import { parseWithZod } from "@conform-to/zod/v4";
import { Download } from "lucide-react";
import { useMemo, useState } from "react";
import { DataTable } from "#app/components/admin/data-table";
import { FilterSelect } from "#app/components/admin/filter-select";
import { LoadError } from "#app/components/admin/load-error";
import { PageHeader } from "#app/components/admin/page-header";
import { RefusalNote } from "#app/components/admin/refusal-note";
import { SearchForm } from "#app/components/admin/search-form";
import { buttonVariants } from "#app/components/ui/button";
import { currentAdmin } from "#app/features/accounts/permissions.server";
import { inquiryListFrom, listInquiries } from "#app/features/enquiries/inquiries-admin.server";
import { type InquiryRow, inquiryColumns } from "#app/features/enquiries/inquiry-columns";
import { InquiryDetails } from "#app/features/enquiries/inquiry-details";
import { setAdmissionStatus } from "#app/features/lead-desk/work.server";
import { capitalize } from "#app/lib/admin-display";
import { INQUIRY_STATUSES } from "#app/lib/domain";
import { inquiryStatusSchema } from "#app/lib/validation/inquiry";
import { audit } from "#app/server/db/audit.server";
import { pageOrLoadError } from "#app/server/db/paginate.server";
import { refuse } from "#app/server/http/refuse.server";
import { redirectWithToast } from "#app/server/http/toast.server";
import { logger } from "#app/server/logger.server";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Course Inquiries | Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await currentAdmin({ request, context });
  const { list, filter } = inquiryListFrom(request.url);
  const inquiries = await pageOrLoadError("inquiries", () => listInquiries(filter, list.page, list.pageSize), "Failed to load inquiries");
  return { filter, ...inquiries };
}

const FAILED = "Failed to update status";

/**
 * Status change (spec 4: any value from any value). Success goes back to the same list with the
 * spec's toast; a refusal stays (decision 013's one shape): Conform's reply, whose form error the
 * page shows above the list without JavaScript, and 'Failed to update status' as the toast.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await currentAdmin({ request, context });
  const url = new URL(request.url);
  const submission = parseWithZod(await request.formData(), { schema: inquiryStatusSchema, disableAutoCoercion: true });
  const refused = (status: number, description?: string) =>
    refuse({ status, title: FAILED, description }, submission.reply({ formErrors: [description ? `${FAILED}: ${description}` : FAILED] }));
  if (submission.status !== "success") return refused(400);
  const { id, status } = submission.value;
  try {
    // Through the lead desk (decision 016): enrolled takes a seat in the course, leaving it gives it back.
    const result = await setAdmissionStatus(id, status, admin);
    if (!result) return refused(404);
    if (!result.ok) return refused(409, result.message);
    await audit({
      adminUserId: admin.id,
      action: "inquiry_status_update",
      details: { inquiry_id: id, old_status: result.oldStatus, new_status: status },
    });
    return redirectWithToast(`${url.pathname}${url.search}`, { title: "Status updated successfully", type: "success" });
  } catch (error) {
    logger.error({ err: error }, "inquiry status update failed");
    return refused(500);
  }
}

/** The CSV link carries the list's filters, so the file is what the page shows (all pages of it). */
function exportHref(filter: { status: string | null; q: string }): string {
  const params = new URLSearchParams();
  if (filter.status) params.set("status", filter.status);
  if (filter.q) params.set("q", filter.q);
  return `/admin/inquiries/export${params.size ? `?${params}` : ""}`;
}

const STATUS_OPTIONS = INQUIRY_STATUSES.map((s) => ({ value: s, label: capitalize(s) }));

export default function InquiriesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { inquiries, page, filter, loadError } = loaderData;
  const [viewing, setViewing] = useState<InquiryRow | null>(null);
  const columns = useMemo(() => inquiryColumns(setViewing), []);
  const filtered = Boolean(filter.status || filter.q);

  return (
    <div>
      <PageHeader
        title="Course Inquiries"
        description={`Total inquiries: ${page?.total ?? 0}`}
        actions={
          <a href={exportHref(filter)} download className={buttonVariants({ variant: "outline" })}>
            <Download aria-hidden="true" />
            {filtered ? "Export filtered CSV" : "Export CSV"}
          </a>
        }
      />
      <SearchForm placeholder="Search by name, email or phone..." label="Search inquiries" className="mb-4">
        <FilterSelect
          name="status"
          label="Filter by status"
          value={filter.status}
          all="All statuses"
          options={STATUS_OPTIONS}
          className="sm:w-44"
        />
      </SearchForm>
      <LoadError message={loadError} />
      {/* A refused status change posted without JavaScript says why here (with it, the toast does). */}
      <RefusalNote message={actionData?.error?.[""]?.[0]} />
      <DataTable columns={columns} rows={inquiries} rowKey={(r) => r.id} empty="No inquiries found" page={page ?? undefined} />
      <InquiryDetails inquiry={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
