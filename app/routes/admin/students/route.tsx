import { useSearchParams } from "react-router";
import { DataTable } from "#app/components/admin/data-table";
import { FilterSelect } from "#app/components/admin/filter-select";
import { FiltersDisclosure } from "#app/components/admin/filters-disclosure";
import { LoadError } from "#app/components/admin/load-error";
import { PageHeader } from "#app/components/admin/page-header";
import { SearchForm } from "#app/components/admin/search-form";
import { currentAdmin } from "#app/features/accounts/permissions.server";
import { listCourseChoices } from "#app/features/certificates/course-choices.server";
import { studentColumns } from "#app/features/students/components/student-parts";
import { batchChoices, listStudents, type StudentFilter, studentFilterFrom } from "#app/features/students/list-students.server";
import { STUDENT_STATUS_LABELS, STUDENT_STATUSES } from "#app/lib/batch-vocabulary";
import { parseListParams } from "#app/lib/list-params";
import { listOrLoadError } from "#app/server/db/paginate.server";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Students | Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await currentAdmin({ request, context });
  const url = new URL(request.url);
  const filter = studentFilterFrom(url.searchParams);
  const list = parseListParams(url);
  const loaded = await listOrLoadError(
    "Failed to load students",
    async () => {
      const [courses, batches, { rows, ...page }] = await Promise.all([listCourseChoices(), batchChoices(), listStudents(filter, list)]);
      return { rows, page, courses, batches };
    },
    { rows: [], page: null, courses: [], batches: [] },
  );
  return { filter, q: list.q, ...loaded };
}

type Choices = { courses: { id: string; course_name: string }[]; batches: { id: string; code: string; course_id: string }[] };

/** Course, batch and status behind one disclosure; the batch list narrows to the chosen course. */
function StudentFilters({ filter, q, courses, batches }: { filter: StudentFilter; q: string } & Choices) {
  const active = [filter.courseId, filter.batchId, filter.status].filter(Boolean).length;
  const shown = filter.courseId ? batches.filter((b) => b.course_id === filter.courseId) : batches;
  const selects = [
    {
      name: "course",
      caption: "Course",
      value: filter.courseId,
      all: "All courses",
      options: courses.map((c) => ({ value: c.id, label: c.course_name })),
    },
    {
      name: "batch",
      caption: "Batch",
      value: filter.batchId,
      all: "All batches",
      options: shown.map((b) => ({ value: b.id, label: b.code })),
    },
    {
      name: "status",
      caption: "Status",
      value: filter.status,
      all: "All statuses",
      options: STUDENT_STATUSES.map((s) => ({ value: s, label: STUDENT_STATUS_LABELS[s] })),
    },
  ];
  return (
    <FiltersDisclosure active={active} clearHref={q ? `/admin/students?${new URLSearchParams({ q })}` : "/admin/students"}>
      {selects.map(({ caption, ...select }) => (
        <div key={select.name} className="grid gap-1 text-sm">
          <label htmlFor={`student-filter-${select.name}`} className="font-medium text-slate-700">
            {caption}
          </label>
          <FilterSelect {...select} label={`Filter by ${caption.toLowerCase()}`} id={`student-filter-${select.name}`} className="w-full" />
        </div>
      ))}
    </FiltersDisclosure>
  );
}

export default function StudentsPage({ loaderData }: Route.ComponentProps) {
  const { rows, page, filter, q, courses, batches, loadError } = loaderData;
  const [searchParams] = useSearchParams();
  const filtered = [...searchParams.keys()].some((k) => k !== "page");
  return (
    <div>
      <PageHeader title="Students" description={`Everyone admitted to a batch (${page?.total ?? 0})`} />
      <SearchForm
        placeholder="Search by name, phone or student number..."
        label="Search students"
        className="relative mb-4"
        filters={<StudentFilters filter={filter} q={q} courses={courses} batches={batches} />}
      />
      <LoadError message={loadError} />
      <DataTable
        columns={studentColumns}
        rows={rows}
        rowKey={(r) => r.id}
        empty={filtered ? "No students match your search." : "No students yet. Admit one from a lead's page."}
        page={page ?? undefined}
      />
    </div>
  );
}
