import { courseTrade, TRADES, tradeLabel } from "#app/lib/trades";
import { CheckboxField, SelectField } from "./course-fields";

type FieldMeta = Parameters<typeof SelectField>[0]["meta"];

/**
 * How visitors find a course: its trade chip and whether it is featured. Its own
 * file so the course editor includes it with one line.
 */
export function CourseDiscoveryFields({
  trade,
  featured,
  courseType,
}: {
  trade: FieldMeta;
  featured: FieldMeta;
  courseType: string | null;
}) {
  const implied = courseType ? courseTrade({ course_type: courseType }) : null;
  return (
    <div className="grid gap-4 sm:grid-cols-2 sm:items-end">
      <SelectField
        meta={trade}
        label="Trade"
        hint="The chip visitors tap to find this course. Leave on the first choice to follow the course type."
      >
        <option value="">{implied ? `From the course type (${tradeLabel(implied)})` : "From the course type"}</option>
        {TRADES.map(({ slug, label }) => (
          <option key={slug} value={slug}>
            {label}
          </option>
        ))}
      </SelectField>
      <CheckboxField
        meta={featured}
        label="Featured (first on the home page and in lists)"
        className="flex min-h-10 items-center gap-3 text-sm font-medium"
      />
    </div>
  );
}
