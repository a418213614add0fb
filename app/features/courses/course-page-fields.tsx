import { InputField } from "./course-fields";

type FieldMeta = Parameters<typeof InputField>[0]["meta"];
/** The editor's Conform fields, by name (the form is not typed by its schema: its values are FormData strings). */
type Fields = Record<string, FieldMeta>;

const SYLLABUS_HINT = 'One module a line: its name, a bar, then its hours, e.g. "Soldering basics | 6".';

/**
 * What the course page answers, all optional: syllabus, eligibility, language,
 * batch timings, fee options, next batch; and the Hindi name, description and syllabus that
 * /hi pages show (empty: the English).
 */
export function CoursePageFields({ fields }: { fields: Fields }) {
  return (
    <>
      <fieldset className="grid gap-4 rounded-lg border p-4">
        <legend className="px-1 text-sm font-semibold">Course page (optional)</legend>
        <InputField meta={fields.syllabus} label="Syllabus" rows={5} hint={SYLLABUS_HINT} />
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField meta={fields.eligibility} label="Eligibility" placeholder="e.g. 10th pass, age 16+" />
          <InputField meta={fields.teaching_language} label="Language of teaching" placeholder="e.g. Hindi and English" />
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <InputField meta={fields.batch_morning} label="Morning batch" placeholder="e.g. 9:00 AM – 12:00 PM" />
          <InputField meta={fields.batch_evening} label="Evening batch" placeholder="e.g. 5:00 PM – 8:00 PM" />
          <InputField meta={fields.batch_weekend} label="Weekend batch" placeholder="e.g. Sat–Sun, 10 AM – 4 PM" />
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <InputField meta={fields.fee_full_payment} label="Full payment (₹)" type="number" inputMode="decimal" min={0} step={0.01} />
          <InputField meta={fields.fee_instalments} label="Instalments" placeholder="e.g. 3 × ₹9,000" />
          <InputField meta={fields.fee_hostel} label="Hostel fee (₹ a month)" type="number" inputMode="decimal" min={0} step={0.01} />
        </div>
        <InputField meta={fields.next_batch_date} label="Next batch date" type="date" className="sm:max-w-xs" />
      </fieldset>
      <fieldset className="grid gap-4 rounded-lg border p-4">
        <legend className="px-1 text-sm font-semibold">Hindi (the /hi pages; empty shows the English)</legend>
        <InputField meta={fields.name_hi} label="Name in Hindi" lang="hi" />
        <InputField meta={fields.description_hi} label="Description in Hindi" rows={3} lang="hi" />
        <InputField meta={fields.syllabus_hi} label="Syllabus in Hindi" rows={4} lang="hi" hint={SYLLABUS_HINT} />
      </fieldset>
    </>
  );
}
