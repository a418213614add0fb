import { Field } from "../../../components/forms";
import { NativeSelect } from "../../../components/ui/input";
import { courseTrade, TRADES, tradeLabel } from "../../../lib/trades";
import type { CourseFormDefaults } from "./course-form";

/**
 * How visitors find a course (issue 11): its trade chip and whether it is featured. Its own
 * file so the course form includes it with one line.
 */
export function CourseDiscoveryFields({
  course,
  sent,
  errors,
}: {
  course: CourseFormDefaults | null;
  sent: Record<string, string> | undefined;
  errors: Record<string, string | undefined>;
}) {
  const implied = course ? courseTrade({ course_type: course.course_type }) : null;
  const trade = sent ? (sent.trade ?? "") : (course?.trade ?? "");
  const featured = sent ? sent.is_featured === "true" || sent.is_featured === "on" : (course?.is_featured ?? false);
  return (
    <div className="grid gap-4 sm:grid-cols-2 sm:items-end">
      <Field
        label="Trade"
        name="trade"
        error={errors.trade}
        hint="The chip visitors tap to find this course. Leave on the first choice to follow the course type."
      >
        {(p) => (
          <NativeSelect {...p} defaultValue={trade}>
            <option value="">{implied ? `From the course type (${tradeLabel(implied)})` : "From the course type"}</option>
            {TRADES.map(({ slug, label }) => (
              <option key={slug} value={slug}>
                {label}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <label className="flex min-h-10 items-center gap-3 text-sm font-medium">
        <input type="checkbox" name="is_featured" value="true" defaultChecked={featured} className="size-5 accent-brand-700" />
        Featured (first on the home page and in lists)
      </label>
    </div>
  );
}
