import { Plus } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, Outlet, redirect, useLocation } from "react-router";
import { DataTable } from "#app/components/admin/data-table";
import { DeferredData, deferredOf, deferServerData } from "#app/components/admin/deferred-data";
import { PageHeader } from "#app/components/admin/page-header";
import { SearchForm } from "#app/components/admin/search-form";
import { buttonVariants } from "#app/components/ui/button";
import { Card } from "#app/components/ui/card";
import { Skeleton } from "#app/components/ui/skeleton";
import { currentAdmin } from "#app/features/accounts/permissions.server";
import { courseColumns } from "#app/features/courses/course-columns";
import { courseEditorAction } from "#app/features/courses/course-editor.server";
import { type AdminCourse, deleteCourse, listAdminCourses } from "#app/features/courses/courses-admin.server";
import { courseListHref } from "#app/lib/course-admin";
import { formValues } from "#app/lib/forms";
import { isUuid } from "#app/lib/ids";
import { parseListParams } from "#app/lib/list-params";
import { courseIntentSchema } from "#app/lib/validation/course";
import { audit } from "#app/server/db/audit.server";
import { pageOrLoadError } from "#app/server/db/paginate.server";
import { isUnconfirmedDelete, UNCONFIRMED_DELETE } from "#app/server/http/confirmed-delete.server";
import { refuse } from "#app/server/http/refuse.server";
import { redirectWithToast } from "#app/server/http/toast.server";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Course Management | Admin" }];

/**
 * The list (spec 2, Admin courses). The editor dialog is a child route (`new`, `:id/edit`);
 * the old dialog URLs (?new=1, ?edit=ID, ?delete=ID) redirect there, the search kept.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await currentAdmin({ request, context });
  const url = new URL(request.url);
  const list = courseListHref(url.search);
  const rest = list.slice("/admin/courses".length);
  if (url.searchParams.get("new") === "1") throw redirect(`/admin/courses/new${rest}`);
  const editId = url.searchParams.get("edit") ?? "";
  if (isUuid(editId)) throw redirect(`/admin/courses/${editId}/edit${rest}`);
  if (url.searchParams.has("edit") || url.searchParams.has("delete")) throw redirect(list);
  return pageOrLoadError("courses", () => listAdminCourses(parseListParams(url)), "Failed to fetch courses");
}

/** On client navigations the list arrives after the page frame: the spec's 3 skeleton cards show meanwhile. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return deferServerData(serverLoader);
}

/** The row's delete (ConfirmForm); create and update posts from pages opened before the editor became a route. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await currentAdmin({ request, context });
  const formData = await request.formData();
  const values = formValues(formData);
  const intent = courseIntentSchema.safeParse(values);
  if (!intent.success) {
    return refuse({ status: 400, title: "Failed to save course", description: "The request was not understood. Please reload the page." });
  }
  if (intent.data.intent === "create") return courseEditorAction(request, formData, admin.id, null);
  if (intent.data.intent === "update") return courseEditorAction(request, formData, admin.id, intent.data.id);
  if (isUnconfirmedDelete(values)) return refuse({ status: 400, title: "Failed to delete course", description: UNCONFIRMED_DELETE });

  const removed = await deleteCourse(intent.data.id);
  if (!removed) return refuse({ status: 404, title: "Failed to delete course", description: "This course no longer exists." });
  await audit({
    adminUserId: admin.id,
    action: "course_deleted",
    details: { course_id: removed.id, course_name: removed.course_name, course_code: removed.course_code },
  });
  return redirectWithToast(courseListHref(new URL(request.url).search), { title: "Course deleted successfully", type: "success" });
}

type LoaderData = Awaited<ReturnType<typeof loader>>;
type LoadedList = Extract<LoaderData, { loadError: null }>;

export default function CoursesPage({ loaderData }: Route.ComponentProps) {
  const resolve = deferredOf<LoaderData>(loaderData);
  const location = useLocation();
  return (
    <>
      <PageHeader
        title="Course Management"
        description="Add, edit and remove the courses students can enrol in."
        actions={
          <Link to={`/admin/courses/new${location.search}`} preventScrollReset className={buttonVariants({ variant: "default" })}>
            <Plus aria-hidden="true" /> Add Course
          </Link>
        }
      />
      <Outlet />
      <DeferredData resolve={resolve} fallback={<CoursesSkeleton />} errorTitle="Failed to fetch courses">
        {(list) => <CoursesList list={list} urlQuery={new URLSearchParams(location.search).get("q") ?? ""} />}
      </DeferredData>
    </>
  );
}

function CoursesSkeleton() {
  return (
    <div role="status" aria-label="Loading courses" className="flex flex-col gap-4" data-testid="courses-loading">
      {[0, 1, 2].map((i) => (
        <Card key={i} className="flex flex-col gap-3 p-6" data-testid="course-skeleton">
          <Skeleton className="h-5 w-1/3" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
        </Card>
      ))}
    </div>
  );
}

/** The spec's case-insensitive match by name, code or instructor (the server's ilike, applied as one types). */
function matches(course: AdminCourse, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  return [course.course_name, course.course_code, course.instructor_name ?? ""].some((v) => v.toLowerCase().includes(needle));
}

function CoursesList({ list, urlQuery }: { list: LoadedList; urlQuery: string }) {
  const location = useLocation();
  // Instant search: the page's rows narrow as one types; the server's answer follows a moment later.
  const [typed, setTyped] = useState<string | null>(null);
  // Once the URL has caught up (or moved elsewhere: back button, a link), it is the truth again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new urlQuery is the trigger
  useEffect(() => setTyped(null), [urlQuery]);
  const shown = typed === null ? list.courses : list.courses.filter((c) => matches(c, typed));
  const count = typed === null ? list.page.total : shown.length;
  const empty =
    list.page.total === 0 && !(typed ?? urlQuery) ? "No courses yet. Add the first one." : "No courses found matching your search.";
  return (
    <Card className="overflow-hidden">
      <div className="flex flex-col gap-4 border-b p-4 sm:p-6 lg:flex-row lg:items-center lg:justify-between">
        <h2 className="text-lg font-semibold">Courses ({count})</h2>
        <div onInput={(event) => setTyped((event.target as HTMLInputElement).value)} className="w-full lg:max-w-lg">
          <SearchForm placeholder="Search courses by name, code, or instructor..." label="Search courses" />
        </div>
      </div>
      <div className="p-3 sm:p-0">
        <DataTable columns={courseColumns(location.search)} rows={shown} rowKey={(c) => c.id} empty={empty} page={list.page} />
      </div>
    </Card>
  );
}
