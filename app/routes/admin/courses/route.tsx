import { Pencil, Plus, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { data, Form, Link, useLocation, useNavigate, useNavigation } from "react-router";
import { DeferredData, deferServerData } from "../../../components/admin/deferred-data";
import { EditorDialog } from "../../../components/admin/editor-dialog";
import { PageHeader } from "../../../components/admin/page-header";
import { SearchForm } from "../../../components/admin/search-form";
import { type ToastMessage, useShowToast } from "../../../components/toaster";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "../../../components/ui/alert-dialog";
import { Badge } from "../../../components/ui/badge";
import { Button, buttonVariants } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { Table, TableBody, TableCell, TableEmpty, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
import { useHydrated } from "../../../components/use-hydrated";
import { courseDisplayStatus, courseTypeLabel, enrolledCount } from "../../../lib/course-status";
import { formatRupees } from "../../../lib/format";
import { formValues, parseForm } from "../../../lib/forms";
import { isUuid } from "../../../lib/ids";
import { courseFormSchema, courseIntentSchema, DUPLICATE_COURSE_CODE } from "../../../lib/validation/course";
import { audit, changes } from "../../../server/audit.server";
import { isUniqueViolation } from "../../../server/db-errors.server";
import { logger } from "../../../server/logger.server";
import {
  type AdminCourse,
  courseAuditFields,
  createCourse,
  deleteCourse,
  findCourseCodeClash,
  getAdminCourse,
  listAdminCourses,
  updateCourse,
} from "../../../server/models/courses-admin.server";
import { requireAdmin } from "../../../server/permissions.server";
import { redirectWithToast } from "../../../server/toast.server";
import type { Route } from "./+types/route";
import { CourseForm, type CourseFormDefaults } from "./course-form";

export const meta: Route.MetaFunction = () => [{ title: "Course Management | Admin" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const editId = url.searchParams.get("edit") ?? "";
  const deleteId = url.searchParams.get("delete") ?? "";
  const courses = await listAdminCourses(q);
  const find = async (id: string) => (isUuid(id) ? (courses.find((c) => c.id === id) ?? (await getAdminCourse(id))) : null);
  return {
    q,
    courses,
    creating: url.searchParams.get("new") === "1",
    editing: await find(editId),
    deleting: await find(deleteId),
  };
}

/** On client navigations the list arrives after the page frame: the spec's 3 skeleton cards show meanwhile. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return deferServerData(serverLoader);
}

type ActionData = { ok: false; fieldErrors: Record<string, string>; values?: Record<string, string>; toast: ToastMessage };

/** The list URL to return to: the current search kept, any open dialog closed. */
function listUrl(request: Request): string {
  const q = new URL(request.url).searchParams.get("q");
  return q ? `/admin/courses?${new URLSearchParams({ q })}` : "/admin/courses";
}

function failure(title: string, fieldErrors: Record<string, string>, values: Record<string, string> | undefined, status: number) {
  const description = Object.values(fieldErrors)[0];
  return data<ActionData>({ ok: false, fieldErrors, values, toast: { title, description, type: "error" } }, { status });
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const formData = await request.formData();
  const intent = courseIntentSchema.safeParse(formValues(formData));
  if (!intent.success)
    return failure("Failed to save course", { _form: "The request was not understood. Please reload the page." }, undefined, 400);

  if (intent.data.intent === "delete") {
    const removed = await deleteCourse(intent.data.id);
    if (!removed) return failure("Failed to delete course", { _form: "This course no longer exists." }, undefined, 404);
    await audit({
      adminUserId: admin.id,
      action: "course_deleted",
      details: { course_id: removed.id, course_name: removed.course_name, course_code: removed.course_code },
    });
    return redirectWithToast(listUrl(request), { title: "Course deleted successfully", type: "success" });
  }

  const parsed = parseForm(courseFormSchema, formData);
  if (!parsed.success) return failure("Failed to save course", parsed.result.fieldErrors, parsed.result.values, 400);
  const values = parsed.data;
  const submitted = formValues(formData);
  const duplicate = () => failure("Failed to save course", { course_code: DUPLICATE_COURSE_CODE }, submitted, 400);

  try {
    if (intent.data.intent === "create") {
      if (await findCourseCodeClash(values.course_code)) return duplicate();
      const created = await createCourse(values);
      await audit({
        adminUserId: admin.id,
        action: "course_created",
        details: { course_id: created.id, course_name: created.course_name, course_code: created.course_code },
      });
      return redirectWithToast(listUrl(request), { title: "Course created successfully", type: "success" });
    }

    const before = await getAdminCourse(intent.data.id);
    if (!before) return failure("Failed to save course", { _form: "This course no longer exists." }, submitted, 404);
    if (await findCourseCodeClash(values.course_code, before.id)) return duplicate();
    const after = await updateCourse(before.id, values);
    if (!after) return failure("Failed to save course", { _form: "This course no longer exists." }, submitted, 404);
    await audit({
      adminUserId: admin.id,
      action: "course_updated",
      details: {
        course_id: after.id,
        course_name: after.course_name,
        course_code: after.course_code,
        ...changes(courseAuditFields(before), courseAuditFields(after)),
      },
    });
    return redirectWithToast(listUrl(request), { title: "Course updated successfully", type: "success" });
  } catch (error) {
    // Two people saving the same code at once: the unique index decides, the message stays clear.
    if (isUniqueViolation(error)) return duplicate();
    logger.error({ err: error }, "saving a course failed");
    return failure("Failed to save course", { _form: "Something went wrong. Please try again." }, submitted, 500);
  }
}

type LoaderData = Awaited<ReturnType<typeof loader>>;

export default function CoursesPage({ loaderData, actionData }: Route.ComponentProps) {
  const resolve = "deferred" in loaderData ? loaderData.deferred : (loaderData as LoaderData);
  useShowToast(actionData?.toast);
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const newHref = withParams(location.search, { new: "1" });

  return (
    <>
      <PageHeader
        title="Course Management"
        description="Add, edit and remove the courses students can enrol in."
        actions={
          <Link to={newHref} preventScrollReset className={buttonVariants({ variant: "default" })}>
            <Plus aria-hidden="true" /> Add Course
          </Link>
        }
      />
      <DeferredData resolve={resolve} fallback={<CoursesSkeleton />} errorTitle="Failed to fetch courses">
        {(page) => <CoursesContent page={page} actionData={actionData} urlQuery={params.get("q") ?? ""} />}
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

/** The current search with some parameters set and the dialog ones dropped. */
function withParams(search: string, set: Record<string, string>): string {
  const params = new URLSearchParams(search);
  for (const key of ["new", "edit", "delete"]) params.delete(key);
  for (const [key, value] of Object.entries(set)) params.set(key, value);
  const qs = params.toString();
  return `/admin/courses${qs ? `?${qs}` : ""}`;
}

function matches(course: AdminCourse, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  return [course.course_name, course.course_code, course.instructor_name ?? ""].some((v) => v.toLowerCase().includes(needle));
}

function CoursesContent({ page, actionData, urlQuery }: { page: LoaderData; actionData: ActionData | undefined; urlQuery: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  // Instant search: the list narrows as one types; the server's answer follows a moment later.
  const [typed, setTyped] = useState<string | null>(null);
  // Once the URL has caught up (or moved elsewhere: back button, a link), it is the truth again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new urlQuery is the trigger
  useEffect(() => setTyped(null), [urlQuery]);
  const shown = page.courses.filter((c) => matches(c, typed ?? urlQuery));
  const close = () => navigate(withParams(location.search, {}), { replace: true, preventScrollReset: true });
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") !== "delete";
  const deletingNow = navigation.state === "submitting" && navigation.formData?.get("intent") === "delete";

  const emptyText =
    page.courses.length === 0 && !(typed ?? urlQuery) ? "No courses yet. Add the first one." : "No courses found matching your search.";
  const editorOpen = page.creating || page.editing !== null;
  const defaults: CourseFormDefaults | null = page.editing ?? null;

  return (
    <>
      <EditorDialog
        open={editorOpen}
        title={page.editing ? "Edit Course" : "Add New Course"}
        description={
          page.editing ? `Update the details of ${page.editing.course_name}.` : "Fill in the course details. Fields marked * are required."
        }
        onClose={close}
      >
        <CourseForm
          key={page.editing?.id ?? "new"}
          course={defaults}
          actionData={actionData}
          pending={saving}
          cancelHref={withParams(location.search, {})}
          onCancel={close}
        />
      </EditorDialog>

      {page.deleting ? (
        hydrated ? (
          <AlertDialog open onOpenChange={(open) => (open ? null : close())}>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>Delete course?</AlertDialogTitle>
                <AlertDialogDescription>
                  Are you sure you want to delete "{page.deleting.course_name}"? This action cannot be undone.
                </AlertDialogDescription>
              </AlertDialogHeader>
              <Form method="post" preventScrollReset>
                <input type="hidden" name="intent" value="delete" />
                <input type="hidden" name="id" value={page.deleting.id} />
                <AlertDialogFooter>
                  <AlertDialogCancel type="button">Cancel</AlertDialogCancel>
                  <Button type="submit" variant="destructive" disabled={deletingNow}>
                    {deletingNow ? "Deleting…" : "Delete"}
                  </Button>
                </AlertDialogFooter>
              </Form>
            </AlertDialogContent>
          </AlertDialog>
        ) : (
          <section
            role="alertdialog"
            aria-labelledby="delete-course-title"
            aria-describedby="delete-course-text"
            className="mb-6 rounded-xl border border-destructive/40 bg-red-50 p-6"
          >
            <h2 id="delete-course-title" className="text-lg font-semibold">
              Delete course?
            </h2>
            <p id="delete-course-text" className="mt-1 text-sm">
              Are you sure you want to delete "{page.deleting.course_name}"? This action cannot be undone.
            </p>
            <Form method="post" className="mt-4 flex gap-2">
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="id" value={page.deleting.id} />
              <Button type="submit" variant="destructive">
                Delete
              </Button>
              <Link to={withParams(location.search, {})} className={buttonVariants({ variant: "outline" })}>
                Cancel
              </Link>
            </Form>
          </section>
        )
      ) : null}

      <Card className="overflow-hidden">
        <div className="flex flex-col gap-4 border-b p-4 sm:p-6 lg:flex-row lg:items-center lg:justify-between">
          <h2 className="text-lg font-semibold">Courses ({shown.length})</h2>
          <div onInput={(event) => setTyped((event.target as HTMLInputElement).value)} className="w-full lg:max-w-lg">
            <SearchForm placeholder="Search courses by name, code, or instructor..." label="Search courses" />
          </div>
        </div>
        <ul className="divide-y md:hidden" aria-label="Courses">
          {shown.length === 0 ? (
            <li className="px-4 py-10 text-center text-muted-foreground">{emptyText}</li>
          ) : (
            shown.map((course) => <CourseCard key={course.id} course={course} search={location.search} />)
          )}
        </ul>
        <Table containerClassName="hidden rounded-none border-0 md:block">
          <TableHeader>
            <TableRow>
              <TableHead>Course</TableHead>
              <TableHead>Type</TableHead>
              <TableHead>Duration</TableHead>
              <TableHead>Fee</TableHead>
              <TableHead>Enrollment</TableHead>
              <TableHead>Status</TableHead>
              <TableHead className="text-right">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {shown.length === 0 ? (
              <TableEmpty colSpan={7}>{emptyText}</TableEmpty>
            ) : (
              shown.map((course) => <CourseRow key={course.id} course={course} search={location.search} />)
            )}
          </TableBody>
        </Table>
      </Card>
    </>
  );
}

const STATUS_BADGE = { Active: "green", Upcoming: "blue", Completed: "grey", Inactive: "red" } as const;

function RowActions({ course, search }: { course: AdminCourse; search: string }) {
  return (
    <div className="flex justify-end gap-1">
      <Link
        to={withParams(search, { edit: course.id })}
        preventScrollReset
        className={buttonVariants({ variant: "ghost", size: "icon" })}
        aria-label={`Edit ${course.course_name}`}
      >
        <Pencil aria-hidden="true" />
      </Link>
      <Link
        to={withParams(search, { delete: course.id })}
        preventScrollReset
        className={buttonVariants({ variant: "ghost", size: "icon", className: "text-destructive hover:text-destructive" })}
        aria-label={`Delete ${course.course_name}`}
      >
        <Trash2 aria-hidden="true" />
      </Link>
    </div>
  );
}

/** Phones: one card per course instead of a table that scrolls sideways. */
function CourseCard({ course, search }: { course: AdminCourse; search: string }) {
  const status = courseDisplayStatus(course);
  return (
    <li className="flex flex-col gap-2 p-4">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{course.course_name}</p>
          <p className="text-xs text-muted-foreground">
            <span className="font-mono">{course.course_code}</span>
            {course.instructor_name ? <> · {course.instructor_name}</> : null}
          </p>
        </div>
        <Badge variant={STATUS_BADGE[status]}>{status}</Badge>
      </div>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-xs text-muted-foreground">Duration</dt>
          <dd>
            {course.duration_weeks} {course.duration_weeks === 1 ? "week" : "weeks"}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Fee</dt>
          <dd>{formatRupees(course.fee_amount)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Enrollment</dt>
          <dd>
            {enrolledCount(course)}/{course.max_students}
          </dd>
        </div>
      </dl>
      <div className="flex items-center justify-between">
        <span className="text-xs text-muted-foreground">{courseTypeLabel(course.course_type)}</span>
        <RowActions course={course} search={search} />
      </div>
    </li>
  );
}

function CourseRow({ course, search }: { course: AdminCourse; search: string }) {
  const status = courseDisplayStatus(course);
  return (
    <TableRow>
      <TableCell className="min-w-56">
        <div className="font-semibold text-slate-900">{course.course_name}</div>
        <div className="text-xs text-muted-foreground">
          <span className="font-mono">{course.course_code}</span>
          {course.instructor_name ? <> · {course.instructor_name}</> : null}
        </div>
      </TableCell>
      <TableCell className="whitespace-nowrap">{courseTypeLabel(course.course_type)}</TableCell>
      <TableCell className="whitespace-nowrap">
        {course.duration_weeks} {course.duration_weeks === 1 ? "week" : "weeks"}
      </TableCell>
      <TableCell className="whitespace-nowrap">{formatRupees(course.fee_amount)}</TableCell>
      <TableCell className="whitespace-nowrap">
        {enrolledCount(course)}/{course.max_students}
      </TableCell>
      <TableCell>
        <Badge variant={STATUS_BADGE[status]}>{status}</Badge>
      </TableCell>
      <TableCell className="text-right">
        <RowActions course={course} search={search} />
      </TableCell>
    </TableRow>
  );
}
